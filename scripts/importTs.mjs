// Loads a TypeScript module of this repository from Node through Vite's module runner (Node 20 has
// no type stripping). Used by the command-line tools (run-ts.mjs), the benchmark and the build's
// flow check (src/tooling/build/checkedFlowsPlugin.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

/** Stylesheets mean nothing outside a page: widgets' CSS imports load as empty modules. */
const noCss = {
  name: 'gatehouse:no-css',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0empty.css.js' : null),
  load: (id) => (id === '\0empty.css.js' ? 'export default ""' : null),
};

/** The module the kiosk takes its flow program from (src/app/createKiosk.ts `loadProgram`). */
export const PROGRAM_MODULE_ID = 'virtual:gatehouse/program';

/**
 * That module's code where the flow documents are compiled as written (the development server,
 * vitest, the tools; a build bundles the compiled program instead: `compiledProgram` in
 * src/tooling/build/checkedFlowsPlugin.ts).
 */
export const COMPILED_DOCUMENTS_MODULE = `export { compileBundledDocuments as default, loadLaterFlows } from ${JSON.stringify(fileURLToPath(new URL('../src/app/compileBundled.ts', import.meta.url)))};`;

/** Tools compile the flow documents as written, as the development server does. */
const compiledDocuments = {
  name: 'gatehouse:compiled-documents',
  enforce: 'pre',
  resolveId: (id) => (id === PROGRAM_MODULE_ID ? `\0${PROGRAM_MODULE_ID}` : null),
  load: (id) => (id === `\0${PROGRAM_MODULE_ID}` ? COMPILED_DOCUMENTS_MODULE : null),
};

/**
 * The module at `file` (relative to the working directory, or absolute), its CSS imports empty.
 * @throws whatever loading or evaluating the module throws.
 */
export async function importTs(file) {
  const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'silent', plugins: [noCss, compiledDocuments] });
  return module;
}
