/** The session storage key of the last reload for code that was gone: the time it was made (ms). */
export const STALE_CODE_KEY = 'gatehouse.staleCodeReload';

/**
 * How long a reload for code that was gone blocks the next one (ms): a page whose new version is
 * just as broken shows the crash page and restarts after the crash delay instead of
 * reloading at once, again and again (`CRASH_RELOAD_MS`, src/app/crash.ts).
 */
export const STALE_CODE_GUARD_MS = 10 * 60_000;

/** Where the guard keeps its mark: the page's session storage (it survives a reload, not a new tab). */
export type StaleCodeStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Claims the one reload a page may make for code that was gone (core spec §8 MODULE_NOT_FOUND):
 * true, and the time marked in `storage`, unless an earlier reload was marked less than
 * {@link STALE_CODE_GUARD_MS} ago; then false, and the caller shows the crash page instead, so a
 * version that is broken on the server cannot make the kiosk reload in a loop. A storage that
 * fails (full, blocked) allows no reload: no mark, no guard.
 *
 * @example
 * if (isModuleNotFound(error) && claimStaleCodeReload(sessionStorage, Date.now())) location.reload();
 */
export function claimStaleCodeReload(storage: StaleCodeStorage, now: number): boolean {
  try {
    const last = Number(storage.getItem(STALE_CODE_KEY));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < STALE_CODE_GUARD_MS) return false;
    storage.setItem(STALE_CODE_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

/**
 * Clears the page's session storage between visitors (nothing of a visitor stays) but for the
 * guard's mark, which must outlive the kiosk's return home after the reload it guards.
 *
 * @example
 * clearSessionKeepingGuard(window.sessionStorage);
 */
export function clearSessionKeepingGuard(storage: Pick<Storage, 'clear' | 'getItem' | 'setItem'> | undefined): void {
  if (!storage) return;
  const mark = storage.getItem(STALE_CODE_KEY);
  storage.clear();
  if (mark !== null) storage.setItem(STALE_CODE_KEY, mark);
}
