import { createContext, useContext } from 'react';

/**
 * The timers a widget may set: the runtime's `Scheduler` (src/runtime/scheduler.ts) seen from the
 * widgets' room. Its `setTimeout(callback, ms)` returns a handle for `clearTimeout`; ms are
 * milliseconds of the kiosk's clock.
 */
export interface WidgetScheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The page's own timers, read at call time so a test's fake timers still govern them. */
const systemTimers: WidgetScheduler = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Every timer of a widget that the visitor can see or that moves the flow (a countdown, the badge
 * debounce, the prefilled phone's auto-submit) runs through the kiosk's scheduler, so the headless
 * fixtures' virtual clock governs them as it governs the flow's own timers (DESIGN.md "the
 * Scheduler"). The app provides the runtime's scheduler; outside a provider the page's timers are
 * used, so widgets render the same in tests and demos.
 *
 * @example
 * <SchedulerContext.Provider value={kiosk.scheduler}>...</SchedulerContext.Provider>
 */
export const SchedulerContext = createContext<WidgetScheduler>(systemTimers);

/** The scheduler a widget sets its timers with (see `SchedulerContext`). */
export function useScheduler(): WidgetScheduler {
  return useContext(SchedulerContext);
}
