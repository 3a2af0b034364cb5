// @vitest-environment jsdom
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite } from '../../src/sim/site.ts';
import { createJsdomDriver } from './jsdomDriver.tsx';
import { loadFixture } from './reach.ts';
import { runSteps } from './schema.ts';

describe('the headless driver stops on a screen that waits for the visitor (npm run fixtures -- --stop-on)', () => {
  const server = createNodeSimulator(() => createSite());
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('fails an expect of another screen at once while the kiosk stands on a stop-on screen, and waits for it as usual', async () => {
    const fixture = loadFixture('approved-realtime');
    const driver = createJsdomDriver(fixture, 'http://kiosk.test', { stopOn: ['questionary'] });
    try {
      // up to the profile tap: the kiosk goes on to the questionary, which waits for an answer
      const profile = fixture.steps.findIndex((step) => 'tap' in step && step.tap.startsWith('profile:'));
      await runSteps(fixture, driver, { from: 0, to: profile + 1 });
      const started = Date.now();
      await expect(driver.waitForScreen('waitingForApproval', 5000)).rejects.toThrow(
        'screen "waitingForApproval" did not show: the kiosk stands on "questionary", which waits for the visitor',
      );
      expect(Date.now() - started).toBeLessThan(3000);
      expect(await driver.currentScreen()).toBe('questionary');
      await driver.waitForScreen('questionary', 5000);
    } finally {
      driver.dispose();
    }
  });
});
