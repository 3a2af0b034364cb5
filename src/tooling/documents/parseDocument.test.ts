import { describe, expect, it } from 'vitest';
import { parseDocument } from './parseDocument.ts';

describe('parseDocument', () => {
  it('parses JSON', () => {
    expect(parseDocument('flows/a.flow.json', '{"id": "a"}')).toEqual({ source: { file: 'flows/a.flow.json', data: { id: 'a' }, text: '{"id": "a"}' } });
  });

  it('names the line and column of a syntax error, with the text around it', () => {
    const text = '{\n  "id": "a",\n  "start": "x"\n  "screens": {}\n}\n';
    const result = parseDocument('flows/a.flow.json', text);
    expect(result).toHaveProperty('issue');
    if (!('issue' in result)) return;
    expect(result.issue).toMatchObject({ severity: 'error', code: 'invalid-json', file: 'flows/a.flow.json', path: '$', line: 4, column: 3 });
    expect(result.issue.message).toMatch(/^not valid JSON at line 4, column 3: /);
    expect(result.issue.hint).toContain('"start": "x" ⟨here⟩"screens"');
  });

  it('places a truncated file at its end', () => {
    const result = parseDocument('flows/a.flow.json', '{ "id": "visitor", ');
    expect('issue' in result && result.issue.message).toMatch(/^not valid JSON at line 1/);
  });
});
