// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, type HistoryAction } from './history.ts';

/** The actions a history tells, in order. */
function heard(history: { listen(listener: (action: HistoryAction) => void): () => void }) {
  const actions: HistoryAction[] = [];
  const stop = history.listen((action) => actions.push(action));
  return { actions, stop };
}

describe('createMemoryHistory', () => {
  it('starts on the last entry, with the query string apart from the path', () => {
    const history = createMemoryHistory(['/1?tenant=demo', '/1/en/profiles?tenant=demo&kioskLabel=gate-a#top']);
    expect(history.location()).toEqual({ pathname: '/1/en/profiles', search: '?tenant=demo&kioskLabel=gate-a' });
    expect(createMemoryHistory(['']).location()).toEqual({ pathname: '/', search: '' });
  });

  it('pushes and replaces, telling every change; back and forward are POP, within the entries', () => {
    const history = createMemoryHistory(['/1?tenant=demo']);
    const { actions, stop } = heard(history);
    history.push('/1/en?tenant=demo');
    history.replace('/1/en/profiles?tenant=demo');
    history.back();
    expect(history.location().pathname).toBe('/1');
    history.back(); // nothing before the first entry
    history.forward();
    expect(history.location().pathname).toBe('/1/en/profiles');
    expect(actions).toEqual(['PUSH', 'REPLACE', 'POP', 'POP']);
    stop();
    history.push('/1?tenant=demo');
    expect(actions).toHaveLength(4);
  });

  it('drops what was forward when it pushes, as a browser does', () => {
    const history = createMemoryHistory(['/1', '/1/en', '/1/en/profiles']);
    history.back();
    history.back();
    history.push('/1/fr');
    history.forward();
    expect(history.location().pathname).toBe('/1/fr');
    history.back();
    expect(history.location().pathname).toBe('/1');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it("changes the page's URL, query string included, and tells its own changes and the browser's back", async () => {
    window.history.replaceState(null, '', '/1?tenant=demo');
    const history = createBrowserHistory(window);
    const { actions, stop } = heard(history);
    history.push('/1/en?tenant=demo');
    expect(window.location.pathname).toBe('/1/en');
    history.replace('/1/en/profiles?tenant=demo');
    expect(history.location()).toEqual({ pathname: '/1/en/profiles', search: '?tenant=demo' });
    const popped = new Promise<void>((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
    window.history.back();
    await popped;
    expect(history.location()).toEqual({ pathname: '/1', search: '?tenant=demo' });
    expect(actions).toEqual(['PUSH', 'REPLACE', 'POP']);
    stop();
    history.push('/1/de?tenant=demo');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(actions).toHaveLength(3);
  });
});
