import { HttpResponse } from 'msw';
import { z } from 'zod';
import { summarizeIssues } from '../../api/execute.ts';
import { toLanguageCode } from '../data/languages.ts';
import { dispatchAfterWeighing } from '../data/dispatch.ts';
import { referenceNumber, type SimWeighingDriver, WEIGHING_BY_PROFILE, WEIGHING_DRIVERS } from '../data/weighing.ts';
import { weighingTexts } from '../data/weighingTexts.ts';
import type { Site, SimKiosk } from '../site.ts';
import { createAreaState } from './areaState.ts';
import { withKiosk } from './kiosk.ts';
import { defineRoute, problem, type RouteContext, toInt } from './route.ts';

/**
 * The simulated weighbridge (site-operations spec §4 "Weighing", §7 "Weighing"; drivers and what
 * they weigh in data/weighing.ts). The weigh call names no visitor (§7: kiosk, profile, attempt),
 * so the site keeps, per kiosk, who is on the weighbridge: the visitor (or, before registration,
 * the profile) whose process info the kiosk asked last. A driver's step moves on when a weighing is
 * saved: 1 → 2 → 0.
 */
interface WeighingState {
  /** Per `tenant:kioskId`: who is on the weighbridge. */
  readonly onBridge: Map<string, { readonly driverId: string | null; readonly profileId: number | null }>;
  /** Per driver id: the step now and the first weighing saved. */
  readonly progress: Map<string, { step: number; firstWeight: number }>;
  /** Per driver id: saves answered so far (for the 409s of `saveConflicts`). */
  readonly saves: Map<string, number>;
  /** Visitors reported as refused by the weighing system (§4), newest last. */
  readonly refused: { visitorId: string | null; profileId: number | null; reason: string | null }[];
}

const weighingState = createAreaState<WeighingState>(() => ({ onBridge: new Map(), progress: new Map(), saves: new Map(), refused: [] }));

/** The visitors the simulated weighing system refused, as reported by the kiosk (site-operations spec §4). */
export function refusedOnWeighingSystem(site: Site): readonly { visitorId: string | null; profileId: number | null; reason: string | null }[] {
  return weighingState(site).refused;
}

/** The drivers a kiosk at a weighbridge knows (none at a kiosk without one). */
const driversAt = (kiosk: SimKiosk) => (kiosk.weighing ? WEIGHING_DRIVERS : []);

/** A driver of the simulated weighbridge by visitor id. */
export function weighingDriver(id: string | null | undefined): SimWeighingDriver | undefined {
  return WEIGHING_DRIVERS.find((d) => d.id === id);
}

function progressOf(site: Site, driver: SimWeighingDriver) {
  const progress = weighingState(site).progress;
  let current = progress.get(driver.id);
  if (!current) {
    current = { step: driver.step, firstWeight: driver.firstWeight };
    progress.set(driver.id, current);
  }
  return current;
}

/** A successful weighing of `weight` kg (§3 "Weighing result"), on two platforms when `platformA` is given. */
function success(weight: number, attempts: number, reference: string, platformA?: number) {
  const twoPlatforms = platformA !== undefined;
  return {
    isSuccess: true,
    weight,
    canRetry: false,
    attempts,
    hasMultiplePlatforms: twoPlatforms,
    referenceNumber: reference,
    platformAWeight: twoPlatforms ? platformA : null,
    platformAReferenceNummber: twoPlatforms ? reference.replace(/^WB-/, 'WB-A-') : null,
    platformBWeight: twoPlatforms ? weight - platformA : null,
    platformBReferenceNummber: twoPlatforms ? reference.replace(/^WB-/, 'WB-B-') : null,
    weighingErrorReason: null,
  };
}

function failure(attempts: number, canRetry: boolean, reason: string | null) {
  return { ...success(0, attempts, ''), isSuccess: false, weight: null, referenceNumber: null, canRetry, weighingErrorReason: reason };
}

/**
 * The process info of a driver (§3): mode, step, the first weighing once there is one and, for an
 * arriving transport the site has dispatched, the dispatch info (at the first step only: leaving
 * after the second weighing, the driver has nowhere to be sent).
 */
