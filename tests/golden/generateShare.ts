import { readFileSync } from 'node:fs';
import { inject, it } from 'vitest';
import { MAIN_FLOW } from '../../src/kiosk/mainFlow.ts';
import { checkFlowDocuments } from '../../src/tooling/check/checkFlowDocuments.ts';
import { readSources } from '../../src/tooling/check/sources.ts';
import { createEngineRegistry } from '../../src/tooling/engineRegistry.ts';
import { FIXTURE_DIR, fixtureNames } from '../../src/tooling/fixtures/fixtureFiles.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';
import type { ExploreShare, RecordedRun } from '../../src/tooling/generate/generateReport.ts';
import { serveFreshSites } from './freshSite.ts';
import { explore, type FixtureRun, recordRuns } from './explore.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** What a share of `npm run fixtures:generate` (src/tooling/cli/fixturesGenerate.ts) recorded or found. */
    generateShare?: { readonly runs: readonly RecordedRun[] } | ExploreShare;
  }
  interface ProvidedContext {
    /** `record`: run this share of the fixtures; `explore`: explore this share of the untaken transitions (or of their attempts), from `generateRuns`. */
    generatePhase: 'record' | 'explore';
    /** How many shares (one per core). */
    generateShares: number;
    /** Every fixture's run, from the record phase (in fixture order). */
    generateRuns?: RecordedRun[];
    /** `npm run fixtures:generate -- <transition>…`: explore only these (`flow/screen:event[index]`). */
    generateOnly?: string[];
    /** Transitions not explored (the untaken list's, unless `--all`). */
    generateSkip?: string[];
  }
}

const toRun = (run: RecordedRun): FixtureRun => ({ ...run, taken: new Set(run.taken) });
const toRecorded = (run: FixtureRun, fixture: Fixture | undefined): RecordedRun => ({
  name: run.name,
  visits: run.visits,
  taken: [...run.taken],
  ...(run.failure ? { failure: run.failure } : {}),
  ...(run.error !== undefined ? { error: run.error } : {}),
  ...(fixture?.generated ? { generatedFor: fixture.generated.transition } : {}),
});

/**
 * One share of the explorer's work, as a test suite of its own so that vitest runs the shares on
 * both cores (tests/golden/generate-<index>.run.tsx; not part of `npm test`: their names do not end
 * in .test.tsx). In the `record` phase it runs every `count`-th fixture (tests/golden/explore.ts
 * `recordRuns`); in the `explore` phase it explores its share of the transitions no run took (every other
 * one; with fewer transitions than shares, every other attempt of each), from every run. What it found goes to the command in the test's meta (`generateShare`).
 */
export function generateShare(index: number): void {
  const freshSite = serveFreshSites();

  it(`explores share ${index} of the flows from the fixtures`, async ({ task }) => {
    const { flows, rules } = readSources();
    const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
    const fixtures = new Map(fixtureNames().map((name) => [name, Fixture.parse(JSON.parse(readFileSync(`${FIXTURE_DIR}/${name}.fixture.json`, 'utf8')))]));
    const count = inject('generateShares');
    const log = (line: string) => console.log(line);
    if (inject('generatePhase') === 'record') {
      const mine = new Map([...fixtures].filter((_, i) => i % count === index));
      const runs = await recordRuns(graph, mine, freshSite, log);
      task.meta.generateShare = { runs: runs.map((run) => toRecorded(run, fixtures.get(run.name))) };
      return;
    }
    const only = inject('generateOnly') ?? [];
    const result = await explore({
      graph,
      fixtures,
      freshSite,
      runs: (inject('generateRuns') ?? []).map(toRun),
      share: { index, count },
      ...(only.length > 0 ? { only } : {}),
      skip: new Set(inject('generateSkip') ?? []),
      log,
      verbose: process.env.GENERATE_VERBOSE === '1',
    });
    task.meta.generateShare = {
      generated: result.generated.map(({ name, transition, fixture, order }) => ({ name, transition, fixture, order })),
      unreached: result.unreached.map((u) => ({
        ...u,
        declared: graph.flows.some((f) => f.transitions.some((t) => t.key === u.transition && t.unreachable !== undefined)),
      })),
      attempts: result.attempts,
      taken: [...result.taken],
    };
  }, 900_000);
}
