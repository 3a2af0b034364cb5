import { calls } from '../api/catalog.ts';
import type { EngineRegistry } from '../engine/compile.ts';
import type { CodeEffect } from '../engine/effects/effect.ts';
import { customOperations } from '../../rules/operations.ts';
import { screenWidgets } from '../../widgets/registry.ts';
import { answerQuestionEffect, previousQuestionEffect, startQuestionaryEffect } from './effects/questionary.ts';
import { recordFailedAction } from './effects/recordFailedAction.ts';
import { answerTestQuestionEffect, previousTestQuestionEffect, startCertificationTestEffect, testMessageEffect } from './effects/certificationTest.ts';
import { FlowContext } from './flowContext.ts';

/**
 * Call arguments every call site gets from the flow context when it does not give them, the way
 * the client adds the tenant to every call: the kiosk, the visitor's language, profile and visitor,
 * and how far the server's clock is ahead of the kiosk's (`clockOffset`, docs/decisions/0014).
 */
export const AMBIENT_ARGUMENTS = ['kioskId', 'language', 'profileId', 'visitorId', 'clockOffset'] as const;

/** The named effects implemented in code that flows may `run`. */
export const codeEffects: Readonly<Record<string, CodeEffect>> = {
  recordFailedAction: recordFailedAction as CodeEffect,
  startQuestionary: startQuestionaryEffect as CodeEffect,
  answerQuestion: answerQuestionEffect as CodeEffect,
  previousQuestion: previousQuestionEffect as CodeEffect,
  startCertificationTest: startCertificationTestEffect as CodeEffect,
  answerTestQuestion: answerTestQuestionEffect as CodeEffect,
  previousTestQuestion: previousTestQuestionEffect as CodeEffect,
  testMessage: testMessageEffect as CodeEffect,
};

/**
 * The registries as the engine's compiler sees them (DESIGN.md "Reference by name, implement in
 * typed maps"): widget props and events, calls, code effects, custom json-logic operations,
 * ambient call arguments and the flow context. The engine itself knows no kiosk name.
 */
export function createEngineRegistry(): EngineRegistry {
  return {
    widgets: Object.fromEntries(
      screenWidgets.map((w) => [w.type, { props: w.props, events: w.events, ...(w.eventsFromProps ? { eventsFromProps: w.eventsFromProps } : {}) }]),
    ),
    calls,
    effects: codeEffects,
    operations: customOperations,
    ambient: AMBIENT_ARGUMENTS,
    context: FlowContext,
  };
}
