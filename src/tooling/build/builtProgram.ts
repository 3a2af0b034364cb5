import { compile, type SourceFile } from '../../engine/compile.ts';
import { type LaterProgramData, type ProgramData, ProgramDataError, splitProgramData, toProgramData } from '../../engine/programData.ts';
import { firstCodeEffects } from '../../kiosk/firstCodeEffects.ts';
import { laterCodeEffects } from '../../kiosk/laterCodeEffects.ts';
import { createEngineRegistry } from '../engineRegistry.ts';
import { MAIN_FLOW } from '../../kiosk/mainFlow.ts';
import { readSources } from '../check/sources.ts';
import { leanDocument } from './leanDocument.ts';

/**
 * The program a production build bundles (issue 11 §3, docs/decisions/0018): the flow and rules
 * documents under `root`, lean (`leanDocument`: no notes or descriptions), compiled once here against
 * the real registries and written as JSON (`toProgramData`). The kiosk reads it with
 * `fromProgramData` instead of compiling at its start.
 *
 * @throws FlowCompileError when a document has an error (`checkedFlows` has stopped the build before).
 * @throws ProgramDataError when the program cannot be written as JSON.
 */
export function buildProgramData(root: string): ProgramData {
  const { flows, rules } = readSources(root);
  const lean = (source: SourceFile): SourceFile => ({ file: source.file, data: leanDocument(source.file, source.data) });
  const { program } = compile({ flows: flows.map(lean), rules: rules.map(lean), registry: createEngineRegistry(), checked: true });
  return toProgramData(program);
}

/**
 * The flows a built kiosk loads with its first screen (docs/decisions/0024): the main flow
 * (`MAIN_FLOW`, src/kiosk/mainFlow.ts: the start, the language screen, the errors). The others
 * load after the first screen.
 */
export const FIRST_FLOWS: readonly string[] = [MAIN_FLOW];

/**
 * `buildProgramData(root)` in two parts (docs/decisions/0024): `first`, which the first screen loads
 * (FIRST_FLOWS with the rules they use), and `later`: the other flows, their other rules, the constants.
 */
export function buildProgramParts(root: string): { first: ProgramData; later: LaterProgramData } {
  const { first, later } = splitProgramData(buildProgramData(root), FIRST_FLOWS);
  return { first: withLaterCodeEffects(first), later };
}

/**
 * `first` naming the code effects its flows run that load later (`laterCodeEffects`): a step that
 * runs one before they are in waits for them (Program.laterCodeEffects).
 * @throws ProgramDataError naming the flow and the effect when it is in neither registry (the build stops).
 */
export function withLaterCodeEffects(first: ProgramData): ProgramData {
  const later = new Set<string>();
  const walk = (value: unknown, flow: string): void => {
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.run === 'string' && !Object.hasOwn(firstCodeEffects, record.run)) {
      if (!Object.hasOwn(laterCodeEffects, record.run)) {
        throw new ProgramDataError(
          `flow "${flow}" runs the code effect "${record.run}", which neither src/kiosk/firstCodeEffects.ts nor src/kiosk/laterCodeEffects.ts holds`,
        );
      }
      later.add(record.run);
    }
    for (const item of Object.values(record)) walk(item, flow);
  };
  for (const [id, flow] of Object.entries(first.flows)) walk(flow, id);
  return later.size > 0 ? { ...first, laterCodeEffects: [...later].sort() } : first;
}
