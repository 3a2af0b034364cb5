import type { ComponentType } from 'react';
import type { z } from 'zod';

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
  readonly component: ComponentType<WidgetComponentProps<P>>;
  readonly description?: string;
}

/**
 * Defines a screen widget. Nothing is registered by calling this: the definition goes into the
 * plain array of `widgets/registry.ts`.
 *
 * @example
 * export const ProfileTiles = defineWidget({
 *   type: 'ProfileTiles', props: ProfileTilesProps, events: ['select', 'back', 'home'],
 *   component: ProfileTilesScreen,
 * });
 */
export function defineWidget<S extends z.ZodType>(definition: {
  type: string;
  props: S;
  events: readonly string[];
  component: ComponentType<WidgetComponentProps<z.infer<S>>>;
  description?: string;
}): WidgetDefinition<z.infer<S>> {
  return definition as WidgetDefinition<z.infer<S>>;
}
