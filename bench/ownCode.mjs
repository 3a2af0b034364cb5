// How much of the kiosk's gzipped JS+CSS is our own code and how much comes from node_modules, for
// DESIGN.md's "of which our own code ≤ 40 KB" (`npm run bench`).
//
// Method: a chunk's gzip cannot be cut by module, so each JS file's gzip -9 size is split in
// proportion to its minified bytes: the build's source map (vite.config.ts `sourcemap: true`) gives,
// for each mapped segment of the minified code (from one mapping to the next on its line), the
// source it came from; a source under node_modules/ counts as a library, any other (src/, widgets/,
// rules/, the flows compiled at build time) as ours; bytes mapped to no source (glue of the
// bundler) are left out of the shares. A file without a map, and every CSS file (Vite writes no CSS
// maps in a build), counts as ours: the split can only overstate our own code.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

/** The share (0–1) of a minified JS file's mapped bytes that comes from outside node_modules. */
function ownShare(code, map) {
  const lines = code.split('\n');
  const bytes = { own: 0, libraries: 0 };
  let previous = null;
  const close = (end) => {
    if (previous?.source) bytes[/(^|\/)node_modules\//.test(previous.source) ? 'libraries' : 'own'] += end - previous.generatedColumn;
  };
  new SourceMapConsumer(map).eachMapping((m) => {
    if (previous) close(previous.generatedLine === m.generatedLine ? m.generatedColumn : lines[previous.generatedLine - 1].length);
    previous = m;
  });
  if (previous) close(lines[previous.generatedLine - 1].length);
  const mapped = bytes.own + bytes.libraries;
  return mapped === 0 ? 1 : bytes.own / mapped;
}

/**
 * Splits the gzip -9 bytes of `files` (paths under `dir`, e.g. dist/) into our own code and
 * node_modules' by the method above.
 * @returns `{ own, libraries }` in bytes
 */
export function ownCodeGzip(dir, files) {
  let own = 0;
  let libraries = 0;
  for (const file of files) {
    const path = join(dir, file);
    const code = readFileSync(path);
    const gz = gzipSync(code, { level: 9 }).length;
    const share = file.endsWith('.js') && existsSync(`${path}.map`) ? ownShare(code.toString('utf8'), JSON.parse(readFileSync(`${path}.map`, 'utf8'))) : 1;
    own += gz * share;
    libraries += gz * (1 - share);
  }
  return { own, libraries };
}
