import { describe, expect, it } from 'vitest';
import { checkFlowDocuments } from '../../../src/tooling/check/checkFlowDocuments.ts';
import type { FlowIssue } from '../../../src/engine/compile.ts';
import { analysisRegistry, sampleFlow, source } from '../helpers.ts';

function check(mutate: (flow: Record<string, any>) => void = () => undefined, rules: unknown[] = []): FlowIssue[] {
  const flow = sampleFlow();
  mutate(flow);
  return checkFlowDocuments({
    flows: [source(flow)],
    rules: rules.map((r, i) => source(r, `rules/r${i}.rules.json`)),
    registry: analysisRegistry(),
    main: 'demo',
    contextFile: 'src/kiosk/flowContext.ts',
  }).issues;
}
const codes = (issues: readonly FlowIssue[]) => issues.map((i) => i.code ?? i.message);

describe('checkFlowDocuments: the graph', () => {
  it('finds nothing wrong in a well-formed flow', () => {
    expect(check()).toEqual([]);
  });

  it('reports a screen no path reaches, with the file, JSON path and a hint', () => {
    const issues = check((f) => (f.screens.lost = { path: '/:kioskId/lost', widget: 'Done', end: true }));
    expect(issues).toEqual([
      expect.objectContaining({
        severity: 'warning',
        code: 'unreachable-screen',
        file: 'flows/demo.flow.json',
        path: '$.screens.lost',
        hint: expect.stringContaining('deepLink'),
      }),
    ]);
  });

  it('counts deep links as entries', () => {
    expect(check((f) => (f.screens.lost = { path: '/:kioskId/lost', widget: 'Done', end: true, deepLink: true }))).toEqual([]);
  });

  it('reports a dead end unless the screen is marked as an end screen', () => {
    const dead = check((f) => (f.screens.failed.end = false));
    expect(dead).toEqual([expect.objectContaining({ severity: 'warning', code: 'dead-end', path: '$.screens.failed' })]);
    expect(dead[0]?.hint).toContain('"end": true');
  });

  it('makes a dead end without idle timeout an error', () => {
    const issues = check((f) => Object.assign(f.screens.failed, { end: false, idle: 'none', widget: 'Busy' }));
    expect(issues).toContainEqual(expect.objectContaining({ severity: 'error', code: 'stuck-screen', path: '$.screens.failed' }));
  });

  it('knows that flow-level handlers are a way out when the widget sends the event', () => {
    // Menu sends "home", which the flow handles: not a dead end even without its own transitions
    expect(
      check((f) => {
        f.screens.done.widget = 'Menu';
        f.screens.done.end = false;
        delete f.screens.done.on;
      }),
    ).toEqual([]);
  });

  it('reports an event the screen handles that nothing sends, suggesting the close one', () => {
    const issues = check((f) => (f.screens.done.on = { okk: [{ goto: '@home' }] }));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'unsent-event', path: '$.screens.done.on.okk', hint: expect.stringContaining('did you mean "ok"?') }),
    );
  });

  it('makes a poll whose done event is not handled an error', () => {
    const issues = check((f) => (f.screens.wait.on = { late: [{ goto: 'failed' }] }));
    expect(issues).toContainEqual(expect.objectContaining({ severity: 'error', code: 'unhandled-event', path: '$.screens.wait.poll.then' }));
  });

  it('reports polls without a timeout, and timeouts nobody hears', () => {
    expect(codes(check((f) => delete f.screens.wait.poll.timeout))).toEqual(['poll-without-timeout']);
    expect(codes(check((f) => delete f.screens.wait.poll.onTimeout))).toContain('poll-timeout-unhandled');
  });

  it('accepts an event handled on purpose by an entry with only a note', () => {
    const withCatch = (f: Record<string, any>) => (f.screens.form.enter[0].catch = 'listFailed');
    expect(codes(check(withCatch))).toContain('unhandled-event');
    // (the flow-level "error" handler is now sent by nobody, which is reported too)
    expect(
      codes(
        check((f) => {
          withCatch(f);
          f.on.listFailed = [{ note: 'the list is optional' }];
        }),
      ),
    ).toEqual(['unsent-event']);
  });

  it('knows that watches and background calls send their events on every screen', () => {
    const issues = check((f) => {
      f.watch = [{ call: 'status.get', into: 'kioskStatus', every: 10000, then: 'statusChecked' }];
      f.on.statusChecked = [{ if: { '==': [{ var: 'kioskStatus.status' }, 9] }, goto: 'failed' }];
      f.screens.menu.enter = [{ call: 'items.list', background: true, then: 'listed', catch: 'listFailed' }];
      f.screens.done.on.listed = [{ note: 'late answers are fine' }];
      f.on.listFailed = [{ note: 'ignored' }];
    });
    expect(issues).toEqual([]);
    expect(check((f) => (f.watch = [{ call: 'status.get', into: 'kioskStatus', every: 10000, then: 'statusChecked' }]))).toContainEqual(
      expect.objectContaining({
        code: 'unhandled-event',
        path: '$.watch[0]',
        message: expect.stringContaining('"statusChecked" (sent when watch status.get answered'),
      }),
    );
  });

  it('reports two screens on one route when a reload would open the wrong one', () => {
    const shared = (f: Record<string, any>) => (f.screens.failed.path = '/:kioskId/done');
    expect(
      check((f) => {
        shared(f);
        f.screens.failed.deepLink = true;
      }),
    ).toContainEqual(
      expect.objectContaining({ code: 'duplicate-route', path: '$.screens.failed.path', message: expect.stringContaining('opens "menu", not "failed"') }),
    );
    // the second restores to what the first opens: meant, nothing to say
    expect(
      check((f) => {
        shared(f);
        f.screens.done.deepLink = true;
        f.screens.failed.restore = 'done';
      }),
    ).toEqual([]);
  });

  it('asks for the $schema that gives editor completion', () => {
    expect(check((f) => delete f.$schema)).toEqual([
      expect.objectContaining({ code: 'no-schema', hint: expect.stringContaining('"$schema": "./flow.schema.json"') }),
    ]);
  });

  it('reports a prop the widget needs that the screen does not give', () => {
    expect(check((f) => delete f.screens.form.props.fields)).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'missing-prop', path: '$.screens.form.props', message: expect.stringContaining('"fields"') }),
    );
  });

  it('keeps reporting the compiler errors (unknown widget, goto, prop type)', () => {
    const issues = check((f) => {
      f.screens.menu.widget = 'Manu';
      f.screens.form.on.submit[1].goto = 'dne';
      f.screens.form.props.fields = 'a, b';
    });
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.path)).toEqual([
      '$.screens.menu.widget',
      '$.screens.form.props.fields',
      '$.screens.form.on.submit[1].goto',
    ]);
  });

  it('says nothing more of a screen whose widget is unknown than that', () => {
    expect(check((f) => (f.screens.done.widget = 'Dne')).map((i) => i.path)).toEqual(['$.screens.done.widget']);
  });
});

