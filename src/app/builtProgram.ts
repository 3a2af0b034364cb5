import type { Program } from '../engine/compile.ts';
import { fromProgramData, type ProgramData } from '../engine/programData.ts';
import { codeEffects } from '../kiosk/codeEffects.ts';
import { customOperations } from '../../rules/operations.ts';

/**
 * The program a production build compiled from the documents (`data`, docs/decisions/0018), ready to
 * run with the kiosk's code effects and json-logic operations: what `virtual:gatehouse/program` is in
 * a build. Neither the flow schemas nor the compiler load with it.
 *
 * @throws ProgramDataError when `data` is of another version than this code reads.
 */
export function readBuiltProgram(data: ProgramData): Program {
  return fromProgramData(data, { effects: codeEffects, operations: customOperations });
}
