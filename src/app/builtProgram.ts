import type { Program } from '../engine/compile.ts';
import { addLaterFlows, fromProgramData, type LaterProgramData, type ProgramData } from '../engine/programData.ts';
import type { CodeEffect } from '../engine/effects/effect.ts';
import { firstCodeEffects } from '../kiosk/firstCodeEffects.ts';
import { customOperations } from '../../rules/operations.ts';

/**
 * The program a production build compiled from the documents (`data`, docs/decisions/0018), ready to
 * run with the kiosk's code effects and json-logic operations: what `virtual:gatehouse/program` is in
 * a build. Neither the flow schemas nor the compiler load with it.
 *
 * @throws ProgramDataError when `data` is of another version than this code reads.
 */
export function readBuiltProgram(data: ProgramData): Program {
  return fromProgramData(data, { effects: firstCodeEffects, operations: customOperations });
}

/**
 * Adds a build's later flows and the code effects only they run (docs/decisions/0024) to the
 * program `readBuiltProgram` gave.
 * @throws ProgramDataError when a flow refers to a rule the program does not hold.
 */
export function addBuiltFlows(program: Program, later: LaterProgramData, effects: Readonly<Record<string, CodeEffect>>): void {
  addLaterFlows(program, later, effects);
}
