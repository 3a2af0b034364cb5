/**
 * What the kiosk needs of a flow or rules document at run time (issue 11 §3, docs/decisions/0015):
 * the document without what is written for people — `$schema`; the `description` of the document,
 * its screens, its polls, its next-step table, a part's parameters and its rules; the `note` of
 * transitions, eventless transitions, next steps, uses of parts, loads and their calls — ready to be written without whitespace. Props, arguments and every other
 * value are kept whole: a widget's data may have a `description` of its own.
 *
 * Only for documents the build has checked (`checkedFlowsPlugin.ts`): the kiosk compiles them with
 * `checked: true`, which does not ask for a rule's description. Notes then no longer show in the
 * engine's traces, which only the development tools print.
 *
 * @example
 * leanDocument('flows/visitor.flow.json', JSON.parse(text)) // → the same flow, minus notes and descriptions
 */
export function leanDocument(file: string, data: unknown): unknown {
  if (!isRecord(data)) return data;
  return file.endsWith('.rules.json') ? leanRules(data) : file.endsWith('.flow.json') || file.endsWith('.part.json') ? leanFlow(data) : data;
}

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `value` without the keys written for people; anything but an object stays as it is. */
function without(value: unknown, keys: readonly string[]): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => !keys.includes(key)));
}

const mapList = (value: unknown, each: (item: unknown) => unknown): unknown => (Array.isArray(value) ? value.map(each) : value);

const mapRecord = (value: unknown, each: (item: unknown) => unknown): unknown =>
  isRecord(value) ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, each(item)])) : value;

/** A transition (`on` and `always` entries) without its note. */
const leanTransition = (transition: unknown): unknown => without(transition, ['note']);

const leanHandlers = (on: unknown): unknown => mapRecord(on, (list) => mapList(list, leanTransition));

function leanLoad(load: unknown): unknown {
  const lean = without(load, ['note']);
  return isRecord(lean) && 'calls' in lean ? { ...lean, calls: mapList(lean.calls, (call) => without(call, ['note'])) } : lean;
}

function leanScreen(screen: unknown): unknown {
  const lean = without(screen, ['description']);
  if (!isRecord(lean)) return lean;
  const out: Json = { ...lean };
  if ('on' in out) out.on = leanHandlers(out.on);
  if ('always' in out) out.always = mapList(out.always, leanTransition);
  if ('load' in out) out.load = leanLoad(out.load);
  if ('poll' in out) out.poll = without(out.poll, ['description']);
  if ('use' in out) out.use = mapList(out.use, (use) => without(use, ['note']));
  return out;
}

function leanFlow(flow: Json): Json {
  const out = without(flow, ['$schema', 'description']) as Json;
  if ('on' in out) out.on = leanHandlers(out.on);
  if ('next' in out) {
    const next = without(out.next, ['description']);
    out.next = isRecord(next) ? { ...next, steps: mapList(next.steps, leanTransition) } : next;
  }
  if ('use' in out) out.use = mapList(out.use, (use) => without(use, ['note']));
  if ('params' in out) out.params = mapRecord(out.params, (param) => without(param, ['description']));
  if ('poll' in out) out.poll = mapList(out.poll, (poll) => without(poll, ['description']));
  if ('screens' in out) out.screens = mapRecord(out.screens, leanScreen);
  return out;
}

function leanRules(rules: Json): Json {
  const out = without(rules, ['$schema', 'description']) as Json;
  if ('rules' in out) out.rules = mapRecord(out.rules, (rule) => without(rule, ['description']));
  return out;
}
