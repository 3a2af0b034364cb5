// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { compile, type Program } from '../../src/engine/compile.ts';
import {
  addLaterFlows,
  fromProgramData,
  type LaterProgramData,
  PROGRAM_DATA_VERSION,
  type ProgramData,
  ProgramDataError,
  splitProgramData,
  toProgramData,
} from '../../src/engine/programData.ts';
import { codeEffects } from '../../src/kiosk/codeEffects.ts';
import { firstCodeEffects } from '../../src/kiosk/firstCodeEffects.ts';
import { laterCodeEffects } from '../../src/kiosk/laterCodeEffects.ts';
import { createEngineRegistry } from '../../src/tooling/engineRegistry.ts';
import { customOperations } from '../../rules/operations.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite } from '../../src/sim/site.ts';
import { buildProgramData, buildProgramParts, FIRST_FLOWS, withLaterCodeEffects } from '../../src/tooling/build/builtProgram.ts';
import { createJsdomDriver } from '../golden/jsdomDriver.tsx';
import { applyScenarioFaults, applyScenarioSimulator, runFixture } from '../golden/schema.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';
import { readSources } from '../../src/tooling/check/sources.ts';
import { leanDocument } from '../../src/tooling/build/leanDocument.ts';
import { testRegistry } from './helpers.ts';
import { nextTurn } from '../turns.ts';

/**
 * A production build compiles the flows once and the kiosk reads the result (issue 11 §3,
 * docs/decisions/0018): the program read back must be the program the compiler made, rule
 * identities (traces name rules by them) included, and a visit must run on it as on a compiled one.
 */
const registry = { effects: codeEffects, operations: customOperations };
/** What a production build bundles, through JSON as the bundle carries it. */
const built = (): ProgramData => JSON.parse(JSON.stringify(buildProgramData(process.cwd()))) as ProgramData;

