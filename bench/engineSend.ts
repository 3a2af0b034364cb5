import { createApiClient } from '../src/api/client.ts';
import { createCallRunner } from '../src/api/callRunner.ts';
import { createCallDefinitions } from '../src/api/createCallDefinitions.ts';
import { createQueryClient } from '../src/api/queryClient.ts';
import { MAIN_FLOW } from '../src/kiosk/mainFlow.ts';
import { createEngineRegistry } from '../src/tooling/engineRegistry.ts';
import { readSources } from '../src/tooling/check/sources.ts';
import { compile, type Program } from '../src/engine/compile.ts';
import { send, start } from '../src/engine/machine.ts';
import type { EngineEvent, Snapshot } from '../src/engine/types.ts';
import { executeCall } from '../src/engine/effects/call.ts';
import { type EffectRunner, plainError } from '../src/engine/effects/effect.ts';
import { executeLoad } from '../src/engine/effects/load.ts';
import { createSystemScheduler } from '../src/runtime/scheduler.ts';
import { fieldTypeCodes } from '../src/kiosk/questionary/fieldTypes.ts';
import { answerFor, currentNode, type QuestionaryState, serverCheckOf } from '../src/kiosk/questionary/model.ts';
import { createNodeSimulator } from '../src/sim/node.ts';
import { createSite } from '../src/sim/site.ts';

// The calls after the start calls load on demand (docs/decisions/0019), through dynamic imports
// that Vite's module runner serves only while it imports this file (scripts/importTs.mjs closes it
// then): every call's code is fetched now, as the kiosk fetches it after its first screen. Without
// it the visit ended on the error screen at the profile's first call, and the bench timed 9 sends
// of the start screens (from decision 0019, 2026-11-26, to 2026-11-28).
const callDefinitions = createCallDefinitions();
await callDefinitions.preload();

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
  const callApi = createCallRunner(client, createQueryClient(), callDefinitions);
  let snapshot = start(program, MAIN_FLOW, { kioskId: KIOSK, tenant: 'demo' });
  const steps: Step[] = [];
  const screens = [snapshot.screen];
  const results: EngineEvent[] = [];
  let registered = false;

  // Calls and loads go through the runtime's own executors (their outcome events carry what the
  // flow reads: `event.args`, a background call's missing screen entry, a load's translations); the
  // outcomes are collected here and sent in order. A poll is asked once per request (below).
  const pending = new Set<Promise<unknown>>();
  const tracked: typeof callApi = (name, args) => {
    const answer = callApi(name, args);
    pending.add(answer);
    void answer.catch(() => undefined).finally(() => pending.delete(answer));
    return answer;
  };
  const runner: EffectRunner = {
    host: { callApi: tracked, scheduler: createSystemScheduler() },
    dispatch: (event) => void results.push(event),
    language: () => (typeof snapshot.context.language === 'string' ? snapshot.context.language : 'en'),
    keep: () => undefined,
    release: () => undefined,
  };
  const run = async (effects: Snapshot['effects']) => {
    for (const effect of effects) {
      if (effect.kind === 'call') executeCall(effect, runner);
      else if (effect.kind === 'load') executeLoad(effect, runner);
      else if (effect.kind === 'poll') {
        await callApi(effect.name, effect.args).then(
          (data) => results.push({ type: '@poll.result', seq: effect.seq, scope: effect.scope, data }),
          (error: unknown) => results.push({ type: '@poll.error', seq: effect.seq, scope: effect.scope, error: plainError(error) }),
        );
      }
    }
    // every answer in, and the executors' handlers after them (a load's results come a turn later)
    while (pending.size > 0) await Promise.allSettled([...pending]);
    await new Promise((settled) => setImmediate(settled));
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
    // a yes/no question a flow puts on the way (flows/README.md's worked example): yes goes on, as
    // the golden paths answer it
    if (widget === 'YesNo') return { type: 'yes' };
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
 * Times in µs (`medianUs`, `p95Us`, `meanUs`, `medianUsByEvent`); `sends` is at least `minSends`.
 *
 * @throws Error when the recorded visit does not get back to the language screen (a flow the
 *   bench's visitor does not answer, a call that fails): no number is given for it
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
  // a number for a visit that did not get through is no measure of the engine
  if (!visit.complete) throw new Error(`the engine bench's visit did not complete: it went ${visit.screens.join(' → ')}`);
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
