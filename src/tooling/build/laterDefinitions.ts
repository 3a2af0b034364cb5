import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What `file` imports at its top (`import … from '…'`, not `import type`, not `import()`), by specifier. */
function staticImports(file: URL): string[] {
  const text = readFileSync(fileURLToPath(file), 'utf8');
  return [...text.matchAll(/^import (?!type )[^;]*? from '([^']+)';$/gm)].map((match) => match[1] ?? '');
}

/**
 * The folders of `widgets/screens/` whose widgets the kiosk shows before anything else has loaded,
 * and the call modules of the start: those the registry (widgets/registry.ts) and the catalog
 * (src/api/catalog.ts) import, giving their definitions; every other they fetch. Read from the two
 * lists' own text: the build's configuration cannot load them (they import React components and
 * zod schemas), and a second list here would be one more to keep in step.
 */
const FIRST_SCREEN_FOLDERS = staticImports(new URL('../../../widgets/registry.ts', import.meta.url)).flatMap(
  (specifier) => /^\.\/screens\/(.+)\/index\.ts$/.exec(specifier)?.[1] ?? [],
);
const FIRST_CALL_MODULES = staticImports(new URL('../../api/catalog.ts', import.meta.url)).flatMap(
  (specifier) => /^\.\/calls\/([^/]+\.ts)$/.exec(specifier)?.[1] ?? [],
);

/**
 * Whether the module `id` (an absolute path) is a later screen's or call's definition: a screen
 * widget's `index.ts` or `props.ts` outside the first screens, or a call module outside the start's.
 * The build groups these into one chunk (`later-definitions`, vite.config.ts; docs/decisions/0019):
 * they load together after the first screen. A first-screen module here would pull the whole group
 * into the first bundle; `tests/tooling/build/laterDefinitions.test.ts` checks the result against the registry and the catalog.
 */
export function isLaterDefinition(id: string): boolean {
  const screen = /\/widgets\/screens\/(.+)\/(index|props)\.ts$/.exec(id);
  if (screen) return !FIRST_SCREEN_FOLDERS.includes(screen[1] ?? '');
  const file = /\/src\/api\/calls\/([^/]+\.ts)$/.exec(id)?.[1];
  return file !== undefined && !file.endsWith('.test.ts') && !FIRST_CALL_MODULES.includes(file);
}

/**
 * Whether the module `id` is one of the calls' answer schemas (`src/api/schemas/`): the build puts
 * them in one chunk (`call-schemas`, vite.config.ts) so that no chunk a later call's `import()`
 * opens holds a schema the later definitions import back (a cycle whose order of evaluation is a race;
 * src/tooling/build/chunkCycles.ts).
 */
export function isCallSchema(id: string): boolean {
  return /\/src\/api\/schemas\/[^/]+\.ts$/.test(id) && !id.endsWith('.test.ts');
}
