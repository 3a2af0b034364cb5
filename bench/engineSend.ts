import { createApiClient } from '../src/api/client.ts';
import { createCallCache } from '../src/api/callCache.ts';
import { createCallRunner } from '../src/api/callRunner.ts';
import { MAIN_FLOW } from '../src/app/createKiosk.ts';
import { createEngineRegistry } from '../src/kiosk/registry.ts';
import { readSources } from '../src/tooling/check/sources.ts';
import { compile, type Program } from '../src/engine/compile.ts';
import { send, start } from '../src/engine/machine.ts';
import type { EngineEvent, Snapshot } from '../src/engine/types.ts';
import { plainError } from '../src/engine/effects/effect.ts';
import { fieldTypeCodes } from '../widgets/fields/fieldTypes.ts';
import { answerFor, currentNode, type QuestionaryState, serverCheckOf } from '../widgets/screens/questionary/model.ts';
import { createNodeSimulator } from '../src/sim/node.ts';
import { createSite } from '../src/sim/site.ts';

/** Kiosk 6 of the demo site, profile 12: the 24-page work-permit induction (src/sim/README.md). */
const KIOSK = 6;
const PROFILE = 12;
/** A phone number the simulated site accepts (its check refuses numbers ending in 0000). */
const PHONE = '+32470123456';

type Step = readonly [Snapshot, EngineEvent];

/**
 * Plays one complete visit through the pure engine against the simulated site in Node, as the
 * runtime would (calls answered by the site, polls polled, the visitor's taps sent as widget
 * events), and records every (snapshot, event) pair the engine was given.
 */
