import type { FlowIssue } from '../../engine/compile.ts';
import { jsonPath } from '../../engine/path.ts';
import { type FlowGraph, type GraphScreen, type GraphTransition, outgoing, screenKey } from './flowGraph.ts';
import { suggest } from '../../engine/suggest.ts';

type Finding = Omit<FlowIssue, 'path'> & { readonly at: readonly PropertyKey[] };

const toIssue = ({ at, ...rest }: Finding): FlowIssue => ({ ...rest, path: jsonPath(at) });

/** Screens a visitor can reach: from the main flow's start, deep links and restore screens. */
export function reachableScreens(graph: FlowGraph): Set<string> {
  const screens = new Map(graph.flows.flatMap((f) => f.screens.map((s) => [s.key, s] as const)));
  const main = graph.flows.find((f) => f.id === graph.main);
  const roots = [
    ...(main ? [screenKey(main.id, main.start)] : []),
    ...[...screens.values()].filter((s) => s.deepLink).map((s) => s.key),
    ...[...screens.values()].filter((s) => s.restore).map((s) => screenKey(s.flow, s.restore as string)),
  ];
  const seen = new Set<string>();
  const queue = roots.filter((key) => screens.has(key));
  while (queue.length > 0) {
    const key = queue.shift() as string;
    if (seen.has(key)) continue;
    seen.add(key);
    const screen = screens.get(key) as GraphScreen;
    for (const t of outgoing(graph, screen)) if (t.target && screens.has(t.target) && !seen.has(t.target)) queue.push(t.target);
  }
  return seen;
}

/**
 * What the graph says about flows the schema cannot (flows/README.md "What flows:check reports"):
 * screens no path reaches, dead ends (no way out but the idle timeout on a screen that is not an
 * end screen; a `redirect` is a way out), events a screen handles that nothing sends, events sent
 * that nothing handles, screen polls without a limit or a timeout event, limits on kiosk-wide
 * polls, routes used twice, and list entries that can never run.
 */
export function graphFindings(graph: FlowGraph): FlowIssue[] {
  const findings: Finding[] = [];
  const reachable = reachableScreens(graph);

  const main = graph.flows.find((f) => f.id === graph.main);
  for (const flow of graph.flows) {
    const { file } = flow;
    const start = flow.id === graph.main ? flow.start : `${graph.main}/${main?.start ?? ''}`;
    const anyReached = flow.screens.some((s) => reachable.has(s.key));
    if (!anyReached && flow.screens.length > 0) {
      findings.push({
        severity: 'warning',
        code: 'unreachable-flow',
        file,
        at: ['id'],
        message: `flow "${flow.id}" is never entered: no goto names "${flow.id}/<screen>" and none of its screens is a deep link`,
        hint: `go to it from another flow with "goto": "${flow.id}/${flow.start}"`,
      });
    }
    for (const screen of flow.screens) {
      const at = ['screens', screen.id];
      if (anyReached && !reachable.has(screen.key)) {
        findings.push({
          severity: 'warning',
          code: 'unreachable-screen',
          file,
          at,
          message: `screen "${screen.id}" is unreachable: no path from the start screen "${start}" leads to it`,
          hint: 'add a transition whose goto names it, mark it "deepLink": true if it is opened by URL, or remove it',
        });
      }
      // an unknown widget is the compiler's error; what it would send is unknown, so say no more
      if (!screen.widgetKnown) continue;
      const exits = outgoing(graph, screen).filter((t) => t.goto || t.redirects);
      if (!screen.end && exits.length === 0) {
        const stuck = screen.idle === 'off';
        findings.push({
          severity: stuck ? 'error' : 'warning',
          code: stuck ? 'stuck-screen' : 'dead-end',
          file,
          at,
          message: stuck
            ? `screen "${screen.id}" has no way out, and its idle timeout is off ("idle": "off"): the kiosk would stay on it for ever`
            : `screen "${screen.id}" is a dead end: no event it can receive leads anywhere, only the idle timeout returns home`,
          hint: `add a transition with a goto for one of the events it receives (${[...screen.events.keys()].join(', ') || 'none'}) or an "always" entry, or make it an end screen with "idle": "end"`,
        });
      }
      for (const t of flow.transitions.filter((x) => x.screen === screen.id && x.list === 'on' && x.index === 0)) {
        if (screen.events.has(t.event)) continue;
        const senders = [...screen.events.keys()];
        const close = suggest(t.event, senders);
        findings.push({
          severity: 'warning',
          code: 'unsent-event',
          file,
          at: [...at, 'on', t.event],
          message: `screen "${screen.id}" handles "${t.event}", which nothing on it sends`,
          hint: `${close ? `did you mean "${close}"? ` : ''}widget ${screen.widget} sends: ${eventsOf(screen, 'widget') || 'nothing'}; its load, poll, calls and sends: ${eventsOf(screen, 'other') || 'nothing'}`,
        });
      }
      findings.push(...unhandledFindings(graph, screen, file, at));
      findings.push(...pollFindings(screen, file, at));
    }
    for (const t of flow.transitions.filter((x) => x.screen === null && x.index === 0)) {
      // the screens the list applies to, as the engine dispatches: of this flow, and for the main flow of flows without their own list
      const screens = graph.flows
        .flatMap((f) => (f.id === flow.id || (flow.id === graph.main && !f.handles.includes(t.event)) ? f.screens : []))
        .filter((s) => !s.handles.includes(t.event));
      // a screen whose widget is unknown may send it
      if (screens.some((s) => !s.widgetKnown || s.events.has(t.event))) continue;
      findings.push({
        severity: 'warning',
        code: 'unsent-event',
        file,
        at: ['on', t.event],
        message: `the flow handles "${t.event}" on every screen that does not handle it itself, but none of them receives it`,
        hint: "check the event name against the widgets' events and the done/error/timeout names of loads, polls and calls and the names of sends",
      });
    }
  }
  findings.push(...routeFindings(graph), ...anywhereFindings(graph), ...kioskPollFindings(graph), ...unreachableEntryFindings(graph));
  return findings.map(toIssue);
}

