/** The idle time left (ms) that says no frame is due: browsers give idle periods of at most 50 ms. */
const LONG_IDLE_MS = 40;
/** After this long (ms) without a long idle period, the task runs in the next idle period of any length. */
const IDLE_WAIT_LIMIT_MS = 10_000;

/**
 * Runs `task` in the page's next long idle period (`requestIdleCallback` with most of its 50 ms
 * left: no frame is due; at once where there are no idle callbacks, as in tests): a one-time
 * preparation of tens of ms at 4× CPU throttling (the phone's country names) must not land between
 * a visitor's tap and the frame that answers it, as it can in the short idle period before a
 * frame. After 10 s without a long one it takes the next idle period.
 *
 * @returns a promise that resolves once `task` ran, and rejects with what it threw
 * @example
 * await whenIdle(preparePhoneCountries);
 */
export function whenIdle(task: () => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const run = () => {
      try {
        task();
        resolve();
      } catch (error) {
        reject(error);
      }
    };
    if (typeof requestIdleCallback !== 'function') {
      run();
      return;
    }
    const since = performance.now();
    const wait = (deadline: IdleDeadline) => {
      if (deadline.timeRemaining() >= LONG_IDLE_MS || performance.now() - since > IDLE_WAIT_LIMIT_MS) run();
      else requestIdleCallback(wait);
    };
    requestIdleCallback(wait);
  });
}
