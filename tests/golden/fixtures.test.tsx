// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, inject, it } from 'vitest';
import { createSite } from '../../src/sim/site.ts';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { applyScenarioFaults, applyScenarioSimulator, runFixture } from './schema.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';

/** Every golden-path fixture of tests/fixtures, run headless over the simulated site in Node. */
const files = readdirSync('tests/fixtures')
  .filter((f) => f.endsWith('.fixture.json'))
  .sort();
const ORIGIN = 'http://kiosk.test';
/** `npm run fixtures -- --stop-on <screen>` (coverageTraces.ts): screens where an `expect` of another screen fails at once. */
const stopOn = inject('fixtureStopOn') ?? [];

describe('golden-path fixtures (headless)', () => {
  let site = createSite();
  const server = createNodeSimulator(() => site);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  for (const file of files) {
    const fixture = Fixture.parse(JSON.parse(readFileSync(`tests/fixtures/${file}`, 'utf8')));
    it(`${file}: ${fixture.name}`, async () => {
      site = createSite();
      applyScenarioFaults(site.faults, fixture.scenario);
      applyScenarioSimulator(site, fixture.scenario);
      const driver = createJsdomDriver(fixture, ORIGIN, { stopOn });
      try {
        await runFixture(fixture, driver);
      } finally {
        driver.dispose();
      }
    });
  }
});
