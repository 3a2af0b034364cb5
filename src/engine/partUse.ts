import type { SourceFile } from './compile.ts';
import type { NextTable, Param, ParamType } from './schema.ts';
import { suggest } from './suggest.ts';

/**
 * Flow language 3's constructs that are written once and used elsewhere, expanded before the
 * flows are compiled or checked (docs/decisions/0036): reusable parts with parameters (`"part"`
 * documents, used by a flow's or a screen's `"use"`), and the main flow's next-step table
 * (`"next"`), which becomes the eventless screen `nextStep` that `"goto": "@next"` leads to.
 * Pure: the given documents are not changed.
 */

/** Reports a finding at a JSON path of a document (the compiler's `error`). */
type Report = (file: string, path: readonly PropertyKey[], message: string, hint?: string, code?: string) => void;

/**
 * Tells the compiler where a stretch of a flow came from (a part's file and path, or another path
 * of the flow as it was before this expansion).
 */
type Place = (flowFile: string, prefix: readonly PropertyKey[], file: string, partPrefix: readonly PropertyKey[]) => void;

/** Starts a generation of places for a flow: one expansion, whose places map to the flow as it was before it. */
type Generation = (flowFile: string) => void;

/** A reusable part as the expansion reads it. */
export interface PartSource {
  readonly part: string;
  readonly params?: Readonly<Record<string, Param>>;
  readonly on?: Readonly<Record<string, readonly unknown[]>>;
  readonly screens?: Readonly<Record<string, unknown>>;
}

interface ReadPart {
  readonly file: string;
  readonly part: PartSource;
}

/** The name of the screen the next-step table becomes, and what `@next` leads to. */
export const NEXT_SCREEN = 'nextStep';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a document is a reusable part (it has `part`). */
export const isReusablePart = (data: unknown): boolean => isRecord(data) && 'part' in data;

/** The reusable parts by name; a name used twice is reported at the second. */
export function readParts(
  sources: readonly SourceFile[],
  parse: ((source: SourceFile) => PartSource | undefined) | undefined,
  report: Report,
): Map<string, ReadPart> {
  const parts = new Map<string, ReadPart>();
  for (const source of sources) {
    const part = parse ? parse(source) : (source.data as PartSource);
    if (!part) continue;
    if (parts.has(part.part)) {
      report(source.file, ['part'], `part "${part.part}" is defined twice`, `the other is ${parts.get(part.part)?.file}`, 'defined-twice');
      continue;
    }
    parts.set(part.part, { file: source.file, part });
  }
  return parts;
}

/** Left out where a member's whole value is an optional parameter without an argument. */
const ABSENT = Symbol('absent');

/**
 * Where a stretch of the expanded text came from: an argument (`param`, and the item of a list
 * spliced in with `"...${name}"`), or the part's own text at another path (`src`: a list item
 * moved by a splice, a key named by a parameter).
 */
type Landing =
  | { readonly at: readonly PropertyKey[]; readonly param: string; readonly item?: number }
  | { readonly at: readonly PropertyKey[]; readonly src: readonly PropertyKey[] };

const PARAM = /\$\{(\w+)\}/g;
const WHOLE = /^\$\{(\w+)\}$/;
const SPLICE = /^\.\.\.\$\{(\w+)\}$/;

/** A text with each `${name}` replaced by its argument's text (a name without an argument stays). */
const textOf = (text: string, args: Readonly<Record<string, unknown>>) =>
  text.replace(PARAM, (whole, name: string) => (Object.hasOwn(args, name) ? String(args[name]) : whole));

/**
 * The part's text with its parameters replaced: `"${name}"` as a whole value is the argument
 * itself (left out, with its member or item, when an optional parameter has none); `"...${name}"`
 * as an item of a list splices the argument's items in (a list of effects into a `do`); inside a
 * longer text or a key, the argument's text. `landed` collects where arguments and moved text went.
 */
