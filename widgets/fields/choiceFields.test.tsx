// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../screens/questionary/index.ts';
import { createNode } from '../testing/createNode.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../testing/questionaryAt.ts';

afterEach(cleanup);

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
const optionLabels = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-action^="option:"]')].map((b) => b.textContent);
const lastNext = (emit: ReturnType<typeof renderWidget>['emit']) => emit.mock.calls.filter(([event]) => event === 'next').at(-1)?.[1];
const hosts = ['Sophie Janssens', 'Lucas Maes', 'Emma De Smet', 'Noah Claes', 'Zoë Van den Berghe', 'Thomas Willems'].map((name, i) => ({
  id: `h${i + 1}`,
  name,
}));

describe('HostSelection (code 17, §5 host search from 2 characters, §9 4 per page)', () => {
  const host = (extra: Record<string, unknown> = {}) =>
    createNode(
      {
        type: fieldTypeCodes.HostSelection,
        questionId: 'qHost',
        name: 'Who are you visiting?',
        isRequired: true,
        isSearchableListOnSsk: true,
        hosts,
        ...extra,
      },
      { id: 'h' },
    );
  it('lists no one before 2 characters, then matches accent- and case-insensitively', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [host()] }));
    expect(optionLabels(container)).toEqual([]);
    expect(screen.getByRole('status').textContent).toBe('Type at least 2 letters of the name');
    const search = q(container, 'search') as HTMLInputElement;
    expect(search.getAttribute('data-keyboard')).toBe('text');
    fireEvent.input(search, { target: { value: 'z' } });
    expect(optionLabels(container)).toEqual([]);
    fireEvent.input(search, { target: { value: 'ZOE' } });
    expect(optionLabels(container)).toEqual(['Zoë Van den Berghe']);
    fireEvent.input(search, { target: { value: 'e' } });
    expect(optionLabels(container)).toEqual([]);
    fireEvent.input(search, { target: { value: 'em' } });
    fireEvent.click(q(container, 'option:h6'));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['h6'], fieldDefinitionType: 17 } });
  });
  it('keeps the chosen host shown when the search is cleared', () => {
    const { container } = renderWidget(
      Questionary,
      questionaryAt({
        nodes: [host()],
        answers: { qHost: { id: 'h', fieldDefinitionId: 'qHost', value: ['h2'], fieldDefinitionType: 17 } },
      }),
    );
    expect(optionLabels(container)).toEqual(['Lucas Maes']);
    expect(q(container, 'option:h2').getAttribute('aria-checked')).toBe('true');
  });
  it('lists every host, 4 per page, when the node is not searchable', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [host({ isSearchableListOnSsk: false })] }));
    expect(optionLabels(container)).toHaveLength(4);
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose the person you are visiting');
    fireEvent.click(q(container, 'page-next'));
    expect(optionLabels(container)).toEqual(['Zoë Van den Berghe', 'Thomas Willems']);
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('ProcessStep (code 18: a choice before next)', () => {
  const step = createNode(
    {
      type: fieldTypeCodes.ProcessStep,
      questionId: 'qStep',
      name: 'What for?',
      translatedSelectOptions: [
        { key: 'Loading', value: 'load' },
        { key: 'Unloading', value: 'unload' },
      ],
    },
    { id: 's' },
  );
  it('refuses next without a choice, even when not required', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [step] }));
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose an option');
    fireEvent.click(q(container, 'option:unload'));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['unload'] } });
  });
});

describe('Checklist (code 22: several options, searchable, 4 per page)', () => {
  const options = ['Helmet', 'Vest', 'Shoes', 'Glasses', 'Gloves'].map((key) => ({ key, value: key.toLowerCase() }));
  const list = (extra: Record<string, unknown> = {}) =>
    createNode(
      { type: fieldTypeCodes.Checklist, questionId: 'qPpe', name: 'Equipment', isRequired: true, translatedSelectOptions: options, ...extra },
      { id: 'c' },
    );
  it('ticks and unticks several options as checkboxes, submitted in list order', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [list()] }));
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    fireEvent.click(q(container, 'option:shoes'));
    fireEvent.click(q(container, 'option:helmet'));
    fireEvent.click(q(container, 'option:vest'));
    fireEvent.click(q(container, 'option:vest'));
    expect(q(container, 'option:vest').getAttribute('aria-checked')).toBe('false');
    fireEvent.click(q(container, 'page-next'));
    fireEvent.click(q(container, 'option:gloves'));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['helmet', 'shoes', 'gloves'], fieldDefinitionType: 22 } });
  });
  it('puts no aria-required on its group of checkboxes (WAI-ARIA: a group cannot be required; issue 12 §4)', () => {
    renderWidget(Questionary, questionaryAt({ nodes: [list()] }));
    const group = screen.getByRole('group', { name: 'Equipment' });
    expect(group.hasAttribute('aria-required')).toBe(false);
  });
  it('needs one when required, and searches when the node says so', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [list({ isSearchableListOnSsk: true })] }));
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Choose an option');
    fireEvent.input(q(container, 'search'), { target: { value: 'GL' } });
    expect(optionLabels(container)).toEqual(['Glasses', 'Gloves']);
    expect(emit).not.toHaveBeenCalled();
  });
});

describe('MoveToLocation (code 20)', () => {
  const move = createNode(
    {
      type: fieldTypeCodes.MoveToLocation,
      questionId: 'qGo',
      name: 'Go to dock 3',
      isRequired: true,
      translatedSelectOptions: [{ key: 'Dock 3', value: 'top-right' }],
    },
    { id: 'm' },
  );
  it('shows the location with its arrow and needs the confirmation', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [move] }));
    expect(screen.getByText('Dock 3')).toBeTruthy();
    expect(container.querySelector('.kiosk-location-arrow')?.getAttribute('data-location')).toBe('top-right');
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('Please confirm to continue');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Go to dock 3 I am at this location' }));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['true'], fieldDefinitionType: 20 } });
  });
});
