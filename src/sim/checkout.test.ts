import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { BOOKED_TRANSPORT_PROFILE_ID, ETICKET_PROFILE_ID } from './data/transport.ts';
import { createNodeSimulator } from './node.ts';
import { createSite } from './site.ts';
import { createSimClient } from './testing.ts';

let site = createSite({ now: () => new Date('2026-11-22T17:45:00Z') });
const sim = createNodeSimulator(() => site);
const client = createSimClient();

beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sim.resetHandlers();
  site = createSite({ now: () => new Date('2026-11-22T17:45:00Z') });
});
afterAll(() => sim.close());

const find = (args: { pincode?: string; badge?: string }, kioskId = 1) => executeCall(client, calls['checkout.findVisitor'], { kioskId, ...args });

describe('checkout (core spec §4 "Checkout", §7, §8)', () => {
  it('lists the visitors allowed to check out with id and display name', async () => {
    const allowed = await executeCall(client, calls['checkout.allowedVisitors'], { kioskId: 1 });
    expect(allowed.length).toBeGreaterThanOrEqual(8);
    expect(allowed[0]).toEqual({ id: 'c0000000-0000-4000-8000-000000000001', displayName: 'Anna Peeters' });
  });

  it('finds a visitor by pincode or badge (badge case-insensitive); 404 for a wrong one', async () => {
    expect(await find({ pincode: '2468' })).toEqual({ id: 'c0000000-0000-4000-8000-000000000002' });
    expect(await find({ badge: '04b7e19f20' })).toEqual({ id: 'c0000000-0000-4000-8000-000000000002' });
    await expect(find({ pincode: '0000' })).rejects.toMatchObject({ status: 404, message: 'No visitor has this pincode' });
    await expect(find({ badge: 'FFFF' })).rejects.toMatchObject({ status: 404, message: 'No visitor has this badge' });
    await expect(find({})).rejects.toMatchObject({ status: 400 });
  });

  it('tells which visitor has missing documents', async () => {
    const dirk = await executeCall(client, calls['checkout.visitor'], { visitorId: 'c0000000-0000-4000-8000-000000000004' });
    expect(dirk.hasMissingDocuments).toBe(true);
    const kiosk = await executeCall(client, calls['kiosk.get'], { kioskId: 1 });
    expect(kiosk.checkoutConfiguration.isDocumentCheckEnabled).toBe(true);
  });

  it('checks a visitor out once: then the list, the pincode and a second checkout no longer know them', async () => {
    const id = 'c0000000-0000-4000-8000-000000000001';
    expect(await executeCall(client, calls['checkout.checkout'], { kioskId: 1, visitorId: id })).toEqual({
      visitorId: id,
      checkedOutOn: '2026-11-22T17:45:00.000Z',
    });
    const allowed = await executeCall(client, calls['checkout.allowedVisitors'], { kioskId: 1 });
    expect(allowed.map((v) => v.id)).not.toContain(id);
    await expect(find({ pincode: '1234' })).rejects.toMatchObject({ status: 404 });
    await expect(executeCall(client, calls['checkout.checkout'], { kioskId: 1, visitorId: id })).rejects.toMatchObject({ status: 404 });
  });

  it('kiosk 4 checks out by pincode only, kiosk 7 by badge and display name', async () => {
    expect((await executeCall(client, calls['kiosk.get'], { kioskId: 4 })).checkoutConfiguration).toMatchObject({
      pincodeEnabled: true,
      badgeScanEnabled: false,
      displayNameEnabled: false,
      numberOfCheckoutMethodsEnabled: 1,
    });
    expect((await executeCall(client, calls['kiosk.get'], { kioskId: 7 })).checkoutConfiguration).toMatchObject({
      pincodeEnabled: false,
      badgeScanEnabled: true,
      displayNameEnabled: true,
      numberOfCheckoutMethodsEnabled: 2,
    });
  });
});

