import type { Context } from './context.ts';

/** An event sent to the engine: a widget event (`select`, `next`, ...) or an internal one (`@...`). */
export interface EngineEvent {
  readonly type: string;
  readonly [key: string]: unknown;
}

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
      readonly then?: string;
      readonly catch?: string;
      readonly background?: boolean;
    }
  | {
      readonly kind: 'poll';
      readonly seq: number;
      readonly session: number;
      readonly name: string;
      readonly args: Record<string, unknown>;
      readonly every: number;
      readonly everyAfterError: number;
      readonly timeout?: number;
    }
  | { readonly kind: 'pollStop'; readonly seq: number }
  /** A background poll of the main flow (`watch`): runs until the runtime stops; index into the flow's `watch`. */
  | {
      readonly kind: 'watch';
      readonly watch: number;
      readonly name: string;
      readonly args: Record<string, unknown>;
      readonly every: number;
      readonly everyAfterError: number;
    }
  | { readonly kind: 'timer'; readonly seq: number; readonly id: string; readonly ms: number; readonly event: string; readonly data?: unknown }
  | { readonly kind: 'log'; readonly message: unknown; readonly level: number }
  | { readonly kind: 'translations'; readonly resources: unknown }
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

/** What the engine evaluated for one event: the explanation of a decision. */
export interface TraceEntry {
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

/** The evaluated view of the current screen: the widget and its plain props. */
export interface View {
  readonly screen: string;
  readonly flow: string;
  readonly widget: string;
  readonly props: Readonly<Record<string, unknown>>;
  /** URL path of the screen, parameters filled from the context. */
  readonly path: string;
  readonly idle: 'home' | 'none';
  /** Warn before the idle timeout returns home (the runtime shows the countdown). */
  readonly idleWarning: boolean;
  readonly end: boolean;
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
