import type { z } from 'zod';
import { suggest } from '../../engine/suggest.ts';
import { deepest, unionOf, type Walk, walk } from './zodWalk.ts';

/** A context path a flow writes (`set`, `merge`, a call's or poll's `into`, initial `context`). */
export interface ContextTarget {
  readonly path: string;
  /** What is written there, when known (a call's answer schema); otherwise anything. */
  readonly schema?: z.ZodType;
}

/** The verdict on one read path: fine, or what is wrong with a hint. */
export type PathVerdict = { readonly ok: true } | { readonly ok: false; readonly message: string; readonly hint: string };

/** What the context holds at a path, as `createContextPaths` sees it. */
export interface ContextPaths {
  /** Whether a `var` path names something the context has. */
  check(path: string): PathVerdict;
  /** The schema of the value at a path (the context schema's, else a call answer's written there); null when unknown or not there. */
  typeOf(path: string): z.ZodType | null;
}

const isPrefix = (prefix: readonly string[], of: readonly string[]) => prefix.length <= of.length && prefix.every((p, i) => p === of[i]);

/**
 * Checks the context paths a flow reads against the flow context schema and the paths the flows
 * write themselves (DESIGN.md "Context": "the checker can reject a `var` that names nothing").
 * A path is fine when the schema has it, when it lies under a written path (checked against the
 * call's answer schema when the writer is a call), or when it leads to a written path.
 *
 * @example
 * const paths = createContextPaths(FlowContext, [{ path: 'registration.startedOn' }]);
 * paths.check('kiosk.timeouts.endScreen'); // { ok: true }
 * paths.check('kiosk.timeout');            // { ok: false, message: '... has no "timeout"', hint: 'did you mean "kiosk.timeouts"? ...' }
 * paths.typeOf('kiosk.timeouts.endScreen'); // the zod schema of the number
 */
export function createContextPaths(schema: z.ZodType, targets: readonly ContextTarget[]): ContextPaths {
  const written = targets.map((t) => ({ parts: t.path.split('.'), schema: t.schema }));
  /** Every reading of a path: the context schema's walk, then each written path's. */
  const readings = (parts: readonly string[]): { walks: Walk[]; written: boolean } => {
    const walks: Walk[] = [walk(schema, parts)];
    let leads = false;
    for (const target of written) {
      if (isPrefix(target.parts, parts)) walks.push(target.schema ? walk(target.schema, parts, target.parts.length) : { ok: true, schema: null });
      else if (isPrefix(parts, target.parts)) leads = true;
    }
    return { walks, written: leads };
  };

  return {
    check(path) {
      const parts = path.split('.');
      const { walks, written: leads } = readings(parts);
      if (leads || walks.some((w) => w.ok)) return { ok: true };
      const failure = deepest(walks) as Extract<Walk, { ok: false }>;
      // keys written by flows at the failing level count as known too
      const parent = parts.slice(0, failure.depth);
      const known = new Set(failure.known);
      for (const target of written) if (target.parts.length > failure.depth && isPrefix(parent, target.parts)) known.add(target.parts[failure.depth] as string);
      return describePath(parts, failure.depth, [...known], failure.kind, { subject: 'the flow context' });
    },
    typeOf(path) {
      const parts = path.split('.');
      const { walks, written: leads } = readings(parts);
      const [fromSchema, ...fromTargets] = walks;
      // the context schema says what a value is; written paths it does not have say it otherwise
      if (fromSchema?.ok) return fromSchema.schema;
      if (leads) return null;
      const held = fromTargets.filter((w): w is Extract<Walk, { ok: true }> => w.ok);
      if (held.length === 0 || held.some((w) => w.schema === null)) return null;
      return unionOf(held.map((w) => w.schema as z.ZodType));
    },
  };
}

/**
 * A path that names nothing, in words: what it is, where it stops and what is known there; the
 * hint suggests the closest known name with the rest of the path kept (`event.answer.value.0`).
 */
export function describePath(
  parts: readonly string[],
  depth: number,
  known: readonly string[],
  kind: string | undefined,
  options: { readonly subject: string; readonly prefix?: readonly string[]; readonly topHint?: string },
): Extract<PathVerdict, { ok: false }> {
  const prefix = options.prefix ?? [];
  const show = (p: readonly string[]) => [...prefix, ...p].join('.');
  const path = show(parts);
  const missing = parts[depth] as string;
  const parent = show(parts.slice(0, depth));
  const close = suggest(missing, known);
  const didYouMean = close ? `did you mean "${show([...parts.slice(0, depth), close, ...parts.slice(depth + 1)])}"? ` : '';
  const knownList = known.length > 0 ? `known here: ${[...known].sort().join(', ')}` : '';
  if (depth === 0 && prefix.length === 0) {
    return {
      ok: false,
      message: `"${path}" names nothing in ${options.subject}`,
      hint: `${didYouMean}${options.topHint ?? `declare "${missing}" in the flow context schema, or write it with set, merge or a call's into`}`,
    };
  }
  if (kind === 'a list') {
    return { ok: false, message: `"${path}" reads "${missing}" of "${parent}", which is a list`, hint: `read an item by its index, e.g. "${parent}.0"` };
  }
  if (kind) {
    return { ok: false, message: `"${path}" reads "${missing}" of "${parent}", which is ${kind}`, hint: `read "${parent}" itself` };
  }
  return { ok: false, message: `"${path}" names nothing in ${options.subject}: "${parent}" has no "${missing}"`, hint: `${didYouMean}${knownList}`.trim() };
}
