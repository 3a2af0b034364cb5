import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHints, shiftedMap, visitChunks } from '../../../src/tooling/build/compileHints.ts';

/** A built bundle as Rolldown hands it to `generateBundle`: chunks, and their maps as assets. */
function bundle() {
  const chunk = (fileName: string, code: string, imports: string[], isEntry = false) => ({
    type: 'chunk' as const,
    fileName,
    code,
    isEntry,
    imports,
    dynamicImports: [] as string[],
    moduleIds: [`/kiosk/widgets/${fileName.replace('.js', '.ts')}`],
    sourcemapFileName: `${fileName}.map`,
    map: { mappings: 'AAAA' },
  });
  const map = (fileName: string) => ({ type: 'asset' as const, fileName, source: JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' }) });
  return {
    'index.js': { ...chunk('index.js', 'import "./react.js";\nrun();', ['react.js'], true), dynamicImports: ['later.js', 'sim.js', 'tools.js'] },
    'react.js': chunk('react.js', 'import "./runtime.js";', ['runtime.js']),
    'runtime.js': chunk('runtime.js', 'export const r = 1;', []),
    'later.js': { ...chunk('later.js', 'import "./react.js";', ['react.js']), dynamicImports: ['keyboard.js'] },
    'keyboard.js': chunk('keyboard.js', 'export const k = 1;', []),
    // the simulated site (MSW) and the integrator tools, and what only they import
    'sim.js': { ...chunk('sim.js', 'import "./msw.js";', ['msw.js']), moduleIds: ['/kiosk/src/sim/browser.ts', '/kiosk/src/sim/data.ts'] },
    'msw.js': { ...chunk('msw.js', 'export const m = 1;', []), moduleIds: ['/kiosk/node_modules/msw/lib/browser/index.mjs'] },
    'tools.js': { ...chunk('tools.js', 'import "./react.js";', ['react.js']), moduleIds: ['/kiosk/src/app/templates/TemplatesApp.tsx'] },
    'index.css': { type: 'asset' as const, fileName: 'index.css', source: 'body{}' },
    'index.js.map': map('index.js.map'),
    'later.js.map': map('later.js.map'),
    'sim.js.map': map('sim.js.map'),
  };
}

describe('compile hints on the chunks of a visit (docs/decisions/0028, 0032)', () => {
  it('finds the entries and what they import, statically and dynamically, transitively, but not the simulated site or the integrator tools', () => {
    expect(visitChunks(Object.values(bundle()))).toEqual(new Set(['index.js', 'react.js', 'runtime.js', 'later.js', 'keyboard.js']));
  });

  it('puts the hint first in those chunks, once, and moves their maps one line down', () => {
    const files = bundle();
    const plugin = compileHints();
    const hook = plugin.generateBundle as { order: string; handler: (options: unknown, bundle: unknown) => void };
    // after Vite's own generateBundle, which puts its preload helper on the first line
    expect(hook.order).toBe('post');
    hook.handler({}, files);
    hook.handler({}, files);
    expect(files['index.js'].code).toBe(`${COMPILE_HINT}\nimport "./react.js";\nrun();`);
    expect(files['runtime.js'].code.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    expect(files['later.js'].code).toBe(`${COMPILE_HINT}\nimport "./react.js";`);
    expect(files['sim.js'].code).toBe('import "./msw.js";');
    expect(files['msw.js'].code).toBe('export const m = 1;');
    expect(files['tools.js'].code).toBe('import "./react.js";');
    expect(JSON.parse(files['index.js.map'].source)).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
    expect(JSON.parse(files['later.js.map'].source).mappings).toBe(';AAAA;AACA');
    expect(JSON.parse(files['sim.js.map'].source).mappings).toBe('AAAA;AACA');
    expect(files['index.js'].map.mappings).toBe(';AAAA');
  });

  it('shifts a map by one line and keeps the rest of it', () => {
    expect(JSON.parse(shiftedMap(JSON.stringify({ version: 3, names: ['x'], mappings: ';AAAA' })))).toEqual({ version: 3, names: ['x'], mappings: ';;AAAA' });
  });
});
