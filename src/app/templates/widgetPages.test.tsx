// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allScreenWidgets } from '../../../widgets/allScreenWidgets.ts';
import { createNodeSimulator } from '../../sim/node.ts';
import { createSite } from '../../sim/site.ts';
import { SIM_ORIGIN } from '../../sim/testing.ts';
import { loadTemplateSite, type TemplateSite } from './loadTemplateSite.ts';
import { TemplatesApp } from './TemplatesApp.tsx';
import { loadWidgetPages } from './widgetPages.tsx';
import { nextTurn, turnsUntil } from '../../../tests/turns.ts';

const WIDGET_PAGES = await loadWidgetPages();

/** The gallery's page per screen widget (`/sample/templates/widgets?widget=<Type>`, tenant `sample`): flows/WIDGETS.md pictures them. */
const server = createNodeSimulator(createSite());
let site: TemplateSite;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  site = await loadTemplateSite({ tenant: 'sample', apiBase: `${SIM_ORIGIN}/api` });
});
afterEach(cleanup);
afterAll(() => server.close());

const open = (path: string, query = '') =>
  render(<TemplatesApp site={site} createRouter={(routes) => createMemoryRouter(routes, { initialEntries: [`${path}?tenant=sample${query}`] })} />);

describe('the widget gallery', () => {
  it('has a page for every registered screen widget, listed after the spec pages', () => {
    expect(WIDGET_PAGES.map((p) => p.type)).toEqual(allScreenWidgets.map((w) => w.type));
    const { container } = open('/sample/templates');
    expect([...container.querySelectorAll('[data-action^="widget:"]')].map((a) => a.getAttribute('href'))).toEqual(
      allScreenWidgets.map((w) => `/sample/templates/widgets?tenant=sample&widget=${w.type}`),
    );
  });

  it.each(WIDGET_PAGES.map((p) => p.type))('%s renders with its sample props and the sample site, never blank', async (type) => {
    const { container } = open('/sample/templates/widgets', `&widget=${type}`);
    // drawn: the page shows its texts (a widget whose code loads on demand draws a few turns later)
    await turnsUntil(() => (container.querySelector(`[data-screen="widget:${type}"]`)?.textContent?.trim().length ?? 0) > 3, `the ${type} page drawn`, {
      turn: () => act(nextTurn),
    });
    const root = container.querySelector<HTMLElement>(`[data-screen="widget:${type}"]`);
    expect(root).not.toBeNull();
    expect(root?.style.getPropertyValue('--main-color')).toBe('#7c3aed');
    expect(root?.textContent?.trim().length).toBeGreaterThan(3);
    expect(container.querySelector('.kiosk-template-bar')?.textContent).toContain(`widgets / ${type}`);
  });

  it('shows what the widget emitted', () => {
    const { container } = open('/sample/templates/widgets', '&widget=Message');
    fireEvent.click(container.querySelector('[data-action="readAgain"]') as HTMLElement);
    expect(container.querySelector('.kiosk-template-bar')?.textContent).toContain('emitted: readAgain');
    fireEvent.click(container.querySelector('[data-action="home"]') as HTMLElement);
    expect(container.querySelector('.kiosk-template-bar')?.textContent).toContain('emitted: home');
  });

  it('reads "No match for {path}" for a widget it does not have, with a way back to the list', () => {
    const { container } = open('/sample/templates/widgets', '&widget=Nothing');
    expect(container.querySelector('[data-screen="noMatch"]')?.textContent).toContain('No match for /sample/templates/widgets');
    fireEvent.click(container.querySelector('[data-action="home"]') as HTMLElement);
    expect(container.querySelector('[data-screen="templates"]')).not.toBeNull();
  });

  it('lists the widgets at /sample/templates/widgets without a widget, and links back to the list without it', () => {
    const { container } = open('/sample/templates/widgets');
    expect(container.querySelector('[data-screen="templates"]')).not.toBeNull();
    cleanup();
    const page = open('/sample/templates/widgets', '&widget=YesNo');
    expect(page.container.querySelector('.kiosk-template-bar a')?.getAttribute('href')).toBe('/sample/templates?tenant=sample');
  });
});
