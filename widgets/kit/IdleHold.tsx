import { createContext, useContext, useEffect } from 'react';

/**
 * How a widget holds the kiosk's general idle timeout (core spec §4 "Idle": video screens do not
 * return home while the video plays). The app provides the runtime's `holdIdle`; outside a
 * provider holding does nothing, so widgets render the same in tests and demos.
 *
 * @example
 * <IdleHoldContext.Provider value={runtime.holdIdle}>...</IdleHoldContext.Provider>
 */
export const IdleHoldContext = createContext<(hold: boolean) => void>(() => {});

/**
 * Holds the idle timeout while `active` is true, and releases it when it turns false or the
 * component unmounts (so a video left mid-play never keeps the kiosk from going home later).
 *
 * @example
 * useIdleHold(isPlaying);
 */
export function useIdleHold(active: boolean): void {
  const hold = useContext(IdleHoldContext);
  useEffect(() => {
    if (!active) return;
    hold(true);
    return () => hold(false);
  }, [active, hold]);
}
