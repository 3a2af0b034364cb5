import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FlowIssue, formatIssue } from '../../../src/engine/compile.ts';
import { checkFlowDocuments } from '../../../src/tooling/check/checkFlowDocuments.ts';
import { copyDocuments } from '../documents.ts';
import { analysisRegistry } from '../helpers.ts';

/**
 * What flow language 3 no longer has (docs/decisions/0036, flows/README.md "What flows:check
 * reports"): flows:check refuses each, at the file, line and column where it is written, and the
 * line it prints names what to write instead. One minimal flow per refusal; the line that
 * breaks the rule is line 9 of the document.
 */

const FILE = 'flows/demo.flow.json';
const LINE = 9;

/** A minimal flow whose screen `menu` has `member` (one line, a member of the screen) on line 9. */
const flowText = (member: string) =>
  [
    '{',
    '  "$schema": "./flow.schema.json",',
    '  "id": "demo",',
    '  "start": "menu",',
    '  "screens": {',
    '    "menu": {',
    '      "path": "/:kioskId",',
    '      "widget": "Menu",',
    `      ${member}`,
    '    },',
    '    "done": { "path": "/:kioskId/done", "widget": "Done", "idle": "end" }',
    '  }',
    '}',
    '',
  ].join('\n');

/** The constants a replacement names (rules/names.rules.json's HttpStatus). */
const names = {
  file: 'rules/names.rules.json',
  data: { $schema: '../flows/rules.schema.json', constants: { HttpStatus: { Forbidden: 403, Conflict: 409 } } },
};

function check(member: string): FlowIssue[] {
  const text = flowText(member);
  return checkFlowDocuments({
    flows: [{ file: FILE, data: JSON.parse(text), text }],
    rules: [{ ...names, text: JSON.stringify(names.data, null, 2) }],
    registry: analysisRegistry(),
    main: 'demo',
  }).issues;
}

/** The column (1-based) of `written` in line 9 of the document with `member`. */
const columnOf = (member: string, written: string) => {
  const line = flowText(member).split('\n')[LINE - 1] as string;
  expect(line).toContain(written);
  return line.indexOf(written) + 1;
};

/** The one error of a document: its code, where it is, and the line flows:check prints for it. */
function refusal(member: string, code: string, path: string, written: string): string {
  const errors = check(member).filter((i) => i.severity === 'error');
  // the refusal alone: the schema's own complaint at the same place ("not a known effect") is left out
  expect(errors).toEqual([expect.objectContaining({ code, file: FILE, path, line: LINE, column: columnOf(member, written) })]);
  return formatIssue(errors[0] as FlowIssue);
}

