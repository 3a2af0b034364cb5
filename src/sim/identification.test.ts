import { describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { BOOKED_TRANSPORT_PROFILE_ID } from './data/transport.ts';
import { simSuite } from './testing.ts';

const { client } = simSuite();

const at = { kioskId: 1, profileId: BOOKED_TRANSPORT_PROFILE_ID };
const validate = (value: string, visitors: string[] = [], kioskId = 1) =>
  executeCall(client, calls['identification.validate'], { ...at, kioskId, value, visitors });
const identify = (value: string, visitorIds: string[] = [], forceManualFallback = false, kioskId = 1) =>
  executeCall(client, calls['identification.identify'], { ...at, kioskId, value, visitorIds, culture: 'en', forceManualFallback });

describe('identification options (core spec §3 "Identification translation", §7)', () => {
  it('sends the BK- prefix, the manual fallback of the kiosk and translated texts', async () => {
    const en = await executeCall(client, calls['identification.options'], { ...at, language: 'en' });
    expect(en).toMatchObject({ prefix: 'BK-', isManualFallbackAllowed: true, translation: { displayName: 'Your booking reference' } });
    const nl = await executeCall(client, calls['identification.options'], { ...at, language: 'nl' });
    expect(nl.translation.displayName).toBe('Uw boekingsreferentie');
    const strict = await executeCall(client, calls['identification.options'], { ...at, kioskId: 7, language: 'en' });
    expect(strict.isManualFallbackAllowed).toBe(false);
  });

  it('answers 404 for a profile the kiosk does not offer', async () => {
    await expect(
      executeCall(client, calls['identification.options'], { kioskId: 4, profileId: BOOKED_TRANSPORT_PROFILE_ID, language: 'en' }),
    ).rejects.toMatchObject({ status: 404 });
  });
});

describe('reference validation (core spec §3 "Reference validation result", §4 "Combined transport")', () => {
  it('a single reference cannot be combined and names one visitor', async () => {
    const result = await validate('BK-1001');
    expect(result).toMatchObject({ isCombinedTransport: false, canCombineOnSSK: false });
    expect(result.visitors).toHaveLength(1);
    expect(result.visitors[0]!.autoApprovalFields.map((f) => f.values[0])).toEqual(['BK-1001', '1-ABC-123', 'Antwerp Logistics']);
  });

  it('combinable references may be combined, and a visitor already collected is not named again', async () => {
    const first = await validate('BK-2001');
    expect(first).toMatchObject({ isCombinedTransport: false, canCombineOnSSK: true });
    const again = await validate('bk-2001 ', [first.visitors[0]!.id]);
    expect(again.visitors).toEqual([]);
  });

  it('a reference of an existing combined transport names all its visitors', async () => {
    const result = await validate('BK-3002');
    expect(result.isCombinedTransport).toBe(true);
    expect(result.visitors).toHaveLength(3);
  });

  it('a not-combinable reference, and any reference on a kiosk that cannot combine transports (7), cannot be combined', async () => {
    expect((await validate('BK-4001')).canCombineOnSSK).toBe(false);
    expect((await validate('BK-2001', [], 7)).canCombineOnSSK).toBe(false);
    expect((await executeCall(client, calls['kiosk.get'], { kioskId: 7 })).canCombineTransportsOnSSK).toBe(false);
  });

  it('a booking no visitor is registered for validates, naming nobody (core spec §5 "validation fails")', async () => {
    expect(await validate('BK-8001')).toEqual({ isCombinedTransport: false, canCombineOnSSK: false, visitors: [] });
    expect(await validate('BK-8001', [], 7)).toEqual({ isCombinedTransport: false, canCombineOnSSK: false, visitors: [] });
  });

  it('an unknown reference answers 404, a failing one 500', async () => {
    await expect(validate('BK-9999')).rejects.toMatchObject({ kind: 'http', status: 404 });
    await expect(validate('BK-5001')).rejects.toMatchObject({ kind: 'http', status: 500 });
  });
});

describe('identification (core spec §7 POST /identification/ssk/{ssk}/profile/{p})', () => {
  it('identifies the visitor of a known reference, or the first of the collected visitors', async () => {
    expect((await identify('BK-1001')).visitor.id).toBe('b0000000-0000-4000-8000-000000001001');
    expect((await identify('BK-2001', ['b0000000-0000-4000-8000-000000002003'])).visitor.id).toBe('b0000000-0000-4000-8000-000000002003');
  });

  it('accepts an unknown reference only with forceManualFallback', async () => {
    await expect(identify('BK-7777')).rejects.toMatchObject({ status: 404 });
    const manual = await identify('BK-7777', [], true);
    expect(manual.visitor.id).toBe('m0000000-0000-4000-8000-000000000001');
    expect(manual.visitor.fieldValues).toEqual([{ questionId: 'q-reference', values: ['BK-7777'] }]);
  });

  it('identifies a booking without a visitor only with forceManualFallback', async () => {
    await expect(identify('BK-8001')).rejects.toMatchObject({ status: 404 });
    expect((await identify('BK-8001', [], true)).visitor).toMatchObject({
      id: expect.stringMatching(/^m0000000-/),
      fieldValues: [{ questionId: 'q-reference', values: ['BK-8001'] }],
    });
  });

  it('refuses a driver who is not allowed with 403 and a translated message', async () => {
    await expect(identify('BK-6001')).rejects.toMatchObject({
      status: 403,
      message: 'This driver is not allowed on site. Please contact the logistics office.',
    });
  });
});
