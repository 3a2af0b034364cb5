import { describe, expect, it } from 'vitest';
import { jsonPath } from '../../../src/engine/path.ts';
import { documentPositions, parseJsonPath, withPositions } from '../../../src/tooling/check/positions.ts';

const text = ['{', '  "id": "demo",', '  "screens": {', '    "a b": { "on": { "next": [', '      { "if": { "==": [1, 2] } }', '    ] } }', '  }', '}', ''].join(
  '\n',
);

describe('positions of JSON paths', () => {
  it('reads back the paths jsonPath writes', () => {
    for (const parts of [[], ['screens', 'a', 'on', 'next', 0], ['screens', 'a b', 'if', '==', 1, 'var'], ['rules', 'x', 'logic', '>']]) {
      expect(parseJsonPath(jsonPath(parts))).toEqual(parts);
    }
    expect(parseJsonPath('screens.a')).toBeNull();
    expect(parseJsonPath('$.screens[x]')).toBeNull();
  });

  it("gives a member's key, an item's start, and the closest parent of a path past the document", () => {
    const positions = documentPositions(text);
    expect(positions.locate('$.id')).toEqual({ line: 2, column: 3 });
    expect(positions.locate('$.screens["a b"].on.next[0]')).toEqual({ line: 5, column: 7 });
    expect(positions.locate('$.screens["a b"].on.next[0].if["=="][1]')).toEqual({ line: 5, column: 27 });
    // "props" is not in the document: the screen is where to add it
    expect(positions.locate('$.screens["a b"].props')).toEqual({ line: 4, column: 5 });
    expect(positions.locate('$')).toEqual({ line: 1, column: 1 });
  });

  it('adds line and column to findings of files whose text is known, and keeps a position already given', () => {
    const issues = withPositions(
      [
        { severity: 'error', file: 'flows/a.flow.json', path: '$.id', message: 'x' },
        { severity: 'error', file: 'flows/b.flow.json', path: '$.id', message: 'y' },
        { severity: 'error', file: 'flows/a.flow.json', path: '$', message: 'z', line: 9, column: 4 },
      ],
      [{ file: 'flows/a.flow.json', data: {}, text }],
    );
    expect(issues.map((i) => [i.line, i.column])).toEqual([
      [2, 3],
      [undefined, undefined],
      [9, 4],
    ]);
  });
});
