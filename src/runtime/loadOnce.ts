/** A load run at most once at a time and kept once it succeeds (`loadOnce`). */
export interface LoadOnce<T> {
  /** Starts the load, or joins the one running, or gives the value it brought. */
  (): Promise<T>;
  /** The value once the load succeeded, else undefined: for code that must not wait (a first render). */
  readonly loaded: () => T | undefined;
}

/**
 * "Load once, retry on failure": every caller gets the same promise while `load` runs and its value
 * after; a failure goes to the callers waiting for it and is forgotten, so the next call tries again
 * (a site's network fails; a chunk that could not be fetched may come at the next try). The one way
 * the kiosk fetches code or data on demand: screen widgets and their code, call definitions, later
 * flows (docs/decisions/0035).
 *
 * @example
 * const loadLater = loadOnce(() => import('./later.ts'));
 * await loadLater(); // fetched
 * await loadLater(); // the same module, not fetched again
 * loadLater.loaded(); // the module
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | null = null;
  let done: { readonly value: T } | null = null;
  const start = (): Promise<T> => {
    try {
      return load();
    } catch (error) {
      return Promise.reject(error);
    }
  };
  const run = (): Promise<T> => {
    pending ??= start().then(
      (value) => {
        done = { value };
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(run, { loaded: () => done?.value });
}
