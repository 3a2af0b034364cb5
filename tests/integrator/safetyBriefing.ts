import { transitionKey } from '../../src/tooling/graph/flowGraph.ts';
import { documents, existsInCopy, type FixtureDocument, freeName, readJson, type Step, writeJson } from './integratorCopy.ts';
import { freePath, takenNames } from './workedExample.ts';

/**
 * Issue 42's integrator, with JSON only (files under flows/, rules/ and tests/fixtures/): a yes/no
 * "safety briefing" after the profile (yes: on as before; no: a refusal end screen, then home), a
 * named rule in rules/next-step.rules.json that lets one profile (6, the auditor) skip host
 * approval, seven fixtures for the new paths (two end on the refusal screen) and the existing
 * fixtures tapping through the briefing. The refusal screen is called `safetyRefused` and has the
 * route the worked example of flows/README.md would give its own: an integrator following the README
 * picks those, and the proof (jsonOnlyChange.test.ts) must leave them alone.
 */

type Entry = { goto?: string; if?: unknown; note?: string } & Record<string, unknown>;
type Screen = { always?: Entry[]; on?: Record<string, Entry[]> } & Record<string, unknown>;
type FlowDocument = { id?: string; screens: Record<string, Screen>; next?: { steps?: Entry[] } } & Record<string, unknown>;
type RulesDocument = { rules: Record<string, { description?: string; logic: unknown }> } & Record<string, unknown>;

export interface SafetyBriefing {
  /** The entry the briefing now stands after: the profile's `preparing` done. */
  readonly rewired: string;
  readonly screen: string;
  readonly refusal: string;
  readonly rule: string;
  /** The new fixture files. */
  readonly fixtures: readonly string[];
}

const VISITOR = 'flows/visitor.flow.json';
const RULES = 'rules/next-step.rules.json';
/** The profile that skips host approval: the auditor (src/sim/README.md, kiosk 1), on no fixture of the project's. */
const SKIPPING_PROFILE = 6;

/** A text in Dutch for a Dutch visitor, else in English: json-logic over the visit's language. */
const dutchOrEnglish = (nl: string, en: string) => ({ if: [{ '==': [{ var: 'language' }, 'nl'] }, nl, en] });

export const BRIEFING_TEXT = 'Wear your helmet and high-visibility vest at all times on site.';
export const REFUSAL_TEXT = 'Without the safety briefing you cannot enter the site. Please see the reception.';

function entryWithGoto(list: readonly Entry[] | undefined, where: string): { entry: Entry; index: number } {
  const index = (list ?? []).findLastIndex((entry) => typeof entry.goto === 'string');
  const entry = list?.[index];
  if (!entry) throw new Error(`${VISITOR}: ${where} has no entry with a goto: issue 42's scenario no longer fits the visitor flow`);
  return { entry, index };
}

