import type { Scheduler } from '../engine/effects/effect.ts';

export type { Scheduler };

/** The real scheduler over the global timers (which Playwright's clock can still control). */
export function createSystemScheduler(): Scheduler {
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
}

/** A scheduler whose time moves only when `advance` is called. */
export interface VirtualScheduler extends Scheduler {
  /** Moves time forward by `ms`, firing due timers in order; awaits pending promises between them. */
  advance(ms: number): Promise<void>;
  /** Number of timers waiting. */
  pending(): number;
}

/**
 * Creates a virtual scheduler starting at `startMs` (epoch ms).
 *
 * @example
 * const clock = createVirtualScheduler(Date.parse('2026-11-22T09:00:00Z'));
 * await clock.advance(2000); // fires the approval poll
 */
export function createVirtualScheduler(startMs = 0, settle: () => Promise<void> = defaultSettle): VirtualScheduler {
  let now = startMs;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), callback });
      return id;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => timers.size,
    async advance(ms) {
      const target = now + ms;
      await settle();
      for (;;) {
        let dueId: number | undefined;
        let dueAt = Infinity;
        for (const [id, t] of timers) if (t.at <= target && t.at < dueAt) [dueId, dueAt] = [id, t.at];
        if (dueId === undefined) break;
        const timer = timers.get(dueId) as { callback: () => void };
        timers.delete(dueId);
        now = Math.max(now, dueAt);
        timer.callback();
        await settle();
      }
      now = target;
    },
  };
}

/** Lets pending promise chains (mocked network answers) run before the next timer fires. */
async function defaultSettle(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise<void>((resolve) => setImmediateLike(resolve));
}

function setImmediateLike(fn: () => void): void {
  const g = globalThis as { setImmediate?: (fn: () => void) => void };
  if (g.setImmediate) g.setImmediate(fn);
  else void Promise.resolve().then(fn);
}
