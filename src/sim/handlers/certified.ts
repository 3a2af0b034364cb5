import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { CERTIFICATION_TESTS, CERTIFIED_PERSONS, CERTIFIED_TEXTS, type SimCertification, type SimCertifiedPerson } from '../data/certified.ts';
import { scannerCommand, scannerResult, scannerSetup } from '../passportScanner.ts';
import type { Site } from '../site.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, toInt, type RouteContext } from './route.ts';

/**
 * What the site learnt from the kiosks about certified persons (site-operations §4, §7): tests
 * passed (the certification becomes Valid), failed tests, completed registrations, name updates,
 * scanner product metrics. Tests read it through {@link certifiedRecords}.
 */
interface CertifiedRecords {
  readonly passed: Map<string, Map<string, string>>;
  readonly uploads: Array<{ readonly kind: 'completetest' | 'registerfailedtest'; readonly testId: string; readonly body: unknown }>;
  readonly registrationsCompleted: Array<{ readonly personId: string; readonly kioskId: number; readonly visitorId: string }>;
  readonly nameUpdates: Array<{ readonly personId: string; readonly firstName: string; readonly lastName: string }>;
  readonly productMetrics: unknown[];
}

export const certifiedRecords = createAreaState<CertifiedRecords>(() => ({
  passed: new Map(),
  uploads: [],
  registrationsCompleted: [],
  nameUpdates: [],
  productMetrics: [],
}));

const person = (id: string) => CERTIFIED_PERSONS.find((p) => p.id === id);
const personView = (p: SimCertifiedPerson) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  passportId: p.passportId,
  mobilePhoneNumber: p.mobilePhoneNumber,
});

/** A certification as the person holds it now: a passed test makes it Valid until the expiry date of the upload. */
function certificationNow(site: Site, p: SimCertifiedPerson, c: SimCertification): SimCertification {
  const expiry = certifiedRecords(site).passed.get(p.id)?.get(c.id);
  return expiry ? { ...c, state: 0, expiryDate: expiry, reachedAllowedAttempts: false } : c;
}

function onPerson(c: RouteContext, answer: (p: SimCertifiedPerson) => Response | Promise<Response>) {
  const p = person(String(c.params.personId));
  return p ? answer(p) : problem(404, `No certified person ${c.params.personId}`);
}

const onKiosk = (c: RouteContext, answer: Parameters<typeof withKiosk>[2]) => withKiosk(c, toInt(c.params.kioskId), answer);

const UploadBody = z.object({
  passportId: z.string().nullish(),
  mobilePhoneNumber: z.string().nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  kioskId: z.number(),
  questionScores: z.array(z.object({ questionId: z.string(), selectedAnswerIndex: z.number(), isCorrectAnswer: z.boolean() })),
});

async function upload(c: RouteContext, kind: 'completetest' | 'registerfailedtest'): Promise<Response> {
  const test = CERTIFICATION_TESTS.find((t) => t.id === c.params.testId);
  if (!test) return problem(404, `No certification test ${c.params.testId}`);
  const parsed = UploadBody.safeParse(await c.request.json().catch(() => undefined));
  if (!parsed.success) return problem(400, `Invalid test result: ${summarizeIssues(parsed.error.issues)}`);
  const body = parsed.data;
  const who = CERTIFIED_PERSONS.find(
    (p) => (body.passportId && p.passportId === body.passportId) || (body.mobilePhoneNumber && p.mobilePhoneNumber === body.mobilePhoneNumber),
  );
  if (who?.uploadFails) return problem(500, 'The certification system did not answer');
  const records = certifiedRecords(c.site);
  records.uploads.push({ kind, testId: test.id, body });
  if (kind === 'registerfailedtest' || !who) return HttpResponse.json({});
  const expiryDate = new Date(c.site.now().getTime() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10).concat('T00:00:00');
  const passed = records.passed.get(who.id) ?? new Map<string, string>();
  for (const cert of who.certifications) if (cert.certificationTestId === test.id) passed.set(cert.id, expiryDate);
  records.passed.set(who.id, passed);
  return HttpResponse.json({ expiryDate });
}

const scannerRoute = (command: string) =>
  defineRoute({
    call: `passportScanner.${command === 'resetscanvalues' ? 'resetScanValues' : command}`,
    method: 'post',
    path: `/selfservicekiosks/:kioskId/passportscanner/${command}`,
    handle: (c) =>
      onKiosk(c, (kiosk) => {
        scannerCommand(c.site, kiosk, command);
        return HttpResponse.json({});
      }),
  });

/**
 * Certified persons, certification tests and the passport scanner (site-operations spec §2, §3,
 * §4, §7). The persons, tests and kiosks are in data/certified.ts; the scanner in ../passportScanner.ts.
 */