/** The flows and the rule: the briefing after the profile is loaded, its refusal, and the rule's step in the next table. */
function changeFlows(): Omit<SafetyBriefing, 'fixtures'> {
  const flows = new Map(documents('flows', '.flow.json').map((name) => [`flows/${name}`, readJson<FlowDocument>(`flows/${name}`)]));
  const flow = flows.get(VISITOR) as FlowDocument;
  const taken = takenNames(flows);
  const screen = freeName('safetyBriefing', (id) => taken.screens.has(id));
  taken.screens.add(screen);
  const refusal = freeName('safetyRefused', (id) => taken.screens.has(id));
  const route = freePath('/:kioskId/:language/profiles/:profileId/briefing', taken.paths);
  const refusalRoute = freePath('/:kioskId/:language/profiles/:profileId/safety/refused', taken.paths);

  // after the profile: where `preparing` went once the profile was loaded, the briefing stands
  const preparing = flow.screens.preparing;
  const { entry, index } = entryWithGoto(preparing?.on?.done, '$.screens.preparing.on.done');
  const onwards = entry.goto as string;
  entry.goto = screen;
  flow.screens[screen] = {
    description: 'The site safety briefing, after the profile: whoever does not agree may not enter.',
    path: route,
    widget: 'YesNo',
    restore: 'profiles',
    props: {
      title: dutchOrEnglish('Veiligheidsinstructie', 'Safety briefing'),
      text: dutchOrEnglish('Draag op het terrein altijd uw helm en fluohesje.', BRIEFING_TEXT),
    },
    on: { yes: [{ goto: onwards }], no: [{ goto: refusal }], back: [{ goto: 'profiles' }] },
  };
  flow.screens[refusal] = {
    description: 'The visitor did not agree with the safety briefing: OK, or the end-screen timeout, returns home.',
    path: refusalRoute,
    widget: 'Message',
    restore: 'profiles',
    idle: 'end',
    props: {
      variant: 'warning',
      title: dutchOrEnglish('Geen toegang', 'No entry'),
      text: dutchOrEnglish('Zonder de veiligheidsinstructie mag u het terrein niet op. Meld u bij de receptie.', REFUSAL_TEXT),
    },
  };

  // the rule, and the next table's step for it: after the registration, before the approval outcome
  const rules = readJson<RulesDocument>(RULES);
  const rule = freeName('skipsHostApproval', (name) =>
    documents('rules', '.rules.json').some((file) => name in (readJson<RulesDocument>(`rules/${file}`).rules ?? {})),
  );
  rules.rules[rule] = {
    description: `Profile ${SKIPPING_PROFILE} (auditors) is expected on site: once registered, the visitor is welcome without waiting for the host's approval (an automatic approval goes its own way).`,
    // a rule of another file (visitor.rules.json), as an integrator's rule may use
    logic: { and: [{ '==': [{ var: 'profileId' }, SKIPPING_PROFILE] }, { '!': { rule: 'registeredAutomatically' } }] },
  };
  writeJson(RULES, rules);
  const steps = flow.next?.steps;
  const outcome = steps?.findIndex((candidate) => candidate.goto === 'registered') ?? -1;
  if (!steps || outcome === -1) throw new Error(`${VISITOR}: the next table has no step to "registered": issue 42's scenario no longer fits the visitor flow`);
  steps.splice(outcome, 0, {
    step: 'welcomeWithoutApproval',
    note: `${RULES}: a profile that skips host approval is welcome once registered`,
    if: { and: [{ var: 'registration.done' }, { rule }] },
    goto: 'nonRealtimeConfirmation',
  });
  writeJson(VISITOR, flow);
  return { rewired: transitionKey(flow.id ?? 'visitor', 'preparing', 'done', index), screen, refusal, rule };
}

/** The default questionary of kiosk 1 (src/sim/README.md), answered; `host` decides. */
const defaultQuestionary = (name: string, host: string): Step[] => [
  { expect: 'questionary', note: 'full name (required)' },
  { fill: 'answer', value: name },
  { tap: 'next' },
  { expect: 'questionary', note: 'company (optional)' },
  { tap: 'next' },
  { expect: 'questionary', note: 'e-mail (optional)' },
  { tap: 'next' },
  { expect: 'questionary', note: 'host' },
  { tap: `option:${host}` },
  { tap: 'next' },
  { expect: 'questionary', note: 'number of persons: initial answer 1' },
  { tap: 'next' },
  { expect: 'questionary', note: 'reference (optional)' },
  { tap: 'next' },
  { expect: 'questionary', note: 'safety rules checkbox (required)' },
  { tap: 'answer' },
  { tap: 'next' },
];

