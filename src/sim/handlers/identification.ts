import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { findReference, IDENTIFICATION_FALLBACK, IDENTIFICATION_TEXTS, REFERENCE_PREFIX } from '../data/identification.ts';
import { toLanguageCode, type LanguageCode } from '../data/languages.ts';
import type { SimKiosk } from '../site.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt, type RouteContext } from './route.ts';

const ValidateBody = z.object({ value: z.string(), visitors: z.array(z.string()).default([]) });
const IdentifyBody = z.object({
  value: z.string(),
  visitorIds: z.array(z.string()).default([]),
  culture: z.string().nullish(),
  forceManualFallback: z.boolean().default(false),
});

/** Visitors created by a manual fallback, counted per site (ids stay deterministic). */
const manualVisitors = createAreaState(() => ({ count: 0 }));

/** The kiosk of the path, when the profile of the path is attached to it. */
function onProfileAtKiosk(c: RouteContext, answer: (kiosk: SimKiosk, profileId: number) => Response): Response {
  return withKiosk(c, toInt(c.params.kioskId), (kiosk) => {
    const profileId = toInt(c.params.profileId);
    if (profileId === undefined || !c.site.profilesOf(c.tenant, kiosk.id).some((p) => p.id === profileId)) {
      return problem(404, `Profile ${c.params.profileId} is not attached to kiosk ${kiosk.id}`);
    }
    return answer(kiosk, profileId);
  });
}

const translated = (language: LanguageCode) =>
  Object.fromEntries(
    (['displayName', 'extraInformationOnScreen', 'extraExplanationBelowInputOnScreen', 'errorMessage', 'warningMessage'] as const).map((key) => [
      key,
      IDENTIFICATION_TEXTS[key][language],
    ]),
  );

/**
 * Identification by booking reference (core spec §2 "Visitor identification", §4 "Combined
 * transport", §5, §7). The references and what they answer are in data/identification.ts.
 */
export const identificationRoutes = [
  defineRoute({
    call: 'identification.options',
    method: 'get',
    path: '/identification/ssk/:kioskId/profile/:profileId/options',
    malformed: { prefix: 42 },
    handle: (c) =>
      onProfileAtKiosk(c, (kiosk) =>
        HttpResponse.json({
          prefix: REFERENCE_PREFIX,
          isManualFallbackAllowed: IDENTIFICATION_FALLBACK[kiosk.id] ?? false,
          translation: translated(toLanguageCode(c.url.searchParams.get('language'))),
        }),
      ),
  }),
  defineRoute({
    call: 'identification.validate',
    method: 'post',
    path: '/identification/ssk/:kioskId/profile/:profileId/validate',
    malformed: { visitors: 'none' },
    handle: async (c) => {
      const parsed = ValidateBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid reference validation: ${summarizeIssues(parsed.error.issues)}`);
      return onProfileAtKiosk(c, (kiosk) => {
        const reference = findReference(parsed.data.value);
        if (!reference) return problem(404, `No booking with reference "${parsed.data.value}"`);
        if (reference.kind === 'failing') return problem(500, 'The booking system did not answer');
        const collected = new Set(parsed.data.visitors);
        const combinable = (reference.kind === 'combinable' || reference.kind === 'combined') && kiosk.canCombineTransports === true;
        return HttpResponse.json({
          isCombinedTransport: reference.kind === 'combined',
          canCombineOnSSK: combinable,
          // the visitors not collected yet: a reference typed twice adds nobody
          visitors: reference.visitors.filter((v) => !collected.has(v.id)).map((v) => ({ id: v.id, autoApprovalFields: v.autoApprovalFields })),
        });
      });
    },
  }),
  defineRoute({
    call: 'identification.identify',
    method: 'post',
    path: '/identification/ssk/:kioskId/profile/:profileId',
    handle: async (c) => {
      const parsed = IdentifyBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid identification: ${summarizeIssues(parsed.error.issues)}`);
      const { value, visitorIds, culture, forceManualFallback } = parsed.data;
      return onProfileAtKiosk(c, (_kiosk, profileId) => {
        const reference = findReference(value);
        if (reference?.kind === 'notAllowed') return problem(403, IDENTIFICATION_TEXTS.notAllowed[toLanguageCode(culture)]);
        let id = visitorIds[0] ?? reference?.visitors[0]?.id;
        if (id === undefined) {
          if (!forceManualFallback) return problem(404, `No booking with reference "${value}"`);
          const manual = manualVisitors(c.site);
          manual.count += 1;
          id = `m0000000-0000-4000-8000-${String(manual.count).padStart(12, '0')}`;
        }
        return HttpResponse.json({
          visitor: {
            id,
            currentProfileId: profileId,
            fieldValues: [{ questionId: 'q-reference', values: [value] }],
            hostIsKnown: false,
            hasMissingDocuments: false,
            documentsToPrint: [],
            isPrintingNeeded: false,
          },
          visitorDocuments: [],
          weighingInformation: reference?.weighingInformation ?? null,
        });
      });
    },
  }),
];
