// @vitest-environment jsdom
import { cleanup, fireEvent } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineWidget, eventsOf, NoData, type WidgetComponentProps, type WidgetDefinition } from './defineWidget.ts';
import { allScreenWidgets } from './allScreenWidgets.ts';
import { screenWidgetSamples } from './samples.ts';
import { renderWidget } from './testing/renderWidget.tsx';
import { PhoneNumberField } from './fields/phone-number/index.ts';

afterEach(cleanup);
// fields that load on demand render at once in the tap-through
beforeAll(() => PhoneNumberField.preload());

/**
 * More props for widgets whose events depend on what they show, beside their gallery sample: the
 * Questionary's `precheck` comes from a phone number that looks complete (core §5, issue 11 §2).
 */
const MORE_SAMPLES: Readonly<Record<string, readonly unknown[]>> = {
  Questionary: [
    {
      questionary: {
        nodes: [
          {
            id: 'mobile',
            isSkip: false,
            initialAnswer: ['+32470123456'],
            metadata: { questionId: 'sample-mobile', type: 7, name: 'Your mobile number' },
          },
        ],
        index: 0,
        answers: {},
        feedbackIds: [],
        done: false,
        error: null,
      },
    },
  ],
};

/** What the tap-through types into an input, by its `data-action` (widgets/README.md hooks). */
const TYPED: Readonly<Record<string, string>> = { search: 'Ann', reference: '1001', code: 'ETK-1001', badge: '04C0FFEE42', answer: 'Acme', pincode: '1234' };

/**
 * Renders a widget with `props` and works every control a visitor could, round after round (a
 * tap may bring new controls: a search shows names, a name enables confirm): types into each
 * input (then enter), taps (pointer down, click) each enabled control once; in document order, then again from a fresh
 * render in reverse order (the questionary takes one of next and back per question). Returns what
 * the widget emitted.
 */
function tapThrough(definition: WidgetDefinition<unknown>, props: unknown): Array<[string, unknown]> {
  const emits = [...tapRounds(definition, props, 'forward')];
  cleanup();
  return [...emits, ...tapRounds(definition, props, 'reverse')];
}

function tapRounds(definition: WidgetDefinition<unknown>, props: unknown, order: 'forward' | 'reverse'): Array<[string, unknown]> {
  const { container, emit } = renderWidget(definition, props, 'sample');
  const done = new Set<string>();
  for (let round = 0; round < 6; round++) {
    const elements = [...container.querySelectorAll<HTMLElement>('[data-action]')];
    for (const element of order === 'forward' ? elements : elements.reverse()) {
      const action = element.dataset.action ?? '';
      if (!element.isConnected || done.has(action) || (element as HTMLButtonElement).disabled) continue;
      done.add(action);
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
        fireEvent.input(element, { target: { value: TYPED[action] ?? 'A1' } });
        fireEvent.keyDown(element, { key: 'Enter' });
      } else {
        // a tap: the pointer goes down (a signature pad counts a stroke from it), then the click
        fireEvent.pointerDown(element);
        fireEvent.click(element);
      }
    }
  }
  return emit.mock.calls.map(([event, data]) => [event, data]);
}

/**
 * What is wrong with these emits against the widget's declared events (with these props): an
 * event it does not declare, data that fails the event's schema, or a field the schema does not
 * name (payloads are exact: flows read them as `event.*`).
 */
function undeclaredEmits(definition: Pick<WidgetDefinition, 'events' | 'eventsFromProps'>, props: unknown, emits: Array<[string, unknown]>): string[] {
  const declared = eventsOf(definition, props);
  const problems = emits.flatMap(([event, data]) => {
    const schema = declared[event];
    if (!schema) return [`emits "${event}", which it does not declare (declared: ${Object.keys(declared).join(', ') || 'none'})`];
    const exact = schema instanceof z.ZodObject ? z.strictObject(schema.shape) : schema;
    const parsed = exact.safeParse(data ?? {});
    return parsed.success ? [] : [`"${event}" data ${JSON.stringify(data)} fails its schema: ${z.prettifyError(parsed.error)}`];
  });
  return [...new Set(problems)];
}

