import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { Reporter, TestCase } from 'vitest/node';
import { createVitest } from 'vitest/node';
import { formatIssue } from '../../engine/compile.ts';
import { MAIN_FLOW } from '../../kiosk/mainFlow.ts';
import { checkFlowDocuments } from '../check/checkFlowDocuments.ts';
import { readSources } from '../check/sources.ts';
import { entrySignature } from '../coverage/coverageGate.ts';
import { createEngineRegistry } from '../engineRegistry.ts';
import {
  checkFixtureFiles,
  FIXTURE_DIR,
  fixtureNames,
  GENERATED_DIR,
  readUntaken,
  UNTAKEN_FILE,
  type UntakenEntry,
  untakenText,
} from '../fixtures/fixtureFiles.ts';
import { transitionsToExplore } from '../generate/explorePlan.ts';
import { divergences, type ExploreShare, type GenerateReport, keptRun, mergeShares, type RecordedRun } from '../generate/generateReport.ts';

/**
 * The explorer's suites (not part of `npm test`), one share of the work each, so that vitest runs
 * them on both cores (its `maxWorkers`, vite.config.ts): tests/golden/generateShare.ts.
 */
export const GENERATE_SUITES = ['tests/golden/generate-0.run.tsx', 'tests/golden/generate-1.run.tsx'];

const color = process.stdout.isTTY === true;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

/**
 * `npm run fixtures:generate [-- <transition>…] [--all] [--dry-run]` (issue 40): runs every fixture of
 * tests/fixtures headless, explores each flow from the screens they show (the clock, faults of the
 * simulated site, taps, typing, a reload: tests/golden/explore.ts), both halves of the work shared
 * between the two cores (`GENERATE_SUITES`) and writes, for each transition
 * no fixture takes, the shortest fixture found that takes it, as
 * tests/fixtures/generated/<flow>-<screen>-<event>-<index>.fixture.json. Generated fixtures that
 * still pass and take their transition are left as they are; the others are written again or
 * removed. Hand-written fixtures are never written: those that fail are printed with where their
 * path diverges (step, expected and shown screen, the rule trace), and then nothing is explored or
 * written until they pass (their repair comes first). Transitions still not taken
 * are printed with why and listed in tests/fixtures/untaken.json, which the coverage gate of
 * `npm test` reads; a later run does not explore the listed ones again unless told `--all` (a full
 * exploration takes minutes, a run after a change only explores what is new). `--dry-run` writes
 * nothing. Exits 1 when a hand-written fixture fails.
 */
