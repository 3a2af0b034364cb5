import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { Questionary } from '../schemas/questionary.ts';
import { Profile, ProfileLocalizationResources } from '../schemas/profile.ts';

/** Visitor-scoped reads: dropped from the cache when the kiosk returns home (DESIGN.md "A shared device forgets"). */
const VISITOR_CACHE = { staleMs: 60_000, scope: 'visitor' } as const;

type ProfileArgs = { readonly profileId: number; readonly kioskId: number; readonly language?: string };
type ProfileLanguageArgs = {
  readonly profileId: number;
  readonly kioskId: number;
  readonly language: string;
  readonly visitorId?: string | null;
};

/** One profile; the spec's query is selfServiceKioskId, the language is optional (core spec §7). */
export const profileGet = defineCall({
  name: 'profile.get',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number(), language: z.string().nullish() }),
  path: (a: ProfileArgs) => `/profiles/${a.profileId}`,
  query: (a) => ({ selfServiceKioskId: a.kioskId, twoLetterLanguageIsoCode: a.language }),
  response: Profile,
  cache: VISITOR_CACHE,
  description: 'Profile (core spec §3 "Profile", §7)',
});

/** Translations of a profile (core spec §7: GET /profile/{id}/LocalizationResources). */
export const profileLocalizationResources = defineCall({
  name: 'profile.localizationResources',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number(), language: z.string(), visitorId: z.string().nullish() }),
  path: (a: ProfileLanguageArgs) => `/profile/${a.profileId}/LocalizationResources`,
  query: (a) => ({
    visitorId: a.visitorId ?? undefined,
    twoLetterLanguageIsoCode: a.language,
    selfServiceKioskId: a.kioskId,
  }),
  response: ProfileLocalizationResources,
  cache: VISITOR_CACHE,
  description: 'Profile translations (core spec §7)',
});

/** Questionary nodes of a profile in one language (core spec §3 "Questionary node", §7). */
export const profileQuestionary = defineCall({
  name: 'profile.questionary',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number(), language: z.string(), visitorId: z.string().nullish() }),
  path: (a: ProfileLanguageArgs) => `/profiles/${a.profileId}/questionary`,
  query: (a) => ({
    selfServiceKioskId: a.kioskId,
    twoLetterLanguageIsoCode: a.language,
    visitorId: a.visitorId ?? undefined,
  }),
  response: Questionary,
  cache: VISITOR_CACHE,
  description: 'Questionary (core spec §7)',
});