export const certifiedRoutes = [
  defineRoute({
    call: 'certifiedPersons.resources',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/certifiedpersonresources/:language',
    malformed: { certifiedPersons: { title: 42 } },
    handle: (c) => onKiosk(c, () => HttpResponse.json({ certifiedPersons: CERTIFIED_TEXTS })),
  }),
  defineRoute({
    call: 'passportScanner.configuration',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/getPassportScannerConfiguration',
    malformed: { isEnabled: 'yes' },
    handle: (c) =>
      onKiosk(c, (kiosk) => {
        const { isEnabled, isPhoneIdentificationEnabled } = scannerSetup(kiosk);
        return HttpResponse.json({ isEnabled, isPhoneIdentificationEnabled });
      }),
  }),
  defineRoute({
    call: 'passportScanner.result',
    method: 'get',
    path: '/selfservicekiosks/:kioskId/passportscanner/result',
    malformed: { status: 'Sideways' },
    handle: (c) =>
      onKiosk(c, (kiosk) =>
        HttpResponse.json(
          scannerResult(c.site, kiosk, (passportId) => {
            const p = CERTIFIED_PERSONS.find((x) => x.passportId === passportId);
            return p ? (p.passportName ?? p) : undefined;
          }),
        ),
      ),
  }),
  defineRoute({
    call: 'passportScanner.productMetrics',
    method: 'post',
    path: '/selfservicekiosks/:kioskId/passportscanner/productmetrics',
    handle: async (c) => {
      const body = await c.request.json().catch(() => null);
      return onKiosk(c, () => {
        certifiedRecords(c.site).productMetrics.push(body);
        return HttpResponse.json({});
      });
    },
  }),
  ...['connect', 'scan', 'disconnect', 'complete', 'abort', 'resetscanvalues'].map(scannerRoute),
  defineRoute({
    call: 'certifiedPersons.byMobilePhone',
    method: 'get',
    path: '/certifiedpersons/mobilephone',
    malformed: { id: true },
    handle: ({ url }) => {
      const number = url.searchParams.get('mobilephonenumber');
      const p = CERTIFIED_PERSONS.find((x) => x.mobilePhoneNumber === number);
      return p ? HttpResponse.json(personView(p)) : problem(404, `No certified person with mobile number ${number}`);
    },
  }),
  defineRoute({
    call: 'certifiedPersons.allowedToEnter',
    method: 'get',
    path: '/certifiedpersons/:personId/allowedtoenter',
    malformed: { isAllowed: 'maybe' },
    handle: (c) => onPerson(c, (p) => HttpResponse.json({ isAllowed: !p.blacklisted, isBlacklisted: p.blacklisted, message: null })),
  }),
  defineRoute({
    call: 'certifiedPersons.certificationTypes',
    method: 'get',
    path: '/certifiedpersons/:personId/certificationtypes',
    malformed: [{ id: 'x', state: 'Valid' }],
    handle: (c) => onPerson(c, (p) => HttpResponse.json(p.certifications.map((cert) => certificationNow(c.site, p, cert)))),
  }),
  defineRoute({
    call: 'certifiedPersons.registrationCompleted',
    method: 'post',
    path: '/certifiedpersons/:personId/registrationcompleted',
    handle: (c) =>
      onPerson(c, async (p) => {
        const body = z.object({ kioskId: z.number(), visitorId: z.string() }).safeParse(await c.request.json().catch(() => undefined));
        if (!body.success) return problem(400, `Invalid registrationcompleted: ${summarizeIssues(body.error.issues)}`);
        certifiedRecords(c.site).registrationsCompleted.push({ personId: p.id, ...body.data });
        return HttpResponse.json({});
      }),
  }),
  defineRoute({
    call: 'certifiedPersons.updateInformation',
    method: 'post',
    path: '/certifiedpersons/:personId/updateinformation',
    handle: (c) =>
      onPerson(c, async (p) => {
        const body = z
          .object({ selfServiceKioskId: z.number(), firstName: z.string(), lastName: z.string() })
          .safeParse(await c.request.json().catch(() => undefined));
        if (!body.success) return problem(400, `Invalid updateinformation: ${summarizeIssues(body.error.issues)}`);
        certifiedRecords(c.site).nameUpdates.push({ personId: p.id, firstName: body.data.firstName, lastName: body.data.lastName });
        return HttpResponse.json({});
      }),
  }),
  defineRoute({
    call: 'certificationTests.complete',
    method: 'post',
    path: '/certificationtests/:testId/completetest',
    malformed: { expiryDate: 20270101 },
    handle: (c) => upload(c, 'completetest'),
  }),
  defineRoute({
    call: 'certificationTests.registerFailed',
    method: 'post',
    path: '/certificationtests/:testId/registerfailedtest',
    handle: (c) => upload(c, 'registerfailedtest'),
  }),
  defineRoute({
    call: 'certificationTests.get',
    method: 'get',
    path: '/certificationtests/:testId',
    malformed: { id: 'x', questions: [] },
    handle: (c) => {
      const test = CERTIFICATION_TESTS.find((t) => t.id === c.params.testId);
      return test ? HttpResponse.json(test) : problem(404, `No certification test ${c.params.testId}`);
    },
  }),
  defineRoute({
    call: 'certifiedPersons.byPassport',
    method: 'get',
    path: '/certifiedpersons/:passport',
    malformed: { id: true },
    handle: (c) => {
      const match = /^passport=(.+)$/.exec(decodeURIComponent(String(c.params.passport)));
      if (!match) return problem(404, `No route for /certifiedpersons/${c.params.passport}`);
      const p = CERTIFIED_PERSONS.find((x) => x.passportId.toLowerCase() === match[1]?.trim().toLowerCase());
      return p ? HttpResponse.json(personView(p)) : problem(404, `No certified person with passport ${match[1]}`);
    },
  }),
];
