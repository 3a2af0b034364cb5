import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all
 * its functions compiled as it loads, on a background thread while it streams in, instead of each
 * one on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What {@link visitChunks} reads of a built chunk (Rollup's and Rolldown's output chunk). */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  /** The absolute paths of the modules in the chunk. */
  readonly moduleIds?: readonly string[];
}

/**
 * Modules of code that is not the kiosk's visit: the simulated site (demo builds only, MSW and its
 * data) and the integrator tools' pages (`/templates`).
 */
const NOT_A_VISIT = /[\\/]src[\\/](sim|app[\\/]templates)[\\/]|[\\/]node_modules[\\/]msw[\\/]/;

/**
 * The file names of the chunks a visit may run: the entries and every chunk they import, statically
 * or dynamically, transitively, except a chunk with a module of the simulated site or the integrator
 * tools in it (and what only such a chunk imports).
 *
 * @example
 * visitChunks([{ type: 'chunk', fileName: 'index.js', isEntry: true, dynamicImports: ['sim.js', 'later.js'] }, ...]);
 * // Set { 'index.js', 'later.js' } when sim.js holds src/sim/browser.ts
 */
export function visitChunks(files: Iterable<ChunkLike>): Set<string> {
  const chunks = new Map<string, ChunkLike>();
  for (const file of files) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const visit = new Set<string>();
  const walk = (chunk: ChunkLike) => {
    if (visit.has(chunk.fileName) || chunk.moduleIds?.some((id) => NOT_A_VISIT.test(id))) return;
    visit.add(chunk.fileName);
    for (const name of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      const imported = chunks.get(name);
      if (imported) walk(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk);
  return visit;
}

/**
 * A source map (JSON) for the same code one line lower.
 *
 * @throws SyntaxError when `json` is not JSON
 */
export function shiftedMap(json: string): string {
  const map = JSON.parse(json) as { mappings: string };
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Starts the chunks of a visit with {@link COMPILE_HINT} (docs/decisions/0028, 0032). The first
 * screen's chunks: nearly every function in them runs before the language screen is shown, and
 * compiling them lazily cost about 90 ms of the main thread in a cold start at 4× throttling. The
 * later chunks (the questionary, its field widgets, the keyboard, the other screens), loaded while
 * the first screen waits: compiled as they load, a visitor's first steps into each kind of question
 * do not compile them on the main thread (the peer questionnaire's first pass, 4×: the work before
 * the DOM 10.8 → 9.3 ms median, p95 25.4 → 18.9 ms). The simulated site and the integrator tools
 * stay lazy. Each source map moves down one line.
 */
export function compileHints(): Plugin {
  return {
    name: 'gatehouse:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      // after Vite's own (its preload helper goes on the first line too): the hint must be first
      order: 'post',
      handler(_options, bundle) {
        const files = Object.values(bundle);
        for (const name of visitChunks(files)) {
          const chunk = bundle[name];
          if (chunk?.type !== 'chunk' || chunk.code.startsWith(COMPILE_HINT)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // the map moves down a line: the chunk's own, and the .map file Rolldown has already made
          // of it (rolldown/rolldown#10676: a change to `chunk.map` alone does not reach that file)
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const mapFile = bundle[chunk.sourcemapFileName ?? `${name}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') mapFile.source = shiftedMap(mapFile.source);
        }
      },
    },
  };
}
