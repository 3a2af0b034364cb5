import { calls } from '../api/catalog.ts';
import type { EngineRegistry } from '../engine/compile.ts';
import { screenWidgets } from '../../widgets/registry.ts';
import { FlowContext } from './flowContext.ts';

/** The registries as the engine's compiler sees them: widget props schemas and events, calls, the flow context. */
export function createEngineRegistry(): EngineRegistry {
  return {
    widgets: Object.fromEntries(screenWidgets.map((w) => [w.type, { props: w.props, events: Object.keys(w.events) }])),
    calls,
    context: FlowContext,
  };
}
