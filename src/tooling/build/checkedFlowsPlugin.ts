import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inspect } from 'node:util';
import type { Plugin } from 'vite';
import { importTs } from '../../../scripts/importTs.mjs';

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
 * documents without validating them again (`checked`, `compiledProgram`), which is the slowest
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

/** The module the kiosk takes its flow program from (src/app/createKiosk.ts). */
const PROGRAM_MODULE_ID = 'virtual:gatehouse/program';
const RESOLVED_PROGRAM_MODULE_ID = `\0${PROGRAM_MODULE_ID}`;

/** The later flows' data (docs/decisions/0024), imported by `loadLaterFlows` after the first screen. */
const LATER_FLOWS_MODULE_ID = 'virtual:gatehouse/program-later';
const RESOLVED_LATER_FLOWS_MODULE_ID = `\0${LATER_FLOWS_MODULE_ID}`;

/** The module that reads a built program, by its absolute path (the generated module imports it). */
const BUILT_PROGRAM_READER = JSON.stringify(fileURLToPath(new URL('../../app/builtProgram.ts', import.meta.url)));

/** The code effects only the later flows run (docs/decisions/0024): they load with those flows. */
const LATER_CODE_EFFECTS = JSON.stringify(fileURLToPath(new URL('../../kiosk/laterCodeEffects.ts', import.meta.url)));

/** The program's two parts, or why the documents give none (the development server and the tests show it). */
type ProgramParts = { readonly first: unknown; readonly later: unknown } | { readonly error: string };

/** The flow and rules documents under `root` (what the program is compiled from, and what an edit changes). */
function documentFiles(root: string): string[] {
  const inDir = (dir: string, suffix: string) => {
    try {
      return readdirSync(join(root, dir))
        .filter((name) => name.endsWith(suffix))
        .map((name) => join(root, dir, name));
    } catch {
      return [];
    }
  };
  return [...inDir('flows', '.flow.json'), ...inDir('rules', '.rules.json')];
}

const isDocument = (file: string) => /[\\/](flows[\\/][^\\/]+\.flow|rules[\\/][^\\/]+\.rules)\.json$/.test(file);

/**
 * The program's parts compiled from the documents under `root`. Outside a build (`checkedFlows` has
 * not run) the documents are checked first, as `flows:check` and the build check them; a finding of
 * an error, or a document that does not compile, becomes the parts' `error`.
 */
async function programParts(root: string, check: boolean): Promise<ProgramParts> {
  const module = await loadEntry();
  if (!check) return module.buildProgramParts(root);
  try {
    const errors = module.checkFlows(root).filter((issue) => issue.severity === 'error');
    if (errors.length > 0) return { error: `the flow documents have ${errors.length} error(s) (npm run flows:check):\n${module.formatIssues(errors)}` };
    return module.buildProgramParts(root);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * The flow program compiled from the documents (issue 11 §3, docs/decisions/0018, 0024, 0035), the
 * same everywhere: the production build, the development server and vitest.
 * `virtual:gatehouse/program` is the function that gives a kiosk its program: the main flow,
 * compiled here (`buildProgramParts`), parsed with `JSON.parse` (faster to start than an object
 * literal) and read by `readBuiltProgram`: neither the flow schemas nor the compiler are in the
 * page, and the kiosk compiles nothing at its start. `loadLaterFlows(program)` adds the other flows
 * from a module of their own (`virtual:gatehouse/program-later`), after the first screen.
 *
 * A build has checked the documents already (`checkedFlows` stopped it otherwise). The development
 * server and vitest check them here: a document with an error gives a program module that throws
 * the report, which the page shows (src/app/main.tsx); an edit of a document compiles the program
 * again and reloads the page.
 */
export function compiledProgram(): Plugin {
  let building = false;
  let root = process.cwd();
  let parts: Promise<ProgramParts> | null = null;
  return {
    name: 'gatehouse:compiled-program',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
      root = config.root;
      parts = null;
    },
    buildStart() {
      parts = null;
    },
    watchChange(id) {
      if (isDocument(id)) parts = null;
    },
    resolveId: (id) => (id === PROGRAM_MODULE_ID ? RESOLVED_PROGRAM_MODULE_ID : id === LATER_FLOWS_MODULE_ID ? RESOLVED_LATER_FLOWS_MODULE_ID : null),
    async load(id) {
      if (id !== RESOLVED_PROGRAM_MODULE_ID && id !== RESOLVED_LATER_FLOWS_MODULE_ID) return null;
      // an edit of a document makes the program's modules, and the page, new
      if (!building) for (const file of documentFiles(root)) this.addWatchFile(file);
      parts ??= programParts(root, !building);
      const program = await parts;
      if ('error' in program) {
        const error = `Object.assign(new Error(${JSON.stringify(program.error)}), { name: 'FlowDocumentsError' })`;
        return id === RESOLVED_LATER_FLOWS_MODULE_ID
          ? `throw ${error};\n`
          : `export default () => {\n  throw ${error};\n};\nexport const loadLaterFlows = () => Promise.reject(${error});\n`;
      }
      if (id === RESOLVED_LATER_FLOWS_MODULE_ID) {
        return `export { laterCodeEffects as effects } from ${LATER_CODE_EFFECTS};\nexport default JSON.parse(${JSON.stringify(JSON.stringify(program.later))});\n`;
      }
      return [
        `import { addBuiltFlows, readBuiltProgram } from ${BUILT_PROGRAM_READER};`,
        `const data = JSON.parse(${JSON.stringify(JSON.stringify(program.first))});`,
        'export default () => readBuiltProgram(data);',
        `export const loadLaterFlows = (program) => import(${JSON.stringify(LATER_FLOWS_MODULE_ID)}).then((later) => addBuiltFlows(program, later.default, later.effects));`,
        '',
      ].join('\n');
    },
  };
}