describe('flows:check refuses what flow language 3 no longer has, naming the replacement', () => {
  it('"@stay": an entry without goto stays', () => {
    const member = '"on": { "pick": [{ "do": [{ "set": "choice", "to": 1 }], "goto": "@stay" }] }';
    const line = refusal(member, 'no-stay', '$.screens.menu.on.pick[0].goto', '"goto"');
    expect(line).toMatch(new RegExp(`^error ${FILE}:${LINE}:\\d+ \\$\\.screens\\.menu\\.on\\.pick\\[0\\]\\.goto: `));
    expect(line).toContain('an entry without "goto" stays on the screen');
    expect(line).toContain('remove "goto": "@stay"');
  });

  it('a send: the screen\'s "after", "debounce", a load\'s "retry"', () => {
    const member = '"enter": [{ "send": "tick", "after": 1000 }]';
    const line = refusal(member, 'no-send', '$.screens.menu.enter[0]', '{ "send"');
    expect(line).toContain('"send": "tick"');
    for (const replacement of ['"after"', '"debounce"', '"retry"']) expect(line).toContain(replacement);
  });

  it('a numeric log level: its name', () => {
    const member = '"enter": [{ "log": "started", "level": 2 }]';
    const line = refusal(member, 'numeric-level', '$.screens.menu.enter[0].level', '"level"');
    expect(line).toContain('write "level": "warning"');
    expect(refusal('"enter": [{ "log": "started", "level": 0 }]', 'numeric-level', '$.screens.menu.enter[0].level', '"level"')).toContain(
      'write "level": "debug"',
    );
  });

  it("a numeric HTTP status in a retry: the status's constant", () => {
    const retrying = (status: number) => `"enter": [{ "call": "items.list", "retry": { "status": [${status}], "after": [1000, 2000] } }]`;
    const path = '$.screens.menu.enter[0].retry.status[0]';
    expect(refusal(retrying(409), 'numeric-code', path, '409')).toContain('write its name: {"const": "HttpStatus.Conflict"}');
    expect(refusal(retrying(403), 'numeric-code', path, '403')).toContain('write its name: {"const": "HttpStatus.Forbidden"}');
    // a status without a name yet: where to name it
    expect(refusal(retrying(418), 'numeric-code', path, '418')).toContain('name it in rules/names.rules.json "constants" "HttpStatus"');
  });

  it('a counter counted with +1 or -1: count', () => {
    const counting = (op: string) => `"on": { "pick": [{ "do": [{ "set": "pages", "to": { "${op}": [{ "var": "pages" }, 1] } }] }] }`;
    const path = '$.screens.menu.on.pick[0].do[0].to';
    expect(refusal(counting('+'), 'arithmetic-counter', path, '"to"')).toContain('write {"count": "pages"}');
    expect(refusal(counting('-'), 'arithmetic-counter', path, '"to"')).toContain('write {"count": "pages", "by": -1}');
  });

  it('a value nested deeper than 6: a named rule', () => {
    // the title is 8 deep: if → [ ] → and → [ ] → or → [ ] → ! → var
    const member = '"props": { "title": { "if": [{ "and": [{ "or": [{ "!": { "var": "language" } }] }] }, "a", "b"] } }';
    const line = refusal(member, 'too-deep', '$.screens.menu.props.title', '"title"');
    expect(line).toContain("this value nests 8 levels deep; a flow's values nest at most 6");
    expect(line).toContain('a named rule in rules/*.rules.json ({"rule": "name"})');
    // 6 deep is allowed
    expect(check('"props": { "title": { "if": [{ "and": [{ "!": { "var": "language" } }] }, "a", "b"] } }').filter((i) => i.code === 'too-deep')).toEqual([]);
  });

  it('a number compared with a context value: a warning naming the constants of that value', () => {
    const member = '"on": { "pick": [{ "if": { "==": [{ "var": "choice" }, 409] }, "goto": "done" }] }';
    const [warning] = check(member).filter((i) => i.code === 'numeric-code');
    expect(warning).toMatchObject({ severity: 'warning', file: FILE, path: '$.screens.menu.on.pick[0].if', line: LINE, column: columnOf(member, '"if"') });
    expect(formatIssue(warning as FlowIssue)).toContain('write its name instead of 409: {"const": "HttpStatus.Conflict"}');
  });
});

describe('npm run flows:check on a refused construct in the shipped flows', () => {
  it('exits 1 and prints the refusal at its file, line and column, with the replacement', () => {
    const root = copyDocuments('gatehouse-refusal-');
    // the error page's retry, written as flow language 2 would have
    const file = join(root, 'flows', 'platform.flow.json');
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(/"retry": \[\{ "goto": "@back" \}\]/, '"retry": [{ "do": [{ "log": "again", "level": 1 }], "goto": "@stay" }]');
    expect(changed).not.toBe(text);
    writeFileSync(file, changed);
    const result = spawnSync(process.execPath, [resolve('scripts/run-ts.mjs'), resolve('src/tooling/cli/flowsCheck.ts')], { cwd: root, encoding: 'utf8' });
    expect(result.status).toBe(1);
    const lines = changed.split('\n');
    const row = lines.findIndex((l) => l.includes('"goto": "@stay"')) + 1;
    const level = (lines[row - 1] as string).indexOf('"level"') + 1;
    const stay = (lines[row - 1] as string).indexOf('"goto": "@stay"') + 1;
    expect(result.stdout).toContain(
      `error flows/platform.flow.json:${row}:${level} $.screens.error.on.retry[0].do[0].level: log level 1 is a number (write "level": "info")`,
    );
    expect(result.stdout).toContain(`error flows/platform.flow.json:${row}:${stay} $.screens.error.on.retry[0].goto: "@stay" is gone`);
  }, 30_000);
});
