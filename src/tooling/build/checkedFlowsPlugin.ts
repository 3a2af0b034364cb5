import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { Plugin } from 'vite';
import { importTs } from '../../../scripts/importTs.mjs';
import { leanDocument } from './leanDocument.ts';

/**
 * The flow documents do not pass `flows:check`: the report is the whole message. Printed as it is
 * (`util.inspect`, which Vite's command line uses, and `stack`), with no stack trace: the
 * integrator needs the findings, not where in Vite the build stopped.
 */
export class FlowDocumentsError extends Error {
  constructor(report: string) {
    super(report);
    this.name = 'FlowDocumentsError';
    this.stack = report;
  }

  [inspect.custom](): string {
    return this.message;
  }
}

/**
 * Checks the flow and rules documents before a production build, as `npm run flows:check` does
 * (docs/decisions/0006), and fails the build with the same report when one has an error: a kiosk
 * is never built with documents it cannot run. The built kiosk then compiles its bundled
 * documents without validating them again (`checked`, see `loadProgram`), which is the slowest
 * part of its start on a weak kiosk.
 *
 * The check runs once the configuration is resolved, before Rolldown starts: an error thrown from
 * a build hook would reach the command line wrapped in Rolldown's aggregate error, with stacks.
 *
 * @throws FlowDocumentsError: the errors, one `formatIssue` line each (`file:line:column $.json.path: message (hint)`).
 */
export function checkedFlows(): Plugin {
  return {
    name: 'gatehouse:checked-flows',
    apply: 'build',
    async configResolved(config) {
      const module = await importTs<typeof import('../check/checkFlows.ts') & typeof import('../check/formatIssues.ts')>(
        fileURLToPath(new URL('./checkedFlows.entry.ts', import.meta.url)),
      );
      const errors = module.checkFlows(config.root).filter((issue) => issue.severity === 'error');
      if (errors.length > 0) {
        throw new FlowDocumentsError(
          `the flow documents have ${errors.length} error(s); the kiosk would not start (npm run flows:check):\n${module.formatIssues(errors)}`,
        );
      }
    },
  };
}

/** The flow and rules documents the app bundles as text (`src/app/flows.ts`, `import.meta.glob` with `?raw`). */
const BUNDLED_DOCUMENT = /\.(flow|rules)\.json\?raw$/;

/**
 * Bundles the flow and rules documents of a production build lean (`leanDocument`: no notes,
 * descriptions or `$schema`, no whitespace): the kiosk loads and parses them at its start, and
 * half of their bytes were text for people (issue 11 §3, docs/decisions/0015). Runs with
 * `checkedFlows`, which has checked the documents as written; the development server bundles them
 * as written, so its overlay can point at a line and column.
 */
export function leanFlows(): Plugin {
  return {
    name: 'gatehouse:lean-flows',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!BUNDLED_DOCUMENT.test(id)) return null;
      const file = id.slice(0, id.indexOf('?'));
      // a document that is not JSON never gets here: checkedFlows has stopped the build
      const data: unknown = JSON.parse(await readFile(file, 'utf8'));
      return `export default ${JSON.stringify(JSON.stringify(leanDocument(file, data)))};`;
    },
  };
}
