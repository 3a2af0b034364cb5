import { compile, type SourceFile } from '../../engine/compile.ts';
import { type ProgramData, toProgramData } from '../../engine/programData.ts';
import { createEngineRegistry } from '../../kiosk/registry.ts';
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
