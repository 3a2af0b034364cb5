import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCallRunner, forgetVisitorQueries } from './callRunner.ts';
import { createNodeSimulator } from '../sim/node.ts';
import { createSite } from '../sim/site.ts';
import { createSimClient } from '../sim/testing.ts';

describe('call runner (TanStack Query for cached reads)', () => {
  let site = createSite();
  const sim = createNodeSimulator(() => site);
  beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => sim.close());
  beforeEach(() => {
    site = createSite();
  });
  const count = (call: string) => site.requests.filter((r) => r.call === call).length;

  it('reads a cached call from the server once, and a visitor-scoped one again after the kiosk forgot the visitor', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const run = createCallRunner(createSimClient(), queryClient);
    const first = await run('kiosk.languages', { kioskId: 1 });
    const second = await run('kiosk.languages', { kioskId: 1 });
    expect(second).toEqual(first);
    expect(count('kiosk.languages')).toBe(1);

    await run('profile.get', { profileId: 1, kioskId: 1 });
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(1);
    forgetVisitorQueries(queryClient);
    await run('profile.get', { profileId: 1, kioskId: 1 });
    expect(count('profile.get')).toBe(2);
    await run('kiosk.languages', { kioskId: 1 });
    expect(count('kiosk.languages')).toBe(1); // kiosk data survives
  });

  it('never caches a write', async () => {
    const run = createCallRunner(createSimClient(), new QueryClient());
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    await run('kiosk.languagePageLoaded', { kioskId: 1 });
    expect(count('kiosk.languagePageLoaded')).toBe(2);
  });

  it('rejects a name that is not in the catalog with a plain API error', async () => {
    const run = createCallRunner(createSimClient(), new QueryClient());
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
      const run = fresh.createCallRunner(createSimClient(), new QueryClient());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).resolves.toMatchObject({ id: 1 });
      expect(count('profile.get')).toBe(1);
    });

    it('fails as a network error, for the flow to handle, when the call modules cannot be fetched', async () => {
      vi.resetModules();
      vi.doMock('./calls/profile.ts', () => {
        throw new Error('chunk profile is gone');
      });
      const fresh = await import('./callRunner.ts');
      const run = fresh.createCallRunner(createSimClient(), new QueryClient());
      await expect(run('profile.get', { profileId: 1, kioskId: 1 })).rejects.toMatchObject({ kind: 'network', call: 'profile.get' });
      expect(count('profile.get')).toBe(0);
      // the start calls do not wait for the others
      await expect(run('kiosk.languages', { kioskId: 1 })).resolves.toBeDefined();
    });
  });
});