function processInfoOf(site: Site, driver: SimWeighingDriver, nettoWeight: number | null = null, secondWeight: number | null = null) {
  const { step, firstWeight } = progressOf(site, driver);
  const hasFirst = step !== 1 || driver.firstAlreadyWeighed === true;
  return {
    weighingProcessMode: driver.mode,
    weighingStepNumber: step,
    firstWeighingResult: hasFirst ? success(firstWeight, 1, referenceNumber(driver.pincode, 1)) : null,
    secondWeighingResult: secondWeight === null ? null : success(secondWeight, 1, referenceNumber(driver.pincode, 2)),
    nettoWeight,
    dispatchInfo:
      step === 1 && driver.dispatchedAs !== undefined
        ? {
            visitorDispatchStatus: driver.dispatchOnArrival ?? dispatchAfterWeighing(driver.id).visitorDispatchStatus,
            visitorTransactionType: driver.dispatchedAs,
          }
        : null,
  };
}

const NOTHING_TO_WEIGH = {
  weighingProcessMode: 0,
  weighingStepNumber: 0,
  firstWeighingResult: null,
  secondWeighingResult: null,
  nettoWeight: null,
  dispatchInfo: null,
};

const bridgeKey = (c: RouteContext, kiosk: SimKiosk) => `${c.tenant}:${kiosk.id}`;

const NetWeightBody = z.object({
  visitorId: z.string().min(1),
  profileId: z.number().int().nullable(),
  sskId: z.number().int(),
  newWeights: z.array(z.object({ stepNumber: z.number().int(), weight: z.number().nonnegative() })).min(1),
});
const SaveBody = z.object({ visitorId: z.string().min(1), profileId: z.number().int().nullable(), sskId: z.number().int(), currentWeighingInfo: z.unknown() });
const RefusedBody = z.object({ visitorId: z.string().nullable(), profileId: z.number().int().nullable(), reason: z.string().nullable() });

