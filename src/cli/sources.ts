import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../engine/compile.ts';

/** Parse failure of a JSON document, reported like any other flow issue. */
export interface JsonProblem {
  readonly file: string;
  readonly message: string;
}

/**
 * Reads every `*.flow.json` of `flows/` and `*.rules.json` of `rules/` from disk (Node only).
 * Files that are not valid JSON are returned in `problems` with the parser's message.
 */
export function readSources(root = process.cwd()): { flows: SourceFile[]; rules: SourceFile[]; problems: JsonProblem[] } {
  const problems: JsonProblem[] = [];
  const read = (dir: string, suffix: string): SourceFile[] =>
    readdirSync(join(root, dir))
      .filter((name) => name.endsWith(suffix))
      .sort()
      .flatMap((name) => {
        const file = `${dir}/${name}`;
        try {
          return [{ file, data: JSON.parse(readFileSync(join(root, file), 'utf8')) as unknown }];
        } catch (error) {
          problems.push({ file, message: `not valid JSON: ${error instanceof Error ? error.message : String(error)}` });
          return [];
        }
      });
  return { flows: read('flows', '.flow.json'), rules: read('rules', '.rules.json'), problems };
}
