import type { FlowIssue } from '../../engine/compile.ts';
import { jsonPath } from '../../engine/compile.ts';
import { outgoing, screenKey, type FlowGraph, type GraphScreen } from './flowGraph.ts';
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
 * What the graph says about flows the schema cannot: screens no path reaches, dead ends (no way
 * out but the idle timeout, on a screen not marked `end`), events a screen handles that nothing
 * sends, events sent that nothing handles, polls without a timeout, routes used twice.
 */
export function graphFindings(graph: FlowGraph): FlowIssue[] {
  const findings: Finding[] = [];
  const reachable = reachableScreens(graph);

  for (const flow of graph.flows) {
    const { file } = flow;
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
          message: `screen "${screen.id}" is unreachable: no path from the start screen "${graph.main === flow.id ? flow.start : graph.main}" leads to it`,
          hint: 'add a transition whose goto names it, mark it "deepLink": true if it is opened by URL, or remove it',
        });
      }
      // an unknown widget is the compiler's error; what it would send is unknown, so say no more
      if (!screen.widgetKnown) continue;
      const exits = outgoing(graph, screen).filter((t) => t.goto && t.goto !== '@stay');
      if (!screen.end && exits.length === 0) {
        const stuck = screen.idle === 'none';
        findings.push({
          severity: stuck ? 'error' : 'warning',
          code: stuck ? 'stuck-screen' : 'dead-end',
          file,
          at,
          message: stuck
            ? `screen "${screen.id}" has no way out, and its idle timeout is off ("idle": "none"): the kiosk would stay on it for ever`
            : `screen "${screen.id}" is a dead end: no event it can receive leads anywhere, only the idle timeout returns home`,
          hint: `add a transition with a goto for one of the events it receives (${[...screen.events.keys()].join(', ') || 'none'}), or mark it "end": true if it is meant to end the visit`,
        });
      }
      for (const t of flow.transitions.filter((x) => x.screen === screen.id && x.index === 0)) {
        if (screen.events.has(t.event)) continue;
        const senders = [...screen.events.keys()];
        const close = suggest(t.event, senders);
        findings.push({
          severity: 'warning',
          code: 'unsent-event',
          file,
          at: [...at, 'on', t.event],
          message: `screen "${screen.id}" handles "${t.event}", which nothing on it sends`,
          hint: `${close ? `did you mean "${close}"? ` : ''}widget ${screen.widget} sends: ${eventsOf(screen, 'widget') || 'nothing'}; calls, polls and timers here send: ${eventsOf(screen, 'other') || 'nothing'}`,
        });
      }
      findings.push(...unhandledFindings(graph, screen, file, at));
      findings.push(...pollFindings(screen, file, at));
    }
    for (const t of flow.transitions.filter((x) => x.screen === null && x.index === 0)) {
      const screens = graph.flows.flatMap((f) =>
        f.id === flow.id || (flow.id === graph.main && !f.transitions.some((x) => x.screen === null && x.event === t.event)) ? f.screens : [],
      );
      if (screens.some((s) => s.events.has(t.event))) continue;
      findings.push({
        severity: 'warning',
        code: 'unsent-event',
        file,
        at: ['on', t.event],
        message: `the flow handles "${t.event}" on every screen, but no screen sends it`,
        hint: "check the event name against the widgets' events and the then/catch/send names of effects",
      });
    }
  }
  findings.push(...routeFindings(graph), ...anywhereFindings(graph));
  return findings.map(toIssue);
}

/** Events of watches and background calls arrive on any screen: some screen or flow must handle them. */
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

/** Events a poll, timer, call or `send` raises on a screen that neither the screen nor its flow handles. */
function unhandledFindings(graph: FlowGraph, screen: GraphScreen, file: string, at: readonly PropertyKey[]): Finding[] {
  const flow = graph.flows.find((f) => f.id === screen.flow);
  const main = graph.flows.find((f) => f.id === graph.main);
  const handled = new Set([...screen.handles, ...(flow?.handles ?? []), ...(main?.handles ?? [])]);
  const findings: Finding[] = [];
  for (const [event, sources] of screen.events) {
    if (handled.has(event)) continue;
    const source = sources.find((s) => s.kind !== 'widget' && !s.anywhere);
    if (!source) continue;
    const pollDone = screen.poll?.then === event;
    findings.push({
      severity: pollDone ? 'error' : 'warning',
      code: 'unhandled-event',
      file,
      at: pollDone ? [...at, 'poll', 'then'] : at,
      message: pollDone
        ? `the poll of screen "${screen.id}" sends "${event}" when it is done, but the screen does not handle it: the poll stops and the visitor waits for ever`
        : `"${event}" (sent when ${source.detail}) is handled neither by screen "${screen.id}" nor by its flow`,
      hint: `add "on": { "${event}": [...] } to the screen or the flow${event === 'error' ? ', or give the call a "catch" event' : ''}; to ignore it on purpose, handle it with an entry that has only a "note"`,
    });
  }
  return findings;
}

function pollFindings(screen: GraphScreen, file: string, at: readonly PropertyKey[]): Finding[] {
  if (!screen.poll) return [];
  if (!screen.poll.timeout) {
    const stuck = screen.idle === 'none';
    return [
      {
        severity: stuck ? 'error' : 'warning',
        code: 'poll-without-timeout',
        file,
        at: [...at, 'poll'],
        message: `the poll of ${screen.poll.call} on screen "${screen.id}" has no timeout${stuck ? ' and the screen has no idle timeout: the kiosk may wait for ever' : ': the visitor waits until the idle timeout'}`,
        hint: 'add "timeout" (ms) and "onTimeout" with an event the screen handles',
      },
    ];
  }
  if (!screen.poll.onTimeout) {
    return [
      {
        severity: 'warning',
        code: 'poll-timeout-unhandled',
        file,
        at: [...at, 'poll', 'timeout'],
        message: `the poll of ${screen.poll.call} on screen "${screen.id}" stops at its timeout, but sends no event then`,
        hint: 'add "onTimeout" with an event the screen handles (e.g. a screen that explains the timeout)',
      },
    ];
  }
  return [];
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
