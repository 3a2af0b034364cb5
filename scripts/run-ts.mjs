#!/usr/bin/env node
// Runs a TypeScript command-line module of src/tooling/cli through Vite's module runner (Node 20 has no
// type stripping); the module exports `main(argv)` returning the exit code.
import { importTs } from './importTs.mjs';

const [file, ...argv] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/run-ts.mjs <file.ts> [args...]');
  process.exit(2);
}
const module = await importTs(file);
const code = await module.main(argv);
// stdout into a pipe is written asynchronously: exit once what was printed is out (a long
// `npm run fixtures -- --json` report was cut off when the process exited at once)
process.stdout.write('', () => process.exit(typeof code === 'number' ? code : 0));
