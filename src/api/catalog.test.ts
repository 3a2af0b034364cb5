import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ROUTES } from '../sim/handlers.ts';
import { createNodeSimulator } from '../sim/node.ts';
import { createSite } from '../sim/site.ts';
import { createSimClient, sampleArgs } from '../sim/testing.ts';
import { isCallName, type CallName } from './catalog.ts';
import { calls } from './allCalls.ts';
import type { CallDefinition } from './defineCall.ts';
import { ApiError } from './errors.ts';
import { executeCall } from './execute.ts';

let site = createSite();
const sim = createNodeSimulator(() => site);
const names = Object.keys(calls) as CallName[];
/** Calls whose answer is not used (z.unknown): no body can fail their schema. */
const ANSWER_IGNORED = new Set<CallName>([
  'kiosk.languagePageLoaded',
  'kiosk.languageSelected',
  'log.general',
  'log.downtime',
  'log.abortedRegistration',
  'weighing.save',
  'weighing.visitorNotAllowed',
  'documentPrinting.confirmation',
  'documentHandling.setLed',
  'certifiedPersons.registrationCompleted',
  'certifiedPersons.updateInformation',
  'certificationTests.registerFailed',
  'passportScanner.connect',
  'passportScanner.scan',
  'passportScanner.disconnect',
  'passportScanner.complete',
  'passportScanner.abort',
  'passportScanner.resetScanValues',
  'passportScanner.productMetrics',
  'productMetrics.event',
  'documentScanning.prepareScanning',
  'documentScanning.cancel',
  'documentScanning.remove',
  'documentScanning.error',
  'documentScanning.link',
]);

beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.resetHandlers();
  site = createSite();
});
afterAll(() => sim.close());

const run = (name: CallName, args: unknown) => executeCall(createSimClient(), calls[name] as CallDefinition<unknown, unknown>, args);

describe('call catalog (core spec §7, site-operations spec §7)', () => {
  it('keys every call by its own name', () => {
    for (const name of names) expect(calls[name].name).toBe(name);
    expect(isCallName('kiosk.get')).toBe(true);
    expect(isCallName('toString')).toBe(false);
  });

  it('has a simulated route for every call, and no route for a call it lacks', () => {
    const routed = new Set(ROUTES.map((r) => r.call));
    expect(names.filter((n) => !routed.has(n))).toEqual([]);
    expect([...routed].filter((c) => !isCallName(c))).toEqual([]);
  });

  it('compares the version of the status call and makes no health call (core §4 "A changed status version triggers a reload", §7; docs/decisions/0014)', () => {
    const paths = names.map((n) => (calls[n].path as (a: Record<string, unknown>) => string)({ ...sampleArgs(site)[n] }));
    expect(paths.filter((p) => /health$/i.test(p) && !p.includes('scanner'))).toEqual([]);
    expect(calls['kiosk.status'].response.parse({ isBlocked: false, version: '2.1.0' })).toMatchObject({ version: '2.1.0' });
  });

  it('marks the kiosk reads as kiosk-scoped and the profile reads as visitor-scoped cached reads', () => {
    for (const name of ['kiosk.get', 'kiosk.configuration', 'kiosk.languages', 'kiosk.companyLogo', 'kiosk.localizationResources', 'kiosk.profiles'] as const) {
      expect(calls[name].cache).toEqual({ staleMs: 60_000, scope: 'kiosk' });
    }
    for (const name of ['profile.get', 'profile.localizationResources', 'profile.questionary'] as const) {
      expect(calls[name].cache?.scope).toBe('visitor');
    }
    expect(calls['kiosk.status'].cache).toBeUndefined();
    expect(calls['visitor.register'].cache).toBeUndefined();
  });

  it.each(names)('%s: answers on the simulated site, passes its schema, and carries tenant and both headers', async (name) => {
    const args = sampleArgs(site)[name];
    await expect(run(name, args)).resolves.not.toBeInstanceOf(Error);
    const received = site.requests.filter((r) => r.call === name);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ tenant: 'demo', timeZone: 'Europe/Brussels', browserLanguage: 'nl-BE' });
    expect(new URL(received[0]!.url).searchParams.getAll('tenant')).toEqual(['demo']);
  });

  it.each(names.filter((n) => !ANSWER_IGNORED.has(n)))('%s: a malformed answer is an ApiError of kind "schema"', async (name) => {
    const args = sampleArgs(site)[name];
    site.faults.set(name, { kind: 'schema' });
    const error = await run(name, args).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(z.ZodError);
    expect((error as ApiError).kind).toBe('schema');
    expect((error as ApiError).call).toBe(name);
  });

  it('ignores the answer of event and log calls (schema z.unknown)', () => {
    for (const name of ANSWER_IGNORED) expect(calls[name].response.safeParse({ anything: 1 }).success).toBe(true);
  });
});

describe('visitor.register payload (core spec §3 "Registration payload")', () => {
  it('sends the outer payload with answers as question id → values and dates as YYYY-MM-DDTHH:mm:ssZ', () => {
    const body = calls['visitor.register'].body!({
      kioskId: 1,
      profileId: 3,
      language: 'nl',
      hostId: 7,
      registrationStartedOn: new Date('2026-11-22T08:30:05Z'),
      answers: { 'q-fullname': { value: ['Jan Peeters'], fieldDefinitionType: 3 }, 'q-load': { value: ['12,5'], fieldDefinitionType: 6 } },
    }) as { visitor: Record<string, unknown> } & Record<string, unknown>;
    expect(body).toMatchObject({ asset: null, isETicketRegistration: false, visitorIds: [], hasScannedDocuments: false });
    expect(body.visitor).toMatchObject({
      visitorId: null,
      profileId: 3,
      selectedProfileId: 3,
      selfServiceKioskId: 1,
      twoLetterLanguageIsoCode: 'nl',
      hostId: '7',
      transactionType: 0,
      answers: { 'q-fullname': ['Jan Peeters'], 'q-load': ['12,5'] },
    });
    expect(body.visitor.registrationStartedOn).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(String(body.visitor.registrationStartedOn))).toBe(Date.parse('2026-11-22T08:30:05Z'));
  });

  it("sends a moment the kiosk stamped (ms) on the server's clock: plus clockOffset; a text as it is", () => {
    const startedOn = (registrationStartedOn: string | number, clockOffset?: number) => {
      const body = calls['visitor.register'].body!({ kioskId: 1, profileId: 3, language: 'nl', registrationStartedOn, clockOffset, answers: {} }) as {
        visitor: { registrationStartedOn: string };
      };
      return Date.parse(body.visitor.registrationStartedOn);
    };
    const at = Date.parse('2026-11-22T08:30:05Z');
    expect(startedOn(at, 60_000)).toBe(at + 60_000);
    expect(startedOn(at)).toBe(at);
    expect(startedOn('2026-11-22T08:30:05Z', 60_000)).toBe(at);
    const downtime = calls['log.downtime'].body!({ kioskId: 1, startDowntime: at, endDowntime: at + 1_000, clockOffset: -5_000, failedActions: [] }) as {
      startDowntime: string;
      endDowntime: string;
    };
    expect([Date.parse(downtime.startDowntime), Date.parse(downtime.endDowntime)]).toEqual([at - 5_000, at - 4_000]);
  });
});