/** Events of kiosk-wide polls and background calls arrive on any screen: some screen or flow must handle them. */
function anywhereFindings(graph: FlowGraph): Finding[] {
  const handled = new Set(graph.flows.flatMap((f) => [...f.handles, ...f.screens.flatMap((s) => s.handles)]));
  const reported = new Set<string>();
  const findings: Finding[] = [];
  for (const screen of graph.flows.flatMap((f) => f.screens)) {
    for (const [event, sources] of screen.events) {
      const source = sources.find((s) => s.anywhere);
      if (!source?.anywhere || handled.has(event) || reported.has(event)) continue;
      reported.add(event);
      findings.push({
        severity: 'warning',
        code: 'unhandled-event',
        file: source.anywhere.file,
        at: source.anywhere.at,
        message: `"${event}" (sent when ${source.detail}, on whatever screen is shown) is handled by no screen and no flow`,
        hint: `add "on": { "${event}": [...] } to the flow; to ignore it on purpose, handle it with an entry that has only a "note"`,
      });
    }
  }
  return findings;
}

function eventsOf(screen: GraphScreen, kind: 'widget' | 'other'): string {
  return [...screen.events]
    .filter(([, sources]) => sources.some((s) => (kind === 'widget' ? s.kind === 'widget' : s.kind !== 'widget')))
    .map(([e]) => e)
    .join(', ');
}

/** Events a load, poll, call or `send` raises on a screen that neither the screen nor its flow nor the main flow handles. */
function unhandledFindings(graph: FlowGraph, screen: GraphScreen, file: string, at: readonly PropertyKey[]): Finding[] {
  const flow = graph.flows.find((f) => f.id === screen.flow);
  const main = graph.flows.find((f) => f.id === graph.main);
  const handled = new Set([...screen.handles, ...(flow?.handles ?? []), ...(main?.handles ?? [])]);
  const findings: Finding[] = [];
  for (const [event, sources] of screen.events) {
    if (handled.has(event)) continue;
    const source = sources.find((s) => s.kind !== 'widget' && !s.anywhere);
    if (!source) continue;
    // a poll with `until` stops once it holds: nobody acting on its done leaves the visitor waiting
    const pollStops = source.kind === 'poll' && screen.poll?.done === event && screen.poll.until;
    findings.push({
      severity: pollStops ? 'error' : 'warning',
      code: 'unhandled-event',
      file,
      at: pollStops ? [...at, 'poll', 'until'] : at,
      message: pollStops
        ? `the poll of screen "${screen.id}" sends "${event}" once its until holds, but the screen does not handle it: the poll stops and the visitor waits for ever`
        : `"${event}" (sent when ${source.detail}) is handled neither by screen "${screen.id}" nor by its flow`,
      hint: `add "on": { "${event}": [...] } to the screen or the flow${event === 'error' ? ', or give the call an "error" event' : ''}; to ignore it on purpose, handle it with an entry that has only a "note"`,
    });
  }
  return findings;
}

