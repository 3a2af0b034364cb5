import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallCache, preloadQueryCache } from './callCache.ts';
import { createCallRunner, forgetVisitorQueries } from './callRunner.ts';
import { createNodeSimulator } from '../sim/node.ts';
import { createSite } from '../sim/site.ts';
import { createSimClient } from '../sim/testing.ts';

describe('call runner (the call cache for cached reads)', () => {
  let site = createSite();
  const sim = createNodeSimulator(() => site);
  beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => sim.close());
  beforeEach(() => {
    site = createSite();
  });
  const count = (call: string) => site.requests.filter((r) => r.call === call).length;

  it('reads a cached call from the server once, and a visitor-scoped one again after the kiosk forgot the visitor', async () => {
    await preloadQueryCache();
    const cache = createCallCache();
    const run = createCallRunner(createSimClient(), cache);
    const first = await run('kiosk.languages', { kioskId: 1 });
    const second = await run('kiosk.languages', { kioskId: 1 });
    expect(second).toEqual(first);
    expect(count('kiosk.languages')).toBe(1);

    await run('profile.get', { profileId: 1, kioskId: 1 });
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(1);
    forgetVisitorQueries(cache);
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(2);
    await run('kiosk.languages', { kioskId: 1 });
    expect(count('kiosk.languages')).toBe(1); // kiosk data survives
  });

  it('never caches a write', async () => {
    const run = createCallRunner(createSimClient(), createCallCache());
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    expect(count('kiosk.languagePageLoaded')).toBe(2);
  });

  it('rejects a name that is not in the catalog with a plain API error', async () => {
    const run = createCallRunner(createSimClient(), createCallCache());
    await expect(run('kiosk.nothing', {})).rejects.toMatchObject({ kind: 'http', call: 'kiosk.nothing' });
  });

  describe('before TanStack Query is in (the start calls, docs/decisions/0023)', () => {
    afterEach(() => {
      vi.doUnmock('./queryClient.ts');
      vi.resetModules();
    });

    /** The cache and runner modules afresh (TanStack Query not fetched yet), a cache and a runner over it. */
    async function freshRunner() {
      vi.resetModules();
      const fresh = { ...(await import('./callCache.ts')), ...(await import('./callRunner.ts')) };
      const cache = fresh.createCallCache();
      return { fresh, cache, run: fresh.createCallRunner(createSimClient(), cache) };
    }

    it('reads from the server, keeps the answer for its stale time, seeds the query client with it, and forgets a visitor', async () => {
      const { fresh, cache, run } = await freshRunner();
      const languages = await run('kiosk.languages', { kioskId: 1 });
      await run('kiosk.languages', { kioskId: 1 });
      await run('profile.get', { profileId: 1, kioskId: 1 });
      expect(cache.queryClient()).toBeNull();
      expect(count('kiosk.languages')).toBe(1);
      expect(cache.answers().map((answer) => answer.key[1])).toEqual(['kiosk.languages', 'profile.get']);

      fresh.forgetVisitorQueries(cache);
      expect(cache.answers().map((answer) => answer.key[1])).toEqual(['kiosk.languages']);
      await fresh.preloadQueryCache();
      const queryClient = cache.queryClient();
      expect(queryClient?.getQueryData(['call', 'kiosk.languages', { kioskId: 1 }])).toEqual(languages);
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toEqual(languages);
      expect(count('kiosk.languages')).toBe(1);
      await run('profile.get', { profileId: 1, kioskId: 1 });
      expect(count('profile.get')).toBe(2);
    });

    it('reads a start answer again once its stale time is over', async () => {
      const { run } = await freshRunner();
      let now = Date.parse('2026-11-27T08:00:00Z');
      const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
      try {
        await run('kiosk.languages', { kioskId: 1 });
        now += 60_000; // kiosk.* are fresh for a minute (calls/kiosk.ts)
        await run('kiosk.languages', { kioskId: 1 });
        expect(count('kiosk.languages')).toBe(2);
      } finally {
        clock.mockRestore();
      }
    });

    it('goes on reading from the server when TanStack Query cannot be fetched, and tries again', async () => {
      vi.doMock('./queryClient.ts', () => {
        throw new Error('chunk queryClient is gone');
      });
      const { fresh, cache, run } = await freshRunner();
      await expect(fresh.preloadQueryCache()).rejects.toThrow();
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
      expect(cache.queryClient()).toBeNull();
      vi.doUnmock('./queryClient.ts');
      await expect(fresh.preloadQueryCache()).resolves.toBeUndefined();
      expect(cache.queryClient()).not.toBeNull();
    });
  });

  describe('a call whose definition is not in the first bundle (docs/decisions/0019)', () => {
    afterEach(() => {
      vi.doUnmock('./calls/profile.ts');
      vi.resetModules();
    });

    it('waits for the call modules, then runs the call', async () => {
      vi.resetModules();
      const fresh = await import('./callRunner.ts');
      const run = fresh.createCallRunner(createSimClient(), createCallCache());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).resolves.toMatchObject({ id: 1 });
      expect(count('profile.get')).toBe(1);
    });

    it('fails as a network error, for the flow to handle, when the call modules cannot be fetched', async () => {
      vi.resetModules();
      vi.doMock('./calls/profile.ts', () => {
        throw new Error('chunk profile is gone');
      });
      const fresh = await import('./callRunner.ts');
      const run = fresh.createCallRunner(createSimClient(), createCallCache());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).rejects.toMatchObject({ kind: 'network', call: 'profile.get' });
      expect(count('profile.get')).toBe(0);
      // the start calls do not wait for the others
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
    });
  });
});