describe('checkFlowDocuments: var paths against the flow context', () => {
  it('names a misspelt path with the JSON path of the var and the close name', () => {
    const [issue] = check((f) => (f.screens.done.props.title = { var: 'kiosk.timeouts.endScren' }));
    expect(issue).toMatchObject({
      severity: 'error',
      code: 'unknown-var',
      path: '$.screens.done.props.title.var',
      message: '"kiosk.timeouts.endScren" names nothing in the flow context: "kiosk.timeouts" has no "endScren"',
    });
    expect(issue?.hint).toContain('did you mean "kiosk.timeouts.endScreen"?');
  });

  it('points an unknown top-level name at the context schema file', () => {
    const [issue] = check((f) => (f.screens.done.props.title = { var: 'tenantt' }));
    expect(issue?.hint).toContain('src/kiosk/flowContext.ts');
  });

  it('accepts what the flows write: set, merge, initial context', () => {
    expect(check((f) => (f.screens.done.props.title = { cat: [{ var: 'choice' }, { var: 'answers.q1.value' }] }))).toEqual([]);
    expect(
      check((f) => {
        f.context = { mode: { fast: true } };
        f.screens.done.props.title = { var: 'mode.fast' };
      }),
    ).toEqual([]);
  });

  it("checks below a call's into against the call's answer schema", () => {
    expect(check((f) => (f.screens.done.props.title = { var: 'status.message' }))).toEqual([]);
    expect(check((f) => (f.screens.done.props.title = { var: 'items.0.name' }))).toEqual([]);
    expect(check((f) => (f.screens.done.props.title = { var: 'status.mesage' }))[0]).toMatchObject({
      code: 'unknown-var',
      hint: expect.stringContaining('status.message'),
    });
    expect(check((f) => (f.screens.done.props.title = { var: 'items.name' }))[0]?.hint).toContain('items.0');
  });

  it('reads the item, not the context, inside filter/some/map', () => {
    // {"var": "name"} in the predicate of "some" reads each item of items
    expect(check()).toEqual([]);
    expect(check((f) => (f.screens.form.on.submit[0].if = { some: [{ var: 'itemz' }, { var: 'name' }] }))[0]).toMatchObject({
      path: '$.screens.form.on.submit[0].if.some[0].var',
    });
  });

  it('warns that props, enter effects and polls see no event', () => {
    expect(check((f) => (f.screens.done.props.title = { var: 'event.id' }))).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'event-unavailable', path: '$.screens.done.props.title.var' }),
    ]);
  });

  it('checks route parameters and kept keys', () => {
    expect(check((f) => (f.screens.done.path = '/:kioskId/:lang/done'))).toContainEqual(
      expect.objectContaining({ code: 'unknown-var', path: '$.screens.done.path' }),
    );
    expect(check((f) => (f.keep = ['kioskId', 'kiosks']))).toContainEqual(expect.objectContaining({ code: 'unknown-keep', path: '$.keep[1]' }));
  });

  it('checks the var paths of named rules in their own file', () => {
    const rules = { $schema: '../flows/rules.schema.json', rules: { late: { description: 'd', logic: { '>': [{ var: 'kiosk.timeouts.generl' }, 1] } } } };
    const issues = check(undefined, [rules]);
    expect(issues).toEqual([expect.objectContaining({ code: 'unknown-var', file: 'rules/r0.rules.json', path: '$.rules.late.logic[">"][0].var' })]);
  });
});
