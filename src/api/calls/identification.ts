import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { IdentificationOptions, IdentificationResult, ReferenceValidation } from '../schemas/identification.ts';

type ProfileAtKiosk = { readonly kioskId: number; readonly profileId: number };

const base = (a: ProfileAtKiosk) => `/identification/ssk/${a.kioskId}/profile/${a.profileId}`;

/** Identification options of a profile at a kiosk, in one language (core spec §7). */
export const identificationOptions = defineCall({
  name: 'identification.options',
  method: 'GET',
  args: z.object({ kioskId: z.number(), profileId: z.number(), language: z.string() }),
  path: (a: ProfileAtKiosk & { readonly language: string }) => `${base(a)}/options`,
  query: (a) => ({ language: a.language }),
  response: IdentificationOptions,
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Identification options: prefix, manual fallback, screen texts (core spec §7)',
});

export interface ValidateReferenceArgs extends ProfileAtKiosk {
  /** The reference as typed, with the options' prefix put in front. */
  readonly value: string;
  /** Ids of the visitors collected so far for a combined transport. */
  readonly visitors?: readonly string[] | null;
}

/**
 * Validates a reference against the server (core spec §7 "Validate reference": kiosk, profile,
 * value and the visitor ids collected so far; POST .../validate with value and visitors).
 */
export const identificationValidate = defineCall({
  name: 'identification.validate',
  method: 'POST',
  args: z.object({ kioskId: z.number(), profileId: z.number(), value: z.string(), visitors: z.array(z.string()).nullish() }),
  path: (a: ValidateReferenceArgs) => `${base(a)}/validate`,
  body: (a) => ({ value: a.value, visitors: [...(a.visitors ?? [])] }),
  response: ReferenceValidation,
  description: 'Reference validation: combined transport, can combine, visitors (core spec §3, §7)',
});

export interface IdentifyArgs extends ProfileAtKiosk {
  readonly value: string;
  /** Every visitor id of the (combined) transport; empty for a single reference. */
  readonly visitorIds?: readonly string[] | null;
  /** The visitor's language (the spec's `culture`). */
  readonly culture: string;
  /** Accept the typed value although the server does not know it (core spec §5 manual fallback). */
  readonly forceManualFallback?: boolean | null;
}

/** Identifies the visitor by reference (core spec §7 POST /identification/ssk/{ssk}/profile/{p}). */
export const identificationIdentify = defineCall({
  name: 'identification.identify',
  method: 'POST',
  args: z.object({
    kioskId: z.number(),
    profileId: z.number(),
    value: z.string(),
    visitorIds: z.array(z.string()).nullish(),
    culture: z.string(),
    forceManualFallback: z.boolean().nullish(),
  }),
  path: (a: IdentifyArgs) => base(a),
  body: (a) => ({
    value: a.value,
    visitorIds: [...(a.visitorIds ?? [])],
    culture: a.culture,
    forceManualFallback: a.forceManualFallback === true,
  }),
  response: IdentificationResult,
  description: 'Identification: visitor, visitor documents, weighing information (core spec §7)',
});
