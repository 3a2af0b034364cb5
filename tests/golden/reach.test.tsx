// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite } from '../../src/sim/site.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { createVisit, loadFixture, reach, scenarioOf } from './reach.ts';
import { applyScenarioFaults, type FixtureDriver, scenarioUrl } from './schema.ts';
import { Fixture } from '../../src/tooling/fixtures/fixtureSchema.ts';

/** A driver that only writes down what it is asked to do: every screen "shows" at once. */
function createLogDriver(failOn?: string): FixtureDriver & { log: string[] } {
  const log: string[] = [];
  return {
    log,
    async waitForScreen(id) {
      if (id === failOn) throw new Error(`screen "${id}" did not show`);
      log.push(`expect ${id}`);
    },
    currentScreen: async () => null,
    showsText: async () => true,
    tap: async (action) => void log.push(`tap ${action}`),
    fill: async (action, value) => void log.push(`fill ${action}=${value}`),
    valueOf: async () => '1',
    advance: async (ms) => void log.push(`advance ${ms}`),
  };
}

const fixture = Fixture.parse({
  name: 'a small visit',
  scenario: { path: '/1' },
  steps: [
    { expect: 'language' },
    { tap: 'language:en' },
    { expect: 'profiles' },
    { tap: 'profile:1' },
    { expect: 'questionary' },
    { fill: 'answer', value: 'Jane Doe', mark: 'name' },
    { tap: 'next' },
    { expect: 'questionary', mark: 'second question' },
    { tap: 'next', mark: 'submit' },
    { expect: 'waitingForApproval' },
  ],
});

