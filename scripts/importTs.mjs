// Loads a TypeScript module of this repository from Node through Vite's module runner (Node 20 has
// no type stripping). Used by the command-line tools (run-ts.mjs), the benchmark and the build's
// flow check (src/tooling/build/checkedFlowsPlugin.ts).
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

/** Stylesheets mean nothing outside a page: widgets' CSS imports load as empty modules. */
const noCss = {
  name: 'gatehouse:no-css',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0empty.css.js' : null),
  load: (id) => (id === '\0empty.css.js' ? 'export default ""' : null),
};

/**
 * The module at `file` (relative to the working directory, or absolute), its CSS imports empty.
 * @throws whatever loading or evaluating the module throws.
 */
export async function importTs(file) {
  const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'silent', plugins: [noCss] });
  return module;
}
