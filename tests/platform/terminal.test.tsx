// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { platformSuite } from './harness.tsx';

/**
 * A public terminal (issue 12 §4): the page speaks the visitor's language, a popup makes the
 * rest of the page inert, and the scanners' invisible inputs are out of the tab order.
 */
const { sim, open } = platformSuite();

describe('a public terminal', () => {
  it("<html lang> follows the visitor's language and goes back to English at home (WCAG 3.1.1)", async () => {
    sim.fresh();
    const k = open({ fixture: 'visitor-dutch' });
    expect(document.documentElement.lang).toBe('en');
    const visit = k.visit();
    await visit.to('profiles');
    expect(document.documentElement.lang).toBe('nl');
    expect(document.documentElement.dir).toBe('ltr');
    await visit.to({ screen: 'language', nth: 2 });
    await k.settle();
    expect(document.documentElement.lang).toBe('en');
  });

  it('the idle warning makes the screen under it inert, and lets go of it when dismissed', async () => {
    sim.fresh();
    const k = open({ fixture: 'platform-idle-warning' });
    await k.reach('idleWarning');
    const warning = k.container.querySelector('[data-screen="idleWarning"]');
    const question = k.container.querySelector('[data-screen="questionary"]');
    expect(question?.closest('[inert]')).not.toBeNull();
    expect(warning?.closest('[inert]')).toBeNull();
    await k.tap('stay');
    await k.settle();
    expect(k.container.querySelector('[inert]')).toBeNull();
  });

  it('the badge scanner input is out of the tab order', async () => {
    sim.fresh();
    const k = open({ fixture: 'checkout-badge' });
    await k.reach('badge');
    const input = k.container.querySelector<HTMLInputElement>('[data-action="badge"]');
    expect(input?.tabIndex).toBe(-1);
  });
});
