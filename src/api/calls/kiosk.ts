import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { KioskConfiguration, KioskStatus, KioskTexts, Language, LocalizationResources } from '../schemas/kiosk.ts';
import { Profile } from '../schemas/profile.ts';

/** Cached kiosk-wide reads (core spec §7): kept for a minute, dropped only on reload. */
const KIOSK_CACHE = { staleMs: 60_000, scope: 'kiosk' } as const;

type KioskArgs = { readonly kioskId: number };
type KioskLanguageArgs = KioskArgs & { readonly language: string };

const kioskPath = (a: KioskArgs) => `/selfservicekiosks/${a.kioskId}`;

/** Kiosk configuration; a 403 body carries blockedIpAddress (core spec §3, §4 "Kiosk fetch", §7). */
export const kioskGet = defineCall({
  name: 'kiosk.get',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: kioskPath,
  response: KioskConfiguration,
  cache: KIOSK_CACHE,
  description: 'Kiosk configuration (core spec §3 "Kiosk configuration", §7)',
});

/** Welcome and status translations and timeouts in one language (core spec §3, §7). */
export const kioskConfiguration = defineCall({
  name: 'kiosk.configuration',
  method: 'GET',
  args: z.object({ kioskId: z.number(), language: z.string() }),
  path: (a: KioskLanguageArgs) => `${kioskPath(a)}/configuration`,
  query: (a) => ({ twoLetterLanguageIsoCode: a.language }),
  response: KioskTexts,
  cache: KIOSK_CACHE,
  description: 'Translations and timeouts (core spec §7)',
});

/** Company logo path; `null` when the site has none (core spec §7). */
export const kioskCompanyLogo = defineCall({
  name: 'kiosk.companyLogo',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (a: KioskArgs) => `${kioskPath(a)}/companylogo`,
  response: z
    .string()
    .nullish()
    .transform((v: string | null | undefined) => v || null),
  cache: KIOSK_CACHE,
  description: 'Company logo URL (core spec §7)',
});

/** Languages offered by the kiosk, each with its native display name (core spec §2, §3). */
export const kioskLanguages = defineCall({
  name: 'kiosk.languages',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (a: KioskArgs) => `${kioskPath(a)}/languages`,
  response: z.array(Language),
  cache: KIOSK_CACHE,
  description: 'Languages (core spec §7)',
});

/**
 * Translations by namespace (core spec §7). The spec lists only tenant in the query; the kiosk also
 * sends the language, as it loads one language's texts at a time.
 */
export const kioskLocalizationResources = defineCall({
  name: 'kiosk.localizationResources',
  method: 'GET',
  args: z.object({ kioskId: z.number(), language: z.string() }),
  path: (a: KioskLanguageArgs) => `${kioskPath(a)}/localizationresources`,
  query: (a) => ({ twoLetterLanguageIsoCode: a.language }),
  response: LocalizationResources,
  cache: KIOSK_CACHE,
  description: 'Translations by namespace (core spec §7)',
});

/** Profiles of the kiosk in one language (core spec §3 "Profile", §7). */
export const kioskProfiles = defineCall({
  name: 'kiosk.profiles',
  method: 'GET',
  args: z.object({ kioskId: z.number(), language: z.string() }),
  path: (a: KioskLanguageArgs) => `${kioskPath(a)}/profiles`,
  query: (a) => ({ twoLetterLanguageIsoCode: a.language }),
  response: z.array(Profile),
  cache: KIOSK_CACHE,
  description: 'Profile list (core spec §7)',
});

/**
 * Kiosk status `{ isBlocked: boolean, version: string }`, polled every 10 s (5 s after an error); a
 * new version means reload (core §3 "Kiosk status", §4 "Kiosk fetch": "A changed status version
 * triggers a reload", §9; site-operations §4 "Kiosk status").
 *
 * This is the only version the kiosk compares. GET /api/health (core §7 "returns version") is not in
 * the catalog: the spec names no comparison with it, and the status version is the one §4 reloads on,
 * read by a poll the kiosk makes anyway (docs/decisions/0014).
 */
export const kioskStatus = defineCall({
  name: 'kiosk.status',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (a: KioskArgs) => `${kioskPath(a)}/status`,
  response: KioskStatus,
  description: 'isBlocked and version (core spec §3, §7; site-operations spec §4 "Kiosk status")',
});

/** The server's current time, ISO 8601 (core spec §7). */
export const kioskTime = defineCall({
  name: 'kiosk.time',
  method: 'GET',
  args: z.object({}),
  path: (_: Record<string, never> = {}) => '/selfservicekiosks/time',
  response: z.string().min(1),
  description: 'Current time (core spec §7)',
});

/** Event: the language page was shown; the answer is not used (core spec §7). */
export const kioskLanguagePageLoaded = defineCall({
  name: 'kiosk.languagePageLoaded',
  method: 'POST',
  args: z.object({ kioskId: z.number() }),
  path: (a: KioskArgs) => `${kioskPath(a)}/languagePageLoaded`,
  response: z.unknown(),
  description: 'Language page loaded event (core spec §7)',
});

/** Event: a language was chosen; the answer is not used (core spec §7). The body is not shown in the spec. */
export const kioskLanguageSelected = defineCall({
  name: 'kiosk.languageSelected',
  method: 'POST',
  args: z.object({ kioskId: z.number(), language: z.string() }),
  path: (a: KioskLanguageArgs) => `${kioskPath(a)}/languageSelected`,
  body: (a) => ({ twoLetterLanguageIsoCode: a.language }),
  response: z.unknown(),
  description: 'Language selected event (core spec §7)',
});
