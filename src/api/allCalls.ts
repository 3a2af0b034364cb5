import { type CallName, type CallOf, callCatalog, callOf } from './catalog.ts';

/**
 * Every call's definition by name, each module fetched (the catalog, src/api/catalog.ts): what the
 * tools read (the compiler's registry, the simulated site's tests) with each call's own argument
 * and answer types. The kiosk's runtime never imports it: it would fetch every call module at the
 * start (tests/architecture.test.ts); it loads them through `createCallDefinitions`.
 *
 * @example
 * const profiles = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' });
 */
export const calls = Object.fromEntries(
  await Promise.all(Object.entries(callCatalog).map(async ([name, entry]) => [name, await callOf(entry)] as const)),
) as unknown as { readonly [N in CallName]: CallOf<N> };