/** A screen poll should end (`limit`) and say so (`timeout`); a kiosk-wide poll runs as long as the kiosk. */
function pollFindings(screen: GraphScreen, file: string, at: readonly PropertyKey[]): Finding[] {
  const poll = screen.poll;
  if (!poll) return [];
  if (!poll.limit) {
    const stuck = screen.idle === 'off';
    return [
      {
        severity: stuck ? 'error' : 'warning',
        code: 'poll-without-limit',
        file,
        at: [...at, 'poll'],
        message: `the poll of ${poll.call} on screen "${screen.id}" has no limit${stuck ? ' and the screen has no idle timeout: the kiosk may wait for ever' : ': the visitor waits until the idle timeout'}`,
        hint: 'add "limit" (ms) and "timeout" with an event the screen handles',
      },
    ];
  }
  if (!poll.timeout) {
    return [
      {
        severity: 'warning',
        code: 'poll-limit-without-timeout',
        file,
        at: [...at, 'poll', 'limit'],
        message: `the poll of ${poll.call} on screen "${screen.id}" stops at its limit, but sends no event then`,
        hint: 'add "timeout" with an event the screen handles (e.g. a screen that explains the timeout)',
      },
    ];
  }
  return [];
}

/** Kiosk-wide polls have no limit: one given there is ignored by the runtime. */
function kioskPollFindings(graph: FlowGraph): Finding[] {
  return graph.flows.flatMap((flow) =>
    flow.polls.flatMap((poll): Finding[] =>
      poll.screenOnly.map((key) => ({
        severity: 'warning',
        code: 'poll-limit-ignored',
        file: flow.file,
        at: [...poll.at, key],
        message: `the kiosk-wide poll of ${poll.call} runs as long as the kiosk: its "${key}" is never used`,
        hint: 'remove it, or move the poll to the screen that should wait for it',
      })),
    ),
  );
}

/**
 * An entry after one without a condition (no `if`) can never run: the first entry that holds is
 * taken, and entries no longer fall through (flow language 3, docs/decisions/0036). An error: a
 * document written for the old language would silently lose its later entries.
 */
function unreachableEntryFindings(graph: FlowGraph): Finding[] {
  const findings: Finding[] = [];
  for (const flow of graph.flows) {
    const lists = new Map<string, GraphTransition[]>();
    for (const t of flow.transitions) {
      const key = `${t.screen ?? '*'}\u0000${t.list}\u0000${t.event}`;
      const list = lists.get(key);
      if (list) list.push(t);
      else lists.set(key, [t]);
    }
    for (const list of lists.values()) {
      const last = list.findIndex((t) => t.condition === undefined);
      if (last < 0 || last === list.length - 1) continue;
      const stop = list[last] as GraphTransition;
      const first = list[last + 1] as GraphTransition;
      const count = list.length - last - 1;
      const name = stop.list === 'always' ? '"always"' : `"${stop.event}"`;
      const what = stop.goto ? `goes to "${stop.goto}"` : 'is taken';
      findings.push({
        severity: 'error',
        code: 'unreachable-entry',
        file: flow.file,
        at: first.at,
        message: `${count === 1 ? `entry [${first.index}]` : `entries [${first.index}]–[${list.length - 1}]`} of ${name}${stop.screen ? ` on screen "${stop.screen}"` : ' of the flow'} can never run: entry [${stop.index}] ${what} without a condition, and entries do not fall through`,
        hint: `the first entry that holds is taken: move the effects of entry [${stop.index}] into the entries that follow (or give them an "if" of their own), give entry [${stop.index}] an "if", or remove what cannot run`,
      });
    }
  }
  return findings;
}

/**
 * Two screens with the same route: a reload or deep link of the second finds the first. That is
 * a problem only when it shows another screen than the second asks for (itself when `deepLink`,
 * else its `restore` screen, else the start screen).
 */
function routeFindings(graph: FlowGraph): Finding[] {
  const seen = new Map<string, GraphScreen>();
  const findings: Finding[] = [];
  const startOf = (flow: string) => graph.flows.find((f) => f.id === flow)?.start;
  const reopened = (screen: GraphScreen) => (screen.deepLink ? screen.id : (screen.restore ?? startOf(screen.flow)));
  for (const flow of graph.flows) {
    for (const screen of flow.screens) {
      const route = screen.path.replace(/:\w+/g, ':').toLowerCase().replace(/\/$/, '');
      const first = seen.get(route);
      if (!first) {
        seen.set(route, screen);
        continue;
      }
      if (first.flow === screen.flow && reopened(first) === reopened(screen)) continue;
      findings.push({
        severity: 'warning',
        code: 'duplicate-route',
        file: flow.file,
        at: ['screens', screen.id, 'path'],
        message: `screen "${screen.id}" has the same route as "${first.key}" (${screen.path}): a reload or deep link of it opens "${reopened(first)}", not "${reopened(screen)}"`,
        hint: `give the screen a route of its own, or "restore": "${reopened(first)}" if that is meant`,
      });
    }
  }
  return findings;
}
