import { parseDocument } from './parseDocument.ts';
import { FlowCompileError, type SourceFile } from '../engine/compile.ts';

/**
 * The flow and rules documents as the development server and the tests bundle them (the same files
 * the CLI checks; a production build bundles the compiled program instead, decision 0018). They are
 * bundled as text and parsed here, so a file that is not JSON is reported as the CLI reports it
 * (a FlowCompileError the page shows), never a page that fails to load.
 *
 * @throws FlowCompileError naming the file, line and column of a document that is not JSON.
 */
export function bundledSources(): { flows: SourceFile[]; rules: SourceFile[] } {
  const texts = {
    ...import.meta.glob<string>('../../flows/*.flow.json', { eager: true, query: '?raw', import: 'default' }),
    ...import.meta.glob<string>('../../flows/parts/*.part.json', { eager: true, query: '?raw', import: 'default' }),
    ...import.meta.glob<string>('../../rules/*.rules.json', { eager: true, query: '?raw', import: 'default' }),
  };
  const parsed = Object.entries(texts).map(([path, text]) => parseDocument(path.replace(/^(\.\.\/)+/, ''), text));
  const problems = parsed.flatMap((r) => ('issue' in r ? [r.issue] : []));
  if (problems.length > 0) throw new FlowCompileError(problems);
  const sources = parsed.flatMap((r) => ('source' in r ? [r.source] : []));
  return { flows: sources.filter((s) => s.file.startsWith('flows/')), rules: sources.filter((s) => s.file.startsWith('rules/')) };
}
