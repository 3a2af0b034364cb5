import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { Plugin } from 'vite';
import { COMPILED_DOCUMENTS_MODULE, importTs, PROGRAM_MODULE_ID } from '../../../scripts/importTs.mjs';

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
      const module = await loadEntry();
      const errors = module.checkFlows(config.root).filter((issue) => issue.severity === 'error');
      if (errors.length > 0) {
        throw new FlowDocumentsError(
          `the flow documents have ${errors.length} error(s); the kiosk would not start (npm run flows:check):\n${module.formatIssues(errors)}`,
        );
      }
    },
  };
}

/** The build's tooling (checks, compiler), loaded through Vite's module runner. */
const loadEntry = () => importTs<typeof import('./checkedFlows.entry.ts')>(fileURLToPath(new URL('./checkedFlows.entry.ts', import.meta.url)));

const RESOLVED_PROGRAM_MODULE_ID = `\0${PROGRAM_MODULE_ID}`;

/** The later flows' data of a build (docs/decisions/0024), imported by `loadLaterFlows` after the first screen. */
const LATER_FLOWS_MODULE_ID = 'virtual:gatehouse/program-later';
const RESOLVED_LATER_FLOWS_MODULE_ID = `\0${LATER_FLOWS_MODULE_ID}`;

/** The module that reads a built program, by its absolute path (the generated module imports it). */
const BUILT_PROGRAM_READER = JSON.stringify(fileURLToPath(new URL('../../app/builtProgram.ts', import.meta.url)));

/** The code effects only the later flows run (docs/decisions/0024): they load with those flows. */
const LATER_CODE_EFFECTS = JSON.stringify(fileURLToPath(new URL('../../kiosk/laterCodeEffects.ts', import.meta.url)));

/**
 * The flow program compiled at build time (issue 11 §3, docs/decisions/0018).
 * `virtual:gatehouse/program` is the function that gives the kiosk its program (`loadProgram`):
 * - in a build, the program compiled here from the documents (`buildProgramParts`), parsed with
 *   `JSON.parse` (faster to start than an object literal) and read by `readBuiltProgram`: neither
 *   the flow schemas nor the compiler are in the bundle, and the kiosk compiles nothing at its start.
 *   Only the main flow comes with it; `loadLaterFlows(program)` adds the others from a chunk of
 *   their own (`virtual:gatehouse/program-later`, docs/decisions/0024);
 * - elsewhere (the development server, vitest) `compileBundledDocuments`, which compiles the
 *   documents as written, so an edit shows at once and an error on the page.
 * Runs after `checkedFlows`, which has stopped a build whose documents have errors.
 */
export function compiledProgram(): Plugin {
  let building = false;
  let root = process.cwd();
  let parts: Promise<{ first: unknown; later: unknown }> | null = null;
  return {
    name: 'gatehouse:compiled-program',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
    },
    buildStart() {
      parts = null;
    },
    resolveId: (id) => (id === PROGRAM_MODULE_ID ? RESOLVED_PROGRAM_MODULE_ID : id === LATER_FLOWS_MODULE_ID ? RESOLVED_LATER_FLOWS_MODULE_ID : null),
    async load(id) {
      if (id !== RESOLVED_PROGRAM_MODULE_ID && id !== RESOLVED_LATER_FLOWS_MODULE_ID) return null;
      if (!building) return id === RESOLVED_PROGRAM_MODULE_ID ? COMPILED_DOCUMENTS_MODULE : 'export default {};\n';
      parts ??= loadEntry().then((module) => module.buildProgramParts(root));
      const { first, later } = await parts;
      if (id === RESOLVED_LATER_FLOWS_MODULE_ID) {
        return `export { laterCodeEffects as effects } from ${LATER_CODE_EFFECTS};\nexport default JSON.parse(${JSON.stringify(JSON.stringify(later))});\n`;
      }
      return [
        `import { addBuiltFlows, readBuiltProgram } from ${BUILT_PROGRAM_READER};`,
        `const data = JSON.parse(${JSON.stringify(JSON.stringify(first))});`,
        'export default () => readBuiltProgram(data);',
        `export const loadLaterFlows = (program) => import(${JSON.stringify(LATER_FLOWS_MODULE_ID)}).then((later) => addBuiltFlows(program, later.default, later.effects));`,
        '',
      ].join('\n');
    },
  };
}
