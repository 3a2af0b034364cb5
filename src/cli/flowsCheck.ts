import { analyse, formatIssue, type FlowIssue } from '../engine/compile.ts';
import { createEngineRegistry } from '../app/engineRegistry.ts';
import { readSources } from './sources.ts';

/**
 * `npm run flows:check [-- --json]`: validates every flow and rules file against the zod schemas
 * and the registries (widgets, calls, named rules, json-logic). Prints each finding with the
 * file, the JSON path and what was expected; exits 1 on errors, 0 with only warnings.
 */
export function checkFlows(root = process.cwd()): FlowIssue[] {
  const { flows, rules, problems } = readSources(root);
  const { issues } = analyse({ flows, rules, registry: createEngineRegistry() });
  return [...problems.map((p): FlowIssue => ({ severity: 'error', file: p.file, path: '$', message: p.message })), ...issues];
}

export function main(argv: readonly string[] = []): number {
  const issues = checkFlows();
  const errors = issues.filter((i) => i.severity === 'error');
  if (argv.includes('--json')) {
    console.log(JSON.stringify({ ok: errors.length === 0, issues }, null, 2));
  } else {
    for (const issue of issues) console.log(formatIssue(issue));
    console.log(errors.length === 0 ? `flows:check ok (${issues.length} warning(s))` : `flows:check failed: ${errors.length} error(s)`);
  }
  return errors.length === 0 ? 0 : 1;
}
