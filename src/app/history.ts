/** Where the page is: the URL path and its query string (`?tenant=demo`, or empty; core spec §2 keeps it). */
export interface KioskLocation {
  readonly pathname: string;
  readonly search: string;
}

/** How the URL last changed: the browser's back or forward (and the page's start) is `POP`. */
export type HistoryAction = 'POP' | 'PUSH' | 'REPLACE';

/**
 * The page's URL as the kiosk needs it (core spec §2 routes): read it, change it, hear it change.
 * `path` is a path with its query string, e.g. `/1/en/profiles?tenant=demo`. `listen` hears every
 * change, the kiosk's own included, and returns the function that stops listening. The browser's
 * in the page ({@link createBrowserHistory}), a list in memory in tests ({@link createMemoryHistory}).
 *
 * @example
 * const history = createBrowserHistory(window);
 * const stop = history.listen((action) => console.log(action, history.location().pathname));
 * history.push(`/1/en/profiles${history.location().search}`); // logs PUSH /1/en/profiles
 */
export interface KioskHistory {
  location(): KioskLocation;
  push(path: string): void;
  replace(path: string): void;
  listen(listener: (action: HistoryAction) => void): () => void;
}

/** A history held in memory, with the browser's back and forward (tests press them). */
export interface MemoryHistory extends KioskHistory {
  back(): void;
  forward(): void;
}

/** The listeners of one history, told in the order they came. */
function createListeners() {
  const listeners = new Set<(action: HistoryAction) => void>();
  return {
    add(listener: (action: HistoryAction) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    tell(action: HistoryAction): void {
      for (const listener of [...listeners]) listener(action);
    },
  };
}

/**
 * The browser's history of a page: `pushState`/`replaceState`, and `popstate` for its back and
 * forward. The page's other scripts may read `window.location` as usual.
 *
 * @example
 * <KioskApp kiosk={kiosk} history={createBrowserHistory(window)} />
 */
export function createBrowserHistory(win: Window): KioskHistory {
  const listeners = createListeners();
  return {
    location: () => ({ pathname: win.location.pathname, search: win.location.search }),
    push(path) {
      win.history.pushState(null, '', path);
      listeners.tell('PUSH');
    },
    replace(path) {
      win.history.replaceState(null, '', path);
      listeners.tell('REPLACE');
    },
    listen(listener) {
      const stop = listeners.add(listener);
      const pop = () => listener('POP');
      win.addEventListener('popstate', pop);
      return () => {
        stop();
        win.removeEventListener('popstate', pop);
      };
    },
  };
}

/** A path with its query string as a location: `/1/en?tenant=demo#x` → `/1/en`, `?tenant=demo`. */
function parsePath(path: string): KioskLocation {
  const withoutHash = path.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  const pathname = at < 0 ? withoutHash : withoutHash.slice(0, at);
  const search = at < 0 ? '' : withoutHash.slice(at);
  return { pathname: pathname || '/', search: search === '?' ? '' : search };
}

/**
 * A history in memory, for tests in jsdom: the page starts on the last of `initialEntries`.
 * Pushing drops what was forward of the current entry, as a browser does.
 *
 * @example
 * const history = createMemoryHistory(['/1?tenant=demo']);
 * history.push('/1/en?tenant=demo');
 * history.back(); // listeners hear POP; history.location().pathname is '/1'
 */
export function createMemoryHistory(initialEntries: readonly string[]): MemoryHistory {
  if (initialEntries.length === 0) throw new Error('createMemoryHistory: at least one entry, the page it starts on');
  const entries = initialEntries.map(parsePath);
  let index = entries.length - 1;
  const listeners = createListeners();
  const go = (delta: number) => {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return;
    index = next;
    listeners.tell('POP');
  };
  return {
    location: () => entries[index] as KioskLocation,
    push(path) {
      entries.splice(index + 1, entries.length, parsePath(path));
      index = entries.length - 1;
      listeners.tell('PUSH');
    },
    replace(path) {
      entries[index] = parsePath(path);
      listeners.tell('REPLACE');
    },
    listen: (listener) => listeners.add(listener),
    back: () => go(-1),
    forward: () => go(1),
  };
}
