import { MAIN_FLOW } from '../../kiosk/mainFlow.ts';
import type { FlowIssue } from '../../engine/compile.ts';
import { FLOW_CONTEXT_FILE } from '../../kiosk/flowContext.ts';
import { createEngineRegistry } from '../engineRegistry.ts';
import { checkFlowDocuments } from './checkFlowDocuments.ts';
import { readSources } from './sources.ts';

/**
 * Every finding on the flow and rules documents under `root`: files that are not JSON, then
 * the whole check of `checkFlowDocuments` against the real registries. What `npm run flows:check`
 * prints and the production build fails on (build/checkedFlowsPlugin.ts).
 *
 * @example
 * const errors = checkFlows().filter((i) => i.severity === 'error');
 */
export function checkFlows(root = process.cwd()): FlowIssue[] {
  const { flows, rules, problems } = readSources(root);
  const { issues } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW, contextFile: FLOW_CONTEXT_FILE });
  return [...problems, ...issues];
}
