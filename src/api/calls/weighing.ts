import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { NewWeight, WeighingLocalizations, WeighingProcessInfo, WeighingResult, WeighingVisitor } from '../schemas/weighing.ts';

/**
 * Weighing at the weighbridge (site-operations spec §2 "Weighing", §4 "Weighing", §7 "Weighing").
 * None of these answers is cached: a weighing changes by the second. Weights are in kg.
 */

/**
 * Who is weighed: the visitor and the profile of the visit, `null` while not known (a driver who has
 * not registered yet has no visitor id). The profile is the chosen one in the registration path; at
 * a weighing-only kiosk, where none is chosen, the visitor's currentProfileId (core §3, read by
 * flows/weighing.flow.json `visitorProfile`), so weigh, net weight and save carry it (§7).
 */
const Who = { profileId: z.number().int().nullish(), visitorId: z.string().nullish() };
type WhoArgs = { readonly profileId?: number | null; readonly visitorId?: string | null };
type KioskArgs = { readonly kioskId: number };
const optional = <T>(value: T | null | undefined) => value ?? undefined;

/**
 * Weighing process info of a visitor at the kiosk (§7 GET /api/weighing/weighingprocessinfo?profileId,
 * visitorId, sskId): mode flags and step number, with the first and second results and the net
 * weight kept so far. Errors: 404 when the visitor is unknown (ApiError `http`).
 */
export const weighingProcessInfo = defineCall({
  name: 'weighing.processInfo',
  method: 'GET',
  args: z.object({ kioskId: z.number(), ...Who }),
  path: (_: KioskArgs & WhoArgs) => '/weighing/weighingprocessinfo',
  query: (a) => ({ profileId: optional(a.profileId), visitorId: optional(a.visitorId), sskId: a.kioskId }),
  response: WeighingProcessInfo,
  description: 'Weighing process info: weighingProcessMode (flags), weighingStepNumber, results so far (site-operations spec §3, §7)',
});

/** The weighing texts in a language, by namespace (§7 GET /api/weighing/localizations?profileId, visitorId, twoLetterIsoLanguageCode). */
export const weighingLocalizations = defineCall({
  name: 'weighing.localizations',
  method: 'GET',
  args: z.object({ language: z.string(), ...Who }),
  path: (_: { readonly language: string } & WhoArgs) => '/weighing/localizations',
  query: (a) => ({ profileId: optional(a.profileId), visitorId: optional(a.visitorId), twoLetterIsoLanguageCode: a.language }),
  response: WeighingLocalizations,
  description: 'Weighing texts by namespace: weighing, weighingAutomation (site-operations spec §7, §8)',
});

/**
 * Weighs the vehicle on the weighbridge of the kiosk (§7 GET /api/weighing/weigh?selfServiceKioskId,
 * profileId, attemptNumber; §4: attempts start at 1, a retry asks attempt + 1). A failed weighing
 * is an answer (`isSuccess: false`, `canRetry`), not an HTTP error; a 403 means the weighing
 * system refuses the visitor (§6).
 */
export const weighingWeigh = defineCall({
  name: 'weighing.weigh',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number().int().nullish(), attemptNumber: z.number().int().positive() }),
  path: (_: KioskArgs & { readonly profileId?: number | null; readonly attemptNumber: number }) => '/weighing/weigh',
  query: (a) => ({ selfServiceKioskId: a.kioskId, profileId: optional(a.profileId), attemptNumber: a.attemptNumber }),
  response: WeighingResult,
  description: 'One weighing: isSuccess, weight (kg), canRetry, attempts, platforms A and B (site-operations spec §3, §4)',
});

/**
 * The net weight of a second weighing (§7 POST /api/weighing/simulate/netweight/visitor/{id} with
 * visitorId, profileId, sskId and newWeights: `[{ stepNumber: 2, weight }]`, §9 "Net weight step
 * number: 2"). Answers the process info with `nettoWeight` set (kg).
 */
export const weighingNetWeight = defineCall({
  name: 'weighing.netWeight',
  method: 'POST',
  args: z.object({ kioskId: z.number(), profileId: z.number().int().nullish(), visitorId: z.string(), newWeights: z.array(NewWeight).min(1) }),
  path: (a: KioskArgs & { readonly profileId?: number | null; readonly visitorId: string; readonly newWeights: readonly z.infer<typeof NewWeight>[] }) =>
    `/weighing/simulate/netweight/visitor/${encodeURIComponent(a.visitorId)}`,
  body: (a) => ({ visitorId: a.visitorId, profileId: a.profileId ?? null, sskId: a.kioskId, newWeights: a.newWeights }),
  response: WeighingProcessInfo,
  description: 'Net weight of the second weighing: the process info with nettoWeight (site-operations spec §4, §7)',
});

/**
 * Saves a weighing of a visitor (§7 POST /api/weighing/visitor/{id}/save with visitorId, profileId,
 * sskId, currentWeighingInfo). The server answers 409 while it still handles a previous weighing:
 * the flow retries after 1 s, 2 s and 4 s (§4, §9; `retry` of the call effect). The answer is not
 * shown in the spec; the kiosk reads nothing from it.
 */
export const weighingSave = defineCall({
  name: 'weighing.save',
  method: 'POST',
  args: z.object({ kioskId: z.number(), profileId: z.number().int().nullish(), visitorId: z.string(), currentWeighingInfo: z.unknown() }),
  path: (a: KioskArgs & { readonly profileId?: number | null; readonly visitorId: string; readonly currentWeighingInfo: unknown }) =>
    `/weighing/visitor/${encodeURIComponent(a.visitorId)}/save`,
  body: (a) => ({ visitorId: a.visitorId, profileId: a.profileId ?? null, sskId: a.kioskId, currentWeighingInfo: a.currentWeighingInfo }),
  response: z.unknown(),
  description: 'Saves the weighing of a visitor; 409 is retried by the flow (site-operations spec §4, §7, §9)',
});

/**
 * Visitors allowed for weighing at the kiosk (§7 GET /api/visitorsallowedforweighing?tenant, filter,
 * sskId), for the display-name screen (§2: results from 3 characters). Without `filter`, all of them.
 */
export const weighingAllowedVisitors = defineCall({
  name: 'weighing.allowedVisitors',
  method: 'GET',
  args: z.object({ kioskId: z.number(), filter: z.string().nullish() }),
  path: (_: KioskArgs & { readonly filter?: string | null }) => '/visitorsallowedforweighing',
  query: (a) => ({ filter: a.filter || undefined, sskId: a.kioskId }),
  response: z.array(WeighingVisitor),
  description: 'Visitors allowed for weighing: id and display name (site-operations spec §2, §7)',
});

/**
 * Reports a visitor the weighing system refused (§4 "reported to the server through a dedicated
 * call", §6, §7 POST /api/selfservicekiosks/{id}/visitorNotAllowedOnWeighingSystem). The body is
 * not shown in the spec: the kiosk sends the visitor and profile; the answer is not used.
 */
export const weighingVisitorNotAllowed = defineCall({
  name: 'weighing.visitorNotAllowed',
  method: 'POST',
  args: z.object({ kioskId: z.number(), ...Who, reason: z.string().nullish() }),
  path: (a: KioskArgs & WhoArgs & { readonly reason?: string | null }) => `/selfservicekiosks/${a.kioskId}/visitorNotAllowedOnWeighingSystem`,
  body: (a) => ({ visitorId: a.visitorId ?? null, profileId: a.profileId ?? null, reason: a.reason ?? null }),
  response: z.unknown(),
  description: 'Reports a visitor refused on the weighing system (site-operations spec §4, §6, §7)',
});
