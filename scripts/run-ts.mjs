#!/usr/bin/env node
// Runs a TypeScript command-line module of src/cli through Vite's module runner (Node 20 has no
// type stripping); the module exports `main(argv)` returning the exit code.
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const [file, ...argv] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
// stylesheets mean nothing to a command-line tool: widgets' CSS imports load as empty modules
const noCss = {
  name: 'gatehouse:no-css',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? '\0empty.css.js' : null),
  load: (id) => (id === '\0empty.css.js' ? 'export default ""' : null),
};
const { module } = await runnerImport(resolve(file), { configFile: false, logLevel: 'silent', plugins: [noCss] });
const code = await module.main(argv);
process.exit(typeof code === 'number' ? code : 0);
