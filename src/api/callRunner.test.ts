import { onlineManager } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallRunner, forgetVisitorQueries } from './callRunner.ts';
import { createQueryClient } from './queryClient.ts';
import { createNodeSimulator } from '../sim/node.ts';
import { createSite } from '../sim/site.ts';
import { createSimClient } from '../sim/testing.ts';

describe('call runner (TanStack Query for cached reads, from the first call)', () => {
  let site = createSite();
  const sim = createNodeSimulator(() => site);
  beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => sim.close());
  beforeEach(() => {
    site = createSite();
  });
  const count = (call: string) => site.requests.filter((r) => r.call === call).length;
  /** The names of the calls whose queries the client holds, in the order they came. */
  const cached = (queryClient: ReturnType<typeof createQueryClient>) =>
    queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1]);

  it('reads a cached call from the server once, and a visitor-scoped one again after the kiosk forgot the visitor', async () => {
    const queryClient = createQueryClient();
    const run = createCallRunner(createSimClient(), queryClient);
    const first = await run('kiosk.languages', { kioskId: 1 });
    const second = await run('kiosk.languages', { kioskId: 1 });
    expect(second).toEqual(first);
    expect(count('kiosk.languages')).toBe(1);
    expect(queryClient.getQueryData(['call', 'kiosk.languages', { kioskId: 1 }])).toEqual(first);

    await run('profile.get', { profileId: 1, kioskId: 1 });
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(1);
    expect(cached(queryClient)).toEqual(['kiosk.languages', 'profile.get']);
    forgetVisitorQueries(queryClient);
    expect(cached(queryClient)).toEqual(['kiosk.languages']);
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(2);
    await run('kiosk.languages', { kioskId: 1 });
    expect(count('kiosk.languages')).toBe(1); // kiosk data survives
  });

  it('sends two reads of one cached call at once as one request', async () => {
    const run = createCallRunner(createSimClient(), createQueryClient());
    const [a, b] = await Promise.all([run('kiosk.languages', { kioskId: 1 }), run('kiosk.languages', { kioskId: 1 })]);
    expect(b).toEqual(a);
    expect(count('kiosk.languages')).toBe(1);
  });

  it('reads a cached answer again once its stale time is over', async () => {
    const run = createCallRunner(createSimClient(), createQueryClient());
    let now = Date.parse('2026-11-27T08:00:00Z');
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      await run('kiosk.languages', { kioskId: 1 });
      now += 59_000;
      await run('kiosk.languages', { kioskId: 1 });
      expect(count('kiosk.languages')).toBe(1);
      now += 1_000; // kiosk.* are fresh for a minute (calls/kiosk.ts)
      await run('kiosk.languages', { kioskId: 1 });
      expect(count('kiosk.languages')).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });

  it('caches no failed read: the next one goes to the server again', async () => {
    const queryClient = createQueryClient();
    const run = createCallRunner(createSimClient(), queryClient);
    site.faults.set('kiosk.languages', { kind: 'http500', times: 1 });
    await expect(run('kiosk.languages', { kioskId: 1 })).rejects.toMatchObject({ kind: 'http', status: 500, call: 'kiosk.languages' });
    expect(queryClient.getQueryData(['call', 'kiosk.languages', { kioskId: 1 }])).toBeUndefined();
    await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
    expect(count('kiosk.languages')).toBe(2);
  });

  it('goes to the server even when the browser says it is offline (the flow handles the failure, core §8)', async () => {
    onlineManager.setOnline(false);
    try {
      const run = createCallRunner(createSimClient(), createQueryClient());
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
      expect(count('kiosk.languages')).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it("fails a visitor's read still running when the kiosk forgets the visitor, as a network error", async () => {
    const queryClient = createQueryClient();
    const run = createCallRunner(createSimClient(), queryClient);
    site.faults.set('profile.get', { kind: 'slow', delayMs: 200 });
    const pending = run('profile.get', { profileId: 1, kioskId: 1 });
    await vi.waitFor(() => expect(cached(queryClient)).toEqual(['profile.get']));
    forgetVisitorQueries(queryClient);
    await expect(pending).rejects.toMatchObject({ kind: 'network', call: 'profile.get' });
    expect(cached(queryClient)).toEqual([]);
  });

  it('never caches a write', async () => {
    const queryClient = createQueryClient();
    const run = createCallRunner(createSimClient(), queryClient);
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    expect(count('kiosk.languagePageLoaded')).toBe(2);
    expect(cached(queryClient)).toEqual([]);
  });

  it('rejects a name that is not in the catalog with a plain API error', async () => {
    const run = createCallRunner(createSimClient(), createQueryClient());
    await expect(run('kiosk.nothing', {})).rejects.toMatchObject({ kind: 'http', call: 'kiosk.nothing' });
  });

  describe('a call whose definition is not in the first bundle (docs/decisions/0019)', () => {
    afterEach(() => {
      vi.doUnmock('./calls/profile.ts');
      vi.resetModules();
    });

    it('waits for the call modules, then runs the call', async () => {
      vi.resetModules();
      const fresh = await import('./callRunner.ts');
      const run = fresh.createCallRunner(createSimClient(), createQueryClient());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).resolves.toMatchObject({ id: 1 });
      expect(count('profile.get')).toBe(1);
    });

    it('fails as a network error, for the flow to handle, when the call modules cannot be fetched', async () => {
      vi.resetModules();
      vi.doMock('./calls/profile.ts', () => {
        throw new Error('chunk profile is gone');
      });
      const fresh = await import('./callRunner.ts');
      const run = fresh.createCallRunner(createSimClient(), createQueryClient());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).rejects.toMatchObject({ kind: 'network', call: 'profile.get' });
      expect(count('profile.get')).toBe(0);
      // the start calls do not wait for the others
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
    });
  });
});
