import type { z } from 'zod';
import type { FlowIssue } from '../../engine/compile.ts';
import { jsonPath } from '../../engine/path.ts';
import type { RulesFile } from '../../engine/schema.ts';
import type { FlowGraph } from '../graph/flowGraph.ts';
import { type ContextPaths, describePath } from './contextPaths.ts';
import { eventPayload } from './eventPayloads.ts';
import { flowLogicSlots, type LogicSlot, type ParsedFlow } from './flowLogic.ts';
import { logicReads } from './logicReads.ts';
import { walk } from './zodWalk.ts';

/** A rules document that passed its schema, with its file. */
export interface ParsedRules {
  readonly file: string;
  readonly rules: RulesFile;
}

/**
 * Checks every `var` path of flows and named rules (DESIGN.md "Context"): context paths against
 * the flow context (the schema plus what the flows write, `paths`), and `event.*` paths against
 * what the event being handled carries (`eventPayload`: its senders' payload schemas). Where
 * there is no event (props, `enter`/`exit`, loads, polls) `event.*` is always null, which is a
 * warning. Named rules are checked where they are defined; their `event.*` reads are not (a rule
 * serves many events).
 */
export function contextFindings(input: {
  flows: readonly ParsedFlow[];
  rules: readonly ParsedRules[];
  paths: ContextPaths;
  graph: FlowGraph;
  /** Where the context schema lives, for hints (e.g. `src/kiosk/flowContext.ts`). */
  contextFile?: string;
}): FlowIssue[] {
  const { paths, graph } = input;
  const issues: FlowIssue[] = [];
  const where = input.contextFile ? ` (${input.contextFile})` : '';
  const payloads = new Map<string, z.ZodType | null | undefined>();
  const payloadOf = (slot: LogicSlot) => {
    const key = JSON.stringify(slot.scope);
    if (!payloads.has(key)) payloads.set(key, eventPayload(graph, slot.scope));
    return payloads.get(key);
  };
  const checkEvent = (file: string, path: string, at: readonly PropertyKey[], slot: LogicSlot) => {
    const payload = payloadOf(slot);
    if (payload === undefined) {
      issues.push({
        severity: 'warning',
        code: 'event-unavailable',
        file,
        path: jsonPath(at),
        message: `"${path}" is read in a ${slot.role}, which sees no event: it is always null here`,
        hint: 'copy the value into the context in the transition that handles the event ({"set": "...", "to": {"var": "event..."}}) and read that',
      });
      return;
    }
    if (payload === null) return;
    const parts = path.split('.').slice(1);
    const result = walk(payload, parts);
    if (result.ok) return;
    const scope = slot.scope;
    const event = scope.kind === 'handler' ? `the event "${scope.event}"` : 'an "always" check (it sees only event.at and event.screen)';
    const verdict = describePath(parts, result.depth, result.known, result.kind, { subject: event, prefix: ['event'] });
    issues.push({ severity: 'error', code: 'unknown-event-path', file, path: jsonPath(at), message: verdict.message, hint: verdict.hint });
  };
  const checkContext = (file: string, path: string, at: readonly PropertyKey[]) => {
    const verdict = paths.check(path);
    if (verdict.ok) return;
    issues.push({
      severity: 'error',
      code: 'unknown-var',
      file,
      path: jsonPath(at),
      message: verdict.message,
      hint: verdict.hint.replace('the flow context schema', `the flow context schema${where}`),
    });
  };

  for (const { file, flow } of input.flows) {
    for (const slot of flowLogicSlots(flow)) {
      for (const read of logicReads(slot.logic, slot.at)) {
        // a route parameter's slot is synthetic: report it on the path itself
        const at = slot.role === 'route parameter' ? slot.at : read.at;
        if (read.path === 'event' || read.path.startsWith('event.')) checkEvent(file, read.path, at, slot);
        else checkContext(file, read.path, at);
      }
    }
    flow.keep?.forEach((key, i) => {
      const verdict = paths.check(key);
      if (verdict.ok) return;
      issues.push({
        severity: 'warning',
        code: 'unknown-keep',
        file,
        path: jsonPath(['keep', i]),
        message: `keep names "${key}", which nothing in the flow context has`,
        hint: verdict.hint,
      });
    });
  }
  for (const { file, rules } of input.rules) {
    for (const [name, rule] of Object.entries(rules.rules ?? {})) {
      for (const read of logicReads(rule.logic, ['rules', name, 'logic'])) {
        if (read.path !== 'event' && !read.path.startsWith('event.')) checkContext(file, read.path, read.at);
      }
    }
  }
  return issues;
}