/** Weighing calls of site-operations spec §7. */
export const weighingRoutes = [
  defineRoute({
    call: 'weighing.processInfo',
    method: 'get',
    path: '/weighing/weighingprocessinfo',
    malformed: { weighingProcessMode: 'Separate' },
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('sskId')), (kiosk) => {
        if (!kiosk.weighing) return HttpResponse.json(NOTHING_TO_WEIGH);
        const visitorId = c.url.searchParams.get('visitorId');
        const profileId = toInt(c.url.searchParams.get('profileId')) ?? null;
        const driver = driversAt(kiosk).find((d) => d.id === visitorId);
        weighingState(c.site).onBridge.set(bridgeKey(c, kiosk), { driverId: driver?.id ?? null, profileId });
        if (driver) return HttpResponse.json(processInfoOf(c.site, driver));
        const byProfile = !visitorId && profileId !== null ? WEIGHING_BY_PROFILE[profileId] : undefined;
        if (byProfile) return HttpResponse.json({ ...NOTHING_TO_WEIGH, weighingProcessMode: byProfile.mode, weighingStepNumber: byProfile.step });
        return HttpResponse.json(NOTHING_TO_WEIGH);
      }),
  }),
  defineRoute({
    call: 'weighing.localizations',
    method: 'get',
    path: '/weighing/localizations',
    handle: ({ url }) => HttpResponse.json(weighingTexts(toLanguageCode(url.searchParams.get('twoLetterIsoLanguageCode')))),
    malformed: { weighing: 'not a namespace' },
  }),
  defineRoute({
    call: 'weighing.weigh',
    method: 'get',
    path: '/weighing/weigh',
    malformed: { isSuccess: 'yes', weight: '38 t' },
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('selfServiceKioskId')), (kiosk) => {
        const attempt = toInt(c.url.searchParams.get('attemptNumber'));
        if (attempt === undefined || attempt < 1) return problem(400, 'attemptNumber must be a whole number from 1');
        if (!kiosk.weighing) return problem(404, `Kiosk ${kiosk.id} has no weighbridge`);
        const onBridge = weighingState(c.site).onBridge.get(bridgeKey(c, kiosk));
        const driver = weighingDriver(onBridge?.driverId);
        if (!driver) {
          const byProfile = WEIGHING_BY_PROFILE[toInt(c.url.searchParams.get('profileId')) ?? onBridge?.profileId ?? -1];
          if (!byProfile) return problem(404, 'No vehicle to weigh: ask the weighing process info first');
          return HttpResponse.json(success(byProfile.weight, attempt, referenceNumber(`P${toInt(c.url.searchParams.get('profileId'))}`, 1)));
        }
        if (driver.refused) return problem(403, `${driver.displayName} is not allowed on the weighing system`);
        if (driver.finalFailure) return HttpResponse.json(failure(attempt, false, driver.finalFailure));
        if (attempt <= (driver.retryFailures ?? 0)) return HttpResponse.json(failure(attempt, true, null));
        const { step, firstWeight } = progressOf(c.site, driver);
        const weight = step === 1 ? firstWeight : driver.secondWeight;
        return HttpResponse.json(success(weight, attempt, referenceNumber(driver.pincode, step === 1 ? 1 : 2), step === 1 ? driver.platformA : undefined));
      }),
  }),
  defineRoute({
    call: 'weighing.netWeight',
    method: 'post',
    path: '/weighing/simulate/netweight/visitor/:visitorId',
    malformed: { weighingStepNumber: 'two', nettoWeight: -1 },
    handle: async (c) => {
      const parsed = NetWeightBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid net weight request: ${summarizeIssues(parsed.error.issues)}`);
      return withKiosk(c, parsed.data.sskId, () => {
        const driver = weighingDriver(c.params.visitorId);
        if (!driver) return problem(404, `No weighing for visitor ${c.params.visitorId}`);
        const second = parsed.data.newWeights.find((w) => w.stepNumber === 2);
        if (!second) return problem(400, 'newWeights needs the weight of step 2');
        const { firstWeight } = progressOf(c.site, driver);
        return HttpResponse.json(processInfoOf(c.site, driver, Math.abs(firstWeight - second.weight), second.weight));
      });
    },
  }),
  defineRoute({
    call: 'weighing.save',
    method: 'post',
    path: '/weighing/visitor/:visitorId/save',
    handle: async (c) => {
      const parsed = SaveBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid weighing: ${summarizeIssues(parsed.error.issues)}`);
      return withKiosk(c, parsed.data.sskId, () => {
        const driver = weighingDriver(c.params.visitorId);
        if (!driver) return HttpResponse.json({ visitorId: c.params.visitorId, weighingStepNumber: 0 });
        const { saves } = weighingState(c.site);
        const count = (saves.get(driver.id) ?? 0) + 1;
        saves.set(driver.id, count);
        if (count <= (driver.saveConflicts ?? 0)) {
          return HttpResponse.json({ message: 'A weighing of this visitor is still being processed' }, { status: 409, statusText: 'Conflict' });
        }
        const progress = progressOf(c.site, driver);
        const info = parsed.data.currentWeighingInfo as { weight?: unknown } | null;
        if (progress.step === 1 && typeof info?.weight === 'number') progress.firstWeight = info.weight;
        progress.step = progress.step === 1 ? 2 : 0;
        return HttpResponse.json({ visitorId: driver.id, weighingStepNumber: progress.step });
      });
    },
  }),
  defineRoute({
    call: 'weighing.allowedVisitors',
    method: 'get',
    path: '/visitorsallowedforweighing',
    handle: (c) =>
      withKiosk(c, toInt(c.url.searchParams.get('sskId')), (kiosk) => {
        const filter = c.url.searchParams.get('filter')?.trim().toLocaleLowerCase() ?? '';
        const drivers = driversAt(kiosk).filter((d) => progressOf(c.site, d).step !== 0 && d.displayName.toLocaleLowerCase().includes(filter));
        return HttpResponse.json(drivers.map((d) => ({ id: d.id, displayName: d.displayName })));
      }),
  }),
  defineRoute({
    call: 'weighing.visitorNotAllowed',
    method: 'post',
    path: '/selfservicekiosks/:kioskId/visitorNotAllowedOnWeighingSystem',
    handle: async (c) => {
      const parsed = RefusedBody.safeParse(await c.request.json().catch(() => undefined));
      if (!parsed.success) return problem(400, `Invalid report: ${summarizeIssues(parsed.error.issues)}`);
      return withKiosk(c, toInt(c.params.kioskId), () => {
        weighingState(c.site).refused.push(parsed.data);
        return new HttpResponse(null, { status: 204 });
      });
    },
  }),
];
