import { calls } from '../api/allCalls.ts';
import type { EngineRegistry } from '../engine/compile.ts';
import { customOperations } from '../../rules/operations.ts';
import { codeEffects } from './codeEffects.ts';
import { FlowContext } from './flowContext.ts';

/**
 * Call arguments every call site gets from the flow context when it does not give them, the way
 * the client adds the tenant to every call: the kiosk, the visitor's language, profile and visitor,
 * and how far the server's clock is ahead of the kiosk's (`clockOffset`, docs/decisions/0014).
 */
export const AMBIENT_ARGUMENTS = ['kioskId', 'language', 'profileId', 'visitorId', 'clockOffset'] as const;

/**
 * The kiosk's vocabulary as the engine's compiler sees it (DESIGN.md "Reference by name, implement
 * in typed maps"): calls, code effects, custom json-logic operations, ambient call arguments and the
 * flow context. The screen widgets' props and events are the widgets' own (a room above this one):
 * `createEngineRegistry` (src/tooling/engineRegistry.ts) adds them. The engine itself knows no kiosk name.
 */
export function kioskVocabulary(): Omit<EngineRegistry, 'widgets'> {
  return {
    calls,
    effects: codeEffects,
    operations: customOperations,
    ambient: AMBIENT_ARGUMENTS,
    context: FlowContext,
  };
}
