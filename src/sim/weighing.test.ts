import { describe, expect, it } from 'vitest';
import type { CallArgs, CallName } from '../api/catalog.ts';
import { calls } from '../api/allCalls.ts';
import type { CallDefinition } from '../api/defineCall.ts';
import { executeCall } from '../api/execute.ts';
import { refusedOnWeighingSystem } from './handlers/weighing.ts';
import { simSuite } from './testing.ts';

const { sim, client } = simSuite();

const call = <N extends CallName>(name: N, args: CallArgs<N>) =>
  executeCall(client, calls[name] as CallDefinition<CallArgs<N>, unknown>, args) as Promise<never>;
const driver = (n: number) => `d0000000-0000-4000-8000-${String(7000 + n).padStart(12, '0')}`;
/** Puts driver `n` on the weighbridge of kiosk 8 (the kiosk asks the process info first, §4). */
const onBridge = (n: number) => call('weighing.processInfo', { kioskId: 8, visitorId: driver(n), profileId: null });
const weigh = (attemptNumber: number) => call('weighing.weigh', { kioskId: 8, profileId: null, attemptNumber });

describe('the simulated weighbridge (site-operations spec §3, §4 "Weighing", §7)', () => {
  it('offers weighing at kiosk 8 only: separate and post-questionary processes, all three methods', async () => {
    const weighbridge = await call('kiosk.get', { kioskId: 8 });
    expect(weighbridge).toMatchObject({
      weighingConfiguration: {
        separateProcess: { isEnabled: true },
        postQuestionary: { isEnabled: true },
        isPincodeEnabled: true,
        isBadgeScanEnabled: true,
        isDisplayNameEnabled: true,
      },
    });
    expect(await call('kiosk.get', { kioskId: 1 })).toMatchObject({ weighingConfiguration: { separateProcess: { isEnabled: false } } });
    expect(await call('weighing.processInfo', { kioskId: 1, visitorId: driver(1), profileId: null })).toMatchObject({
      weighingProcessMode: 0,
      weighingStepNumber: 0,
    });
  });

  it('gives a driver their mode flags and step; a driver is found by pincode or badge like any visitor on site', async () => {
    expect(await onBridge(1)).toMatchObject({ weighingProcessMode: 2, weighingStepNumber: 1, firstWeighingResult: null });
    expect(await onBridge(2)).toMatchObject({ weighingProcessMode: 2, weighingStepNumber: 2, firstWeighingResult: { weight: 41_380 } });
    expect(await onBridge(7)).toMatchObject({ weighingProcessMode: 1 });
    expect(await onBridge(10)).toMatchObject({ weighingStepNumber: 1, firstWeighingResult: { weight: 30_560 } });
    expect(await call('checkout.findVisitor', { kioskId: 8, pincode: '7001' })).toEqual({ id: driver(1) });
    expect(await call('checkout.findVisitor', { kioskId: 8, badge: '07a0000003' })).toEqual({ id: driver(3) });
  });

  it('weighs deterministically per driver (kg), one platform or two', async () => {
    await onBridge(1);
    expect(await weigh(1)).toMatchObject({ isSuccess: true, weight: 38_420, attempts: 1, hasMultiplePlatforms: false, referenceNumber: 'WB-7001-1' });
    await onBridge(3);
    expect(await weigh(1)).toMatchObject({
      weight: 40_250,
      hasMultiplePlatforms: true,
      platformAWeight: 18_940,
      platformAReferenceNummber: 'WB-A-7003-1',
      platformBWeight: 21_310,
      platformBReferenceNummber: 'WB-B-7003-1',
    });
  });

  it('fails with canRetry on the first attempt of Lotte Vermeulen, then weighs; Milan Peeters fails for good with a reason', async () => {
    await onBridge(4);
    expect(await weigh(1)).toMatchObject({ isSuccess: false, canRetry: true, attempts: 1, weight: null });
    expect(await weigh(2)).toMatchObject({ isSuccess: true, attempts: 2, weight: 36_900 });
    await onBridge(5);
    expect(await weigh(1)).toMatchObject({ isSuccess: false, canRetry: false, weighingErrorReason: expect.stringContaining('out of order') });
  });

  it('refuses Pieter Dewulf with 403 and keeps what the kiosk reports', async () => {
    await onBridge(8);
    await expect(weigh(1)).rejects.toMatchObject({ status: 403 });
    await call('weighing.visitorNotAllowed', { kioskId: 8, visitorId: driver(8), profileId: null, reason: 'refused' });
    expect(refusedOnWeighingSystem(sim.site)).toEqual([{ visitorId: driver(8), profileId: null, reason: 'refused' }]);
  });

  it('computes the net weight of step 2 and moves a driver on when a weighing is saved', async () => {
    await onBridge(2);
    expect(await weigh(1)).toMatchObject({ weight: 15_120 });
    const net = await call('weighing.netWeight', { kioskId: 8, visitorId: driver(2), profileId: null, newWeights: [{ stepNumber: 2, weight: 15_120 }] });
    expect(net).toMatchObject({ nettoWeight: 26_260, firstWeighingResult: { weight: 41_380 }, secondWeighingResult: { weight: 15_120 } });
    await call('weighing.save', { kioskId: 8, visitorId: driver(2), profileId: null, currentWeighingInfo: net });
    expect(await onBridge(2)).toMatchObject({ weighingStepNumber: 0 });
    await expect(
      call('weighing.netWeight', { kioskId: 8, visitorId: driver(2), profileId: null, newWeights: [{ stepNumber: 1, weight: 1 }] }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('answers 409 to the first two saves of Nora Willems, then saves', async () => {
    const save = () => call('weighing.save', { kioskId: 8, visitorId: driver(6), profileId: null, currentWeighingInfo: { weight: 27_640 } });
    await expect(save()).rejects.toMatchObject({ status: 409 });
    await expect(save()).rejects.toMatchObject({ status: 409 });
    await expect(save()).resolves.toMatchObject({ weighingStepNumber: 2 });
  });

  it('dispatches Yusuf Aerts on arrival: the weighing state carries dispatchInfo at the first step, the dispatch result says where to go; none after the first weighing is saved', async () => {
    expect(await onBridge(16)).toMatchObject({ weighingStepNumber: 1, dispatchInfo: { visitorDispatchStatus: 'IsDispatched', visitorTransactionType: 64 } });
    expect(await onBridge(1)).toMatchObject({ dispatchInfo: null });
    expect(await call('dispatch.result', { visitorId: driver(16) })).toMatchObject({
      visitorDispatchStatus: 'IsDispatched',
      dropOffAsset: { locationName: 'Dock 4' },
      pickupAsset: { locationName: 'Yard lane C' },
    });
    await call('weighing.save', { kioskId: 8, visitorId: driver(16), profileId: null, currentWeighingInfo: { weight: 32_780 } });
    expect(await onBridge(16)).toMatchObject({ weighingStepNumber: 2, dispatchInfo: null });
  });

  it('queues Bram Hendrickx nearby on arrival, and takes him off the dispatch dashboard once weighed: the dispatch result says so', async () => {
    expect(await onBridge(17)).toMatchObject({ weighingStepNumber: 1, dispatchInfo: { visitorDispatchStatus: 'IsInNearbyQueue', visitorTransactionType: 8 } });
    expect(await weigh(1)).toMatchObject({ isSuccess: true, weight: 28_350 });
    await call('weighing.save', { kioskId: 8, visitorId: driver(17), profileId: null, currentWeighingInfo: { weight: 28_350 } });
    expect(await call('dispatch.result', { visitorId: driver(17) })).toEqual({
      visitorDispatchStatus: 'IsNotOnDispatchDashboard',
      dropOffAsset: null,
      pickupAsset: null,
      liveLoadingLocationName: null,
    });
    expect(await onBridge(17)).toMatchObject({ weighingStepNumber: 2, dispatchInfo: null });
    await expect(call('dispatch.result', { visitorId: driver(1) })).rejects.toMatchObject({ status: 404 });
  });

  it('weighs the courier after the questionary before registration: no visitor yet, by profile (31 250 kg)', async () => {
    expect(await call('weighing.processInfo', { kioskId: 8, profileId: 8, visitorId: null })).toMatchObject({ weighingProcessMode: 1, weighingStepNumber: 1 });
    expect(await call('weighing.weigh', { kioskId: 8, profileId: 8, attemptNumber: 1 })).toMatchObject({ weight: 31_250 });
  });

  it('lists the drivers allowed for weighing, filtered by name; texts in the language asked, English otherwise', async () => {
    const all = await call('weighing.allowedVisitors', { kioskId: 8 });
    expect(all).toHaveLength(17);
    expect(await call('weighing.allowedVisitors', { kioskId: 8, filter: 'MAES' })).toEqual([{ id: driver(3), displayName: 'Koen Maes' }]);
    expect(await call('weighing.allowedVisitors', { kioskId: 1 })).toEqual([]);
    expect(await call('weighing.localizations', { language: 'nl' })).toMatchObject({ weighing: { netWeight: 'Nettogewicht' } });
    expect(await call('weighing.localizations', { language: 'pl' })).toMatchObject({ weighing: { netWeight: 'Waga netto' } });
    expect(await call('weighing.localizations', { language: 'xx' })).toMatchObject({ weighing: { netWeight: 'Net weight' } });
  });
});
