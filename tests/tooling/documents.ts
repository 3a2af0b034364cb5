import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The directories of the documents an integrator edits: flows, their reusable parts, named rules. */
const DOCUMENT_DIRS = ['flows', 'flows/parts', 'rules'] as const;

/**
 * A temporary copy of the flow, part and rules documents (and their generated schemas), as
 * `flows:check` and the build read them: the project's, but for `leave` (paths under the
 * project, e.g. `flows/visitor.flow.json`), which the test writes itself.
 */
export function copyDocuments(prefix: string, leave: readonly string[] = []): string {
  const root = mkdtempSync(join(tmpdir(), prefix));
  for (const dir of DOCUMENT_DIRS) {
    mkdirSync(join(root, dir), { recursive: true });
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.json')))
      if (!leave.includes(`${dir}/${name}`)) copyFileSync(join(dir, name), join(root, dir, name));
  }
  return root;
}
