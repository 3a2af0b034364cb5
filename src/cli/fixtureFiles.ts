import { readdirSync, readFileSync } from 'node:fs';
import { Fixture } from '../../tests/golden/schema.ts';
import { parseDocument } from '../engine/analysis/parseDocument.ts';
import { jsonPath, type FlowIssue } from '../engine/compile.ts';

/** Where QA keeps the golden-path fixtures. */
export const FIXTURE_DIR = 'tests/fixtures';

/**
 * Fixture files that are not JSON or not the fixture format: each would stop the whole suite, so
 * they are reported first, with the file, the line or JSON path, and what is wrong.
 */
export function checkFixtureFiles(dir = FIXTURE_DIR): FlowIssue[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.fixture.json'))
    .sort()
    .flatMap((name) => {
      const file = `${dir}/${name}`;
      const parsed = parseDocument(file, readFileSync(file, 'utf8'));
      if ('issue' in parsed) return [parsed.issue];
      const result = Fixture.safeParse(parsed.source.data);
      return result.success
        ? []
        : result.error.issues.map(
            (issue): FlowIssue => ({
              severity: 'error',
              file,
              path: jsonPath(issue.path),
              message:
                issue.code === 'invalid_union'
                  ? 'not a fixture step'
                  : issue.code === 'unrecognized_keys'
                    ? `unknown key(s) ${issue.keys.map((k) => `"${k}"`).join(', ')}`
                    : issue.message,
              hint:
                issue.code === 'invalid_union'
                  ? 'a step is {"expect": screen}, {"tap": action}, {"fill": action, "value": text}, {"see": action, "value": text} or {"advance": ms}'
                  : 'see tests/fixtures/fixture.schema.json',
            }),
          );
    });
}
