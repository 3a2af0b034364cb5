import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type FlowIssue, formatIssue } from '../../../src/engine/compile.ts';
import { createEngineRegistry } from '../../../src/tooling/engineRegistry.ts';
import { checkFlowDocuments } from '../../../src/tooling/check/checkFlowDocuments.ts';
import { readSources } from '../../../src/tooling/check/sources.ts';
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

/** A screen showing the Question widget, whose `next` carries `answer: { fieldDefinitionId, value: string[] }` and `index`. */
const withQuestion = (next: unknown[]) => (f: Record<string, any>) => {
  f.screens.menu.on.pick[0].goto = 'question';
  f.screens.question = { path: '/:kioskId/question', widget: 'Question', on: { next } };
};

describe('checkFlowDocuments: var paths against the flow context', () => {
  it('names a misspelt path with the JSON path of the var and the close name', () => {
    const [issue] = check((f) => (f.screens.done.props.title = { cat: [{ var: 'kiosk.timeouts.endScren' }] }));
    expect(issue).toMatchObject({
      severity: 'error',
      code: 'unknown-var',
      path: '$.screens.done.props.title.cat[0].var',
      message: '"kiosk.timeouts.endScren" names nothing in the flow context: "kiosk.timeouts" has no "endScren"',
    });
    expect(issue?.hint).toContain('did you mean "kiosk.timeouts.endScreen"?');
  });

  it('points an unknown top-level name at the context schema file', () => {
    const [issue] = check((f) => (f.screens.done.props.title = { var: 'tenantt' }));
    expect(issue?.hint).toContain('src/kiosk/flowContext.ts');
  });

  it('accepts what the flows write: set, merge, initial context, the writes of code effects', () => {
    expect(check((f) => (f.screens.done.props.title = { cat: [{ var: 'choice' }, { var: 'answers.q1.value' }] }))).toEqual([]);
    expect(
      check((f) => {
        f.context = { mode: { fast: true } };
        f.screens.done.props.title = { cat: [{ var: 'mode.fast' }] };
      }),
    ).toEqual([]);
    const remembering = (f: Record<string, any>) => f.screens.menu.on.pick[0].do.push({ run: 'remember', args: { what: 'pick' } });
    expect(
      check((f) => {
        remembering(f);
        f.screens.done.props.title = { var: 'memo.what' };
      }),
    ).toEqual([]);
    expect(check((f) => (f.screens.done.props.title = { var: 'memo.what' }))).toEqual([
      expect.objectContaining({ code: 'unknown-var', message: '"memo.what" names nothing in the flow context' }),
    ]);
  });

  it("checks below a load's and a poll's into against the call's answer schema", () => {
    expect(check((f) => (f.screens.done.props.title = { var: 'status.message' }))).toEqual([]);
    expect(check((f) => (f.screens.done.props.title = { var: 'items.0.name' }))).toEqual([]);
    expect(check((f) => (f.screens.done.props.title = { var: 'status.mesage' }))[0]).toMatchObject({
      code: 'unknown-var',
      hint: expect.stringContaining('did you mean "status.message"?'),
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

  it('checks loads, polls and always lists too', () => {
    expect(check((f) => (f.screens.form.load.if = { var: 'kiosk.featurs' }))).toContainEqual(
      expect.objectContaining({ code: 'unknown-var', path: '$.screens.form.load.if.var' }),
    );
    expect(check((f) => (f.screens.wait.poll.until = { var: 'status.stat' }))).toContainEqual(
      expect.objectContaining({ code: 'unknown-var', path: '$.screens.wait.poll.until.var' }),
    );
    expect(check((f) => (f.screens.wait.always = [{ if: { var: 'statuss' }, goto: 'done' }]))).toContainEqual(
      expect.objectContaining({ code: 'unknown-var', path: '$.screens.wait.always[0].if.var' }),
    );
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

describe('checkFlowDocuments: event paths against what the event carries', () => {
  it('reports a misspelt field of a widget event, with the path the author meant', () => {
    const issues = check(withQuestion([{ do: [{ set: 'phone', to: { var: 'event.answer.valeu.0' } }], goto: 'form' }]));
    expect(issues).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'unknown-event-path',
        path: '$.screens.question.on.next[0].do[0].to.var',
        message: '"event.answer.valeu.0" names nothing in the event "next": "event.answer" has no "valeu"',
        hint: 'did you mean "event.answer.value.0"? known here: fieldDefinitionId, value',
      }),
    ]);
    expect(
      check(
        withQuestion([
          {
            if: { '==': [{ var: 'event.index' }, 0] },
            do: [{ set: 'phone', to: { cat: [{ var: 'event.answer.value.0' }, { var: 'event.screen' }, { var: 'event.at' }] } }],
            goto: 'form',
          },
          { goto: 'form' },
        ]),
      ),
    ).toEqual([]);
  });

  it("on the visitor flow: event.answer.valeu.0 in the Questionary's next handler is an error with the path meant", () => {
    const registry = createEngineRegistry();
    const Questionary = registry.widgets.Questionary;
    // the payload Questionary declares for next (widgets/screens/questionary): one answer, and the server check it needs
    const next = z.object({
      answer: z.object({ fieldDefinitionId: z.string(), fieldDefinitionType: z.number(), value: z.array(z.string()) }),
      check: z.string().nullable(),
    });
    const widgets = {
      ...registry.widgets,
      Questionary: { ...Questionary, props: Questionary?.props ?? z.object({}), events: { ...Questionary?.events, next } },
    };
    const errorsOf = (change: (flow: Record<string, any>) => void, file = 'flows/visitor.flow.json') => {
      const { flows, rules } = readSources();
      const changed = flows.find((f) => f.file === file) as { data: Record<string, any> };
      change(changed.data);
      return checkFlowDocuments({ flows, rules, registry: { ...registry, widgets }, main: 'visitor' }).issues.filter((i) => i.severity === 'error');
    };
    expect(errorsOf(() => undefined)).toEqual([]);
    // the screen's own entry (any question but a phone number)
    expect(errorsOf((f) => (f.screens.questionary.on.next[0].do[0].args.answer = { var: 'event.answr' }))).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        file: 'flows/visitor.flow.json',
        path: '$.screens.questionary.on.next[0].do[0].args.answer.var',
        hint: expect.stringContaining('did you mean "event.answer"?'),
      }),
    ]);
    // the phone number's check with the server, in the part the questionary uses (flows/parts/phoneCheck.part.json): at the part
    const part = 'flows/parts/phoneCheck.part.json';
    const entries: Array<{ do?: Array<Record<string, any> | string> }> = JSON.parse(readFileSync(part, 'utf8')).on.next;
    const entry = entries.length - 1;
    const effect = entries[entry]?.do?.findIndex((e) => typeof e === 'object' && e.call === 'validation.isPhoneNumberValid') ?? -1;
    expect(effect).toBeGreaterThan(0);
    const misspelt = (p: Record<string, any>) => (p.on.next[entry].do[effect].args.phoneNumber = { var: 'event.answer.valeu.0' });
    // used by the visitor's questionary and the certified person's phone screen: one finding, at the part
    expect(errorsOf(misspelt, part)).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        file: part,
        path: `$.on.next[${entry}].do[${effect}].args.phoneNumber.var`,
        hint: expect.stringContaining('did you mean "event.answer.value.0"?'),
      }),
    ]);
  });

  it('says nothing where a sender does not declare its payload (z.unknown)', () => {
    expect(
      check((f) => {
        f.screens.menu.on.pick[0].goto = 'legacy';
        f.screens.legacy = {
          path: '/:kioskId/legacy',
          widget: 'Legacy',
          on: { tap: [{ do: [{ set: 'x', to: { var: 'event.whatever.it.is' } }], goto: 'form' }] },
        };
      }),
    ).toEqual([]);
  });

  it("checks a call's answer under event.data and a failure under event.error", () => {
    const calling = (done: unknown[], failed: unknown[]) => (f: Record<string, any>) => {
      f.screens.done.enter = [{ call: 'status.get', done: 'checked', error: 'unchecked' }];
      f.screens.done.on.checked = done;
      f.screens.done.on.unchecked = failed;
    };
    expect(check(calling([{ if: { var: 'event.data.status' }, goto: '@home' }], [{ do: [{ log: { var: 'event.error.message' } }] }]))).toEqual([]);
    expect(check(calling([{ if: { var: 'event.data.statuss' }, goto: '@home' }], [{ do: [{ log: { var: 'event.error.mesage' } }] }]))).toEqual([
      expect.objectContaining({ code: 'unknown-event-path', hint: expect.stringContaining('did you mean "event.data.status"?') }),
      expect.objectContaining({ code: 'unknown-event-path', hint: expect.stringContaining('did you mean "event.error.message"?') }),
    ]);
  });

  it('checks the arguments a call was made with under event.args, in its answer and its failure (which call answered)', () => {
    const calling = (read: string) => (f: Record<string, any>) => {
      f.screens.done.enter = [{ call: 'status.get', done: 'checked', error: 'unchecked' }];
      f.screens.done.on.checked = [{ if: { '!=': [{ var: read }, null] }, goto: '@home' }];
      f.screens.done.on.unchecked = [{ do: [{ log: { var: read } }] }];
    };
    expect(check(calling('event.args.kioskId'))).toEqual([]);
    expect(check(calling('event.args.kioskID'))).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        path: '$.screens.done.on.checked[0].if["!="][0].var',
        hint: expect.stringContaining('did you mean "event.args.kioskId"?'),
      }),
      expect.objectContaining({ code: 'unknown-event-path', path: '$.screens.done.on.unchecked[0].do[0].log.var' }),
    ]);
  });

  it("types a debounced event's data as the event it waits for, and the screen's after as carrying nothing", () => {
    // flow language 3 has no send: the events a screen gets later are its "after" and its debounced events
    const debouncing = (read: string) => (f: Record<string, any>) => {
      f.screens.form.debounce = { settled: { of: 'submit', ms: 500 } };
      f.screens.form.on.settled = [{ do: [{ log: { var: read } }] }];
    };
    expect(check(debouncing('event.answers'))).toEqual([]);
    expect(check(debouncing('event.answerz'))).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        path: '$.screens.form.on.settled[0].do[0].log.var',
        hint: expect.stringContaining('did you mean "event.answers"?'),
      }),
    ]);
    const waiting = (read: string) => (f: Record<string, any>) => {
      f.screens.done.after = 10;
      f.screens.done.on.after = [{ do: [{ log: { var: read } }] }];
    };
    expect(check(waiting('event.at'))).toEqual([]);
    expect(check(waiting('event.data'))).toEqual([
      expect.objectContaining({
        code: 'unknown-event-path',
        path: '$.screens.done.on.after[0].do[0].log.var',
        hint: expect.stringContaining('known here: at, screen, type'),
      }),
    ]);
  });

  it('checks a flow-level handler against every sender of its event: the union of their payloads', () => {
    // "error" comes from the form's load (with event.call) and from a call effect (without)
    const reading = (path: string) => (f: Record<string, any>) => {
      f.screens.menu.enter = [{ call: 'items.list' }];
      f.on.error[0].do = [{ log: { cat: [{ var: path }] } }];
    };
    expect(check(reading('event.call'))).toEqual([]);
    expect(check(reading('event.error.message'))).toEqual([]);
    expect(check(reading('event.eror'))).toEqual([expect.objectContaining({ code: 'unknown-event-path', path: '$.on.error[0].do[0].log.cat[0].var' })]);
  });

  it('lets an always list read event.at and event.screen, and nothing else', () => {
    expect(
      check((f) => (f.screens.wait.always = [{ if: { '>': [{ var: 'event.at' }, 0] }, do: [{ set: 'page', to: { var: 'event.screen' } }], goto: 'done' }])),
    ).toEqual([]);
    expect(check((f) => (f.screens.wait.always = [{ if: { var: 'event.data' }, goto: 'done' }]))).toEqual([
      expect.objectContaining({ code: 'unknown-event-path', message: expect.stringContaining('an "always" check (it sees only event.at and event.screen)') }),
    ]);
  });

  it('warns that props, enter effects, loads and polls see no event', () => {
    expect(check((f) => (f.screens.done.props.title = { var: 'event.id' }))).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'event-unavailable', path: '$.screens.done.props.title.var' }),
    ]);
    expect(check((f) => (f.screens.form.load.calls[0].if = { var: 'event.id' }))).toEqual([
      expect.objectContaining({ code: 'event-unavailable', path: '$.screens.form.load.calls[0].if.var', message: expect.stringContaining('load') }),
    ]);
  });
});

