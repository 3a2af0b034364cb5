import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseScreenProps } from '../../src/app/parseProps.ts';
import { Message } from '../../widgets/screens/message/index.ts';
import { Questionary } from '../../widgets/screens/questionary/index.ts';
import { createNode } from '../../widgets/testing/createNode.ts';
import { allScreenWidgets } from '../../widgets/allScreenWidgets.ts';

/** success, data and issues: what a caller reads of a parse. */
const outcome = (parsed: z.ZodSafeParseResult<unknown>) => (parsed.success ? { data: parsed.data } : { issues: parsed.error.issues });
const jane = { id: 'n1', fieldDefinitionId: 'qName', fieldDefinitionType: 3, value: ['Jane'] };
const nodes = [
  createNode({ type: 3, questionId: 'qName', name: 'Name', isRequired: true }, { id: 'n1' }),
  createNode({ type: 9, questionId: 'qSafe', name: 'Safety' }, { id: 'n2' }),
];

describe('screen props parsed prop by prop (DESIGN.md "Widgets")', () => {
  it('gives what parsing the whole object gives, for every widget with empty, null and real props', () => {
    const samples: Record<string, unknown>[] = [
      {},
      { title: null, questionary: null },
      { questionary: { nodes, index: 1, answers: { qName: jane }, feedbackIds: [], done: false }, keyboard: { isEnabled: true, layout: 'azerty' } },
      { questionary: { nodes: 'not a list', index: 'first', answers: { qName: { value: ['Jane'] } } } },
      { questionary: { nodes, index: 2, answers: { qName: jane, qSafe: { ...jane, value: 'yes' }, qNull: null }, feedbackIds: [], done: false } },
    ];
    for (const widget of allScreenWidgets) {
      for (const props of samples)
        expect(outcome(parseScreenProps(widget.props as z.ZodType<unknown>, props)), widget.type).toEqual(outcome(widget.props.safeParse(props)));
    }
  });

  const state = (index: number, answers: Record<string, unknown>, list: unknown = nodes) => ({
    questionary: { nodes: list, index, answers, feedbackIds: [], done: false },
  });

  it('reuses the parse of a value that is the same object, inside a prop too: the same nodes array comes out', () => {
    const first = parseScreenProps(Questionary.props, state(0, {}));
    const second = parseScreenProps(Questionary.props, state(1, { qName: jane }));
    expect(first.success && second.success).toBe(true);
    if (!first.success || !second.success) return;
    expect(second.data.questionary.nodes).toBe(first.data.questionary.nodes);
    expect(second.data.questionary.index).toBe(1);
    // another array with the same content is parsed again, never confused with the first
    const copy = parseScreenProps(Questionary.props, state(0, {}, [...nodes].reverse()));
    expect(copy.success && copy.data.questionary.nodes.map((n) => n.id)).toEqual(['n2', 'n1']);
  });

  it('parses the answers answer by answer: an answer given before keeps its parse on the next step', () => {
    const first = parseScreenProps(Questionary.props, state(1, { qName: jane }));
    const safe = { id: 'n2', fieldDefinitionId: 'qSafe', fieldDefinitionType: 9, value: ['true'] };
    const second = parseScreenProps(Questionary.props, state(2, { qName: jane, qSafe: safe }));
    expect(first.success && second.success).toBe(true);
    if (!first.success || !second.success) return;
    expect(second.data.questionary.answers.qName).toBe(first.data.questionary.answers.qName);
    expect(second.data.questionary.answers.qSafe).toEqual(safe);
    const bad = parseScreenProps(Questionary.props, state(2, { qName: jane, qSafe: { ...safe, value: 'true' } }));
    expect(!bad.success && bad.error.issues.map((issue) => issue.path.join('.'))).toEqual(['questionary.answers.qSafe.value']);
  });

  it('reports a bad prop with its name first in the path', () => {
    const parsed = parseScreenProps(Questionary.props, state(-1, {}, [{ id: 3 }]));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const paths = parsed.error.issues.map((issue) => issue.path.join('.'));
    expect(paths.some((path) => path.startsWith('questionary.nodes.0'))).toBe(true);
    expect(paths).toContain('questionary.index');
    // the same bad object fails again from the cache
    expect(parseScreenProps(Message.props, { text: { not: 'a string' } }).success).toBe(Message.props.safeParse({ text: { not: 'a string' } }).success);
  });

  it('parses a schema that checks the object as a whole in one piece', () => {
    const Range = z.object({ from: z.number(), to: z.number() }).refine((r) => r.from <= r.to, { message: 'from after to' });
    const parsed = parseScreenProps(Range, { from: 5, to: 1 });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('from after to');
  });
});
