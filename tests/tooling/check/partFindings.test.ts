// biome-ignore-all lint/suspicious/noTemplateCurlyInString: a part writes its parameters as "${name}" in plain JSON strings
import { describe, expect, it } from 'vitest';
import type { FlowIssue, SourceFile } from '../../../src/engine/compile.ts';
import { checkFlowDocuments } from '../../../src/tooling/check/checkFlowDocuments.ts';
import { analysisRegistry } from '../helpers.ts';

/**
 * flows:check on the uses of reusable parts (src/engine/partUse.ts): a wrong use is reported at
 * the use, file:line:column; a finding in what a part adds is placed where its text is written —
 * the part's file, the use's argument, the part's default — and the screen's own entries keep
 * their places though the part's come before them.
 */

const FLOW = 'flows/demo.flow.json';
const PART = 'flows/parts/choose.part.json';
/** The lines of the flow where the use and the screen's own handlers are written. */
const USE_LINE = 9;
const OWN_LINE = 10;

const flowText = (use: string, own = '"on": { "pick": [{ "goto": "done" }] }') =>
  [
    '{',
    '  "$schema": "./flow.schema.json",',
    '  "id": "demo",',
    '  "start": "menu",',
    '  "screens": {',
    '    "menu": {',
    '      "path": "/:kioskId",',
    '      "widget": "Menu",',
    `      "use": [${use}],`,
    `      ${own}`,
    '    },',
    '    "done": { "path": "/:kioskId/done", "widget": "Done", "idle": "end" }',
    '  }',
    '}',
    '',
  ].join('\n');

/** The part: what a pick does, before the screen's own entries (line 10 is its entry, line 6 the default of `also`). */
const PART_TEXT = [
  '{',
  '  "$schema": "../part.schema.json",',
  '  "part": "choose",',
  '  "params": {',
  '    "target": { "type": "goto", "description": "where a pick leads" },',
  '    "also": { "type": "effects", "default": [{ "set": "picked", "to": true }] },',
  '    "when": { "type": "logic", "default": { "var": "kiosk.features.fast" } }',
  '  },',
  '  "on": {',
  '    "pick": [{ "if": "${when}", "do": ["...${also}"], "goto": "${target}" }]',
  '  }',
  '}',
  '',
].join('\n');

const source = (file: string, text: string): SourceFile => ({ file, data: JSON.parse(text), text });

function errorsOf(use: string, options: { own?: string; part?: string; more?: SourceFile[] } = {}): FlowIssue[] {
  return checkFlowDocuments({
    flows: [source(FLOW, flowText(use, options.own)), source(PART, options.part ?? PART_TEXT), ...(options.more ?? [])],
    rules: [],
    registry: analysisRegistry(),
    main: 'demo',
  }).issues.filter((i) => i.severity === 'error');
}

/** The 1-based column of `written` in a line of a text. */
const columnOf = (text: string, line: number, written: string) => {
  const row = text.split('\n')[line - 1] as string;
  expect(row).toContain(written);
  return row.indexOf(written) + 1;
};

describe('flows:check on a use of a part', () => {
  it('accepts a use that gives what the part declares', () => {
    expect(errorsOf('{ "part": "choose", "with": { "target": "done" } }')).toEqual([]);
  });

  it('unknown-part: at the use, with the part meant', () => {
    const use = '{ "part": "chose", "with": { "target": "done" } }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'unknown-part',
        file: FLOW,
        path: '$.screens.menu.use[0].part',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"part"'),
        message: 'part "chose" does not exist',
        hint: expect.stringContaining('did you mean "choose"?'),
      }),
    ]);
  });

  it('unknown-param: at the argument, with the parameter meant', () => {
    const use = '{ "part": "choose", "with": { "target": "done", "tagret": "done" } }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'unknown-param',
        file: FLOW,
        path: '$.screens.menu.use[0].with.tagret',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"tagret"'),
        message: 'part "choose" has no parameter "tagret"',
        hint: expect.stringContaining('did you mean "target"?'),
      }),
    ]);
  });

  it('missing-param: at the arguments, or at the use when it has none', () => {
    const use = '{ "part": "choose", "with": {} }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'missing-param',
        file: FLOW,
        path: '$.screens.menu.use[0].with',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"with"'),
        message: 'part "choose" needs the parameter "target" (goto)',
        hint: 'add "target": ... (where a pick leads)',
      }),
    ]);
    const bare = '{ "part": "choose" }';
    expect(errorsOf(bare)).toEqual([
      expect.objectContaining({ code: 'missing-param', line: USE_LINE, column: columnOf(flowText(bare), USE_LINE, '{ "part"') }),
    ]);
  });

  it('param-type: at the argument, saying what the parameter takes', () => {
    const use = '{ "part": "choose", "with": { "target": "done", "also": { "set": "picked", "to": true } } }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'param-type',
        file: FLOW,
        path: '$.screens.menu.use[0].with.also',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"also"'),
        message: 'parameter "also" of part "choose" takes a list of effects, not {"set":"picked","to":true}',
      }),
    ]);
    expect(errorsOf('{ "part": "choose", "with": { "target": 7 } }')).toEqual([
      expect.objectContaining({ code: 'param-type', path: '$.screens.menu.use[0].with.target', message: expect.stringContaining('takes a goto target') }),
    ]);
  });
});

