import type { Context } from './context.ts';

/** An event sent to the engine: a widget event (`select`, `next`, ...) or an internal one (`@...`). */
export interface EngineEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

/** One call of a screen's `load`, arguments evaluated: what the runtime runs and joins. */
export interface LoadedCall {
  readonly name: string;
  readonly args: Record<string, unknown>;
  readonly into?: string;
  /** A failure of this call does not fail the load (its `into` stays as it was). */
  readonly optional: boolean;
  /** The answer is also texts of the current language (`"translations"` of a load call): the kiosk's, or the visit's. */
  readonly translations?: 'language' | 'visit';
}

/** What one call of a load gave: its answer, or its error. */
export type LoadResult =
  | { readonly into?: string; readonly data: unknown; readonly translations?: 'language' | 'visit' }
  | { readonly into?: string; readonly error: unknown; readonly optional: boolean; readonly call: string };

/**
 * Effects the engine asks the runtime to run (it never runs them). `seq` is the screen entry the
 * effect belongs to: results and timers of another entry are dropped, so a late answer can never
 * act on a screen the visitor has left. `session` changes when the kiosk returns home.
 */
export type RuntimeEffect =
  | {
      readonly kind: 'call';
      readonly seq: number;
      readonly session: number;
      readonly name: string;
      readonly args: Record<string, unknown>;
      readonly into?: string;
      readonly done?: string;
      readonly error?: string;
      readonly background?: boolean;
      /** Statuses tried again after the waits (ms) of `after`; the last answer counts (site-operations §4). */
      readonly retry?: { readonly status: readonly number[]; readonly after: readonly number[] };
    }
  /** A screen's `load`: every call at once, one `@load.done` when all have settled. */
  | { readonly kind: 'load'; readonly seq: number; readonly session: number; readonly calls: readonly LoadedCall[] }
  /**
   * A poll: `scope` "screen" runs while its screen entry shows; a number is the index of a
   * kiosk-scope poll of the main flow, which runs as long as the kiosk does.
   */
  | {
      readonly kind: 'poll';
      readonly seq: number;
      readonly session: number;
      readonly scope: 'screen' | number;
      readonly name: string;
      readonly args: Record<string, unknown>;
      readonly every: number;
      readonly everyAfterError: number;
      readonly limit?: number;
    }
  | { readonly kind: 'pollStop'; readonly seq: number }
  | { readonly kind: 'timer'; readonly seq: number; readonly id: string; readonly ms: number; readonly event: string; readonly data?: unknown }
  | { readonly kind: 'log'; readonly message: unknown; readonly level: number }
  /** Texts for the current language; `visit`: a layer over the kiosk's texts, dropped when the kiosk returns home. */
  | { readonly kind: 'translations'; readonly resources: unknown; readonly scope?: 'visit' }
  | { readonly kind: 'store'; readonly key: string; readonly value: unknown }
  | { readonly kind: 'forget'; readonly key: string }
  | { readonly kind: 'reload' }
  | { readonly kind: 'redirect'; readonly url: string }
  | { readonly kind: 'reset' };

/** One guard checked while handling an event: which entry, its condition, result and the values read. */
export interface TraceCheck {
  readonly index: number;
  readonly source: 'screen' | 'flow';
  readonly rule?: string;
  readonly note?: string;
  readonly condition?: unknown;
  readonly matched: boolean;
  readonly values: Readonly<Record<string, unknown>>;
  readonly goto?: string;
}

/** What the engine evaluated for one event (or for a screen's `always` list): the explanation of a decision. */
export interface TraceEntry {
  /** The event, or `always` for a screen's eventless transitions. */
  readonly event: string;
  /** The flow of `screen` when the event came. */
  readonly flow: string;
  readonly screen: string;
  readonly checks: readonly TraceCheck[];
  /** The screen after the move, when the event moved the kiosk, and its flow. */
  readonly to?: string;
  readonly toFlow?: string;
  readonly handled: boolean;
}

/**
 * A screen's idle policy (the flow document's `idle`): `visit` the general timeout returns home
 * after a warning; `quiet` it returns home without one (a screen that holds nothing of a visitor);
 * `off` no idle timeout (screens that finish by themselves); `end` an end screen, which returns
 * home after the end-screen timeout and needs no way out.
 */
export type IdlePolicy = 'visit' | 'quiet' | 'off' | 'end';

/** The evaluated view of the current screen: the widget and its plain props. */
export interface View {
  readonly screen: string;
  readonly flow: string;
  readonly widget: string;
  readonly props: Readonly<Record<string, unknown>>;
  /** URL path of the screen, parameters filled from the context. */
  readonly path: string;
  readonly idle: IdlePolicy;
  /** Time without a touch after which the kiosk goes home (ms); null: never (`off`, `end`, or no `timeouts.idle`). */
  readonly idleMs: number | null;
  /** Warn before the idle timeout returns home (the runtime shows the countdown). */
  readonly idleWarning: boolean;
  /** How long an end screen shows before the kiosk goes home (ms), for its countdown; null for other screens. */
  readonly endMs: number | null;
}

/** An immutable snapshot of a running flow. */
export interface Snapshot {
  /** The flow the kiosk started with; `@home` returns to its start screen. */
  readonly main: string;
  readonly flow: string;
  readonly screen: string;
  readonly context: Context;
  readonly history: readonly string[];
  readonly seq: number;
  readonly session: number;
  readonly effects: readonly RuntimeEffect[];
  readonly trace: readonly TraceEntry[];
  readonly view: View;
}
