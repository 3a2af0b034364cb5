import { checkFlows } from '../check/checkFlows.ts';
import { formatIssues } from '../check/formatIssues.ts';

/**
 * `npm run flows:check [-- --json] [--quiet]`: validates every flow and rules file against the zod
 * schemas and the registries, then analyses the flow graph and the `var` paths. Prints each
 * finding with the file, the JSON path, what is wrong and a fix hint; `--json` prints
 * `{ ok, errors, warnings, issues }` for tools; `--quiet` leaves warnings out.
 * Exits 1 on errors, 0 with only warnings.
 */
export function main(argv: readonly string[] = []): number {
  const issues = checkFlows();
  const errors = issues.filter((i) => i.severity === 'error');
  const warnings = issues.length - errors.length;
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ ok: errors.length === 0, errors: errors.length, warnings, issues }, null, 2));
  } else {
    const shown = argv.includes('--quiet') ? errors : issues;
    if (shown.length > 0) console.log(formatIssues(shown, { color: process.stdout.isTTY === true }));
    console.log(errors.length === 0 ? `flows:check ok: ${warnings} warning(s)` : `flows:check failed: ${errors.length} error(s), ${warnings} warning(s)`);
  }
  return errors.length === 0 ? 0 : 1;
}
