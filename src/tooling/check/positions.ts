import { findNodeAtLocation, type Node, parseTree } from 'jsonc-parser';
import type { FlowIssue, SourceFile } from '../../engine/compile.ts';

/**
 * `$.screens.a.on["=="][0].var` → `['screens', 'a', 'on', '==', 0, 'var']`: the parts of a JSON
 * path as `jsonPath` (src/engine/compile.ts) writes it; null for a text that is not one.
 */
export function parseJsonPath(path: string): (string | number)[] | null {
  if (!path.startsWith('$')) return null;
  const parts: (string | number)[] = [];
  const token = /\.([A-Za-z_$][\w$]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;
  token.lastIndex = 1;
  while (token.lastIndex < path.length) {
    const match = token.exec(path);
    if (!match) return null;
    if (match[1] !== undefined) parts.push(match[1]);
    else if (match[2] !== undefined) parts.push(Number(match[2]));
    else parts.push(JSON.parse(match[3] as string) as string);
  }
  return parts;
}

/** A document's text, parsed once for the positions of its JSON paths. */
export interface DocumentPositions {
  /** 1-based line and column of what the path names: an object member's key, an item's value; the closest existing parent when the path goes on past the document. */
  locate(path: string): { line: number; column: number };
}

/**
 * Positions of JSON paths in one document's text (with `jsonc-parser`'s tree, which keeps the
 * offsets JSON.parse drops), so findings carry `file:line:column` for editors and terminals.
 *
 * @example
 * documentPositions(text).locate('$.screens.language.widget'); // { line: 72, column: 7 }
 */
export function documentPositions(text: string): DocumentPositions {
  const root = parseTree(text);
  const lineStarts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) lineStarts.push(i + 1);
  const position = (offset: number) => {
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - (lineStarts[low] as number) + 1 };
  };
  return {
    locate(path) {
      const parts = parseJsonPath(path);
      if (!root || !parts) return { line: 1, column: 1 };
      let node: Node | undefined;
      for (let length = parts.length; length >= 0 && !node; length--) node = findNodeAtLocation(root, parts.slice(0, length));
      if (!node) return position(root.offset);
      // a member is where its key is: that is where an editor should put the cursor
      const at = node.parent?.type === 'property' ? node.parent.offset : node.offset;
      return position(at);
    },
  };
}

/**
 * The findings with the line and column of their JSON path, for the files whose text is known
 * (`SourceFile.text`). Findings that already carry a position (a file that is not JSON) keep it.
 */
export function withPositions(issues: readonly FlowIssue[], sources: readonly SourceFile[]): FlowIssue[] {
  const documents = new Map<string, DocumentPositions | null>();
  const documentOf = (file: string) => {
    if (!documents.has(file)) {
      const text = sources.find((s) => s.file === file)?.text;
      documents.set(file, text === undefined ? null : documentPositions(text));
    }
    return documents.get(file);
  };
  return issues.map((issue) => {
    if (issue.line !== undefined) return issue;
    const document = documentOf(issue.file);
    return document ? { ...issue, ...document.locate(issue.path) } : issue;
  });
}
