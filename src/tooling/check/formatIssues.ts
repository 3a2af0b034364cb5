import { formatIssue, type FlowIssue } from '../../engine/compile.ts';

/**
 * Findings as the CLI prints them: one `formatIssue` line each (the same text the development
 * overlay shows), the severity coloured on a terminal.
 */
export function formatIssues(issues: readonly FlowIssue[], options: { color?: boolean } = {}): string {
  return issues
    .map((issue) => {
      const line = formatIssue(issue);
      if (!options.color) return line;
      const code = issue.severity === 'error' ? 31 : 33;
      return line.replace(/^(error|warning)/, (word) => `\x1b[${code}m${word}\x1b[0m`);
    })
    .join('\n');
}
