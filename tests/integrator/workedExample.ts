import { transitionKey } from '../../src/tooling/graph/flowGraph.ts';
import { documents, existsInCopy, type FixtureDocument, type FixtureRun, freeName, readJson, type Step, writeJson } from './integratorCopy.ts';

/**
 * The worked example of flows/README.md, applied to the copy as an integrator would: a yes/no
 * screen after the profile, "no" to an end screen. Whatever the integrator's tree already holds
 * stays as it is: the two screens take names and routes no flow uses yet (`safetyRules`, else
 * `safetyRules2`, …), and the way there is the `next` table's step to the questionary, or its
 * last step when an integrator has rewired that one.
 */

type Entry = { goto?: string; if?: unknown } & Record<string, unknown>;
type Screen = { path?: string; always?: Entry[]; on?: Record<string, Entry[]> } & Record<string, unknown>;
type FlowDocument = { id?: string; partOf?: string; screens?: Record<string, Screen>; next?: { steps?: Entry[] } } & Record<string, unknown>;

/** What a change to the flows did: the entry it rewired and the screen that now stands there. */
export interface FlowChange {
  /** The transition entry the change rewired, as coverage names it: `visitor/nextStep:always[11]`. */
  readonly rewired: string;
  /** The new screen, which waits for the visitor where the entry led before. */
  readonly screen: string;
  /** The steps that answer it and go on as before (`{ "tap": "yes" }`). */
  readonly answer: readonly Step[];
  /** The end screen of "no". */
  readonly refusal: string;
}

const VISITOR = 'flows/visitor.flow.json';
/** The screen the compiler makes of the visitor flow's `next` table: coverage names its steps `visitor/nextStep:always[i]`. */
const ROUTER = 'nextStep';

/** Every flow document of the copy, by file. */
function flowDocuments(): Map<string, FlowDocument> {
  return new Map(documents('flows', '.flow.json').map((name) => [`flows/${name}`, readJson<FlowDocument>(`flows/${name}`)]));
}

/** Screen ids and routes taken in any flow: new screens take others. */
export function takenNames(flows: ReadonlyMap<string, FlowDocument>): { screens: Set<string>; paths: Set<string> } {
  const screens = new Set<string>();
  const paths = new Set<string>();
  for (const flow of flows.values())
    for (const [id, screen] of Object.entries(flow.screens ?? {})) {
      screens.add(id);
      if (screen.path) paths.add(screen.path);
    }
  return { screens, paths };
}

/** A route like `base` that no screen has: `.../safety`, else `.../safety-2`, … */
export const freePath = (base: string, paths: ReadonlySet<string>) =>
  freeName(
    base,
    (path) => paths.has(path),
    (path, n) => `${path}-${n}`,
  );

/** Steps 1 and 2 of the worked example: the two screens, and the next table's step to the questionary leads to the first. */
export function applyWorkedExample(): FlowChange {
  const flows = flowDocuments();
  const flow = flows.get(VISITOR);
  const steps = flow?.next?.steps;
  if (!flow?.screens || !steps?.length)
    throw new Error(`${VISITOR} has no "next" table with steps: the worked example of flows/README.md no longer fits the visitor flow`);
  const taken = takenNames(flows);
  const screen = freeName('safetyRules', (id) => taken.screens.has(id));
  taken.screens.add(screen);
  const refusal = freeName('safetyRefused', (id) => taken.screens.has(id));
  const route = freePath('/:kioskId/:language/profiles/:profileId/safety', taken.paths);

  // the last step that goes to the questionary (visitorQuestionary, which also goes back to one started); an integrator may have put a screen of their own there
  const found = steps.findLastIndex((entry) => entry.goto === 'questionary');
  const index = found === -1 ? steps.length - 1 : found;
  const entry = steps[index] as Entry;
  const onwards = entry.goto;
  if (!onwards) throw new Error(`${VISITOR}: $.next.steps[${index}] has no goto`);

  flow.screens[screen] = {
    description: 'Visitors confirm the site safety rules before the questionary.',
    path: route,
    widget: 'YesNo',
    restore: 'profiles',
    props: { title: 'Safety rules', text: 'Do you accept the site safety rules?' },
    on: { yes: [{ goto: onwards }], no: [{ goto: refusal }], back: [{ goto: 'profiles' }] },
  };
  flow.screens[refusal] = {
    path: `${route}/refused`,
    widget: 'Message',
    restore: 'profiles',
    idle: 'end',
    props: { variant: 'warning', title: 'Please see the reception', text: 'You cannot enter the site without accepting its rules.' },
  };
  entry.goto = screen;
  writeJson(VISITOR, flow);
  return { rewired: transitionKey(flow.id ?? 'visitor', ROUTER, 'always', index), screen, answer: [{ tap: 'yes' }], refusal };
}

/**
 * Step 5's new fixture: a visitor who answers no. Its way to the new screen is that of a fixture
 * the change stopped there (the runner's report says at which step; the shortest way, a scenario
 * without faults first), so it starts wherever the integrator's kiosks start; then "no", the end
 * screen with its text, and OK leads home, to the screen that fixture starts on.
 */
export function writeRefusalFixture(change: FlowChange, after: FixtureRun, stopped: readonly string[]): string {
  const ways = stopped.flatMap((file) => {
    const failure = after.results.get(file)?.failure;
    if (failure?.actual !== change.screen) return [];
    const fixture = readJson<FixtureDocument>(`tests/fixtures/${file}`);
    return [{ fixture, at: failure.step - 1, plain: fixture.scenario.faults === undefined && fixture.scenario.simulator === undefined }];
  });
  const way = ways.sort((a, b) => Number(b.plain) - Number(a.plain) || a.at - b.at)[0];
  if (!way) throw new Error(`no fixture stopped on "${change.screen}" (${stopped.join(', ')})`);
  const home = way.fixture.steps.find((step) => typeof step.expect === 'string')?.expect;
  const file = freeName(
    'safety-refused',
    (name) => existsInCopy(`tests/fixtures/${name}.fixture.json`),
    (name, n) => `${name}-${n}`,
  );
  writeJson(`tests/fixtures/${file}.fixture.json`, {
    $schema: './fixture.schema.json',
    name: 'a visitor who refuses the safety rules',
    scenario: way.fixture.scenario,
    steps: [
      ...way.fixture.steps.slice(0, way.at).map(({ mark: _mark, ...step }) => step),
      { expect: change.screen, text: 'Do you accept the site safety rules?' },
      { tap: 'no' },
      { expect: change.refusal, text: 'You cannot enter the site without accepting its rules.' },
      { tap: 'ok' },
      { expect: home },
    ],
  });
  return `${file}.fixture.json`;
}
