import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, firstScreenChunks, shiftedMap } from '../../../src/tooling/build/compileHints.ts';

/** A built bundle as Rolldown hands it to `generateBundle`: chunks, and their maps as assets. */
function bundle() {
  const chunk = (fileName: string, code: string, imports: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    code,
    isEntry,
    imports,
    dynamicImports: [] as string[],
    sourcemapFileName: `${fileName}.map`,
    map: { mappings: 'AAAA' },
  });
  const map = (fileName: string) => ({ type: 'asset' as const, fileName, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) });
  return {
    'index.js': { ...chunk('index.js', 'import "./preact.js";\nrun();', ['preact.js'], true), dynamicImports: ['later.js'] },
    'preact.js': chunk('preact.js', 'import "./runtime.js";', ['runtime.js']),
    'runtime.js': chunk('runtime.js', 'export const r = 1;', []),
    'later.js': chunk('later.js', 'import "./preact.js";', ['preact.js']),
    'index.css': { type: 'asset' as const, fileName: 'index.css', source: 'body{}' },
    'index.js.map': map('index.js.map'),
    'later.js.map': map('later.js.map'),
  };
}

describe('compile hints on the first screen (docs/decisions/0028)', () => {
  it('finds the entries and what they import statically, transitively, and no chunk only imported dynamically', () => {
    expect(firstScreenChunks(Object.values(bundle()))).toEqual(new Set(['index.js', 'preact.js', 'runtime.js']));
  });

  it('puts the hint first in those chunks, once, and moves their maps one line down', () => {
    const files = bundle();
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    // after Vite's own generateBundle, which puts its preload helper on the first line
    expect(hook.order).toBe('post');
    hook.handler({}, files);
    hook.handler({}, files);
    expect(files['index.js'].code).toBe(`${COMPILE_HINT}\nimport "./preact.js";\nrun();`);
    expect(files['runtime.js'].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(files['later.js'].code).toBe('import "./preact.js";');
    expect(JSON.parse(files['index.js.map'].source)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
    expect(JSON.parse(files['later.js.map'].source).mappings).toBe('AAAA;AACA');
    expect(files['index.js'].map.mappings).toBe(';AAAA');
  });

  it('shifts a map by one line and keeps the rest of it', () => {
    expect(JSON.parse(shiftedMap(JSON.stringify({ version: 3, names: ['x'], mappings: ';AAAA' })))).toEqual({ version: 3, names: ['x'], mappings: ';;AAAA' });
  });
});
