import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { transportTraits } from '../data/transport.ts';
import { isAssetProfile } from '../data/assets.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem } from './route.ts';
import { approvalStatusUrl, visitorView } from './views.ts';

/** The registration payload as the server checks it (core spec §3 "Registration payload"). */
const RegistrationBody = z.object({
  asset: z.unknown().optional(),
  visitor: z.object({
    registrationStartedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:?\d{2})$/, 'expected YYYY-MM-DDTHH:mm:ssZ'),
    visitorId: z.string().nullish(),
    profileId: z.number().int(),
    selectedProfileId: z.number().int().nullish(),
    selfServiceKioskId: z.number().int(),
    twoLetterLanguageIsoCode: z.string().min(2),
    hostId: z.union([z.string(), z.number()]).nullish(),
    answers: z.record(z.string(), z.array(z.string())),
    transactionType: z.number().int().min(0).default(0),
  }),
  isETicketRegistration: z.boolean().default(false),
  visitorIds: z.array(z.string()).default([]),
  hasScannedDocuments: z.boolean().default(false),
});

/** Visitor registration and approval (core spec §4 "Approval", §7 "api/visitor"). */
export const visitorRoutes = [
  defineRoute({
    call: 'visitor.register',
    method: 'post',
    path: '/visitor',
    handle: async (c) => {
      const parsed = RegistrationBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid registration: ${summarizeIssues(parsed.error.issues)}`);
      const { visitor: v, visitorIds } = parsed.data;
      return withKiosk(c, v.selfServiceKioskId, (kiosk) => {
        if (kiosk.blocked) return problem(403, `Self-service kiosk ${kiosk.id} is blocked`);
        const attached = c.site.profilesOf(c.tenant, kiosk.id).some((p) => p.id === v.profileId);
        // an e-ticket may name a profile of the site that this kiosk does not offer (core spec §4 "E-ticket")
        const elsewhere = !attached && parsed.data.isETicketRegistration && c.site.profile(v.profileId) !== undefined;
        if (!attached && !elsewhere) {
          return problem(400, `Profile ${v.profileId} is not attached to kiosk ${kiosk.id}`);
        }
        const visitor = c.site.register({
          tenant: c.tenant,
          kioskId: kiosk.id,
          profileId: v.profileId,
          selectedProfileId: v.selectedProfileId ?? v.profileId,
          language: v.twoLetterLanguageIsoCode,
          hostId: v.hostId == null ? null : String(v.hostId),
          answers: v.answers,
          registrationStartedOn: v.registrationStartedOn,
          visitorId: v.visitorId ?? null,
          transactionType: v.transactionType,
          visitorIds,
          asset: parsed.data.asset ?? null,
        });
        return HttpResponse.json(
          {
            visitor: visitorView(visitor),
            links: visitor.approval ? { approvalstatus: approvalStatusUrl(c.origin, visitor) } : {},
            registrationStatus: elsewhere
              ? 'completeWithEticketAndProfileNotAttachedToKiosk'
              : visitor.approval
                ? 'needsRealTimeApproval'
                : transportTraits(v.profileId).automatic || isAssetProfile(v.profileId)
                  ? 'completeWithAutomaticRegistration'
                  : 'needsManualApproval',
          },
          { status: 201, statusText: 'Created' },
        );
      });
    },
  }),
  defineRoute({
    call: 'visitor.approvalStatus',
    method: 'get',
    path: '/visitors/:visitorId/approvalstatus',
    handle: ({ site, params, tenant }) => {
      const visitor = site.visitor(params.visitorId ?? '');
      if (!visitor || visitor.registration.tenant !== tenant) return problem(404, `No visitor ${params.visitorId} for tenant "${tenant}"`);
      const status = site.pollApproval(visitor.id);
      if (status === undefined) return problem(404, `Visitor ${visitor.id} does not wait for a realtime approval`);
      return HttpResponse.json({ status });
    },
  }),
];
