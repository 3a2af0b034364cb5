import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FlowIssue, SourceFile } from '../../engine/compile.ts';
import { parseDocument } from '../documents/parseDocument.ts';

/**
 * Reads every `*.flow.json` of `flows/`, `*.part.json` of `flows/parts/` (reusable parts, read
 * with the flows) and `*.rules.json` of `rules/` from disk (Node only).
 * Files that are not valid JSON are returned in `problems`, with the line and column.
 *
 * @example
 * const { flows, rules, problems } = readSources(process.cwd());
 */
export function readSources(root = process.cwd()): { flows: SourceFile[]; rules: SourceFile[]; problems: FlowIssue[] } {
  const problems: FlowIssue[] = [];
  const read = (dir: string, suffix: string): SourceFile[] =>
    (existsSync(join(root, dir)) ? readdirSync(join(root, dir)) : [])
      .filter((name) => name.endsWith(suffix))
      .sort()
      .flatMap((name) => {
        const file = `${dir}/${name}`;
        const result = parseDocument(file, readFileSync(join(root, file), 'utf8'));
        if ('issue' in result) {
          problems.push(result.issue);
          return [];
        }
        return [result.source];
      });
  return { flows: [...read('flows', '.flow.json'), ...read('flows/parts', '.part.json')], rules: read('rules', '.rules.json'), problems };
}
