import type { ComponentType, ReactNode } from 'react';
import { loadOnDemand } from './kit/loadOnDemand.tsx';

/**
 * What every widget definition has, screen widget (`defineWidget`) or questionary field widget
 * (`defineField`) alike (DESIGN.md "Widgets"): its type name, what it is for, and its component.
 * Each kind adds its own parts on top: a screen its props schema and events, a field its spec code,
 * validator and keyboard.
 */
export interface WidgetBase<C extends object> {
  /** The name a flow screen's `widget` names (screens), or the field type name of core spec §3 (fields). */
  readonly type: string;
  /** One sentence for people: what it shows and which spec section it follows (flows/WIDGETS.md). */
  readonly description?: string;
  /** The component; for a widget defined with `load`, a stand-in that renders it once its code is in. */
  readonly component: ComponentType<C>;
  /** Fetches the code of a widget defined with `load` ahead of its first use; resolves at once for the others. */
  readonly preload: () => Promise<void>;
}

/**
 * How a definition gives its code: `component` (it comes with the bundle that imports the
 * definition: the screens the kiosk may show first) or `load` (fetched when first shown or
 * preloaded; `loading` shows meanwhile, nothing by default). DESIGN.md "Fast on weak hardware".
 */
type WidgetCode<C extends object> =
  | { readonly component: ComponentType<C>; readonly load?: never; readonly loading?: never }
  | { readonly load: () => Promise<ComponentType<C>>; readonly loading?: ReactNode; readonly component?: never };

/** What a definer writes for the shared part: type, description, and component or load. */
export type WidgetSource<C extends object> = { readonly type: string; readonly description?: string } & WidgetCode<C>;

/**
 * Turns a definition as written (`component`, or `load` and `loading`) into the shared shape
 * (`component` and `preload`), keeping the kind-specific parts as they are. `defineWidget` and
 * `defineField` both go through it, so both kinds load on demand the same way.
 *
 * @example
 * const base = withCode<FieldComponentProps, typeof source>(source); // base.component, base.preload
 */
export function withCode<C extends object, D extends WidgetSource<C>>(definition: D): Omit<D, 'component' | 'load' | 'loading'> & WidgetBase<C> {
  const { component, load, loading, ...rest } = definition as D & { component?: ComponentType<C>; load?: () => Promise<ComponentType<C>>; loading?: ReactNode };
  if (load) {
    const onDemand = loadOnDemand(load, loading ?? null);
    return { ...rest, component: onDemand, preload: onDemand.preload };
  }
  return { ...rest, component: component as ComponentType<C>, preload: () => Promise.resolve() };
}