async function recordVisit(program: Program): Promise<{ steps: Step[]; screens: string[]; complete: boolean }> {
  const client = createApiClient({ baseURL: 'http://bench.test/api', tenant: 'demo' });
  const callApi = createCallRunner(client, createCallCache());
  let snapshot = start(program, MAIN_FLOW, { kioskId: KIOSK, tenant: 'demo' });
  const steps: Step[] = [];
  const screens = [snapshot.screen];
  const results: EngineEvent[] = [];
  let registered = false;

  const run = async (effects: Snapshot['effects']) => {
    for (const effect of effects) {
      if (effect.kind === 'call') {
        await callApi(effect.name, effect.args).then(
          (data) => results.push({ type: '@call.done', seq: effect.seq, session: effect.session, into: effect.into, done: effect.done, data }),
          (error: unknown) => results.push({ type: '@call.error', seq: effect.seq, session: effect.session, event: effect.error, error: plainError(error) }),
        );
      } else if (effect.kind === 'load') {
        const answers = await Promise.all(
          effect.calls.map((call) =>
            callApi(call.name, call.args).then(
              (data) => ({ into: call.into, data }),
              (error: unknown) => ({ into: call.into, error: plainError(error), optional: call.optional, call: call.name }),
            ),
          ),
        );
        results.push({ type: '@load.done', seq: effect.seq, session: effect.session, results: answers });
      } else if (effect.kind === 'poll') {
        await callApi(effect.name, effect.args).then(
          (data) => results.push({ type: '@poll.result', seq: effect.seq, scope: effect.scope, data }),
          (error: unknown) => results.push({ type: '@poll.error', seq: effect.seq, scope: effect.scope, error: plainError(error) }),
        );
      }
    }
  };
  const dispatch = async (event: EngineEvent) => {
    steps.push([snapshot, event]);
    snapshot = send(program, snapshot, event);
    if (screens.at(-1) !== snapshot.screen) screens.push(snapshot.screen);
    await run(snapshot.effects);
  };
  /** What a visitor does on the current screen; null when the kiosk is busy or the visit is over. */
  const visitorEvent = (): EngineEvent | null => {
    const { widget, props } = snapshot.view;
    if (widget === 'LanguageGrid') return registered ? null : { type: 'select', isoCode: 'en' };
    if (widget === 'ProfileTiles') return { type: 'select', profileId: PROFILE };
    if (widget === 'Message') return { type: 'ok' };
    if (widget === 'Questionary') {
      const state = props.questionary as QuestionaryState | undefined;
      const node = state ? currentNode(state) : undefined;
      if (!node) return null;
      const answer = answerFor(node, [node.metadata.type === fieldTypeCodes.PhoneNumber ? PHONE : '1']);
      return { type: 'next', answer, check: serverCheckOf(answer) };
    }
    return null;
  };

  await run(snapshot.effects);
  for (let guard = 0; guard < 400; guard++) {
    const result = results.shift();
    if (result) {
      await dispatch(result);
      continue;
    }
    if (snapshot.view.widget === 'Waiting' && snapshot.effects.length === 0) {
      // the poll goes on: ask again
      const poll = program.flows[snapshot.flow]?.screens[snapshot.screen]?.poll;
      if (poll)
        await run([{ kind: 'poll', seq: snapshot.seq, session: snapshot.session, name: poll.call, args: {}, every: 0, everyAfterError: 0, scope: 'screen' }]);
      if (results.length > 0) continue;
    }
    registered ||= screens.includes('register');
    const event = visitorEvent();
    if (!event) break;
    await dispatch({ ...event, at: Date.parse('2026-11-22T09:00:00Z') + guard * 1000 });
  }
  return { steps, screens, complete: registered && snapshot.view.widget === 'LanguageGrid' };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? 0;

/**
 * The engine's time per `send` in Node (DESIGN.md budget: ≤ 20 µs median): records one complete
 * visit on the 24-question induction, then replays its (snapshot, event) pairs many times.
 *
 * @example
 * const result = await main(['--json']); // node scripts/run-ts.mjs bench/engineSend.ts --json
 */
export async function measureEngineSend(options: { minSends?: number } = {}) {
  const { flows, rules } = readSources();
  const { program } = compile({ flows, rules, registry: createEngineRegistry() });
  const server = createNodeSimulator(createSite());
  server.listen({ onUnhandledRequest: 'bypass' });
  let visit: Awaited<ReturnType<typeof recordVisit>>;
  try {
    visit = await recordVisit(program);
  } finally {
    server.close();
  }
  const minSends = options.minSends ?? 60_000;
  const rounds = Math.max(20, Math.ceil(minSends / Math.max(1, visit.steps.length)));
  for (const [snapshot, event] of visit.steps) send(program, snapshot, event); // warm-up
  const times: number[] = [];
  const byEvent = new Map<string, number[]>();
  for (let round = 0; round < rounds; round++) {
    for (const [snapshot, event] of visit.steps) {
      const t0 = process.hrtime.bigint();
      send(program, snapshot, event);
      const us = Number(process.hrtime.bigint() - t0) / 1000;
      times.push(us);
      (byEvent.get(event.type) ?? byEvent.set(event.type, []).get(event.type))?.push(us);
    }
  }
  times.sort((a, b) => a - b);
  const median = (list: number[]) =>
    percentile(
      [...list].sort((a, b) => a - b),
      0.5,
    );
  return {
    sendsPerVisit: visit.steps.length,
    completeVisit: visit.complete,
    screens: visit.screens,
    sends: times.length,
    medianUs: percentile(times, 0.5),
    p95Us: percentile(times, 0.95),
    meanUs: times.reduce((a, b) => a + b, 0) / times.length,
    medianUsByEvent: Object.fromEntries([...byEvent].map(([type, list]) => [type, median(list)])),
  };
}

/** `node scripts/run-ts.mjs bench/engineSend.ts [--json]`: prints the result. */
export async function main(argv: readonly string[] = []): Promise<number> {
  const result = await measureEngineSend();
  console.log(argv.includes('--json') ? JSON.stringify(result) : result);
  return result.completeVisit ? 0 : 1;
}
