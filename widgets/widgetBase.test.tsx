// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { defineWidget } from './defineWidget.ts';
import { defineField, type FieldComponentProps } from './fields/defineField.ts';
import { PhoneNumberField } from './fields/phone-number/index.ts';
import { validateText } from './fields/validation.ts';
import { withCode } from './widgetBase.ts';

afterEach(cleanup);

function Label({ label }: { label: string }) {
  return <p>{label}</p>;
}

describe('one definition shape for screen and field widgets (DESIGN.md "Widgets")', () => {
  it('withCode keeps a given component and preloads at once', async () => {
    const base = withCode<{ label: string }, { type: string; component: typeof Label; extra: number }>({ type: 'T', component: Label, extra: 7 });
    expect(base.component).toBe(Label);
    expect(base.extra).toBe(7);
    expect('load' in base).toBe(false);
    await expect(base.preload()).resolves.toBeUndefined();
  });

  it('withCode loads on demand: `loading` until the code is in, fetched once', async () => {
    let resolve!: (component: typeof Label) => void;
    const load = vi.fn(() => new Promise<typeof Label>((ok) => (resolve = ok)));
    const base = withCode<{ label: string }, { type: string; load: typeof load; loading: string }>({ type: 'T', load, loading: 'wait…' });
    render(<base.component label="in" />);
    expect(screen.getByText('wait…')).toBeTruthy();
    await act(async () => resolve(Label));
    expect(screen.getByText('in')).toBeTruthy();
    await base.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a field and a screen widget written alike come out with the same shared keys', () => {
    // biome-ignore lint/correctness/noComponentHookFactories: a stand-in component defined where the test needs it
    const Field = (_: FieldComponentProps) => null;
    const field = defineField({ type: 'F', description: 'a field', code: 99, component: Field, validate: validateText, keyboard: 'text' });
    const widget = defineWidget({ type: 'W', description: 'a screen', props: z.object({}), events: {}, component: () => null });
    for (const definition of [field, widget]) {
      expect(Object.keys(definition)).toEqual(expect.arrayContaining(['type', 'description', 'component', 'preload']));
      expect(definition).not.toHaveProperty('load');
    }
    expect(field).toMatchObject({ code: 99, keyboard: 'text', validate: validateText });
  });

  it('the phone field is written with `load` and comes out with `preload`, like a screen widget', () => {
    expect(PhoneNumberField.preload).toBeTypeOf('function');
    expect(PhoneNumberField).not.toHaveProperty('load');
    expect(PhoneNumberField).not.toHaveProperty('loading');
  });
});
