import type { z } from 'zod';
import { jsonPath, type EngineRegistry, type FlowIssue } from '../../engine/compile.ts';
import type { RulesFile } from '../../engine/schema.ts';
import { createContextPaths } from './contextPaths.ts';
import type { ParsedFlow } from '../graph/flowGraph.ts';
import { flowContextTargets, flowLogicSlots } from './flowLogic.ts';
import { logicReads } from './logicReads.ts';

/** A rules document that passed its schema, with its file. */
export interface ParsedRules {
  readonly file: string;
  readonly rules: RulesFile;
}

/**
 * Checks every `var` path of flows and named rules against the flow context: the context schema
 * plus what the flows write themselves (`set`, `merge`, `into`, initial `context`). `event.*` reads
 * the current event's data, which only transitions see; elsewhere it is always null.
 */
export function contextFindings(input: {
  flows: readonly ParsedFlow[];
  rules: readonly ParsedRules[];
  registry: EngineRegistry;
  context: z.ZodType;
  /** Where the context schema lives, for hints (e.g. `src/kiosk/flowContext.ts`). */
  contextFile?: string;
}): FlowIssue[] {
  const targets = input.flows.flatMap(({ flow }) => flowContextTargets(flow, input.registry));
  const paths = createContextPaths(input.context, targets);
  const issues: FlowIssue[] = [];
  const where = input.contextFile ? ` (${input.contextFile})` : '';
  const checkRead = (file: string, path: string, at: readonly PropertyKey[], eventAvailable: boolean, role: string) => {
    if (path === 'event' || path.startsWith('event.')) {
      if (!eventAvailable) {
        issues.push({
          severity: 'warning',
          code: 'event-unavailable',
          file,
          path: jsonPath(at),
          message: `"${path}" is read in a ${role}, which sees no event: it is always null here`,
          hint: 'copy the value into the context in the transition that handles the event ({"set": "...", "to": {"var": "event..."}}) and read that',
        });
      }
      return;
    }
    const verdict = paths.check(path);
    if (!verdict.ok) {
      issues.push({
        severity: 'error',
        code: 'unknown-var',
        file,
        path: jsonPath(at),
        message: verdict.message,
        hint: verdict.hint.replace('the flow context schema', `the flow context schema${where}`),
      });
    }
  };

  for (const { file, flow } of input.flows) {
    for (const slot of flowLogicSlots(flow)) {
      for (const read of logicReads(slot.logic, slot.at)) {
        // a route parameter's slot is synthetic: report it on the path itself
        checkRead(file, read.path, slot.role === 'route parameter' ? slot.at : read.at, slot.event, slot.role);
      }
    }
    flow.keep?.forEach((key, i) => {
      const verdict = paths.check(key);
      if (!verdict.ok) {
        issues.push({
          severity: 'warning',
          code: 'unknown-keep',
          file,
          path: jsonPath(['keep', i]),
          message: `keep names "${key}", which nothing in the flow context has`,
          hint: verdict.hint,
        });
      }
    });
  }
  for (const { file, rules } of input.rules) {
    for (const [name, rule] of Object.entries(rules.rules)) {
      for (const read of logicReads(rule.logic, ['rules', name, 'logic'])) checkRead(file, read.path, read.at, true, 'rule');
    }
  }
  return issues;
}