/** The seven new fixtures, by name (without `.fixture.json`). */
function newFixtures(screen: string, refusal: string): Record<string, Omit<FixtureDocument, '$schema'>> {
  const visit = (language: string, profile: number): Step[] => [
    { expect: 'language' },
    { tap: `language:${language}` },
    { expect: 'profiles' },
    { tap: `profile:${profile}` },
  ];
  const kiosk1 = { tenant: 'demo', path: '/1' };
  return {
    'safety-briefing-yes': {
      name: 'a visitor agrees with the safety briefing and goes on to the questionary',
      scenario: kiosk1,
      steps: [...visit('en', 1), { expect: screen, text: BRIEFING_TEXT }, { tap: 'yes' }, { expect: 'questionary' }],
    },
    'safety-briefing-no-ok': {
      name: 'a visitor who does not agree with the safety briefing may not enter; OK returns home',
      scenario: kiosk1,
      steps: [...visit('en', 1), { expect: screen }, { tap: 'no' }, { expect: refusal, text: REFUSAL_TEXT }, { tap: 'ok' }, { expect: 'language' }],
    },
    'safety-briefing-no-nl': {
      name: 'a Dutch visitor who does not agree with the safety briefing reads why, in Dutch; the end-screen timeout returns home',
      scenario: kiosk1,
      steps: [
        ...visit('nl', 2),
        { expect: screen, text: 'Veiligheidsinstructie' },
        { tap: 'no' },
        { expect: refusal, text: 'Meld u bij de receptie.' },
        { advance: 15000, note: 'end-screen timeout' },
        { expect: 'language' },
      ],
    },
    'safety-briefing-back': {
      name: 'back on the safety briefing returns to the profiles',
      scenario: kiosk1,
      steps: [...visit('en', 1), { expect: screen }, { tap: 'back' }, { expect: 'profiles' }],
    },
    'safety-briefing-eticket': {
      name: 'an e-ticket transport agrees with the safety briefing, then scans its ticket',
      scenario: { tenant: 'demo', path: '/7' },
      steps: [...visit('en', 21), { expect: screen }, { tap: 'yes' }, { expect: 'scan' }],
    },
    'host-approval-skipped': {
      name: 'an auditor (profile 6) is welcome once registered, without waiting for the host',
      scenario: kiosk1,
      steps: [
        ...visit('en', SKIPPING_PROFILE),
        { expect: screen },
        { tap: 'yes' },
        ...defaultQuestionary('Ada Auditor', 'host-1'),
        { expect: 'nonRealtimeConfirmation' },
        { tap: 'ok' },
        { expect: 'language' },
      ],
    },
    'host-approval-kept': {
      name: 'a contractor (profile 2) still waits for the host: the rule is for one profile',
      scenario: kiosk1,
      steps: [
        ...visit('en', 2),
        { expect: screen },
        { tap: 'yes' },
        ...defaultQuestionary('Carl Contractor', 'host-1'),
        { expect: 'waitingForApproval' },
        { advance: 6000, note: 'host-1 approves on the third poll, at 2 s' },
        { expect: 'realtimeConfirmation' },
        { tap: 'ok' },
        { expect: 'language' },
      ],
    },
  };
}

/**
 * The existing fixtures, as the README's step 5 says: after their profile tap, the briefing and
 * "yes". What this misses, the runner's report shows (repairFromReport).
 */
function tapThroughBriefing(files: readonly string[], screen: string): string[] {
  const changed: string[] = [];
  for (const file of files) {
    const fixture = readJson<FixtureDocument>(`tests/fixtures/${file}`);
    const steps = fixture.steps.flatMap((step) =>
      typeof step.tap === 'string' && step.tap.startsWith('profile:') ? [step, { expect: screen }, { tap: 'yes' }] : [step],
    );
    if (steps.length === fixture.steps.length) continue;
    writeJson(`tests/fixtures/${file}`, { ...fixture, steps });
    changed.push(file);
  }
  return changed;
}

/** Applies issue 42's scenario to the copy; returns what it named and wrote. */
export function applySafetyBriefing(): SafetyBriefing & { readonly updated: readonly string[] } {
  const existing = documents('tests/fixtures', '.fixture.json');
  const change = changeFlows();
  const updated = tapThroughBriefing(existing, change.screen);
  const fixtures = Object.entries(newFixtures(change.screen, change.refusal)).map(([name, fixture]) => {
    const file = `${freeName(
      name,
      (candidate) => existsInCopy(`tests/fixtures/${candidate}.fixture.json`),
      (base, n) => `${base}-${n}`,
    )}.fixture.json`;
    writeJson(`tests/fixtures/${file}`, { $schema: './fixture.schema.json', ...fixture });
    return file;
  });
  return { ...change, fixtures, updated };
}
