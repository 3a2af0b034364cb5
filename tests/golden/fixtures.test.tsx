// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSite } from '../../src/sim/site.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { applyScenarioFaults, applyScenarioSimulator, runFixture } from './schema.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';
import type { CoverageRun } from '../../src/tooling/coverage/coverage.ts';
import { flowCoverage } from '../../src/tooling/coverage/coverage.ts';
import { COVERAGE_GATE, coverageGate, formatGate } from '../../src/tooling/coverage/coverageGate.ts';
import { checkFlowDocuments } from '../../src/tooling/check/checkFlowDocuments.ts';
import { readSources } from '../../src/tooling/check/sources.ts';
import { createEngineRegistry } from '../../src/tooling/engineRegistry.ts';
import { MAIN_FLOW } from '../../src/kiosk/mainFlow.ts';
import { fixtureNames, readUntaken } from '../../src/tooling/fixtures/fixtureFiles.ts';

/** Every golden-path fixture of tests/fixtures (hand-written and generated/), run headless over the simulated site in Node. */
const files = fixtureNames().map((name) => `${name}.fixture.json`);
const ORIGIN = 'http://kiosk.test';
/** `npm run fixtures -- --stop-on <screen>` (coverageTraces.ts): screens where an `expect` of another screen fails at once. */
const stopOn = inject('fixtureStopOn') ?? [];

describe('golden-path fixtures (headless)', () => {
  let site = createSite();
  const server = createNodeSimulator(() => site);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const runs: CoverageRun[] = [];
  for (const file of files) {
    const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
    it(`${file}: ${fixture.name}`, async () => {
      site = createSite();
      applyScenarioFaults(site.faults, fixture.scenario);
      applyScenarioSimulator(site, fixture.scenario);
      const driver = createJsdomDriver(fixture, ORIGIN, { stopOn });
      // a held answer (a `slow` fault) lands when the fixture's `advance` passes it, as the explorer found it
      site.wait = driver.wait;
      try {
        await runFixture(fixture, driver);
      } finally {
        runs.push({ name: file, traces: driver.runTraces() });
        driver.dispose();
      }
      // a long path on a loaded machine: each of its screens may take up to its own 5 s
    }, 120_000);
  }

  // issue 40 §2: after every fixture (it runs last; a name filter that leaves fixtures out skips it)
  it(`${COVERAGE_GATE}: every transition of every flow is taken by a fixture, or declared unreachable`, () => {
    const { flows, rules } = readSources();
    const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
    expect(runs.length, 'the gate needs every fixture to have run').toBe(files.length);
    const findings = coverageGate(
      flowCoverage(graph, runs),
      graph.flows.flatMap((flow) => flow.transitions),
    );
    expect(formatGate(findings, readUntaken()).join('\n')).toBe('');
  });
});
