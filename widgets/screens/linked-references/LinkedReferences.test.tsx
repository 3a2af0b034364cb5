// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { detailsOf } from '../parts/ReferenceList.tsx';
import { LinkedReferences } from './index.ts';

afterEach(cleanup);

const visitor = (id: string, ...values: string[]) => ({ id, autoApprovalFields: values.map((v, i) => ({ questionId: `q${i}`, values: [v] })) });

describe('LinkedReferences (core spec §2 "a list of linked references ... add another or finish", §4)', () => {
  it('lists each reference with its details, numbered', () => {
    const { container, missingKeys } = renderWidget(
      LinkedReferences,
      {
        references: [
          { reference: 'BK-2001', visitors: [visitor('v1', 'BK-2001', '2-DEF-456', 'Rhine Cargo')] },
          { reference: 'BK-2002', visitors: [] },
        ],
      },
      'linkedReferences',
    );
    const list = screen.getByRole('list', { name: 'References of your transport' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('BK-2001');
    expect(items[0]!.textContent).toContain('2-DEF-456 · Rhine Cargo');
    expect(items[1]!.textContent).toBe('2BK-2002');
    expect(container.querySelector('[data-screen="linkedReferences"]')).not.toBeNull();
    expect(missingKeys).toEqual([]);
  });

  it('emits add, finish, back and home', () => {
    const { container, emit } = renderWidget(LinkedReferences, { references: [{ reference: 'BK-1', visitors: [] }] });
    for (const action of ['add', 'finish', 'back', 'home']) fireEvent.click(container.querySelector(`[data-action="${action}"]`)!);
    expect(emit.mock.calls).toEqual([['add'], ['finish'], ['back'], ['home']]);
  });

  it('cannot finish an empty list', () => {
    const { container } = renderWidget(LinkedReferences, { references: null });
    expect(container.querySelector<HTMLButtonElement>('[data-action="finish"]')!.disabled).toBe(true);
  });
});

describe('detailsOf', () => {
  it('joins the distinct values of the visitors, without the reference itself', () => {
    expect(detailsOf([visitor('a', 'bk-1', 'P1', 'Co'), visitor('b', 'BK-1', 'P2', 'Co')], 'BK-1')).toBe('P1 · Co · P2');
    expect(detailsOf([], 'X')).toBe('');
  });
});
