import { describe, expect, it } from 'vitest';
import type { FlowIssue } from '../../../src/engine/compile.ts';
import { checkFlowDocuments } from '../../../src/tooling/check/checkFlowDocuments.ts';
import { analysisRegistry, sampleFlow, source } from '../helpers.ts';

function check(mutate: (flow: Record<string, any>) => void = () => undefined): FlowIssue[] {
  const flow = sampleFlow();
  mutate(flow);
  return checkFlowDocuments({ flows: [source(flow)], rules: [], registry: analysisRegistry(), main: 'demo' }).issues;
}
const codes = (issues: readonly FlowIssue[]) => issues.map((i) => i.code ?? i.message);

describe('graph findings', () => {
  it('finds nothing wrong in a well-formed flow', () => {
    expect(check()).toEqual([]);
  });

  it('reports a screen no path reaches, with the file, JSON path and a hint', () => {
    const issues = check((f) => (f.screens.lost = { path: '/:kioskId/lost', widget: 'Done', idle: 'end' }));
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
    expect(check((f) => (f.screens.lost = { path: '/:kioskId/lost', widget: 'Done', idle: 'end', deepLink: true }))).toEqual([]);
  });

  it('reports a dead end unless the screen is an end screen ("idle": "end")', () => {
    const dead = check((f) => delete f.screens.failed.idle);
    expect(dead).toEqual([expect.objectContaining({ severity: 'warning', code: 'dead-end', path: '$.screens.failed' })]);
    expect(dead[0]?.hint).toContain('"idle": "end"');
  });

  it('makes a dead end without idle timeout ("idle": "off") an error', () => {
    const issues = check((f) => Object.assign(f.screens.failed, { idle: 'off', widget: 'Busy' }));
    expect(issues).toContainEqual(expect.objectContaining({ severity: 'error', code: 'stuck-screen', path: '$.screens.failed' }));
  });

  it('counts a redirect, an always entry and a flow-level handler of an event the widget sends as ways out', () => {
    const stuck = (f: Record<string, any>) => Object.assign(f.screens.failed, { idle: 'off', widget: 'Busy' });
    expect(
      codes(
        check((f) => {
          stuck(f);
          f.screens.failed.after = 15000;
          f.screens.failed.on = { after: [{ note: 'to the portal', do: [{ redirect: 'https://portal.example/1' }] }] };
        }),
      ),
    ).toEqual([]);
    expect(
      check((f) => {
        stuck(f);
        f.screens.failed.always = [{ if: { var: 'kiosk.features.back' }, goto: '@home' }];
      }),
    ).toEqual([]);
    // Menu sends "home", which the flow handles: not a dead end even without transitions of its own
    expect(
      check((f) => {
        f.screens.failed.widget = 'Menu';
        delete f.screens.failed.idle;
      }),
    ).toEqual([]);
  });

  it('reports an event the screen handles that nothing sends, suggesting the close one', () => {
    const issues = check((f) => (f.screens.done.on = { okk: [{ goto: '@home' }] }));
    expect(issues).toContainEqual(
      expect.objectContaining({ code: 'unsent-event', path: '$.screens.done.on.okk', hint: expect.stringContaining('did you mean "ok"?') }),
    );
  });

  it("knows the events a widget derives from the screen's literal props (eventsFromProps)", () => {
    const dialog = (on: Record<string, unknown>) => (f: Record<string, any>) =>
      Object.assign(f.screens.done, {
        widget: 'Dialog',
        props: {
          buttons: [
            { event: 'agree', labelKey: 'agree' },
            { event: 'readAgain', labelKey: 'readAgain' },
          ],
        },
        on,
      });
    expect(check(dialog({ agree: [{ goto: '@home' }], readAgain: [{ note: 'the rules stay on screen' }] }))).toEqual([]);
    // with buttons, the default "ok" is not sent
    expect(check(dialog({ ok: [{ goto: '@home' }] }))).toContainEqual(
      expect.objectContaining({ code: 'unsent-event', path: '$.screens.done.on.ok', hint: expect.stringContaining('agree, readAgain') }),
    );
  });

  it("sends a load's error only when a call of it may fail, and its done always", () => {
    // the flow-level "error" handler then hears nobody
    expect(check((f) => (f.screens.form.load.calls[0].optional = true))).toEqual([
      expect.objectContaining({ code: 'unsent-event', path: '$.on.error', message: expect.stringContaining('"error"') }),
    ]);
    expect(check((f) => (f.screens.form.load.done = 'listed'))).toEqual([
      expect.objectContaining({
        code: 'unsent-event',
        path: '$.screens.form.on.done',
        hint: expect.stringContaining('its load, poll, calls and sends: listed, error'),
      }),
      expect.objectContaining({
        code: 'unhandled-event',
        path: '$.screens.form',
        message: expect.stringContaining('"listed" (sent when the load (items.list) answered)'),
      }),
    ]);
  });

  it('delivers the outcome of a call in a transition to the screen its goto leads to', () => {
    const issues = check((f) => f.screens.menu.on.pick[0].do.push({ call: 'items.list', error: 'listFailed' }));
    expect(issues).toEqual([
      expect.objectContaining({
        code: 'unhandled-event',
        path: '$.screens.form',
        message: expect.stringContaining('"listFailed" (sent when items.list failed)'),
      }),
    ]);
  });

  it('makes an unhandled done of a poll that stops (until) an error', () => {
    const issues = check((f) => (f.screens.wait.on = { late: [{ goto: 'failed' }] }));
    expect(issues).toContainEqual(expect.objectContaining({ severity: 'error', code: 'unhandled-event', path: '$.screens.wait.poll.until' }));
  });

  it('reports screen polls without a limit, and limits that send nothing', () => {
    expect(codes(check((f) => delete f.screens.wait.poll.limit))).toEqual(['unsent-event', 'poll-without-limit']);
    expect(codes(check((f) => delete f.screens.wait.poll.timeout))).toEqual(['unsent-event', 'poll-limit-without-timeout']);
    expect(check((f) => Object.assign(f.screens.wait, { idle: 'off' }) && delete f.screens.wait.poll.limit)).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'poll-without-limit', path: '$.screens.wait.poll' }),
    );
  });

  it('knows that kiosk-wide polls and background calls send their events on every screen', () => {
    const watch = { call: 'status.get', into: 'kioskStatus', every: 10000, done: 'statusChecked' };
    expect(
      check((f) => {
        f.poll = [watch];
        f.on.statusChecked = [{ if: { '==': [{ var: 'kioskStatus.status' }, 'broken'] }, goto: 'failed' }];
        f.screens.menu.enter = [{ call: 'items.list', background: true, done: 'listed', error: 'listFailed' }];
        f.screens.done.on.listed = [{ note: 'late answers are fine' }];
        f.on.listFailed = [{ note: 'ignored' }];
      }),
    ).toEqual([]);
    expect(check((f) => (f.poll = [watch]))).toContainEqual(
      expect.objectContaining({
        code: 'unhandled-event',
        path: '$.poll[0]',
        message: expect.stringContaining('"statusChecked" (sent when kiosk-wide poll status.get answered'),
      }),
    );
    expect(check((f) => (f.poll = [{ ...watch, done: 'done', limit: 1000 }]))).toContainEqual(
      expect.objectContaining({ code: 'poll-limit-ignored', path: '$.poll[0].limit' }),
    );
  });

  it('accepts an event handled on purpose by an entry with only a note', () => {
    const failing = (f: Record<string, any>) => (f.screens.menu.enter = [{ call: 'items.list', error: 'listFailed' }]);
    expect(codes(check(failing))).toEqual(['unhandled-event']);
    expect(
      check((f) => {
        failing(f);
        f.on.listFailed = [{ note: 'the list is optional' }];
      }),
    ).toEqual([]);
  });

  it('reports entries after one that moves without a condition: they can never run', () => {
    expect(check((f) => f.screens.form.on.submit.reverse())).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'unreachable-entry',
        path: '$.screens.form.on.submit[1]',
        message: 'entry [1] of "submit" on screen "form" can never run: entry [0] goes to "done" without a condition, and entries do not fall through',
      }),
    ]);
    expect(check((f) => (f.screens.wait.always = [{ goto: 'failed' }, { if: { var: 'kiosk.features.x' }, goto: 'done' }, { goto: 'done' }]))).toContainEqual(
      expect.objectContaining({
        code: 'unreachable-entry',
        path: '$.screens.wait.always[1]',
        message: expect.stringMatching(/^entries \[1\]–\[2\] of "always"/),
      }),
    );
    expect(check((f) => f.on.home.push({ goto: 'failed' }))).toEqual([
      expect.objectContaining({ code: 'unreachable-entry', path: '$.on.home[1]', message: expect.stringContaining('of the flow can never run') }),
    ]);
    // entries do not fall through: one without a condition is taken even without a goto (it stays), and ends the list
    expect(check((f) => f.screens.form.on.submit.unshift({ do: [{ set: 'seen', to: true }] }))).toEqual([
      expect.objectContaining({
        code: 'unreachable-entry',
        path: '$.screens.form.on.submit[1]',
        message: expect.stringMatching(/^entries \[1\]–\[2\] of "submit" on screen "form" can never run: entry \[0\] is taken without a condition/),
      }),
    ]);
    // one with a condition does not end it
    expect(check((f) => f.screens.form.on.submit.unshift({ if: { var: 'kiosk.features.x' }, do: [{ set: 'seen', to: true }] }))).toEqual([]);
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

  it('says nothing more of a screen whose widget is unknown than that', () => {
    expect(check((f) => (f.screens.done.widget = 'Dne')).map((i) => i.path)).toEqual(['$.screens.done.widget']);
    // and the screens after it stay reachable: one typo, one finding
    expect(check((f) => (f.screens.menu.widget = 'Manu')).map((i) => i.path)).toEqual(['$.screens.menu.widget']);
  });
});
