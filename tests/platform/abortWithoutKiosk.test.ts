import loadBundledProgram from 'virtual:gatehouse/program';
import { describe, expect, it } from 'vitest';
import type { Program } from '../../src/engine/compile.ts';
import { send, start } from '../../src/engine/machine.ts';
import { MAIN_FLOW } from '../../src/kiosk/mainFlow.ts';

/**
 * Core spec §8 "a missing kiosk configuration skips logging" (§4 "Aborting", §7 logabortedregistration;
 * flows/platform.flow.json `aborted`). No visit reaches the aborted page without the kiosk
 * configuration (`starting` loads it first), so the kiosk's own program is started on that page,
 * with and without it, and the effects it asks for are read: the pure engine, no site.
 */
function openAborted(context: Record<string, unknown>) {
  const program = loadBundledProgram();
  const main = program.flows[MAIN_FLOW];
  if (!main) throw new Error(`no main flow "${MAIN_FLOW}"`);
  const atAborted: Program = { ...program, flows: { ...program.flows, [MAIN_FLOW]: { ...main, start: 'aborted' } } };
  return { program: atAborted, snapshot: start(atAborted, MAIN_FLOW, { kioskId: 7, tenant: 'demo', ...context }) };
}

const loggedCalls = (effects: readonly { kind: string; calls?: readonly { name: string }[] }[]) =>
  effects.flatMap((effect) => (effect.kind === 'load' ? (effect.calls ?? []).map((call) => call.name) : []));

const ABORT = { page: 'nextStep', reason: 'no weighbridge at this kiosk for the weighing step', at: 1000 };
const KIOSK = { id: 7, siteId: 10, siteName: 'Demo plant – logistics gate' };

describe('an aborted registration without the kiosk configuration', () => {
  it('is not logged, and still goes to the portal page after 15 s', () => {
    const { program, snapshot } = openAborted({ abort: ABORT });
    expect(snapshot.screen).toBe('aborted');
    expect(loggedCalls(snapshot.effects)).not.toContain('log.abortedRegistration');
    expect(snapshot.effects).toContainEqual(expect.objectContaining({ kind: 'timer', ms: 15_000, event: 'after' }));
    const after = send(program, snapshot, { type: 'after', at: 16_000 });
    expect(after.effects).toContainEqual(expect.objectContaining({ kind: 'redirect' }));
  });

  it('is logged with the kiosk configuration when the kiosk has it (the same page, the other branch)', () => {
    const { snapshot } = openAborted({ abort: ABORT, kiosk: KIOSK });
    expect(loggedCalls(snapshot.effects)).toEqual(['log.abortedRegistration']);
    const load = snapshot.effects.find((effect) => effect.kind === 'load');
    expect(load?.kind === 'load' ? load.calls[0]?.args : undefined).toMatchObject({
      siteId: 10,
      siteName: KIOSK.siteName,
      kioskConfiguration: KIOSK,
      reason: ABORT.reason,
      page: 'nextStep',
    });
  });
});