describe('flows:check on what a part adds, placed where it is written', () => {
  it("a finding in the part's own text: at the part's file, line and column", () => {
    const part = PART_TEXT.replace('"do": ["...${also}"]', '"do": [{ "call": "nope" }, "...${also}"]');
    expect(errorsOf('{ "part": "choose", "with": { "target": "done" } }', { part })).toEqual([
      expect.objectContaining({
        code: 'unknown-call',
        file: PART,
        path: '$.on.pick[0].do[0].call',
        line: 10,
        column: columnOf(part, 10, '"call"'),
      }),
    ]);
  });

  it("a finding in an argument: at the use's argument, even inside a spliced list", () => {
    const use = '{ "part": "choose", "with": { "target": "done", "also": [{ "set": "picked", "to": true }, { "call": "nope" }] } }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'unknown-call',
        file: FLOW,
        path: '$.screens.menu.use[0].with.also[1].call',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"call"'),
      }),
    ]);
  });

  it('a goto argument that names no screen: at the argument, with the screen meant', () => {
    const use = '{ "part": "choose", "with": { "target": "dnoe" } }';
    expect(errorsOf(use)).toEqual([
      expect.objectContaining({
        code: 'unknown-goto',
        file: FLOW,
        path: '$.screens.menu.use[0].with.target',
        line: USE_LINE,
        column: columnOf(flowText(use), USE_LINE, '"target"'),
        hint: expect.stringContaining('did you mean "done"?'),
      }),
    ]);
  });

  it("a finding in a default the use did not override: at the part's parameter", () => {
    const part = PART_TEXT.replace('"default": [{ "set": "picked", "to": true }]', '"default": [{ "call": "nope" }]');
    expect(errorsOf('{ "part": "choose", "with": { "target": "done" } }', { part })).toEqual([
      expect.objectContaining({ code: 'unknown-call', file: PART, path: '$.params.also.default[0].call', line: 6, column: columnOf(part, 6, '"call"') }),
    ]);
  });

  it("the screen's own entries keep their places, though the part's come before them", () => {
    const own = '"on": { "pick": [{ "goto": "doen" }] }';
    const use = '{ "part": "choose", "with": { "target": "done" } }';
    expect(errorsOf(use, { own })).toEqual([
      expect.objectContaining({
        code: 'unknown-goto',
        file: FLOW,
        path: '$.screens.menu.on.pick[0].goto',
        line: OWN_LINE,
        column: columnOf(flowText(use, own), OWN_LINE, '"goto"'),
      }),
    ]);
  });

  it('a use written in a flow part (partOf): at the flow part', () => {
    const platformText = [
      '{',
      '  "partOf": "demo",',
      '  "screens": {',
      '    "extra": { "path": "/:kioskId/extra", "widget": "Menu", "deepLink": true, "use": [{ "part": "choose", "with": { "target": "nowhere" } }] }',
      '  }',
      '}',
      '',
    ].join('\n');
    const errors = errorsOf('{ "part": "choose", "with": { "target": "done" } }', { more: [source('flows/platform.flow.json', platformText)] });
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'unknown-goto',
        file: 'flows/platform.flow.json',
        path: '$.screens.extra.use[0].with.target',
        line: 4,
        column: columnOf(platformText, 4, '"target"'),
      }),
    ]);
  });
});

describe('flows:check on a part document', () => {
  it('asks a part for its JSON Schema, flows/part.schema.json', () => {
    const part = PART_TEXT.replace('  "$schema": "../part.schema.json",\n', '');
    const warnings = checkFlowDocuments({
      flows: [source(FLOW, flowText('{ "part": "choose", "with": { "target": "done" } }')), source(PART, part)],
      rules: [],
      registry: analysisRegistry(),
      main: 'demo',
    }).issues.filter((i) => i.code === 'no-schema');
    expect(warnings).toEqual([
      expect.objectContaining({ file: PART, hint: 'start the file with "$schema": "../part.schema.json" so editors complete and check it' }),
    ]);
  });
});
