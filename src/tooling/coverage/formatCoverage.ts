import { transitionLabel } from '../graph/graphView.ts';
import type { CoverageReport } from './coverage.ts';

const percent = (part: number, whole: number) => (whole === 0 ? '–' : `${Math.round((part / whole) * 100)}%`);

/**
 * The coverage of each flow as `npm run fixtures -- --coverage` prints it: screens and transition
 * entries exercised, and the ones never exercised (`always` entries as event "always").
 */
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
        lines.push(`    ${t.screen ?? '*'}  ${t.list === 'always' ? '' : 'on '}${transitionLabel(t, 60)} [${t.index}]${to}${note ? `   (${note})` : ''}`);
      }
    }
    if (screens.missed.length === 0 && transitions.missed.length === 0) lines.push('  every screen and transition exercised');
  }
  return lines;
}
