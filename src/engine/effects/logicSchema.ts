import * as z from 'zod/mini';
import { described } from '../../zod.ts';

/** A json-logic expression (https://jsonlogic.com) or a literal value. Checked by `compile`. */
export const Logic = described(z.unknown(), 'json-logic expression or literal value');

/** Dotted path into the flow context, e.g. `questionary.index`. */
export const ContextPath = described(
  z.string().check(z.regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'a dotted context path such as "questionary.index"')),
  'dotted path into the flow context',
);

export const EventName = described(z.string().check(z.regex(/^@?[A-Za-z][\w.-]*$/, 'an event name such as "select" or "phoneChecked"')), 'event name');

/** Milliseconds: a number, or json-logic giving them. */
export const Milliseconds = described(
  z.union([z.number().check(z.int(), z.nonnegative()), z.record(z.string(), z.unknown())]),
  'milliseconds, or json-logic giving them',
);

/** Call arguments by name: values or json-logic. The catalog fills the ambient ones (kioskId, language, ...) it is not given. */
export const CallArgs = described(
  z.record(z.string(), Logic),
  'arguments by name (values or json-logic); kioskId, language, profileId and visitorId come from the context when not given',
);

/** Evaluates a delay or interval: a finite non-negative number, else `fallback`. */
export function toMs(value: unknown, fallback: number): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}
