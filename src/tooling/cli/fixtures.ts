import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import { startVitest } from 'vitest/node';
import { checkFlowDocuments } from '../check/checkFlowDocuments.ts';
import { flowCoverage, type CoverageRun } from '../coverage/coverage.ts';
import { layoutFlow } from '../graph/graphLayout.ts';
import { toSvg } from '../graph/graphSvg.ts';
import { flowView } from '../graph/graphView.ts';
import { MAIN_FLOW } from '../../kiosk/mainFlow.ts';
import { createEngineRegistry } from '../engineRegistry.ts';
import type { FixtureRunMeta } from '../fixtures/fixtureRun.ts';
import { formatIssue } from '../../engine/compile.ts';
import { checkFixtureFiles } from '../fixtures/fixtureFiles.ts';
import { formatCoverage } from '../coverage/formatCoverage.ts';
import { COVERAGE_GATE } from '../coverage/coverageGate.ts';
import { type FixtureResult, formatFixtureResult } from '../fixtures/fixtureReport.ts';
import { GRAPH_DIR } from './flowsGraph.ts';
import { readSources } from '../check/sources.ts';

/** The headless golden-path suite `npm test` runs too: `npm run fixtures` reuses it as is. */
export const FIXTURE_SUITE = 'tests/golden/fixtures.test.tsx';

const color = process.stdout.isTTY === true;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/** Collects each fixture's result and run data as vitest reports them, printing as it goes. */
function createFixtureReporter(print: boolean): Reporter & { results: FixtureResult[]; runs: CoverageRun[]; problems: string[]; gate: string[] } {
  const results: FixtureResult[] = [];
  const runs: CoverageRun[] = [];
  const problems: string[] = [];
  const gate: string[] = [];
  return {
    results,
    runs,
    problems,
    gate,
    onTestCaseResult(testCase: TestCase) {
      if (testCase.name.startsWith(COVERAGE_GATE)) {
        // the coverage gate is not a fixture: what it refuses is reported on its own
        const outcome = testCase.result();
        if (outcome.state === 'failed') gate.push(...(outcome.errors ?? []).map((e) => e.message));
        return;
      }
      const split = testCase.name.indexOf(': ');
      const file = split > 0 ? testCase.name.slice(0, split) : testCase.name;
      const name = split > 0 ? testCase.name.slice(split + 2) : testCase.name;
      const outcome = testCase.result();
      const meta = testCase.meta().gatehouse as FixtureRunMeta | undefined;
      const state = outcome.state === 'passed' ? 'passed' : outcome.state === 'failed' ? 'failed' : 'skipped';
      const error = outcome.state === 'failed' && !meta?.failure ? (outcome.errors ?? []).map((e) => e.stack ?? e.message).join('\n') : undefined;
      if (state === 'skipped') return; // left out by the name filter
      const result: FixtureResult = { file, name, state, durationMs: testCase.diagnostic()?.duration ?? 0, failure: meta?.failure, error };
      results.push(result);
      if (meta) runs.push({ name: file, traces: meta.traces });
      if (print) console.log(formatFixtureResult(result, paint).join('\n'));
    },
    onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandled) {
      for (const module of modules) for (const e of module.errors()) problems.push(e.stack ?? e.message);
      for (const e of unhandled) problems.push(e.stack ?? e.message);
    },
  };
}

function option(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** Options that take a value: `--out dir`, `--stop-on screen`. */
const VALUED = ['--out', '--stop-on'];

/**
 * `npm run fixtures [-- <name filter>] [--coverage] [--svg] [--json] [--stop-on <screen>]`: runs
 * every golden-path fixture of tests/fixtures headless (engine + simulated site in Node, screens in
 * jsdom) through the same vitest suite `npm test` runs. Prints each fixture, and for a failing step
 * the expected and actual screen and the rule trace. `--coverage` adds which screens and transitions
 * of each flow the fixtures exercised and lists the ones never exercised; `--svg` also draws them
 * (flows/graph/<flow>.coverage.svg, missed parts in red); `--json` prints all of it as JSON.
 * `--stop-on <screen>` (repeatable, or comma-separated) names screens that wait for the visitor, a
 * new yes/no question say: a fixture that meets one where it expects another screen fails at once
 * instead of after the step's timeout. Exits 1 when a fixture fails.
 */
export async function main(argv: readonly string[] = []): Promise<number> {
  const json = argv.includes('--json');
  const wantCoverage = argv.includes('--coverage') || argv.includes('--svg') || json;
  const filter = argv.filter((a, i) => !a.startsWith('--') && !VALUED.includes(argv[i - 1] ?? ''));
  const stopOn = argv.flatMap((a, i) => (argv[i - 1] === '--stop-on' ? a.split(',').filter(Boolean) : []));
  const invalid = checkFixtureFiles();
  if (invalid.length > 0) {
    const text = invalid.map((issue) => formatIssue(issue)).join('\n');
    console.log(json ? JSON.stringify({ ok: false, invalidFixtures: invalid }, null, 2) : `${paint(31, 'fixture files the runner cannot read:')}\n${text}`);
    return 1;
  }
  const reporter = createFixtureReporter(!json);
  if (!json) console.log(`Golden-path fixtures (headless: engine + simulated site in Node)${filter.length ? `, matching ${filter.join(' | ')}` : ''}\n`);

  const vitest = await startVitest('test', [FIXTURE_SUITE], {
    watch: false,
    reporters: [reporter],
    passWithNoTests: true,
    provide: { fixtureStopOn: stopOn },
    ...(filter.length > 0 ? { testNamePattern: filter.map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|') } : {}),
  });
  await vitest.close();

  const { results, runs, problems, gate } = reporter;
  const failed = results.filter((r) => r.state === 'failed');
  let coverage: ReturnType<typeof flowCoverage> | undefined;
  if (wantCoverage) {
    const { flows, rules } = readSources();
    const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
    coverage = flowCoverage(graph, runs);
    if (argv.includes('--svg')) {
      const out = option(argv, '--out') ?? GRAPH_DIR;
      mkdirSync(out, { recursive: true });
      for (const flow of coverage.flows) {
        const file = join(out, `${flow.flow}.coverage.svg`);
        writeFileSync(
          file,
          toSvg(layoutFlow(flowView(graph, flow.flow)), {
            title: `coverage of flow ${flow.flow} by ${runs.length} fixture(s)`,
            missedScreens: new Set(flow.screens.missed),
            missedEdges: new Set(flow.transitions.missed.map((t) => t.key)),
          }),
        );
        if (!json) console.log(`wrote ${file}`);
      }
    }
  }

  if (json) {
    console.log(
      JSON.stringify({ ok: failed.length === 0 && problems.length === 0 && gate.length === 0, fixtures: results, problems, gate, coverage }, null, 2),
    );
  } else {
    for (const problem of problems) console.log(paint(31, `\nerror outside a fixture:\n${problem.split('\n').slice(0, 8).join('\n')}`));
    for (const refused of gate) console.log(paint(31, `\nthe coverage gate (README "Coverage is a gate"):\n${refused}`));
    if (results.length === 0) console.log('no fixtures found in tests/fixtures (*.fixture.json)');
    console.log(`\n${results.length - failed.length}/${results.length} fixture(s) passed${failed.length ? paint(31, `, ${failed.length} failed`) : ''}`);
    if (coverage) console.log(`\n${formatCoverage(coverage).join('\n')}`);
  }
  return failed.length > 0 || problems.length > 0 || gate.length > 0 ? 1 : 0;
}
