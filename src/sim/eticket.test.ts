import { describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { ETICKET_PROFILE_ID, UNATTACHED_PROFILE_ID } from './data/transport.ts';
import { simSuite } from './testing.ts';

const { client } = simSuite();

const scan = (code: string, language = 'en') => executeCall(client, calls['eticket.validate'], { kioskId: 1, code, language });

describe('e-ticket validation (core spec §4 "E-ticket", §8)', () => {
  it('a valid ticket carries its pre-booked visitor; a second scan is AlreadyScanned', async () => {
    const first = await scan('ETK-1001');
    expect(first).toMatchObject({ validationResult: 'Valid', visitor: { currentProfileId: ETICKET_PROFILE_ID } });
    expect((await scan('ETK-1001')).validationResult).toBe('AlreadyScanned');
  });

  it.each([
    ['ETK-3001', 'NoAccess'],
    ['ETK-4001', 'AlreadyScanned'],
    ['NOT-A-TICKET', 'Invalid'],
  ])('%s answers %s', async (code, result) => {
    expect(await scan(code)).toMatchObject({ validationResult: result, visitor: null });
  });

  it("another result comes with its own message in the visitor's language", async () => {
    expect(await scan('ETK-5001', 'nl')).toMatchObject({
      validationResult: 'Cancelled',
      message: 'Dit e-ticket is door uw vervoerder geannuleerd. Vraag hulp aan de receptie.',
    });
  });

  it('a refused ticket answers 403 with the server message', async () => {
    await expect(scan('ETK-6001')).rejects.toMatchObject({ status: 403, message: 'E-tickets are accepted at this gate from 06:00 to 22:00 only.' });
  });
});

describe('registration with an e-ticket (core spec §3 "Registration status", §6)', () => {
  const register = (profileId: number, visitorId: string, isETicketRegistration: boolean) =>
    executeCall(client, calls['visitor.register'], {
      kioskId: 1,
      profileId,
      selectedProfileId: ETICKET_PROFILE_ID,
      language: 'en',
      registrationStartedOn: '2026-11-22T09:00:00Z',
      answers: {},
      visitorId,
      isETicketRegistration,
    });

  it('completes automatically for the e-ticket profile of the kiosk', async () => {
    const result = await register(ETICKET_PROFILE_ID, 'e0000000-0000-4000-8000-000000001001', true);
    expect(result).toMatchObject({ registrationStatus: 'completeWithAutomaticRegistration', links: { approvalstatus: null } });
  });

  it('answers the special status for a profile not attached to the kiosk, only for an e-ticket', async () => {
    const result = await register(UNATTACHED_PROFILE_ID, 'e0000000-0000-4000-8000-000000002001', true);
    expect(result.registrationStatus).toBe('completeWithEticketAndProfileNotAttachedToKiosk');
    await expect(register(UNATTACHED_PROFILE_ID, 'e0000000-0000-4000-8000-000000002001', false)).rejects.toMatchObject({ status: 400 });
  });
});
