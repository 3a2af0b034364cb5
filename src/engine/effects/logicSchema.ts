import { z } from 'zod';

/** A json-logic expression (https://jsonlogic.com) or a literal value. Checked by `compile`. */
export const Logic = z.unknown().describe('json-logic expression or literal value');

/** Dotted path into the flow context, e.g. `questionary.index`. */
export const ContextPath = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[\w$]+)*$/, 'a dotted context path such as "questionary.index"')
  .describe('dotted path into the flow context');

export const EventName = z
  .string()
  .regex(/^@?[A-Za-z][\w.-]*$/, 'an event name such as "select" or "phoneChecked"')
  .describe('event name');

/** Milliseconds: a number, or json-logic giving them. */
export const Milliseconds = z.union([z.number().int().nonnegative(), z.record(z.string(), z.unknown())]).describe('milliseconds, or json-logic giving them');

/** Call arguments by name: values or json-logic. The catalog fills the ambient ones (kioskId, language, ...) it is not given. */
export const CallArgs = z
  .record(z.string(), Logic)
  .describe('arguments by name (values or json-logic); kioskId, language, profileId and visitorId come from the context when not given');

/** Evaluates a delay or interval: a finite non-negative number, else `fallback`. */
export function toMs(value: unknown, fallback: number): number {
  const ms = Number(value);
  return Number.isFinite(ms) && ms >= 0 ? ms : fallback;
}
