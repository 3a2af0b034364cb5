import type { z } from 'zod';
import { type WidgetBase, type WidgetSource, withCode } from './widgetBase.ts';

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
 * A registered screen widget: the shared widget shape (`type`, `description`, `component`,
 * `preload`; widgets/widgetBase.ts) plus the zod schema of its props and the events it may emit.
 * The checker validates every flow's props against `props`.
 */
export interface WidgetDefinition<P = unknown> extends WidgetBase<WidgetComponentProps<P>> {
  readonly props: z.ZodType<P>;
  readonly events: readonly string[];
}

/** The screen-specific part of a definition, on top of the shared `WidgetSource`. */
interface ScreenParts<S extends z.ZodType> {
  readonly props: S;
  readonly events: readonly string[];
}

/**
 * Defines a screen widget. Nothing is registered by calling this: the definition goes into the
 * plain array of `widgets/registry.ts`. Give `component` for a screen the kiosk shows first (it
 * comes with the first bundle), or `load` for the others: their code is fetched when first shown
 * or preloaded (DESIGN.md "Fast on weak hardware": the language screen loads ≤ 100 KB). Field
 * widgets are defined the same way (`defineField`), with their own parts instead of `props`.
 *
 * @example
 * export const ProfileTiles = defineWidget({
 *   type: 'ProfileTiles', props: ProfileTilesProps, events: ['select', 'back', 'home'],
 *   load: () => import('./ProfileTilesScreen.tsx').then((m) => m.ProfileTilesScreen),
 * });
 */
export function defineWidget<S extends z.ZodType>(definition: WidgetSource<WidgetComponentProps<z.infer<S>>> & ScreenParts<S>): WidgetDefinition<z.infer<S>> {
  const base = withCode<WidgetComponentProps<z.infer<S>>, typeof definition>(definition);
  return { ...base, props: definition.props as unknown as z.ZodType<z.infer<S>> };
}
