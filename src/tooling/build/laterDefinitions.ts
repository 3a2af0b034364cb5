/**
 * The folders of `widgets/screens/` whose widgets the kiosk shows before anything else has loaded
 * (those widgets/registry.ts gives as definitions), and the call modules of the start (those
 * src/api/catalog.ts gives as definitions): their definitions are in the first bundle. The build's
 * configuration cannot import the registry and the catalog (they import React components and zod
 * schemas); `tests/tooling/build/laterDefinitions.test.ts` keeps these lists in step with them.
 */
const FIRST_SCREEN_FOLDERS = ['busy', 'language-grid', 'error-screen', 'not-found', 'restricted-ip', 'unavailable'];
const FIRST_CALL_MODULES = ['kiosk.ts', 'system.ts'];

/**
 * Whether the module `id` (an absolute path) is a later screen's or call's definition: a screen
 * widget's `index.ts` or `props.ts` outside the first screens, or a call module outside the start's.
 * The build groups these into one chunk (`later-definitions`, vite.config.ts; docs/decisions/0019):
 * they load together after the first screen. A first-screen module here would pull the whole group
 * into the first bundle; `tests/tooling/build/laterDefinitions.test.ts` keeps the lists in step.
 */
export function isLaterDefinition(id: string): boolean {
  const screen = /\/widgets\/screens\/(.+)\/(index|props)\.ts$/.exec(id);
  if (screen) return !FIRST_SCREEN_FOLDERS.includes(screen[1] ?? '');
  const file = /\/src\/api\/calls\/([^/]+\.ts)$/.exec(id)?.[1];
  return file !== undefined && !file.endsWith('.test.ts') && !FIRST_CALL_MODULES.includes(file);
}