function substitute(
  value: unknown,
  args: Readonly<Record<string, unknown>>,
  landed: Landing[] = [],
  at: readonly PropertyKey[] = [],
  src: readonly PropertyKey[] = at,
): unknown {
  if (typeof value === 'string') {
    const whole = WHOLE.exec(value);
    if (!whole) return textOf(value, args);
    const name = whole[1] as string;
    if (!Object.hasOwn(args, name)) return ABSENT;
    landed.push({ at, param: name });
    return args[name];
  }
  if (Array.isArray(value)) {
    const out: unknown[] = [];
    value.forEach((item, i) => {
      const splice = typeof item === 'string' ? SPLICE.exec(item) : null;
      if (splice) {
        const name = splice[1] as string;
        const list = args[name];
        if (Array.isArray(list))
          list.forEach((entry, k) => {
            landed.push({ at: [...at, out.length], param: name, item: k });
            out.push(entry);
          });
        return;
      }
      if (out.length !== i) landed.push({ at: [...at, out.length], src: [...src, i] });
      const next = substitute(item, args, landed, [...at, out.length], [...src, i]);
      if (next !== ABSENT) out.push(next);
    });
    return out;
  }
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const name = textOf(key, args);
      if (name !== key) landed.push({ at: [...at, name], src: [...src, key] });
      const next = substitute(item, args, landed, [...at, name], [...src, key]);
      if (next !== ABSENT) out[name] = next;
    }
    return out;
  }
  return value;
}

/** Whether an argument is of a parameter's type. */
function fits(type: ParamType, value: unknown): boolean {
  switch (type) {
    case 'string':
    case 'goto':
      return typeof value === 'string' && value.length > 0;
    case 'path':
      return typeof value === 'string' && /^[A-Za-z_$][\w$]*(\.[\w$]+)*$/.test(value);
    case 'number':
      return typeof value === 'number';
    case 'boolean':
      return typeof value === 'boolean';
    case 'effects':
      return Array.isArray(value) && value.every(isRecord);
    case 'logic':
      return value !== undefined;
  }
}

/** The arguments of one use, checked against the part's parameters (reported at the use), with the defaults; `given`: the names the use gave. */
function argumentsOf(
  use: Record<string, unknown>,
  part: PartSource,
  file: string,
  at: readonly PropertyKey[],
  report: Report,
): { args: Record<string, unknown>; given: Set<string> } {
  const written = isRecord(use.with) ? use.with : {};
  const params = part.params ?? {};
  const names = Object.keys(params);
  const args: Record<string, unknown> = {};
  const given = new Set<string>();
  for (const [name, value] of Object.entries(written)) {
    const param = params[name];
    if (!param) {
      const close = suggest(name, names);
      report(
        file,
        [...at, 'with', name],
        `part "${part.part}" has no parameter "${name}"`,
        `${close ? `did you mean "${close}"? ` : ''}its parameters: ${names.join(', ') || 'none'}`,
        'unknown-param',
      );
      continue;
    }
    if (!fits(param.type, value)) {
      report(
        file,
        [...at, 'with', name],
        `parameter "${name}" of part "${part.part}" takes ${TYPE_NAMES[param.type]}, not ${JSON.stringify(value)}`,
        param.description,
        'param-type',
      );
      continue;
    }
    args[name] = value;
    given.add(name);
  }
  for (const [name, param] of Object.entries(params)) {
    if (Object.hasOwn(written, name)) continue;
    if (param.default !== undefined) args[name] = param.default;
    else if (!param.optional)
      report(
        file,
        [...at, 'with'],
        `part "${part.part}" needs the parameter "${name}" (${param.type})`,
        `add "${name}": ...${param.description ? ` (${param.description})` : ''}`,
        'missing-param',
      );
  }
  return { args, given };
}

/** How a parameter's type is said in a finding. */
const TYPE_NAMES: Readonly<Record<ParamType, string>> = {
  string: 'a text',
  number: 'a number',
  boolean: 'true or false',
  logic: 'a value or json-logic',
  effects: 'a list of effects',
  goto: 'a goto target (a screen, "flow/screen" or a keyword)',
  path: 'a context path ("a.b")',
};

