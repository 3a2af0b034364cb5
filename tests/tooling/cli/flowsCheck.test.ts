import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFlows } from '../../../src/tooling/check/checkFlows.ts';
import { copyDocuments } from '../documents.ts';

/** A copy of flows/ and rules/ with one flow document (the visitor flow's by default) changed, as an integrator would break it. */
function copyWith(change: (text: string) => string, document = 'visitor.flow.json'): string {
  const root = copyDocuments('gatehouse-check-');
  const file = join(root, 'flows', document);
  writeFileSync(file, change(readFileSync(file, 'utf8')));
  return root;
}
const edit = (mutate: (flow: Record<string, any>) => void) => (text: string) => {
  const flow = JSON.parse(text);
  mutate(flow);
  return JSON.stringify(flow, null, 2);
};
const errorsOf = (root: string) => checkFlows(root).filter((i) => i.severity === 'error');

describe('flows:check on the five breakages of issue 5', () => {
  it('bad JSON: the file, line and column', () => {
    const [issue] = errorsOf(copyWith((text) => text.replace('"start": "starting",', '"start": "starting"')));
    expect(issue).toMatchObject({ file: 'flows/visitor.flow.json', path: '$', code: 'invalid-json' });
    expect(issue?.message).toMatch(/^not valid JSON at line 6, column 3/);
  });

  it('an unknown widget', () => {
    const errors = errorsOf(copyWith(edit((f) => (f.screens.profiles.widget = 'ProfileGrid'))));
    expect(errors).toEqual([expect.objectContaining({ path: '$.screens.profiles.widget', message: 'unknown widget "ProfileGrid"' })]);
  });

  it('an unknown goto, with the screen meant', () => {
    const errors = errorsOf(copyWith(edit((f) => (f.screens.registered.always[2].goto = 'nonRealtimeConfirmaton'))));
    expect(errors).toEqual([
      expect.objectContaining({
        path: '$.screens.registered.always[2].goto',
        message: 'goto "nonRealtimeConfirmaton" names no screen',
        hint: expect.stringMatching(/^did you mean "nonRealtimeConfirmation"\?/),
      }),
    ]);
  });

  it('a wrong prop type', () => {
    const errors = errorsOf(copyWith(edit((f) => (f.screens.language.props.columns = 'five'))));
    expect(errors).toEqual([
      expect.objectContaining({ path: '$.screens.language.props.columns', message: expect.stringContaining('wrong value for prop "columns"') }),
    ]);
  });

  it('a var that names nothing', () => {
    const errors = errorsOf(copyWith(edit((f) => (f.screens.waitingForApproval.on.decided[0].if = { '==': [{ var: 'approval.state' }, 3] }))));
    expect(errors).toEqual([
      expect.objectContaining({
        path: '$.screens.waitingForApproval.on.decided[0].if["=="][0].var',
        message: '"approval.state" names nothing in the flow context: "approval" has no "state"',
        hint: expect.stringContaining('did you mean "approval.status"?'),
      }),
    ]);
  });
});

describe('flows:check on what the flow language lets it see', () => {
  it('an event field the event does not carry (the kiosk-wide status poll fails with event.error)', () => {
    const errors = errorsOf(
      copyWith(
        edit((f) => (f.on.statusFailed[0].do[0].to = { var: 'event.error.bdy' })),
        'platform.flow.json',
      ),
    );
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        file: 'flows/platform.flow.json',
        path: '$.on.statusFailed[0].do[0].to.var',
        message: '"event.error.bdy" names nothing in the event "statusFailed": "event.error" has no "bdy"',
        hint: expect.stringContaining('did you mean "event.error.body"?'),
      }),
    ]);
  });

  it('a prop built with json-logic whose result the widget cannot take', () => {
    const errors = errorsOf(copyWith(edit((f) => (f.screens.realtimeConfirmation.props.title = { var: 'kiosk.timeouts.endScreen' }))));
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'prop-type',
        path: '$.screens.realtimeConfirmation.props.title',
        message: expect.stringMatching(/^prop "title" of widget Message takes a text.*, but kiosk\.timeouts\.endScreen gives a number$/),
      }),
    ]);
  });

  it('a list entry that can never run', () => {
    // entries do not fall through (flow language 3): what follows an entry without a condition is an error
    const issues = checkFlows(copyWith(edit((f) => f.screens.registered.always.splice(1, 0, { goto: 'questionary' }))));
    expect(issues).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        code: 'unreachable-entry',
        path: '$.screens.registered.always[2]',
        message: expect.stringMatching(/^entries \[2\]–\[3\] of "always" on screen "registered" can never run: entry \[1\] goes to "questionary"/),
      }),
    );
  });
});

