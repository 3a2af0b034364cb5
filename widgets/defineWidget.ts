import { z } from 'zod';
import { type WidgetBase, type WidgetSource, withCode } from './widgetBase.ts';

/**
 * The events a screen widget emits: event name → zod schema of the data it sends with it. The
 * engine's compiler reads the names (`Object.keys`), the checker walks a payload's schema for
 * `event.*` paths, flows/WIDGETS.md lists the fields. The runtime adds `type` (the name) and `at`
 * (the time), so a payload never has those keys.
 */
export type WidgetEvents = Readonly<Record<string, z.ZodType<Record<string, unknown>, Record<string, unknown>>>>;

/** An event that carries no data (`home`, `back`, `ok`, …). */
export const NoData = z.object({});

/**
 * Sends an event of `E` with its data; TypeScript checks the name and the data against the
 * widget's declared events. Data may be left out for events that carry none.
 *
 * @example
 * emit('select', { isoCode: 'nl' }); // LanguageGrid
 * emit('home');
 */
export type Emit<E extends WidgetEvents> = <K extends keyof E & string>(event: K, data?: z.input<E[K]>) => void;

/** What every screen widget receives: plain props (json-logic already evaluated) and `emit`. */
export interface WidgetComponentProps<P, E extends WidgetEvents = WidgetEvents> {
  /** Props of the screen after the engine evaluated them (DESIGN.md "Widgets"). */
  readonly props: P;
  /** Sends one of the widget's `events` with its data to the flow. */
  readonly emit: Emit<E>;
  /** Id of the flow screen; the root element must carry `data-screen={screenId}`. */
  readonly screenId: string;
}

/**
 * A registered screen widget: the shared widget shape (`type`, `description`, `component`,
 * `preload`; widgets/widgetBase.ts) plus the zod schema of its props and the events it may emit
 * with the schema of each one's data. The checker validates every flow's props against `props`.
 */
export interface WidgetDefinition<P = unknown, E extends WidgetEvents = WidgetEvents> extends WidgetBase<WidgetComponentProps<P, E>> {
  readonly props: z.ZodType<P>;
  /** Every event the widget may emit, whatever its props (`{ select: z.object({ isoCode: z.string() }) }`). */
  readonly events: E;
  /**
   * For a widget whose events depend on its props (Message's `buttons`): the events it emits with
   * these props, for the checker on a screen's literal props. Pure; props it cannot read (a
   * json-logic expression) give `events`.
   */
  readonly eventsFromProps?: (props: unknown) => WidgetEvents;
}

/** The screen-specific part of a definition, on top of the shared `WidgetSource`. */
interface ScreenParts<S extends z.ZodType, E extends WidgetEvents> {
  readonly props: S;
  readonly events: E;
  readonly eventsFromProps?: (props: unknown) => WidgetEvents;
}

/**
 * Defines a screen widget. Nothing is registered by calling this: the definition goes into the
 * plain array of `widgets/registry.ts`. Give `component` for a screen the kiosk shows first (it
 * comes with the first bundle), or `load` for the others: their code is fetched when first shown
 * or preloaded (DESIGN.md "Fast on weak hardware": the language screen loads ≤ 100 KB). Field
 * widgets are defined the same way (`defineField`), with their own parts instead of `props` and
 * `events`.
 *
 * @example
 * export const LanguageGrid = defineWidget({
 *   type: 'LanguageGrid', description: 'Language selection …', props: LanguageGridProps,
 *   events: { select: z.object({ isoCode: z.string() }) },
 *   load: () => import('./LanguageGridScreen.tsx').then((m) => m.LanguageGridScreen),
 * });
 */
export function defineWidget<S extends z.ZodType, E extends WidgetEvents>(
  definition: WidgetSource<WidgetComponentProps<z.infer<S>, E>> & ScreenParts<S, E>,
): WidgetDefinition<z.infer<S>, E> {
  const base = withCode<WidgetComponentProps<z.infer<S>, E>, typeof definition>(definition);
  return { ...base, props: definition.props as unknown as z.ZodType<z.infer<S>> };
}

/**
 * The events a screen may receive from its widget: from its literal props when the widget derives
 * them (`eventsFromProps`), else the widget's `events`.
 *
 * @example
 * eventsOf(Message, { buttons: [{ event: 'agree' }] }); // { agree, home }
 */
export function eventsOf(definition: Pick<WidgetDefinition, 'events' | 'eventsFromProps'>, props: unknown): WidgetEvents {
  return definition.eventsFromProps ? definition.eventsFromProps(props) : definition.events;
}
