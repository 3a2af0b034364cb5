import type { FlowIssue, SourceFile } from '../../engine/compile.ts';

/**
 * Parses the text of a flow or rules document; the source keeps the text, so the checker can give
 * each finding its line and column. A file that is not JSON becomes one error with the parser's
 * message and the line and column, the same in the CLI, the build and the development overlay.
 *
 * @example
 * const result = parseDocument('flows/visitor.flow.json', text);
 * if ('issue' in result) console.log(formatIssue(result.issue));
 */
export function parseDocument(file: string, text: string): { source: SourceFile } | { issue: FlowIssue } {
  try {
    return { source: { file, data: JSON.parse(text) as unknown, text } };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const where = locate(text, message);
    return {
      issue: {
        severity: 'error',
        code: 'invalid-json',
        file,
        path: '$',
        ...(where ? { line: where.line, column: where.column } : {}),
        message: `not valid JSON${where ? ` at line ${where.line}, column ${where.column}` : ''}: ${message.replace(/^JSON\.parse: /, '').replace(/ \(line \d+ column \d+\)$/, '')}`,
        hint: where ? `near: ${excerpt(text, where.offset)}` : 'check commas, quotes and brackets',
      },
    };
  }
}

function locate(text: string, message: string): { line: number; column: number; offset: number } | undefined {
  const byPosition = /position (\d+)/.exec(message);
  if (byPosition) {
    const offset = Math.min(Number(byPosition[1]), text.length);
    const before = text.slice(0, offset).split('\n');
    return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1, offset };
  }
  const byLine = /line (\d+) column (\d+)/.exec(message);
  if (byLine) {
    const line = Number(byLine[1]);
    const column = Number(byLine[2]);
    const offset =
      text
        .split('\n')
        .slice(0, line - 1)
        .reduce((n, l) => n + l.length + 1, 0) +
      column -
      1;
    return { line, column, offset };
  }
  if (/end of (JSON )?input|Unterminated/i.test(message)) {
    const lines = text.split('\n');
    return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1, offset: text.length };
  }
  return undefined;
}

/** The text around an offset on one line, with a marker where the parser stopped. */
function excerpt(text: string, offset: number): string {
  const start = Math.max(0, offset - 30);
  const end = Math.min(text.length, offset + 20);
  return `${text.slice(start, offset)}⟨here⟩${text.slice(offset, end)}`.replace(/\s+/g, ' ').trim();
}
