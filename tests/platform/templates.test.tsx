// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEMPLATES } from '../../src/app/templates/catalog.tsx';
import { loadTemplateSite, type TemplateSite } from '../../src/app/templates/loadTemplateSite.ts';
import { TemplatesApp } from '../../src/app/templates/TemplatesApp.tsx';
import { createNodeSimulator } from '../../src/sim/node.ts';
import { createSite } from '../../src/sim/site.ts';
import { SIM_ORIGIN } from '../../src/sim/testing.ts';
import { nextTurn, turnsUntil } from '../turns.ts';

/** The demonstration pages of core spec §2 (`/sample/templates/*`, tenant `sample`; issue 4 §9). */
const server = createNodeSimulator(createSite());
let site: TemplateSite;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  site = await loadTemplateSite({ tenant: 'sample', apiBase: `${SIM_ORIGIN}/api` });
});
afterEach(cleanup);
afterAll(() => server.close());

const open = (path: string) =>
  render(<TemplatesApp site={site} createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [`${path}?tenant=sample`] })} />);

describe('demonstration pages', () => {
  it('lists the seven pages of the spec, in its order', () => {
    expect(TEMPLATES.map((t) => t.name)).toEqual(['nextArrow', 'waiting', 'yesno', 'keyboard', 'popup', 'confirmation', 'controls']);
    const { container } = open('/sample/templates');
    expect(container.querySelector('[data-screen="templates"]')).not.toBeNull();
    expect([...container.querySelectorAll('[data-action^="template:"]')].map((a) => a.getAttribute('href'))).toEqual(
      TEMPLATES.map((t) => `/sample/templates/${t.name}?tenant=sample`),
    );
  });

  it('uses the sample site: its main colour and English texts', () => {
    expect(site.kiosk.mainColor).toBe('#7c3aed');
    const { container } = open('/sample/templates/waiting');
    const root = container.querySelector<HTMLElement>('[data-screen="template:waiting"]')!;
    expect(root.style.getPropertyValue('--main-color')).toBe('#7c3aed');
    expect(container.textContent).toContain('Your host has been notified');
  });

  it.each(TEMPLATES.map((t) => t.name))('%s renders its widgets with texts, never blank', async (name) => {
    const { container } = open(`/sample/templates/${name}`);
    // drawn: the page shows its texts (a widget whose code loads on demand draws a few turns later)
    await turnsUntil(() => (container.querySelector(`[data-screen="template:${name}"]`)?.textContent?.trim().length ?? 0) > 5, `the ${name} page drawn`, {
      turn: () => act(nextTurn),
    });
    const root = container.querySelector(`[data-screen="template:${name}"]`);
    expect(root).not.toBeNull();
    expect(root!.textContent!.trim().length).toBeGreaterThan(5);
    expect(container.querySelector('.kiosk-template-bar')?.textContent).toContain(name);
  });

  it('shows what a widget emitted (the gallery is for developers)', () => {
    const { container } = open('/sample/templates/yesno');
    fireEvent.click(container.querySelector('[data-action="option:true"]')!);
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(container.querySelector('.kiosk-template-bar')?.textContent).toContain('emitted: next');
  });

  it('opens the ask-for-help popup with the sample texts', () => {
    const { container, getByRole } = open('/sample/templates/popup');
    expect(getByRole('dialog', { name: 'Need help?' }).textContent).toContain('Please go to the reception desk');
    fireEvent.click(container.querySelector('.kiosk-popup [data-action="ok"]')!);
    expect(container.querySelector('.kiosk-popup')).toBeNull();
  });

  it('reads "No match for {path}" for a page it does not have', () => {
    const { container } = open('/sample/templates/nothing');
    expect(container.querySelector('[data-screen="noMatch"]')?.textContent).toContain('No match for /sample/templates/nothing');
  });
});