describe('checkFlowDocuments: props', () => {
  it('reports a prop the widget needs that the screen does not give', () => {
    expect(check((f) => delete f.screens.form.props.fields)).toContainEqual(
      expect.objectContaining({ severity: 'error', code: 'missing-prop', path: '$.screens.form.props', message: expect.stringContaining('"fields"') }),
    );
  });

  it('reports json-logic whose result the prop cannot take: a number where it takes a text', () => {
    expect(check((f) => (f.screens.done.props.title = { var: 'kiosk.timeouts.endScreen' }))).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'prop-type',
        path: '$.screens.done.props.title',
        message: 'prop "title" of widget Done takes a text, but kiosk.timeouts.endScreen gives a number',
      }),
    ]);
    expect(check((f) => (f.screens.done.props.title = { cat: ['closes in ', { var: 'kiosk.timeouts.endScreen' }] }))).toEqual([]);
    expect(check((f) => (f.screens.form.props.count = { '+': [{ var: 'kiosk.timeouts.general' }, 1] }))).toEqual([]);
  });

  it('infers comparisons, and/or, if branches, filters, records and named rules', () => {
    const title = (logic: unknown, rules: unknown[] = []) =>
      check((f) => (f.screens.done.props.title = logic), rules).find((i) => i.code === 'prop-type')?.message;
    expect(title({ '==': [{ var: 'kiosk.timeouts.general' }, 1] })).toContain('gives true or false');
    expect(title({ and: [{ '!': { var: 'choice' } }, { '!!': { var: 'choice' } }] })).toContain('gives true or false');
    expect(title({ or: [{ var: 'status.message' }, 'none'] })).toBeUndefined();
    expect(title({ if: [{ var: 'choice' }, 'a', { var: 'kiosk.timeouts.general' }] })).toBeUndefined();
    expect(title({ filter: [{ var: 'items' }, { '>': [{ var: 'id' }, 1] }] })).toContain('gives a list');
    expect(title({ a: 1, b: { var: 'choice' } })).toContain('gives an object');
    const rules = { $schema: '../flows/rules.schema.json', rules: { late: { description: 'd', logic: { '>': [{ var: 'kiosk.timeouts.general' }, 1] } } } };
    expect(title({ rule: 'late' }, [rules])).toContain('gives true or false');
    // a custom operation: its result is unknown, nothing is said
    expect(title({ unknownOp: [1] })).toBeUndefined();
  });

  it('reports a branch value the prop refuses and items of the wrong kind', () => {
    const dialog = (variant: unknown) => (f: Record<string, any>) => Object.assign(f.screens.done, { widget: 'Dialog', props: { variant } });
    expect(check(dialog({ if: [{ var: 'choice' }, 'info', 'eror'] }))).toEqual([
      expect.objectContaining({ code: 'prop-type', message: expect.stringContaining('takes one of "info", "error", but') }),
    ]);
    expect(check(dialog({ if: [{ var: 'choice' }, 'info', 'error'] }))).toEqual([]);
    expect(check((f) => (f.screens.form.props.fields = { filter: [{ var: 'items' }, { var: 'id' }] }))).toEqual([
      expect.objectContaining({ code: 'prop-type', message: expect.stringMatching(/takes a text \(at \[\]\), but .* gives an object/) }),
    ]);
  });
});

