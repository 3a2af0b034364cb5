/**
 * Runs `task` in the page's next idle period (`requestIdleCallback`; at once where there is none,
 * as in tests): a one-time preparation of tens of ms at 4× CPU throttling (the phone's country
 * names) must not land between a visitor's tap and the frame that answers it.
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
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run);
    else run();
  });
}
