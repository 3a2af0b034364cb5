import { type AnyScreenWidget, screenWidgetOf, screenWidgets } from './registry.ts';

/**
 * Every screen widget's definition, in the registry's order, each one fetched (`widgets/registry.ts`):
 * what the tools read (the compiler's registry, flows/WIDGETS.md, the widget gallery) and the tests.
 * The kiosk's runtime never imports it: it would fetch every later screen's definition at the start
 * (tests/architecture.test.ts); it loads them through `createScreenWidgets`.
 */
export const allScreenWidgets: readonly AnyScreenWidget[] = await Promise.all(Object.values(screenWidgets).map(screenWidgetOf));