describe('every screen widget emits exactly what it declares (DESIGN.md "Widgets", flows/WIDGETS.md)', () => {
  it('has sample props for every registered widget, valid for its schema', () => {
    for (const widget of allScreenWidgets) {
      const sample = screenWidgetSamples[widget.type];
      expect(sample, `${widget.type} has no sample in widgets/samples.ts`).toBeDefined();
      expect(widget.props.safeParse(sample).success, widget.type).toBe(true);
    }
    expect(Object.keys(screenWidgetSamples).sort()).toEqual(allScreenWidgets.map((w) => w.type).sort());
  });

  it.each(allScreenWidgets.map((widget) => [widget.type, widget] as const))(
    '%s: every control tapped emits a declared event with data that fits',
    (type, widget) => {
      const sample = screenWidgetSamples[type];
      const emits = tapThrough(widget as WidgetDefinition<unknown>, sample);
      expect(undeclaredEmits(widget, sample, emits)).toEqual([]);
      const more = (MORE_SAMPLES[type] ?? []).map((props) => {
        cleanup();
        const sent = tapThrough(widget as WidgetDefinition<unknown>, props);
        expect(undeclaredEmits(widget, props, sent)).toEqual([]);
        return sent;
      });
      // and it declares nothing it cannot send: each declared event came from some control
      expect([...new Set([...emits, ...more.flat()].map(([event]) => event))].sort()).toEqual(Object.keys(eventsOf(widget, sample)).sort());
    },
  );

  it("declares events by valid names, each with an object schema whose fields are not the runtime's own (type, at)", () => {
    for (const widget of allScreenWidgets) {
      for (const [event, schema] of Object.entries(widget.events)) {
        expect(event, widget.type).toMatch(/^[a-z][A-Za-z0-9]*$/);
        expect(schema, `${widget.type} ${event}`).toBeInstanceOf(z.ZodObject);
        const fields = Object.keys((schema as unknown as z.ZodObject).shape);
        expect(fields, `${widget.type} ${event}`).not.toContain('type');
        expect(fields, `${widget.type} ${event}`).not.toContain('at');
      }
    }
  });

  it('gives the declared events for props it cannot read (json-logic), in widgets that derive them', () => {
    const derived = allScreenWidgets.filter((w) => w.eventsFromProps);
    expect(derived.map((w) => w.type)).toEqual(expect.arrayContaining(['Message', 'ProfileTiles', 'YesNo']));
    for (const widget of derived) {
      const shape = (widget.props as unknown as z.ZodObject).shape;
      const computed = Object.fromEntries(Object.keys(shape).map((prop) => [prop, { var: `screen.${prop}` }]));
      expect(widget.eventsFromProps?.(computed), widget.type).toBe(widget.events);
    }
  });
});

describe('the check itself', () => {
  const Props = z.object({});
  const events = { select: z.object({ isoCode: z.string() }), home: NoData };
  const widgetEmitting =
    (event: string, data?: Record<string, unknown>) =>
    ({ emit, screenId }: WidgetComponentProps<z.infer<typeof Props>>) => (
      <button type="button" data-screen={screenId} data-action="go" onClick={() => emit(event, data)}>
        go
      </button>
    );

  it('catches an event the widget does not declare', () => {
    const widget = defineWidget({ type: 'Bad', props: Props, events, component: widgetEmitting('selected', { isoCode: 'nl' }) });
    expect(undeclaredEmits(widget, {}, tapThrough(widget as WidgetDefinition<unknown>, {}))).toEqual([
      'emits "selected", which it does not declare (declared: select, home)',
    ]);
  });

  it('catches data that fails the schema, and a field the schema does not name', () => {
    const wrongType = defineWidget({ type: 'Bad', props: Props, events, component: widgetEmitting('select', { isoCode: 7 }) });
    expect(undeclaredEmits(wrongType, {}, tapThrough(wrongType as WidgetDefinition<unknown>, {}))).toEqual([
      expect.stringContaining('"select" data {"isoCode":7} fails its schema'),
    ]);
    cleanup();
    const extraField = defineWidget({ type: 'Bad', props: Props, events, component: widgetEmitting('select', { isoCode: 'nl', language: 'nl' }) });
    expect(undeclaredEmits(extraField, {}, tapThrough(extraField as WidgetDefinition<unknown>, {}))).toEqual([expect.stringContaining('language')]);
  });

  it('accepts what fits', () => {
    const good = defineWidget({ type: 'Good', props: Props, events, component: widgetEmitting('select', { isoCode: 'nl' }) });
    expect(undeclaredEmits(good, {}, tapThrough(good as WidgetDefinition<unknown>, {}))).toEqual([]);
  });
});
