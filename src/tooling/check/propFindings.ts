import { z } from 'zod';
import type { EngineRegistry, FlowIssue } from '../../engine/compile.ts';
import { jsonPath } from '../../engine/path.ts';
import { isOperation } from '../../engine/logic.ts';
import { describeLogic } from '../trace/describeLogic.ts';
import type { ParsedFlow } from './flowLogic.ts';
import { inferLogicType, misfit, type TypeEnv } from './logicTypes.ts';

/** True when a prop value holds json-logic somewhere (an operation, or a record or list with one inside). */
function holdsLogic(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsLogic);
  if (value === null || typeof value !== 'object') return false;
  return isOperation(value) || Object.values(value).some(holdsLogic);
}

/**
 * What a screen gives its widget (issue 10 item 2): every prop the widget needs (`missing-prop`),
 * and props built with json-logic whose result type is known (`inferLogicType`) and which the
 * widget's prop schema cannot take (`prop-type`), e.g. `"title": {"var": "kiosk.timeouts.endScreen"}`,
 * a number where the prop takes a text. Literal props are the compiler's (`wrong value for prop`).
 */
export function propFindings(input: { flows: readonly ParsedFlow[]; registry: Pick<EngineRegistry, 'widgets'>; env: TypeEnv }): FlowIssue[] {
  const issues: FlowIssue[] = [];
  // props see no event: `event.*` is null there
  const env: TypeEnv = { ...input.env, event: undefined };
  for (const { file, flow } of input.flows) {
    for (const [id, screen] of Object.entries(flow.screens)) {
      const widget = input.registry.widgets[screen.widget];
      const shape: Record<string, z.ZodType> | null = widget?.props instanceof z.ZodObject ? widget.props.shape : null;
      if (!shape) continue;
      for (const [name, schema] of Object.entries(shape)) {
        if (screen.props && name in screen.props) continue;
        if (schema.safeParse(undefined).success) continue;
        issues.push({
          severity: 'error',
          code: 'missing-prop',
          file,
          path: jsonPath(['screens', id, 'props']),
          message: `widget ${screen.widget} needs the prop "${name}", which screen "${id}" does not give`,
          hint: `add "${name}" to the screen's props (a value or json-logic)`,
        });
      }
      for (const [name, value] of Object.entries(screen.props ?? {})) {
        const schema = shape[name];
        if (!schema || !holdsLogic(value)) continue;
        const given = inferLogicType(value, env);
        const problem = given && misfit(schema, given);
        if (!problem) continue;
        const part = problem.where.length > 0 ? ` (at ${problem.where.join('.')})` : '';
        issues.push({
          severity: 'error',
          code: 'prop-type',
          file,
          path: jsonPath(['screens', id, 'props', name]),
          message: `prop "${name}" of widget ${screen.widget} takes ${problem.takes}${part}, but ${describeLogic(value, 60)} gives ${problem.gives}`,
          hint: `give the prop ${problem.takes}: read another path, or convert the value (e.g. {"cat": [...]} makes a text)`,
        });
      }
    }
  }
  return issues;
}
