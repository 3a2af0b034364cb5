import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { importTs } from '../../../scripts/importTs.mjs';

/**
 * Checks the flow and rules documents before a production build, as `npm run flows:check` does
 * (schemas, widgets and their literal props, calls, rules, goto targets), and fails the build with
 * the same report when one has an error: a kiosk is never built with documents it cannot run. The
 * built kiosk then compiles its bundled documents without validating them again (`checked`, see
 * `loadProgram`), which is the slowest part of its start on a weak kiosk.
 *
 * @throws (through Rollup's `this.error`) the formatted errors, each with file, JSON path and hint.
 */
export function checkedFlows(): Plugin {
  let root = process.cwd();
  return {
    name: 'gatehouse:checked-flows',
    apply: 'build',
    configResolved: (config) => void (root = config.root),
    async buildStart() {
      const module = await importTs<typeof import('../check/checkFlows.ts') & typeof import('../check/formatIssues.ts')>(
        fileURLToPath(new URL('./checkedFlows.entry.ts', import.meta.url)),
      );
      const errors = module.checkFlows(root).filter((issue) => issue.severity === 'error');
      if (errors.length > 0) {
        this.error(`the flow documents have ${errors.length} error(s); the kiosk would not start:\n${module.formatIssues(errors)}`);
      }
    },
  };
}
