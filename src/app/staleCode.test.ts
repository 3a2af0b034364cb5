import { describe, expect, it, vi } from 'vitest';
import { createVirtualScheduler } from '../runtime/scheduler.ts';
import { CRASH_RELOAD_MS, createCrashReporter, STALE_CODE_LOG_WAIT_MS } from './crash.ts';
import { isModuleNotFound } from '../runtime/moduleNotFound.ts';
import { turnsUntil } from '../../tests/turns.ts';
import { claimStaleCodeReload, clearSessionKeepingGuard, STALE_CODE_GUARD_MS, STALE_CODE_KEY } from './staleCode.ts';

/** Core spec §8 "Missing module lookups raise MODULE_NOT_FOUND": a chunk gone after a new version reloads the page, once. */
function memory(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    clear: () => map.clear(),
  };
}

const chunkGone = () => new TypeError('Failed to fetch dynamically imported module: http://kiosk/assets/CheckoutOptions-abc.js');

describe('isModuleNotFound', () => {
  it("knows the browsers' messages for a chunk that could not be fetched, a MODULE_NOT_FOUND code and a cause", () => {
    expect(isModuleNotFound(chunkGone())).toBe(true);
    expect(isModuleNotFound(new TypeError('error loading dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isModuleNotFound(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isModuleNotFound(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isModuleNotFound(Object.assign(new Error('x'), { code: 'MODULE_NOT_FOUND' }))).toBe(true);
    expect(isModuleNotFound(new Error('the kiosk\'s flow "checkout" could not be loaded', { cause: chunkGone() }))).toBe(true);
  });

  it('is false for any other error', () => {
    expect(isModuleNotFound(new Error('simulated crash of screen "profiles"'))).toBe(false);
    expect(isModuleNotFound(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(false);
    expect(isModuleNotFound('Failed to fetch dynamically imported module')).toBe(false);
    expect(isModuleNotFound(null)).toBe(false);
  });
});

describe('claimStaleCodeReload: one reload, no loop', () => {
  it('allows the first reload and marks its time', () => {
    const storage = memory();
    expect(claimStaleCodeReload(storage, 1_000_000)).toBe(true);
    expect(storage.map.get(STALE_CODE_KEY)).toBe('1000000');
  });

  it('refuses another within the guard time, allows one after it', () => {
    const storage = memory();
    expect(claimStaleCodeReload(storage, 1_000_000)).toBe(true);
    expect(claimStaleCodeReload(storage, 1_000_000 + STALE_CODE_GUARD_MS - 1)).toBe(false);
    expect(claimStaleCodeReload(storage, 1_000_000 + STALE_CODE_GUARD_MS)).toBe(true);
  });

  it('ignores a mark that is not a time, or one in the future (a clock set back)', () => {
    expect(claimStaleCodeReload(memory({ [STALE_CODE_KEY]: 'x' }), 5_000)).toBe(true);
    expect(claimStaleCodeReload(memory({ [STALE_CODE_KEY]: '9000' }), 5_000)).toBe(true);
  });

  it('allows no reload when the storage fails', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(claimStaleCodeReload(broken, 1)).toBe(false);
  });

  it('keeps its mark when the session is cleared between visitors', () => {
    const storage = memory({ [STALE_CODE_KEY]: '42', visitor: 'Priya' });
    clearSessionKeepingGuard(storage);
    expect([...storage.map]).toEqual([[STALE_CODE_KEY, '42']]);
  });
});

describe('the crash reporter with code that is gone', () => {
  const setup = (storage = memory()) => {
    const scheduler = createVirtualScheduler(Date.parse('2026-11-29T10:00:00Z'));
    const log = vi.fn(() => Promise.resolve());
    const reload = vi.fn();
    const restart = vi.fn();
    const listener = vi.fn();
    const crash = createCrashReporter({ scheduler, log, reload: restart, staleCode: { storage, reload } });
    crash.subscribe(listener);
    return { scheduler, log, reload, restart, listener, crash, storage };
  };

  it('logs MODULE_NOT_FOUND and reloads at once, without the crash page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { log, reload, restart, listener, crash } = setup();
    crash.report(chunkGone(), 'screen "checkoutOptions"');
    // the reload follows the logged line (a promise), with no kiosk time passing
    await turnsUntil(() => reload.mock.calls.length > 0, 'the reload');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual([
      expect.stringMatching(/^MODULE_NOT_FOUND, reloading to the new version: TypeError: Failed to fetch dynamically imported module/),
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(listener).not.toHaveBeenCalled();
    expect(restart).not.toHaveBeenCalled();
  });

  it('reloads after at most STALE_CODE_LOG_WAIT_MS when the log call hangs', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const scheduler = createVirtualScheduler(0);
    const reload = vi.fn();
    const crash = createCrashReporter({ scheduler, log: () => new Promise(() => {}), staleCode: { storage: memory(), reload } });
    crash.report(chunkGone());
    await scheduler.advance(STALE_CODE_LOG_WAIT_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    await scheduler.advance(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the second time within the guard (the new page fails too) is a crash: crash page, restart after CRASH_RELOAD_MS', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { scheduler, reload, restart, listener, crash, log } = setup(memory({ [STALE_CODE_KEY]: String(Date.parse('2026-11-29T09:59:00Z')) }));
    crash.report(chunkGone());
    expect(crash.crashed()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]).toEqual([expect.stringMatching(/^kiosk crashed: TypeError/)]);
    await scheduler.advance(CRASH_RELOAD_MS);
    expect(restart).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('any other error stays a crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { reload, listener, crash, storage } = setup();
    crash.report(new Error('boom'));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    expect(storage.map.has(STALE_CODE_KEY)).toBe(false);
  });
});
