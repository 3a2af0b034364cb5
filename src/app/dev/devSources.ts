import { checkFlowDocuments, type CheckResult } from '../../tooling/check/checkFlowDocuments.ts';
import { parseDocument } from '../../tooling/documents/parseDocument.ts';
import { MAIN_FLOW } from '../../kiosk/mainFlow.ts';
import { createEngineRegistry } from '../../tooling/engineRegistry.ts';
import { FLOW_CONTEXT_FILE } from '../../kiosk/flowContext.ts';

/**
 * The whole `flows:check` over the documents bundled in this development page, read as text so a
 * file that is not JSON is reported like the CLI reports it. Same findings, same messages.
 */
export function checkBundledFlows(): CheckResult {
  const texts = {
    ...import.meta.glob<string>('../../../flows/*.flow.json', { eager: true, query: '?raw', import: 'default' }),
    ...import.meta.glob<string>('../../../flows/parts/*.part.json', { eager: true, query: '?raw', import: 'default' }),
    ...import.meta.glob<string>('../../../rules/*.rules.json', { eager: true, query: '?raw', import: 'default' }),
  };
  const parsed = Object.entries(texts).map(([path, text]) => parseDocument(path.replace(/^(\.\.\/)+/, ''), text));
  const sources = parsed.flatMap((r) => ('source' in r ? [r.source] : []));
  const result = checkFlowDocuments({
    flows: sources.filter((s) => s.file.startsWith('flows/')),
    rules: sources.filter((s) => s.file.startsWith('rules/')),
    registry: createEngineRegistry(),
    main: MAIN_FLOW,
    contextFile: FLOW_CONTEXT_FILE,
  });
  return { ...result, issues: [...parsed.flatMap((r) => ('issue' in r ? [r.issue] : [])), ...result.issues] };
}
