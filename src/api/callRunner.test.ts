import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
});
