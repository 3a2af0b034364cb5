import { describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { HOSTS } from './data/hosts.ts';
import { COURIER_PROFILE_ID, PROFILES } from './data/profiles.ts';
import { HOST_QUESTION_ID } from './data/questions.ts';
import { SIM_ORIGIN, simSuite } from './testing.ts';

const { sim, client } = simSuite();

/** As the kiosk registers: the host question's answer, and the same host as hostId (core spec §3), unless told otherwise. */
const register = (profileId: number, hostAnswer?: string, hostId: string | undefined = hostAnswer) =>
  executeCall(client, calls['visitor.register'], {
    kioskId: 1,
    profileId,
    language: 'en',
    registrationStartedOn: '2026-11-22T09:00:00Z',
    hostId,
    answers: {
      'q-fullname': { value: ['Grace Hopper'], fieldDefinitionType: 3 },
      ...(hostAnswer ? { [HOST_QUESTION_ID]: { value: [hostAnswer], fieldDefinitionType: 2 } } : {}),
    },
  });

async function pollStatuses(url: string, polls: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < polls; i++) statuses.push((await executeCall(client, calls['visitor.approvalStatus'], { url })).status);
  return statuses;
}

describe('approval outcomes by host (core spec §3 "Approval status", §4 "Approval")', () => {
  it.each([
    ['host-1', [0, 0, 2, 2]],
    ['host-4', [0, 1, 1, 1]],
    ['host-5', [0, 0, 3, 3]],
    ['host-8', [2, 2, 2, 2]],
    ['host-11', [0, 0, 0, 0]],
  ])('the host picked in the questionary (%s) decides the polls: %j', async (hostId, expected) => {
    const { links } = await register(1, hostId);
    expect(links.approvalstatus).toMatch(new RegExp(`^${SIM_ORIGIN}/api/visitors/[\\w-]+/approvalstatus\\?tenant=demo$`));
    expect(await pollStatuses(links.approvalstatus!, 4)).toEqual(expected);
  });

  it('matches the documented table for every host', async () => {
    const final = { approve: 2, decline: 1, timeout: 3, none: 0 } as const;
    for (const host of HOSTS) {
      const { links } = await register(9, host.id);
      const statuses = await pollStatuses(links.approvalstatus!, host.afterPolls);
      expect(statuses, host.name).toEqual([...Array<number>(host.afterPolls - 1).fill(0), final[host.outcome]]);
    }
    expect(HOSTS.filter((h) => h.outcome === 'approve').length).toBeGreaterThan(HOSTS.length / 2);
    expect(HOSTS.length).toBeGreaterThanOrEqual(10);
  });

  it('reads the host from the registration hostId, never from the answers (core spec §3; issue 12)', async () => {
    const { links, visitor } = await register(1, 'host-1', 'host-4');
    expect(visitor.hostIsKnown).toBe(true);
    expect(await pollStatuses(links.approvalstatus!, 2)).toEqual([0, 1]);
    const withoutHostId = await register(1, 'host-4', '');
    expect(withoutHostId.visitor.hostIsKnown).toBe(false);
  });

  it('approves after 3 polls when no known host was named', async () => {
    const { links, visitor } = await register(1, 'nobody');
    expect(visitor.hostIsKnown).toBe(false);
    expect(await pollStatuses(links.approvalstatus!, 3)).toEqual([0, 0, 2]);
  });

  it('gives the courier no approvalstatus link (non-realtime confirmation)', async () => {
    expect(PROFILES.find((p) => p.id === COURIER_PROFILE_ID)?.key).toBe('courier');
    const answer = await register(COURIER_PROFILE_ID, 'host-1');
    expect(answer.links.approvalstatus).toBeNull();
    expect(answer.registrationStatus).toBe('needsManualApproval');
    const realtime = await register(1, 'host-1');
    expect(realtime.registrationStatus).toBe('needsRealTimeApproval');
    expect(PROFILES.filter((p) => p.approval === 'none').map((p) => p.id)).toEqual([COURIER_PROFILE_ID]);
  });

  it('records the registration with its answers and host, with counter-based ids', async () => {
    const first = await register(1, 'host-2');
    const second = await register(3, 'host-3');
    expect(first.visitor.id).toBe('00000000-0000-4000-8000-000000000001');
    expect(second.visitor.id).toBe('00000000-0000-4000-8000-000000000002');
    const recorded = sim.site.visitor(first.visitor.id)!;
    expect(recorded.host?.name).toBe('Lucas Maes');
    expect(recorded.registration).toMatchObject({
      tenant: 'demo',
      kioskId: 1,
      profileId: 1,
      answers: { 'q-fullname': ['Grace Hopper'], 'q-host': ['host-2'] },
    });
    expect(first.visitor.fieldValues).toContainEqual({ questionId: 'q-fullname', values: ['Grace Hopper'] });
  });

  it('rejects a malformed registration with 400 and says what is wrong', async () => {
    const response = await fetch(`${SIM_ORIGIN}/api/visitor?tenant=demo`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ visitor: { profileId: 'one', selfServiceKioskId: 1, answers: {} } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain('visitor.profileId');
  });

  it('rejects a profile that is not on the kiosk and registrations on a blocked kiosk', async () => {
    await expect(
      executeCall(client, calls['visitor.register'], {
        kioskId: 4,
        profileId: 3,
        language: 'en',
        registrationStartedOn: '2026-11-22T09:00:00Z',
        answers: {},
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 400, message: 'Profile 3 is not attached to kiosk 4' });
    await expect(
      executeCall(client, calls['visitor.register'], {
        kioskId: 2,
        profileId: 1,
        language: 'en',
        registrationStartedOn: '2026-11-22T09:00:00Z',
        answers: {},
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 403 });
  });

  it('does not answer the approval link of another tenant or an unknown visitor', async () => {
    const { links } = await register(1, 'host-1');
    const otherTenant = links.approvalstatus!.replace('tenant=demo', 'tenant=sample');
    await expect(executeCall(client, calls['visitor.approvalStatus'], { url: otherTenant })).rejects.toMatchObject({ status: 404 });
    await expect(
      executeCall(client, calls['visitor.approvalStatus'], { url: `${SIM_ORIGIN}/api/visitors/nope/approvalstatus?tenant=demo` }),
    ).rejects.toMatchObject({ status: 404 });
  });
});
