import { describe, expect, it } from 'vitest';
import type { CallArgs, CallName } from '../api/catalog.ts';
import { calls } from '../api/allCalls.ts';
import type { CallDefinition } from '../api/defineCall.ts';
import { executeCall } from '../api/execute.ts';
import { ASSET_PROFILES, localizationResourcesOf, TRAILER_YARD_PROFILE_ID } from './data/assets.ts';
import { LANGUAGE_CODES } from './data/languages.ts';
import en from './data/localization/en.json';
import { simSuite } from './testing.ts';

const { sim, client } = simSuite();

const call = <N extends CallName>(name: N, args: CallArgs<N>) =>
  executeCall(client, calls[name] as CallDefinition<CallArgs<N>, unknown>, args) as Promise<never>;

describe("a profile's asset registration texts (site-operations spec §7 GET /assetregistration/localizationresources?profileId)", () => {
  it('words the trailer yard title its own way in English, Dutch, French and German; nothing in the other languages (the kiosk text stays)', async () => {
    expect(await call('assetRegistration.localizationResources', { profileId: TRAILER_YARD_PROFILE_ID, language: 'nl' })).toEqual({
      assetRegistration: { selectTransactionTypeTitle: 'Waarvoor komt u naar het trailerpark?' },
    });
    expect(await call('assetRegistration.localizationResources', { profileId: TRAILER_YARD_PROFILE_ID, language: 'pl' })).toEqual({ assetRegistration: {} });
    const asked = new URL(sim.site.requests[0]?.url ?? '').searchParams;
    expect([asked.get('profileId'), asked.get('twoLetterLanguageIsoCode')]).toEqual(['32', 'nl']);
  });

  it('answers an empty namespace for a profile without texts of its own, and 404 for a profile the site lacks', async () => {
    expect(await call('assetRegistration.localizationResources', { profileId: 33, language: 'en' })).toEqual({ assetRegistration: {} });
    expect(await call('assetRegistration.localizationResources', { profileId: 1, language: 'en' })).toEqual({ assetRegistration: {} });
    await expect(call('assetRegistration.localizationResources', { profileId: 999, language: 'en' })).rejects.toMatchObject({ kind: 'http', status: 404 });
  });

  it("overrides only keys of the kiosk's assetRegistration namespace (data/localization)", () => {
    const kioskKeys = Object.keys(en.assetRegistration);
    for (const profile of ASSET_PROFILES) {
      for (const language of LANGUAGE_CODES) {
        for (const key of Object.keys(localizationResourcesOf(profile.id, language).assetRegistration)) expect(kioskKeys).toContain(key);
      }
    }
  });
});
