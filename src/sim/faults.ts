import type { CallName } from '../api/catalog.ts';

/**
 * What an injected fault does to a call:
 * - `network`: no answer (the connection fails);
 * - `http500`: 500 Internal Server Error;
 * - `forbidden`: 403 Forbidden;
 * - `schema`: 200 with a body that fails the call's schema;
 * - `slow`: the normal answer, after `delayMs` (default {@link DEFAULT_SLOW_MS});
 * - `lost`: the site handles the call (it records what it was sent), but its answer is lost on the
 *   way back: the kiosk sees a network error (an answer lost after the site acted, e.g. a signing the
 *   site has although the kiosk never heard so).
 * `delayMs` delays any kind; `times` limits how many calls it hits (default: until cleared); `skip`
 * lets that many calls through untouched first (the second scan of a visit, not the first).
 */
export type FaultKind = 'network' | 'http500' | 'slow' | 'schema' | 'forbidden' | 'lost';

/**
 * The faults whose answers a kiosk can tell apart: the platform fault matrices run each. A `lost`
 * answer is a `network` error to the kiosk (only the site's records differ), so it is not among them.
 */
export const FAULT_KINDS: readonly FaultKind[] = ['network', 'http500', 'slow', 'schema', 'forbidden'];
const KNOWN_KINDS: readonly FaultKind[] = [...FAULT_KINDS, 'lost'];

export interface Fault {
  readonly kind: FaultKind;
  readonly delayMs?: number;
  readonly times?: number;
  /** How many calls pass untouched before the fault hits. */
  readonly skip?: number;
}

export const DEFAULT_SLOW_MS = 3_000;

/** A call name of the catalog, or any other string for calls the catalog does not have yet. */
export type FaultCallName = CallName | (string & {});

/**
 * Per-call fault injection of a simulated site.
 *
 * @example
 * site.faults.set('visitor.register', { kind: 'http500', times: 1 });
 * site.faults.set('kiosk.languages', { kind: 'slow', delayMs: 5_000 });
 * site.faults.clear();
 */
export interface Faults {
  set(call: FaultCallName, fault: Fault): void;
  /** Removes the fault of one call, or every fault. */
  clear(call?: FaultCallName): void;
  /** The fault for a call, counting one hit against `times`; undefined when none applies. */
  take(call: string): Fault | undefined;
  /** The faults in force, by call name. */
  list(): ReadonlyMap<string, Fault>;
  /**
   * Holds an answer back while `wait` (a fault's delay) runs, counted by `held()`. In the browser the
   * delay runs on the page's timers, which a test's paused clock holds: the e2e driver waits for
   * every answer but these before it moves the clock on (e2e/pageDriver.ts).
   */
  hold<T>(wait: Promise<T>): Promise<T>;
  /** How many answers a fault's delay holds back now. */
  held(): number;
}

export function createFaults(): Faults {
  const faults = new Map<string, Fault>();
  let holding = 0;
  return {
    set(call, fault) {
      if (!KNOWN_KINDS.includes(fault.kind)) throw new Error(`Unknown fault kind "${String(fault.kind)}"; use one of ${KNOWN_KINDS.join(', ')}`);
      if (fault.times !== undefined && !(fault.times > 0)) throw new Error(`Fault "times" must be positive, got ${fault.times}`);
      if (fault.skip !== undefined && !(Number.isInteger(fault.skip) && fault.skip >= 0))
        throw new Error(`Fault "skip" must be a whole number, got ${fault.skip}`);
      faults.set(call, { ...fault });
    },
    clear(call) {
      if (call === undefined) faults.clear();
      else faults.delete(call);
    },
    take(call) {
      const fault = faults.get(call);
      if (!fault) return undefined;
      if (fault.skip !== undefined && fault.skip > 0) {
        faults.set(call, { ...fault, skip: fault.skip - 1 });
        return undefined;
      }
      if (fault.times !== undefined) {
        if (fault.times <= 1) faults.delete(call);
        else faults.set(call, { ...fault, times: fault.times - 1 });
      }
      return fault;
    },
    list: () => new Map(faults),
    async hold(wait) {
      holding += 1;
      try {
        return await wait;
      } finally {
        holding -= 1;
      }
    },
    held: () => holding,
  };
}

/**
 * Faults named in a page URL query, for development:
 * `?simFault=kiosk.languages:network,visitor.register:http500*1,kiosk.profiles:slow@5000,documentScanning.scan:http500*1~1`.
 * Each entry is `call:kind`, optionally `@ms` (delay), `*n` (times) and `~n` (skip: the first n
 * calls pass). Malformed entries are
 * skipped and reported in `errors`.
 *
 * @example
 * faultsFromSearch('?simFault=kiosk.languages:network').faults
 * // [{ call: 'kiosk.languages', fault: { kind: 'network' } }]
 */
export function faultsFromSearch(search: string): {
  faults: Array<{ call: string; fault: Fault }>;
  errors: string[];
} {
  const faults: Array<{ call: string; fault: Fault }> = [];
  const errors: string[] = [];
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  for (const value of params.getAll('simFault')) {
    for (const entry of value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const match = /^([\w.]+):([a-z0-9]+)(?:@(\d+))?(?:\*(\d+))?(?:~(\d+))?$/i.exec(entry);
      const kind = match?.[2] as FaultKind | undefined;
      if (!match || !kind || !KNOWN_KINDS.includes(kind)) {
        errors.push(`simFault "${entry}": expected call:kind[@ms][*times][~skip] with kind one of ${KNOWN_KINDS.join(', ')}`);
        continue;
      }
      const times = match[4] === undefined ? undefined : Number(match[4]);
      if (times === 0) {
        errors.push(`simFault "${entry}": times must be at least 1`);
        continue;
      }
      faults.push({
        call: match[1] ?? '',
        fault: { kind, ...(match[3] ? { delayMs: Number(match[3]) } : {}), ...(times ? { times } : {}), ...(match[5] ? { skip: Number(match[5]) } : {}) },
      });
    }
  }
  return { faults, errors };
}

/** Applies the faults of a page URL query to `faults`; returns the problems found. */
export function applyFaultsFromSearch(faults: Faults, search: string): string[] {
  const parsed = faultsFromSearch(search);
  for (const { call, fault } of parsed.faults) faults.set(call, fault);
  return parsed.errors;
}
