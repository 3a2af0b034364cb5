import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has all
 * its functions compiled as it loads, on a background thread while it streams in, instead of each
 * one on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What {@link firstScreenChunks} reads of a built chunk (Rollup's and Rolldown's output chunk). */
export interface ChunkLike {
  readonly type: 'chunk' | 'asset';
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
}

/**
 * The file names of the chunks a page loads before anything else: the entries and what they import
 * statically, transitively. Dynamic imports (the later screens, the simulated site) are not followed.
 *
 * @example
 * firstScreenChunks([{ type: 'chunk', fileName: 'index.js', isEntry: true, imports: ['preact.js'] }, ...]);
 * // Set { 'index.js', 'preact.js' }
 */
export function firstScreenChunks(files: Iterable<ChunkLike>): Set<string> {
  const chunks = new Map<string, ChunkLike>();
  for (const file of files) if (file.type === 'chunk') chunks.set(file.fileName, file);
  const first = new Set<string>();
  const visit = (chunk: ChunkLike) => {
    if (first.has(chunk.fileName)) return;
    first.add(chunk.fileName);
    for (const name of chunk.imports ?? []) {
      const imported = chunks.get(name);
      if (imported) visit(imported);
    }
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return first;
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
 * Starts the first screen's chunks with {@link COMPILE_HINT} (docs/decisions/0028): nearly every
 * function in them runs before the language screen is shown, and compiling them lazily cost about
 * 90 ms of the main thread in a cold start at 4× throttling. The later chunks stay lazy (most of
 * their functions belong to screens a visit may never show). The source map moves down one line.
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
        for (const name of firstScreenChunks(files)) {
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
