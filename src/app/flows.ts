import type { SourceFile } from '../engine/compile.ts';

/** The flow and rules documents bundled into the app (the same files the CLI checks). */
export function bundledSources(): { flows: SourceFile[]; rules: SourceFile[] } {
  const flows = import.meta.glob('../../flows/*.flow.json', { eager: true, import: 'default' });
  const rules = import.meta.glob('../../rules/*.rules.json', { eager: true, import: 'default' });
  const toSources = (modules: Record<string, unknown>) =>
    Object.entries(modules).map(([path, data]) => ({ file: path.replace(/^(\.\.\/)+/, ''), data }));
  return { flows: toSources(flows), rules: toSources(rules) };
}