describe('reach: replaying a fixture to where a test wants to be', () => {
  it('stops once the first expected screen of that id shows', async () => {
    const driver = createLogDriver();
    await reach(driver, fixture, 'profiles');
    expect(driver.log).toEqual(['expect language', 'tap language:en', 'expect profiles']);
  });

  it('counts the screens a fixture expects more than once', async () => {
    const driver = createLogDriver();
    await reach(driver, fixture, { screen: 'questionary', nth: 2 });
    expect(driver.log.at(-1)).toBe('expect questionary');
    expect(driver.log.filter((line) => line === 'expect questionary')).toHaveLength(2);
    expect(driver.log).not.toContain('expect waitingForApproval');
  });

  it('stops at a marked step, or just before a step', async () => {
    const marked = createLogDriver();
    await reach(marked, fixture, { mark: 'submit' });
    expect(marked.log.at(-1)).toBe('tap next');
    expect(marked.log).toHaveLength(9);
    const before = createLogDriver();
    await reach(before, fixture, { before: 'questionary' });
    expect(before.log).toEqual(['expect language', 'tap language:en', 'expect profiles', 'tap profile:1']);
    const beforeMark = createLogDriver();
    await reach(beforeMark, fixture, { before: { mark: 'submit' } });
    expect(beforeMark.log.at(-1)).toBe('expect questionary');
    // leaving a screen: its expect and the taps after it, whatever screen comes next
    const leaving = createLogDriver();
    await reach(leaving, fixture, { leaving: 'profiles' });
    expect(leaving.log).toEqual(['expect language', 'tap language:en', 'expect profiles', 'tap profile:1']);
  });

  it('goes on from where a visit stopped, never back', async () => {
    const driver = createLogDriver();
    const visit = createVisit(fixture, driver);
    await visit.to('language');
    expect(visit.position).toBe(1);
    await visit.to({ before: 'profiles' });
    expect(driver.log).toEqual(['expect language', 'tap language:en']);
    await visit.to('waitingForApproval');
    expect(visit.position).toBe(fixture.steps.length);
    await expect(visit.to('profiles')).rejects.toThrow('fixture "a small visit": screen "profiles" is behind the visit, which has run 10 steps');
  });

  it("types a test's own values in the marked fill steps", async () => {
    const driver = createLogDriver();
    await reach(driver, fixture, 'waitingForApproval', { values: { name: 'Rhea Reach' } });
    expect(driver.log).toContain('fill answer=Rhea Reach');
    expect(driver.log).not.toContain('fill answer=Jane Doe');
  });

  it('says so, before driving anything, when the fixture never gets to the target', async () => {
    const driver = createLogDriver();
    await expect(reach(driver, fixture, 'checkout')).rejects.toThrow(
      'fixture "a small visit" never expects screen "checkout"; it expects: language, profiles, questionary ×2, waitingForApproval',
    );
    await expect(reach(driver, fixture, { screen: 'questionary', nth: 3 })).rejects.toThrow(
      'fixture "a small visit" expects only 2 times screen "questionary", not 3',
    );
    await expect(reach(driver, fixture, { before: { mark: 'host' } })).rejects.toThrow(
      'fixture "a small visit" has no step marked "host" (its marks: name, second question, submit)',
    );
    expect(() => createVisit(fixture, driver, { values: { company: 'Acme' } })).toThrow('has no step marked "company"');
    expect(() => createVisit(fixture, driver, { values: { submit: 'x' } })).toThrow('the step marked "submit" is not a fill, so it takes no value');
    expect(driver.log).toEqual([]);
  });

  it('reports a step that fails on the way as the fixture run does', async () => {
    const driver = createLogDriver('profiles');
    await expect(reach(driver, fixture, 'questionary')).rejects.toThrow(
      'a small visit: step 3 {"expect":"profiles"} failed on screen "null": screen "profiles" did not show',
    );
  });

  it('loads fixtures by name, and names a missing one', () => {
    expect(loadFixture('approved-realtime').name).toBe('visitor approved in realtime');
    expect(scenarioOf('questionary-all-fields')).toEqual({ path: '/6', tenant: 'demo' });
    expect(() => loadFixture('no-such-visit')).toThrow('no fixture "no-such-visit": tests/fixtures/no-such-visit.fixture.json does not exist');
  });

  it('refuses a fixture with the same mark twice', () => {
    const twice = { ...fixture, steps: [...fixture.steps, { expect: 'language', mark: 'name' }] };
    const result = Fixture.safeParse(twice);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['steps', 10, 'mark'], message: 'mark "name" is already on step 6; marks are unique in a fixture' }),
    ]);
    expect(Fixture.safeParse(fixture).success).toBe(true);
  });

  it('takes scenario faults in the ?simFault= syntax, refuses one the simulator cannot read, and puts them in the page URL', () => {
    const faulty = (faults: string) => ({ ...fixture, scenario: { path: '/19', faults } });
    expect(Fixture.safeParse(faulty('certifiedPersons.certificationTypes:http500*1,kiosk.status:slow@2000')).success).toBe(true);
    expect(Fixture.safeParse(faulty('kiosk.get:boom')).error?.issues).toEqual([
      expect.objectContaining({ path: ['scenario', 'faults'], message: expect.stringContaining('simFault "kiosk.get:boom": expected call:kind[@ms][*times]') }),
    ]);
    expect(scenarioUrl({ path: '/19', tenant: 'demo', faults: 'kiosk.get:http500*1' }, 'simCrash=profiles')).toBe(
      '/19?tenant=demo&simFault=kiosk.get%3Ahttp500*1&simCrash=profiles',
    );
    const site = createSite();
    applyScenarioFaults(site.faults, { faults: 'kiosk.get:http500*1' });
    expect(site.faults.list().get('kiosk.get')).toEqual({ kind: 'http500', times: 1 });
    expect(() => applyScenarioFaults(site.faults, { faults: 'nonsense' })).toThrow('simFault "nonsense"');
  });
});

describe('reach with the headless kiosk (jsdom driver, simulated site)', () => {
  let site = createSite();
  const server = createNodeSimulator(() => site);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('registers what the test typed in the marked fills, and stops where the test said', async () => {
    site = createSite();
    const approved = loadFixture('approved-realtime');
    const driver = createJsdomDriver(approved, 'http://kiosk.test');
    try {
      await reach(driver, approved, { before: 'waitingForApproval' }, { values: { 'visitor-name': 'Rhea Reach', 'visitor-reference': '1234' } });
      await driver.waitForScreen('waitingForApproval', 5000);
      const [visitor] = site.visitors();
      expect(visitor?.registration.answers['q-fullname']).toEqual(['Rhea Reach']);
      expect(visitor?.registration.answers['q-reference']).toEqual(['REF-1234']);
      expect(visitor?.registration.answers['q-company']).toEqual(['Acme Logistics']);
    } finally {
      driver.dispose();
    }
  });
});