/** The part a use names, or undefined (reported). */
function partOf(use: unknown, parts: Map<string, ReadPart>, file: string, at: readonly PropertyKey[], report: Report): ReadPart | undefined {
  const name = isRecord(use) ? use.part : undefined;
  if (typeof name !== 'string') return undefined;
  const found = parts.get(name);
  if (!found) {
    const close = suggest(name, parts.keys());
    report(
      file,
      [...at, 'part'],
      `part "${name}" does not exist`,
      `${close ? `did you mean "${close}"? ` : `the parts: ${[...parts.keys()].join(', ') || 'none'}; `}a part is a flows/parts/*.part.json with "part": "${name}"`,
      'unknown-part',
    );
  }
  return found;
}

/**
 * Joins a part's handlers into a record of handler lists: the part's entries of an event come
 * first, then the user's own, whose places shift (told to `place`, in this expansion's generation).
 */
function joinHandlers(
  own: Record<string, unknown>,
  added: Readonly<Record<string, readonly unknown[]>>,
  at: readonly PropertyKey[],
  flowFile: string,
  from: { file: string; at: readonly PropertyKey[] },
  place: Place,
): Record<string, unknown> {
  const out = { ...own };
  for (const [event, entries] of Object.entries(added)) {
    const mine = Array.isArray(out[event]) ? (out[event] as unknown[]) : [];
    entries.forEach((_, i) => {
      place(flowFile, [...at, event, i], from.file, [...from.at, event, i]);
    });
    mine.forEach((_, i) => {
      place(flowFile, [...at, event, entries.length + i], flowFile, [...at, event, i]);
    });
    out[event] = [...entries, ...mine];
  }
  return out;
}

/**
 * Tells `place` where the arguments and the moved text of one expansion came from: an argument
 * the use gave at the use (`with`), a default at the part's parameter, moved text at the part.
 * `base` is where the substituted text sits in the flow, `partBase` where it is written in the part.
 */
function placeLandings(
  landed: readonly Landing[],
  base: readonly PropertyKey[],
  partBase: readonly PropertyKey[],
  use: { file: string; at: readonly PropertyKey[]; given: ReadonlySet<string> },
  part: ReadPart,
  place: Place,
): void {
  for (const landing of landed) {
    const where = [...base, ...landing.at];
    if ('src' in landing) place(use.file, where, part.file, [...partBase, ...landing.src]);
    else {
      const item = landing.item === undefined ? [] : [landing.item];
      if (use.given.has(landing.param)) place(use.file, where, use.file, [...use.at, 'with', landing.param, ...item]);
      else place(use.file, where, part.file, ['params', landing.param, 'default', ...item]);
    }
  }
}

/** `@next` → the main flow's next-step screen, everywhere in a flow document. */
function nextGotos(value: unknown, target: string): unknown {
  if (Array.isArray(value)) return value.map((item) => nextGotos(item, target));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = key === 'goto' && item === '@next' ? target : nextGotos(item, target);
  return out;
}

/** The eventless screen a next-step table is: its steps are the `always` entries, each noted with its step's name. */
function nextScreen(table: NextTable): Record<string, unknown> {
  return {
    description: table.description ?? 'The next-step table: the first step that applies is where the visit goes on.',
    path: table.path,
    widget: 'Busy',
    ...(table.restore ? { restore: table.restore } : {}),
    props: { textKey: 'statusMessages:loading' },
    always: table.steps.map(({ step, note, ...entry }) => ({ ...entry, note: note ? `${step}: ${note}` : step })),
  };
}

/**
 * Expands, in each flow (parts already joined): the flow's `use` (the part's screens and
 * handlers join the flow's), each screen's `use` (the part's handlers join the screen's), and the
 * main flow's `next` table (the screen `nextStep`; `@next` in every flow leads there). Arguments
 * are checked against the part's parameters where the use is written. Each expansion is a
 * generation of `place`: a finding is traced back through them to where its text is written.
 */
