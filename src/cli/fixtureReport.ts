import type { CoverageReport } from '../engine/analysis/coverage.ts';
import { transitionLabel } from '../engine/analysis/graphView.ts';

/** The outcome of one fixture, as `npm run fixtures` prints and writes it. */
export interface FixtureResult {
  readonly file: string;
  readonly name: string;
  readonly state: 'passed' | 'failed' | 'skipped';
  readonly durationMs: number;
  readonly failure?: {
    readonly step: number;
    readonly action: unknown;
    readonly expected: string | null;
    readonly actual: string | null;
    readonly message: string;
    readonly trace: readonly string[];
  };
  /** An error outside the steps (setup, a crash). */
  readonly error?: string;
}

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/** One fixture: a ✓/✗ line, and for a failure the step, expected and actual screen, and the rule trace. */
export function formatFixtureResult(result: FixtureResult, paint: (code: number, text: string) => string = (_, t) => t): string[] {
  const mark = result.state === 'passed' ? paint(32, '✓') : result.state === 'failed' ? paint(31, '✗') : paint(33, '-');
  const lines = [`${mark} ${result.file}  ${result.name}  ${paint(2, `${Math.round(result.durationMs)} ms`)}`];
  const f = result.failure;
  if (f) {
    lines.push(
      `    step ${f.step}: ${JSON.stringify(f.action)}`,
      `    expected screen: ${f.expected ?? '(none yet)'}`,
      `    actual screen:   ${f.actual ?? '(none)'}`,
      `    ${paint(31, f.message.split('\n')[0] ?? '')}`,
    );
    if (f.trace.length > 0) lines.push('    last decisions (rule trace):', ...f.trace.map((line) => `      ${line}`));
  } else if (result.error) {
    lines.push(
      ...result.error
        .split('\n')
        .slice(0, 12)
        .map((line) => `    ${line}`),
    );
  }
  return lines;
}

/** The coverage of each flow: screens and transition entries exercised, and the ones never exercised. */
export function formatCoverage(report: CoverageReport, graphTransitions: ReadonlyMap<string, { readonly note?: string }> = new Map()): string[] {
  const lines = [`Flow coverage of ${report.runs.length} fixture(s)`];
  for (const flow of report.flows) {
    const { screens, transitions } = flow;
    lines.push(
      '',
      `${flow.flow} (${flow.file})`,
      `  screens      ${screens.visited.length}/${screens.total}  ${percent(screens.visited.length, screens.total)}`,
      `  transitions  ${transitions.exercised.length}/${transitions.total}  ${percent(transitions.exercised.length, transitions.total)}  (entries of each event's list: screen, event, index)`,
    );
    if (screens.missed.length > 0) lines.push('  screens never shown:', ...screens.missed.map((s) => `    ${s}`));
    if (transitions.missed.length > 0) {
      lines.push('  transitions never taken:');
      for (const t of transitions.missed) {
        const to = t.goto ? ` → ${t.goto}` : ' (effects only)';
        const note = t.note ?? graphTransitions.get(t.key)?.note;
        lines.push(`    ${t.screen ?? '*'}  on ${transitionLabel(t, 60)} [${t.index}]${to}${note ? `   (${note})` : ''}`);
      }
    }
    if (screens.missed.length === 0 && transitions.missed.length === 0) lines.push('  every screen and transition exercised');
  }
  return lines;
}
