// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, inject, it } from 'vitest';
import { MAIN_FLOW } from '../../src/kiosk/mainFlow.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite } from '../../src/sim/site.ts';
import { checkFlowDocuments } from '../../src/tooling/check/checkFlowDocuments.ts';
import { readSources } from '../../src/tooling/check/sources.ts';
import { createEngineRegistry } from '../../src/tooling/engineRegistry.ts';
import { FIXTURE_DIR, fixtureNames } from '../../src/tooling/fixtures/fixtureFiles.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';
import type { GenerateReport } from '../../src/tooling/generate/generateReport.ts';
import { explore } from './explore.ts';

declare module 'vitest' {
  interface TaskMeta {
    /** What `npm run fixtures:generate` (src/tooling/cli/fixturesGenerate.ts) writes and prints. */
    generate?: GenerateReport;
  }
  interface ProvidedContext {
    /** `npm run fixtures:generate -- <transition>…`: explore only these (`flow/screen:event[index]`). */
    generateOnly?: string[];
    /** Transitions not explored (the untaken list's, unless `--all`). */
    generateSkip?: string[];
  }
}

/**
 * The suite `npm run fixtures:generate` runs (not part of `npm test`: its name does not end in
 * .test.tsx): the explorer (explore.ts) over every fixture of tests/fixtures, its report handed to
 * the command through the test's meta.
 */
let site = createSite();
const server = createNodeSimulator(() => site);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

it('explores the flows from the fixtures', async ({ task }) => {
  const { flows, rules } = readSources();
  const { graph } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
  const fixtures = new Map(fixtureNames().map((name) => [name, Fixture.parse(JSON.parse(readFileSync(`${FIXTURE_DIR}/${name}.fixture.json`, 'utf8')))]));
  const only = inject('generateOnly') ?? [];
  const started = performance.now();
  const result = await explore({
    graph,
    fixtures,
    freshSite: () => {
      site = createSite();
      return site;
    },
    ...(only.length > 0 ? { only } : {}),
    skip: new Set(inject('generateSkip') ?? []),
    log: (line) => console.log(line),
    verbose: process.env.GENERATE_VERBOSE === '1',
  });
  task.meta.generate = {
    generated: result.generated.map(({ name, transition, fixture }) => ({ name, transition, fixture })),
    kept: result.runs
      .filter((run) => fixtures.get(run.name)?.generated && !run.error && run.taken.has(fixtures.get(run.name)?.generated?.transition ?? ''))
      .map((run) => run.name),
    failing: result.runs
      .filter((run) => run.error !== undefined && !fixtures.get(run.name)?.generated)
      .map((run) => ({ name: run.name, error: run.error ?? '', ...(run.failure ? { failure: run.failure } : {}) })),
    unreached: result.unreached.map((u) => ({
      ...u,
      declared: graph.flows.some((f) => f.transitions.some((t) => t.key === u.transition && t.unreachable !== undefined)),
    })),
    skipped: [...result.skipped],
    attempts: result.attempts,
    explored: result.explored,
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}, 900_000);