export async function main(argv: readonly string[] = []): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const all = argv.includes('--all');
  const listed = readUntaken();
  const only = argv.filter((a) => !a.startsWith('--'));
  const invalid = checkFixtureFiles();
  if (invalid.length > 0) {
    console.log(`${paint(31, 'fixture files the explorer cannot read:')}\n${invalid.map((issue) => formatIssue(issue)).join('\n')}`);
    return 1;
  }
  const started = performance.now();
  // the untaken list's entries are not explored again, unless --all
  const skip = new Set(all ? [] : [...listed.values()].map((l) => l.entry));
  let shares: NonNullable<ReturnType<TestCase['meta']>['generateShare']>[] = [];
  const problems: string[] = [];
  const reporter: Reporter = {
    // the explorer's progress (its `log` lines), not the kiosk's console
    onUserConsoleLog(log) {
      if (log.type === 'stdout') process.stdout.write(log.content);
    },
    onTestCaseResult(testCase: TestCase) {
      const share = testCase.meta().generateShare;
      if (share) shares.push(share);
      const result = testCase.result();
      if (result.state === 'failed') problems.push(...(result.errors ?? []).map((e) => e.stack ?? e.message));
    },
  };
  console.log(`Exploring the flows from the fixtures of ${FIXTURE_DIR}${only.length > 0 ? ` (only ${only.join(', ')})` : ''}\n`);
  const vitest = await createVitest('test', {
    watch: false,
    include: GENERATE_SUITES,
    reporters: [reporter],
    provide: {
      generatePhase: 'record',
      generateShares: GENERATE_SUITES.length,
      generateOnly: only,
      generateSkip: [...skip],
    },
  });
  const didNotFinish = () => {
    console.log(paint(31, `the explorer did not finish:\n${problems.join('\n').split('\n').slice(0, 20).join('\n')}`));
    return 1;
  };
  let report: GenerateReport;
  try {
    // the fixtures' runs, a share on each core, then the untaken transitions, a share on each core, from all runs
    await vitest.start();
    const recorded = shares.flatMap((share) => ('runs' in share ? share.runs : []));
    const order = fixtureNames();
    const runs = [...recorded].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
    if (problems.length > 0 || runs.length !== order.length) return didNotFinish();
    const failing = runs.filter((run) => run.error !== undefined && run.generatedFor === undefined);
    // what there is to explore: the transitions no run takes (a generated fixture's only while it takes its own)
    const { flows, rules } = readSources();
    const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
    const kept = runs.filter(keptRun);
    const taken = new Set(kept.flatMap((run) => run.taken));
    const toExplore = transitionsToExplore(graph, taken, skip, only.length > 0 ? only : undefined);
    const skipped = graph.flows
      .flatMap((flow) => flow.transitions)
      .filter((t) => skip.has(entrySignature(t)) && !taken.has(t.key))
      .map((t) => ({ transition: t.key, entry: entrySignature(t) }));
    for (const run of runs.filter((r) => !kept.includes(r)))
      console.log(
        `generated fixture ${run.name} no longer takes ${run.generatedFor}: ${only.length > 0 && !only.includes(run.generatedFor ?? '') ? 'left as it is (not asked for)' : 'explored again'}`,
      );
    shares = [];
    if (failing.length === 0 && toExplore.length > 0) {
      vitest.provide('generatePhase', 'explore');
      vitest.provide('generateRuns', runs as RecordedRun[]);
      await vitest.runTestSpecifications(await vitest.globTestSpecifications());
      if (problems.length > 0 || shares.length !== GENERATE_SUITES.length) return didNotFinish();
    }
    report = mergeShares(runs, shares as ExploreShare[], skipped, failing.length === 0, (performance.now() - started) / 1000);
  } finally {
    await vitest.close();
  }

  if (!report.explored) {
    console.log(paint(31, `\n${report.failing.length} hand-written fixture(s) fail; where each leaves the flows:`));
    console.log(divergences(report.failing).join('\n'));
    console.log('\nRepair them (the step and screen above), then run `npm run fixtures:generate` again: it explores once they pass.');
    return 1;
  }
  const dir = `${FIXTURE_DIR}/${GENERATED_DIR}`;
  const written = new Set(report.generated.map((g) => g.name));
  const keep = new Set([...report.kept, ...written]);
  const removed: string[] = [];
  // the untaken list: what this run could not take, and what it did not explore and is still untaken
  const whyBefore = new Map([...listed.values()].map((l) => [l.entry, l.why]));
  const untaken = new Map<string, UntakenEntry>([
    ...report.skipped.map(({ transition, entry }): [string, UntakenEntry] => [transition, { why: whyBefore.get(entry) ?? 'not explored', entry }]),
    ...report.unreached.filter((u) => !u.declared).map((u): [string, UntakenEntry] => [u.transition, { why: u.why, entry: u.entry }]),
  ]);
  if (!dryRun && only.length === 0) writeFileSync(UNTAKEN_FILE, untakenText(untaken));
  if (!dryRun) {
    mkdirSync(dir, { recursive: true });
    const files = report.generated.map(({ name, fixture }) => {
      const file = `${FIXTURE_DIR}/${name}.fixture.json`;
      writeFileSync(file, `${JSON.stringify(fixture, null, 2)}\n`);
      return file;
    });
    // laid out as the hand-written ones are (`npm run format:documents`): a step a line
    if (files.length > 0) spawnSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', ...files], { stdio: 'ignore' });
    // a generated fixture no longer passing, and not written again (explored only some transitions: left)
    if (only.length === 0 && existsSync(dir))
      for (const file of readdirSync(dir).filter((f) => f.endsWith('.fixture.json'))) {
        const name = `${GENERATED_DIR}/${file.slice(0, -'.fixture.json'.length)}`;
        if (!keep.has(name)) {
          rmSync(`${dir}/${file}`);
          removed.push(name);
        }
      }
  }

  console.log(`\n${report.attempts} attempt(s) in ${report.seconds} s`);
  if (report.generated.length > 0) {
    console.log(paint(32, `\n${dryRun ? 'would write' : 'wrote'} ${report.generated.length} fixture(s):`));
    for (const g of report.generated) console.log(`  ${dir}/${g.name.slice(GENERATED_DIR.length + 1)}.fixture.json  takes ${g.transition}`);
  }
  if (report.kept.length > 0) console.log(`\n${report.kept.length} generated fixture(s) still take their transition: left as they are`);
  if (removed.length > 0) console.log(`\nremoved ${removed.length} generated fixture(s) that no longer pass: ${removed.join(', ')}`);
  const declared = report.unreached.filter((u) => u.declared);
  const open = report.unreached.filter((u) => !u.declared);
  if (open.length > 0) {
    console.log(paint(33, `\n${open.length} transition(s) no fixture takes${only.length === 0 && !dryRun ? ` (listed in ${UNTAKEN_FILE})` : ''}:`));
    for (const u of open) console.log(`  ${u.transition}\n      ${u.why}`);
  }
  if (report.skipped.length > 0) console.log(`\n${report.skipped.length} transition(s) of ${UNTAKEN_FILE} not explored again (\`-- --all\` explores them)`);
  if (declared.length > 0) console.log(`\n${declared.length} transition(s) declared "unreachable" in their flow, and no attempt took them`);
  if (open.length === 0 && report.skipped.length === 0)
    console.log(
      paint(32, only.length > 0 ? '\nevery transition asked for is taken by a fixture' : '\nevery transition is taken by a fixture or declared unreachable'),
    );
  if (report.failing.length > 0) {
    console.log(paint(31, `\n${report.failing.length} hand-written fixture(s) fail; where each leaves the flows:`));
    console.log(divergences(report.failing).join('\n'));
  }
  return report.failing.length > 0 ? 1 : 0;
}