describe('checkFlowDocuments: what the other checks give', () => {
  it('asks for the $schema that gives editor completion', () => {
    expect(check((f) => delete f.$schema)).toEqual([
      expect.objectContaining({ code: 'no-schema', hint: expect.stringContaining('"$schema": "./flow.schema.json"') }),
    ]);
  });

  it('keeps reporting the compiler errors (unknown widget, goto, prop type), the goto with "did you mean"', () => {
    const issues = check((f) => {
      f.screens.menu.widget = 'Manu';
      f.screens.form.on.submit[1].goto = 'dne';
      f.screens.form.props.fields = 'a, b';
      f.screens.wait.on.late[0].goto = 'faild';
    });
    expect(issues.filter((i) => i.severity === 'error').map((i) => i.path)).toEqual([
      '$.screens.menu.widget',
      '$.screens.form.props.fields',
      '$.screens.form.on.submit[1].goto',
      '$.screens.wait.on.late[0].goto',
    ]);
    expect(formatIssue(issues.find((i) => i.path === '$.screens.wait.on.late[0].goto') as FlowIssue)).toMatch(
      /^error flows\/demo\.flow\.json:\d+:\d+ \$\.screens\.wait\.on\.late\[0\]\.goto: goto "faild" names no screen \(did you mean "failed"\? /,
    );
  });

  it('gives every finding the line and column of its JSON path', () => {
    const flow = sampleFlow();
    flow.screens.done.props.title = { var: 'kiosk.timeouts.endScren' };
    const text = JSON.stringify(flow, null, 2);
    const [issue] = checkFlowDocuments({
      flows: [{ file: 'flows/demo.flow.json', data: flow, text }],
      rules: [],
      registry: analysisRegistry(),
      main: 'demo',
    }).issues;
    // where the var's key is written
    const lines = text.split('\n');
    const line = lines.findIndex((l) => l.includes('"var": "kiosk.timeouts.endScren"')) + 1;
    const column = (lines[line - 1] as string).indexOf('"var"') + 1;
    expect(issue).toMatchObject({ code: 'unknown-var', line, column });
    expect(formatIssue(issue as FlowIssue)).toMatch(
      new RegExp(`^error flows/demo\\.flow\\.json:${line}:${column} \\$\\.screens\\.done\\.props\\.title\\.var: `),
    );
  });
});
