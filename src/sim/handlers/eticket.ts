import { HttpResponse } from 'msw';
import { ETICKET_MESSAGES, findEticket } from '../data/eticket.ts';
import { toLanguageCode } from '../data/languages.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt } from './route.ts';

/** Valid e-tickets already scanned on a site: a second scan answers AlreadyScanned. */
const scanned = createAreaState(() => new Set<string>());

const answer = (validationResult: string, extra: Record<string, unknown> = {}) =>
  HttpResponse.json({ validationResult, message: null, visitor: null, weighingInformation: null, ...extra });

/** E-ticket validation (core spec §4 "E-ticket", §7, §8). The codes are in data/eticket.ts. */
export const eticketRoutes = [
  defineRoute({
    call: 'eticket.validate',
    method: 'post',
    path: '/selfservicekiosks/:kioskId/validateeticket',
    handle: (c) =>
      withKiosk(c, toInt(c.params.kioskId), () => {
        const code = c.url.searchParams.get('code') ?? '';
        const language = toLanguageCode(c.url.searchParams.get('twoLetterLanguageIsoCode'));
        const ticket = findEticket(code);
        if (!ticket) return answer('Invalid');
        switch (ticket.result) {
          case 'Forbidden':
            return problem(403, ETICKET_MESSAGES.forbidden[language]);
          case 'Cancelled':
            return answer('Cancelled', { message: ETICKET_MESSAGES.cancelled[language] });
          case 'NoAccess':
          case 'AlreadyScanned':
            return answer(ticket.result);
          case 'Valid': {
            const seen = scanned(c.site);
            if (seen.has(ticket.code) || !ticket.visitor) return answer('AlreadyScanned');
            seen.add(ticket.code);
            return answer('Valid', {
              visitor: {
                id: ticket.visitor.id,
                currentProfileId: ticket.visitor.profileId,
                fieldValues: [{ questionId: 'q-plate', values: [ticket.visitor.plate] }],
                hostIsKnown: false,
                hasMissingDocuments: false,
                documentsToPrint: [],
                isPrintingNeeded: false,
              },
            });
          }
        }
      }),
  }),
];
