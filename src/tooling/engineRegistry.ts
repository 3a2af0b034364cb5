import type { EngineRegistry } from '../engine/compile.ts';
import { kioskVocabulary } from '../kiosk/registry.ts';
import { allScreenWidgets } from '../../widgets/allScreenWidgets.ts';

/**
 * The registries as the engine's compiler sees them: the kiosk's vocabulary (src/kiosk/registry.ts:
 * calls, code effects, operations, ambient arguments, the flow context) and every screen widget's
 * props and events (widgets/registry.ts). What the tools check and compile the documents against
 * (flows:check, the build's program, the graph, the editor schema) and the development overlay;
 * the kiosk itself never compiles at its start (docs/decisions/0018).
 *
 * @example
 * const { issues } = checkFlowDocuments({ flows, rules, registry: createEngineRegistry(), main: MAIN_FLOW });
 */
export function createEngineRegistry(): EngineRegistry {
  return {
    ...kioskVocabulary(),
    widgets: Object.fromEntries(
      allScreenWidgets.map((w) => [w.type, { props: w.props, events: w.events, ...(w.eventsFromProps ? { eventsFromProps: w.eventsFromProps } : {}) }]),
    ),
  };
}