export function expandUses(flows: readonly SourceFile[], parts: Map<string, ReadPart>, report: Report, place: Place, generation: Generation): SourceFile[] {
  const withNext = flows.filter((f) => isRecord(f.data) && isRecord(f.data.next));
  for (const extra of withNext.slice(1))
    report(extra.file, ['next'], 'a second next-step table', `the main flow ${withNext[0]?.file} has the one table`, 'defined-twice');
  const main = withNext[0];
  const mainId = main && isRecord(main.data) ? String(main.data.id) : undefined;

  return flows.map((source) => {
    if (!isRecord(source.data)) return source;
    const file = source.file;
    let flow: Record<string, unknown> = { ...source.data };
    const screens: Record<string, unknown> = isRecord(flow.screens) ? { ...flow.screens } : {};

    // the flow's uses: screens and flow-level handlers
    const uses = Array.isArray(flow.use) ? flow.use : [];
    uses.forEach((use, i) => {
      const at = ['use', i];
      const found = partOf(use, parts, file, at, report);
      if (!found) return;
      const { args, given } = argumentsOf(use as Record<string, unknown>, found.part, file, at, report);
      const landed: Landing[] = [];
      const added = substitute({ screens: found.part.screens ?? {}, on: found.part.on ?? {} }, args, landed) as {
        screens: Record<string, unknown>;
        on: Record<string, unknown[]>;
      };
      generation(file);
      for (const [id, screen] of Object.entries(added.screens)) {
        if (Object.hasOwn(screens, id)) {
          report(file, at, `screen "${id}" of part "${found.part.part}" is defined in ${file} too`, 'rename one of them', 'defined-twice');
          continue;
        }
        screens[id] = screen;
        place(file, ['screens', id], found.file, ['screens', id]);
      }
      flow.on = joinHandlers(isRecord(flow.on) ? flow.on : {}, added.on, ['on'], file, { file: found.file, at: ['on'] }, place);
      placeLandings(landed, [], [], { file, at, given }, found, place);
    });
    delete flow.use;

    // each screen's uses: handlers
    for (const [id, screen] of Object.entries(screens)) {
      if (!isRecord(screen) || !Array.isArray(screen.use)) continue;
      const copy: Record<string, unknown> = { ...screen };
      screen.use.forEach((use, i) => {
        const at = ['screens', id, 'use', i];
        const found = partOf(use, parts, file, at, report);
        if (!found) return;
        if (found.part.screens && Object.keys(found.part.screens).length > 0)
          report(
            file,
            [...at, 'part'],
            `part "${found.part.part}" has screens: a flow uses it, not a screen`,
            `move the use to the flow's "use"`,
            'part-with-screens',
          );
        const { args, given } = argumentsOf(use as Record<string, unknown>, found.part, file, at, report);
        const landed: Landing[] = [];
        const on = substitute(found.part.on ?? {}, args, landed) as Record<string, unknown[]>;
        generation(file);
        copy.on = joinHandlers(isRecord(copy.on) ? copy.on : {}, on, ['screens', id, 'on'], file, { file: found.file, at: ['on'] }, place);
        placeLandings(landed, ['screens', id, 'on'], ['on'], { file, at, given }, found, place);
      });
      delete copy.use;
      screens[id] = copy;
    }

    // the next-step table: one eventless screen
    if (source === main && isRecord(flow.next) && Array.isArray(flow.next.steps)) {
      if (Object.hasOwn(screens, NEXT_SCREEN))
        report(file, ['screens', NEXT_SCREEN], `the screen "${NEXT_SCREEN}" is the next-step table's`, 'rename this screen', 'defined-twice');
      screens[NEXT_SCREEN] = nextScreen(flow.next as NextTable);
      generation(file);
      place(file, ['screens', NEXT_SCREEN, 'always'], file, ['next', 'steps']);
      place(file, ['screens', NEXT_SCREEN], file, ['next']);
      delete flow.next;
    }
    flow.screens = screens;
    if (mainId) flow = nextGotos(flow, flow.id === mainId ? NEXT_SCREEN : `${mainId}/${NEXT_SCREEN}`) as Record<string, unknown>;
    return { ...source, data: flow };
  });
}