/** The program as data to compare: keys in order, routes by pattern, parameters and expression; no functions. */
function comparable(program: Program): string {
  return JSON.stringify({ flows: program.flows, rules: program.rules, constants: program.constants }, (_key, item: unknown) => {
    if (item instanceof RegExp) return `/${item.source}/${item.flags}`;
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** Walks two programs side by side: where the compiled one holds a named rule's object, the read one holds that rule's own object. */
function sharedRules(compiled: Program, read: Program): { checked: number; wrong: string[] } {
  const names = new Map<unknown, string>();
  for (const [name, body] of Object.entries(compiled.rules)) if (body !== null && typeof body === 'object') names.set(body, name);
  let checked = 0;
  const wrong: string[] = [];
  const walk = (a: unknown, b: unknown, at: string) => {
    if (a === null || typeof a !== 'object') return;
    const name = names.get(a);
    if (name !== undefined && at !== `rules.${name}`) {
      checked++;
      if (b !== read.rules[name] || read.ruleNames.get(b as object) !== compiled.ruleNames.get(a)) wrong.push(at);
      return;
    }
    for (const [key, item] of Object.entries(a)) walk(item, (b as Record<string, unknown>)[key], `${at}.${key}`);
  };
  walk(compiled.flows, read.flows, 'flows');
  walk(compiled.rules, read.rules, 'rules');
  return { checked, wrong };
}

describe('the compiled program as JSON (toProgramData, fromProgramData)', () => {
  const data = built();
  const read = fromProgramData(data, registry);

  it('reads back the program the build compiled from the lean documents: screens, routes, transitions, rules and constants', () => {
    const { program } = compile({ ...leanBundledSources(), registry: createEngineRegistry(), checked: true });
    expect(comparable(read)).toBe(comparable(program));
    expect(read.flows.visitor?.screens.questionary?.route.regex.test('/1/en/profiles/4/questionary/visitor')).toBe(true);
    expect(read.codeEffects).toEqual(codeEffects);
  });

  it('gives every place a named rule is used the rule’s one object, named for traces as the compiler names it', () => {
    const { program } = compile({ ...leanBundledSources(), registry: createEngineRegistry(), checked: true });
    const { checked, wrong } = sharedRules(program, read);
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('writes each named rule once, and a reference to it where it is used', () => {
    const text = JSON.stringify(data);
    expect(text).toContain('{"$rule":"kioskReady"}');
    expect(data.version).toBe(PROGRAM_DATA_VERSION);
  });

  it('refuses a document object with the key "$rule", which would read back as a rule', () => {
    const flow = {
      id: 'main',
      start: 'a',
      screens: { a: { path: '/a', widget: 'Page', props: { items: { $rule: 'no', title: 'a literal object of two keys, not logic' } } } },
    };
    const { program } = compile({ flows: [{ file: 'flows/main.flow.json', data: flow }], rules: [], registry: testRegistry(['Page'], []) });
    expect(() => toProgramData(program)).toThrow(ProgramDataError);
    expect(() => toProgramData(program)).toThrow(/"\$rule" is reserved/);
  });

  it('refuses a program of another version, a reference to a rule it does not hold and a rule that refers to itself, with a clear error', () => {
    expect(() => fromProgramData({ ...data, version: 0 as unknown as typeof PROGRAM_DATA_VERSION }, registry)).toThrow(/version 0; this kiosk reads version 1/);
    const broken = { ...data, flows: { visitor: { ...(data.flows.visitor as object), on: { x: [{ if: { $rule: 'missing' } }] } } } } as ProgramData;
    expect(() => fromProgramData(broken, registry)).toThrow(/refers to the rule "missing"/);
    const looped = { ...data, rules: { ...data.rules, loop: { and: [{ $rule: 'loop' }] } } } as ProgramData;
    expect(() => fromProgramData(looped, registry)).toThrow(/rule "loop" refers to itself/);
  });
});

describe('the built program in two parts (docs/decisions/0024)', () => {
  it('the first part is the main flow with the rules it uses; the later part the other flows, rules and constants; together the whole program', () => {
    const { first, later } = buildProgramParts(process.cwd());
    expect(Object.keys(first.flows)).toEqual([...FIRST_FLOWS]);
    expect(first.laterFlows).toEqual(Object.keys(later.flows));
    // every rule is in one part; the main flow's are first, and some rules are left for later
    expect({ ...first.rules, ...later.rules }).toEqual(built().rules);
    expect(Object.keys(first.rules).filter((name) => Object.hasOwn(later.rules, name))).toEqual([]);
    expect(JSON.stringify(first.flows)).toContain('"$rule"');
    expect(Object.keys(later.rules).length).toBeGreaterThan(0);
    for (const name of Object.keys(later.rules)) expect(JSON.stringify(first), name).not.toContain(`{"$rule":"${name}"}`);
    expect(first.constants).toEqual({});
    expect(later.constants).toEqual(built().constants);
    const whole = fromProgramData(JSON.parse(JSON.stringify(first)) as ProgramData, { ...registry, effects: firstCodeEffects });
    expect(Object.keys(whole.codeEffects).sort()).toEqual(Object.keys(firstCodeEffects).sort());
    addLaterFlows(whole, JSON.parse(JSON.stringify(later)) as LaterProgramData, laterCodeEffects);
    expect(comparable(whole)).toBe(comparable(fromProgramData(built(), registry)));
    expect(whole.codeEffects).toEqual(codeEffects);
    expect(Object.keys(firstCodeEffects)).not.toContain('testMessage'); // the module's own object is left as it was
    expect(sharedRules(fromProgramData(built(), registry), whole).wrong).toEqual([]);
  });

  it('names the code effects the main flow runs that load later, and refuses one in neither registry', () => {
    const { first } = buildProgramParts(process.cwd());
    expect(first.laterCodeEffects).toEqual(['answerQuestion', 'previousQuestion', 'recordFailedAction', 'startQuestionary']);
    const visitor = first.flows.visitor as { screens: Record<string, { on?: Record<string, unknown> }> };
    const language = visitor.screens.language as { on?: Record<string, unknown> };
    const withRun = (run: string) =>
      ({
        ...first,
        flows: { visitor: { ...visitor, screens: { ...visitor.screens, language: { ...language, on: { x: [{ do: [{ run }] }] } } } } },
      }) as ProgramData;
    expect(withLaterCodeEffects(withRun('testMessage')).laterCodeEffects).toContain('testMessage');
    expect(() => withLaterCodeEffects(withRun('nothingLikeIt'))).toThrow(/flow "visitor" runs the code effect "nothingLikeIt", which neither/);
  });
});

describe('a visit on the built program', () => {
  let site = createSite();
  const server = createNodeSimulator(() => site);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** Runs a golden fixture against a fresh simulated site on `options.program`. */
  async function visit(file: string, options: Parameters<typeof createJsdomDriver>[2]): Promise<void> {
    const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
    site = createSite();
    applyScenarioFaults(site.faults, fixture.scenario);
    applyScenarioSimulator(site, fixture.scenario);
    const driver = createJsdomDriver(fixture, 'http://kiosk.test', options);
    try {
      await runFixture(fixture, driver);
    } finally {
      driver.dispose();
    }
  }

  for (const file of ['approved-realtime.fixture.json', 'visitor-dutch.fixture.json', 'weighing-then-identification.fixture.json']) {
    it(`${file} runs as on the compiled documents`, () => visit(file, { program: fromProgramData(built(), registry) }));
  }

  // loaded in two parts (docs/decisions/0024): the first starts the questionary, whose code effects
  // come with the later flows; the second goes from the language screen straight into the weighing
  // flow, which is not in yet; the third runs the certification test
  for (const file of ['approved-realtime.fixture.json', 'weighing-then-identification.fixture.json', 'certified-test-passed.fixture.json']) {
    it(`${file} runs on the program in two parts, the later flows added when a step first needs them`, async () => {
      const parts = splitProgramData(built(), FIRST_FLOWS);
      const program = fromProgramData(withLaterCodeEffects(parts.first), { ...registry, effects: firstCodeEffects });
      const { later } = parts;
      let loads = 0;
      const loadLaterFlows = async (into: Program) => {
        loads += 1;
        // the later flows arrive a turn later, as fetched code does
        await nextTurn();
        addLaterFlows(into, later, laterCodeEffects);
      };
      await visit(file, { program, loadLaterFlows });
      expect(loads).toBe(1);
      expect(program.laterFlows?.size).toBe(0);
    });
  }
});

/** The documents on disk, lean as a build bundles them (what buildProgramData compiles). */
function leanBundledSources() {
  const { flows, rules } = readSources();
  const lean = (files: typeof flows) => files.map((source) => ({ file: source.file, data: leanDocument(source.file, source.data) }));
  return { flows: lean(flows), rules: lean(rules) };
}
