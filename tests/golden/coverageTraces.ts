import { getCurrentTest } from 'vitest/suite';
import type { TraceEntry } from '../../src/engine/types.ts';
import type { Runtime } from '../../src/runtime/runtime.ts';
import type { FixtureRunMeta } from '../../src/tooling/fixtures/fixtureRun.ts';

declare module 'vitest' {
  interface TaskMeta {
    gatehouse?: FixtureRunMeta;
  }
  interface ProvidedContext {
    /** `npm run fixtures -- --stop-on <screen>`: screens that wait for the visitor, where an `expect` of another screen fails at once (jsdomDriver.tsx). */
    fixtureStopOn?: string[];
  }
}

/** A trace entry without the values read and conditions: what flow coverage needs, small enough to send. */
function slim(entry: TraceEntry): TraceEntry {
  return {
    event: entry.event,
    flow: entry.flow,
    screen: entry.screen,
    to: entry.to,
    toFlow: entry.toFlow,
    handled: entry.handled,
    checks: entry.checks.map((c) => ({ index: c.index, source: c.source, matched: c.matched, goto: c.goto, values: {} })),
  };
}

/**
 * Records every decision the runtime makes from now on (its own buffer keeps only the last 200),
 * so coverage sees the whole run.
 *
 * @example
 * const recorder = recordTraces(kiosk.runtime);
 * // ... run the fixture
 * attachRunMeta({ traces: recorder.traces() });
 */
export function recordTraces(runtime: Runtime): { traces(): readonly TraceEntry[]; stop(): void } {
  const traces: TraceEntry[] = [];
  let last = runtime.getSnapshot();
  const stop = runtime.subscribe(() => {
    const next = runtime.getSnapshot();
    if (next !== last) traces.push(...next.trace.map(slim));
    last = next;
  });
  return { traces: () => traces, stop };
}

/** Attaches the run's traces (and failure) to the vitest test running now; a no-op outside vitest. */
export function attachRunMeta(meta: Partial<FixtureRunMeta>): void {
  const test = getCurrentTest();
  if (!test) return;
  test.meta.gatehouse = { traces: [], ...test.meta.gatehouse, ...meta };
}