describe('kiosks with one checkout method (core spec §4 "Checkout": count in numberOfCheckoutMethodsEnabled)', () => {
  const checkoutOf = async (kioskId: number) => (await executeCall(client, calls['kiosk.get'], { kioskId })).checkoutConfiguration;
  const profilesOf = (kioskId: number) => executeCall(client, calls['kiosk.profiles'], { kioskId, language: 'en' });

  it('kiosk 40, the staff exit, checks out by badge only and has no profiles', async () => {
    expect(await checkoutOf(40)).toMatchObject({
      isEnabled: true,
      pincodeEnabled: false,
      badgeScanEnabled: true,
      displayNameEnabled: false,
      numberOfCheckoutMethodsEnabled: 1,
    });
    expect(await profilesOf(40)).toEqual([]);
    expect(await find({ badge: '04C0FFEE42' }, 40)).toEqual({ id: 'c0000000-0000-4000-8000-000000000003' });
  });

  it('kiosk 41, the reception, checks out by display name only and has profiles', async () => {
    expect(await checkoutOf(41)).toMatchObject({ pincodeEnabled: false, badgeScanEnabled: false, displayNameEnabled: true, numberOfCheckoutMethodsEnabled: 1 });
    expect((await profilesOf(41)).map((p) => p.id)).toEqual([1, 8]);
    const allowed = await executeCall(client, calls['checkout.allowedVisitors'], { kioskId: 41 });
    expect(allowed.map((v) => v.displayName)).toContain('Elif Yılmaz');
  });

  it('kiosk 42, a checkout-only exit lane, offers the choice of pincode or badge', async () => {
    expect(await checkoutOf(42)).toMatchObject({ pincodeEnabled: true, badgeScanEnabled: true, displayNameEnabled: false, numberOfCheckoutMethodsEnabled: 2 });
    expect(await profilesOf(42)).toEqual([]);
  });
});

describe('dispatch after registration (site-operations spec §4, §7)', () => {
  const register = (profileId: number, visitorId: string | null) =>
    executeCall(client, calls['visitor.register'], {
      kioskId: 1,
      profileId,
      language: 'en',
      registrationStartedOn: '2026-11-22T09:00:00Z',
      answers: {},
      visitorId,
      isETicketRegistration: profileId === ETICKET_PROFILE_ID,
    });
  const dispatch = async (profileId: number, visitorId: string | null) =>
    executeCall(client, calls['dispatch.result'], { visitorId: (await register(profileId, visitorId)).visitor.id });

  it('sends BK-1001 to a drop-off and a pickup, BK-2001 to live loading', async () => {
    expect(await dispatch(BOOKED_TRANSPORT_PROFILE_ID, 'b0000000-0000-4000-8000-000000001001')).toMatchObject({
      visitorDispatchStatus: 'IsDispatched',
      dropOffAsset: { assetName: 'Swap body SB-4471' },
      pickupAsset: { locationName: 'Yard lane B' },
    });
    expect(await dispatch(BOOKED_TRANSPORT_PROFILE_ID, 'b0000000-0000-4000-8000-000000002001')).toMatchObject({
      visitorDispatchStatus: 'IsDispatched',
      liveLoadingLocationName: 'Loading bay 2',
      dropOffAsset: null,
    });
  });

  it('queues the other transports and leaves visitors off the dashboard', async () => {
    expect((await dispatch(BOOKED_TRANSPORT_PROFILE_ID, null)).visitorDispatchStatus).toBe('IsInNearbyQueue');
    expect((await dispatch(ETICKET_PROFILE_ID, 'e0000000-0000-4000-8000-000000001001')).visitorDispatchStatus).toBe('IsInRemoteQueue');
    expect((await dispatch(8, null)).visitorDispatchStatus).toBe('IsNotOnDispatchDashboard');
  });

  it('answers 404 for a visitor it does not know', async () => {
    await expect(executeCall(client, calls['dispatch.result'], { visitorId: 'nobody' })).rejects.toMatchObject({ status: 404 });
    await expect(executeCall(client, calls['dispatch.isDispatched'], { kioskId: 1, profileId: 1, visitorId: 'nobody' })).rejects.toMatchObject({ status: 404 });
  });

  it('answers isDispatched (site-operations §7) with the dispatch state of the same plan, at the kiosk/profile/visitor path', async () => {
    const state = async (profileId: number, visitorId: string | null) => {
      const visitor = (await register(profileId, visitorId)).visitor.id;
      return executeCall(client, calls['dispatch.isDispatched'], { kioskId: 1, profileId, visitorId: visitor });
    };
    expect(await state(BOOKED_TRANSPORT_PROFILE_ID, 'b0000000-0000-4000-8000-000000001001')).toEqual({
      visitorDispatchStatus: 'IsDispatched',
      visitorTransactionType: 0,
    });
    expect((await state(BOOKED_TRANSPORT_PROFILE_ID, null)).visitorDispatchStatus).toBe('IsInNearbyQueue');
    expect((await state(8, null)).visitorDispatchStatus).toBe('IsNotOnDispatchDashboard');
    const path = new URL(site.requests.filter((r) => r.call === 'dispatch.isDispatched').at(-1)?.url ?? '').pathname;
    expect(path).toMatch(/^\/api\/selfservicekiosks\/1\/profile\/8\/visitor\/[^/]+\/isDispatched$/);
  });
});