describe('flows:check on flow parts (flows/platform.flow.json is a part of the visitor flow)', () => {
  it("places a finding in a part's screen at the part's file, line and column", () => {
    const errors = errorsOf(copyWith((text) => text.replace('"goto": "startFailed"', '"goto": "startFaild"'), 'platform.flow.json'));
    const lineOf =
      readFileSync('flows/platform.flow.json', 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"goto": "startFailed"')) + 1;
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'unknown-goto',
        file: 'flows/platform.flow.json',
        path: '$.screens.starting.on.error[1].goto',
        line: lineOf,
        hint: expect.stringContaining('did you mean "startFailed"?'),
      }),
    ]);
  });

  it('reports a screen both documents define, at the part', () => {
    const errors = errorsOf(
      copyWith(
        edit((f) => {
          f.screens.profiles = { path: '/:kioskId/p', widget: 'Busy' };
        }),
        'platform.flow.json',
      ),
    );
    expect(errors).toEqual([
      expect.objectContaining({
        code: 'defined-twice',
        file: 'flows/platform.flow.json',
        path: '$.screens.profiles',
        message: 'screen "profiles" is defined in flows/visitor.flow.json too',
      }),
    ]);
  });

  it('reports a part of no flow', () => {
    const errors = errorsOf(
      copyWith(
        edit((f) => (f.partOf = 'visiter')),
        'platform.flow.json',
      ),
    );
    expect(errors).toContainEqual(expect.objectContaining({ code: 'unknown-flow', file: 'flows/platform.flow.json', path: '$.partOf' }));
  });
});

describe('npm run flows:check (the command)', () => {
  const cli = (cwd: string, ...args: string[]) =>
    spawnSync(process.execPath, [resolve('scripts/run-ts.mjs'), resolve('src/tooling/cli/flowsCheck.ts'), ...args], { cwd, encoding: 'utf8' });

  it('exits 1 on errors and prints them for tools with --json', () => {
    const result = cli(copyWith(edit((f) => (f.screens.profiles.widget = 'ProfileGrid'))), '--json');
    expect(result.status).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({ ok: false, errors: 1 });
    expect(report.issues[0]).toMatchObject({ severity: 'error', file: 'flows/visitor.flow.json', path: '$.screens.profiles.widget' });
  }, 30_000);

  it('exits 0 with warnings listed, each at file:line:column', () => {
    const shipped = checkFlows().filter((i) => i.severity === 'warning').length;
    const result = cli(copyWith(edit((f) => (f.screens.lost = { path: '/:kioskId/lost', widget: 'Message', idle: 'end', props: { variant: 'info' } }))));
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^warning flows\/visitor\.flow\.json:\d+:5 \$\.screens\.lost: screen "lost" is unreachable/m);
    // written back one value per line, the document is also longer than an integrator reads in one sitting
    expect(result.stdout).toMatch(/^warning flows\/visitor\.flow\.json:1:1 \$: the document has \d+ lines, more than the 700/m);
    expect(result.stdout).toContain(`flows:check ok: ${shipped + 2} warning(s)`);
  }, 30_000);
});
