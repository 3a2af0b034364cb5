import type { ComponentType } from 'react';
import type { z } from 'zod';
import { loadOnDemand } from './fields/loadOnDemand.tsx';

/** What every screen widget receives: plain props (json-logic already evaluated) and `emit`. */
export interface WidgetComponentProps<P> {
  /** Props of the screen after the engine evaluated them (DESIGN.md "Widgets"). */
  readonly props: P;
  /** Sends a widget event (one of the widget's `events`) with its data to the flow. */
  readonly emit: (event: string, data?: Record<string, unknown>) => void;
  /** Id of the flow screen; the root element must carry `data-screen={screenId}`. */
  readonly screenId: string;
}

/**
 * A registered screen widget: type name, zod schema of its props, the events it may emit and
 * the React component. The checker validates every flow's props against `props`.
 */
export interface WidgetDefinition<P = unknown> {
  readonly type: string;
  readonly props: z.ZodType<P>;
  readonly events: readonly string[];
  /** The screen; for a widget defined with `load`, a stand-in that renders it once its code is in. */
  readonly component: ComponentType<WidgetComponentProps<P>>;
  /** Fetches the code of a widget defined with `load` ahead of its first screen; resolves at once for the others. */
  readonly preload: () => Promise<void>;
  readonly description?: string;
}

interface WidgetFields<S extends z.ZodType> {
  type: string;
  props: S;
  events: readonly string[];
  description?: string;
}

/**
 * Defines a screen widget. Nothing is registered by calling this: the definition goes into the
 * plain array of `widgets/registry.ts`. Give `component` for a screen the kiosk shows first (it
 * comes with the first bundle), or `load` for the others: their code is fetched when first shown
 * or preloaded (DESIGN.md "Fast on weak hardware": the language screen loads ≤ 100 KB).
 *
 * @example
 * export const ProfileTiles = defineWidget({
 *   type: 'ProfileTiles', props: ProfileTilesProps, events: ['select', 'back', 'home'],
 *   load: () => import('./ProfileTilesScreen.tsx').then((m) => m.ProfileTilesScreen),
 * });
 */
export function defineWidget<S extends z.ZodType>(
  definition: WidgetFields<S> &
    (
      | { component: ComponentType<WidgetComponentProps<z.infer<S>>>; load?: never }
      | { load: () => Promise<ComponentType<WidgetComponentProps<z.infer<S>>>>; component?: never }
    ),
): WidgetDefinition<z.infer<S>> {
  type P = z.infer<S>;
  const { load, component, ...fields } = definition;
  const props = fields.props as unknown as z.ZodType<P>;
  if (load) {
    const onDemand = loadOnDemand(load);
    return { ...fields, props, component: onDemand, preload: onDemand.preload };
  }
  return { ...fields, props, component: component as ComponentType<WidgetComponentProps<P>>, preload: () => Promise.resolve() };
}
