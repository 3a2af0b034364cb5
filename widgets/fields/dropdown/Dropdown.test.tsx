// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../../screens/questionary/index.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../../testing/questionaryAt.ts';

afterEach(cleanup);

const labels = ['Antwerpen', 'Brugge', 'Gent', 'Liège', 'Namur', 'Bruxelles-Capitale'];
const options = labels.map((key, i) => ({ key, value: `v${i}` }));
const dropdown = (extra: Record<string, unknown> = {}) =>
  createNode({ type: fieldTypeCodes.Dropdown, questionId: 'qCity', name: 'City', translatedSelectOptions: options, ...extra }, { id: 'c' });
const optionButtons = (container: HTMLElement) => [...container.querySelectorAll<HTMLElement>('[data-action^="option:"]')];

describe('Dropdown field (core spec §2 choice, §5 search, §9 4 per page)', () => {
  it('shows 4 options per page with paging', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [dropdown()] }));
    expect(optionButtons(container).map((b) => b.textContent)).toEqual(['Antwerpen', 'Brugge', 'Gent', 'Liège']);
    expect(screen.getByRole('radiogroup', { name: 'City' })).toBeTruthy();
    fireEvent.click(container.querySelector('[data-action="page-next"]')!);
    expect(optionButtons(container).map((b) => b.textContent)).toEqual(['Namur', 'Bruxelles-Capitale']);
  });

  it('chooses an option and submits its value', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [dropdown({ isRequired: true })] }));
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(screen.getByRole('alert').textContent).toBe('Choose an option');
    fireEvent.click(container.querySelector('[data-action="option:v2"]')!);
    expect(container.querySelector('[data-action="option:v2"]')!.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qCity', value: ['v2'], fieldDefinitionType: 2 } });
  });

  it('falls back to the internal options', () => {
    const node = dropdown({ translatedSelectOptions: null, internalSelectOptions: [{ key: 'Internal', value: 'i' }] });
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    expect(optionButtons(container).map((b) => b.textContent)).toEqual(['Internal']);
  });

  it('has no search box unless isSearchableListOnSsk', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [dropdown()] }));
    expect(container.querySelector('[data-action="search"]')).toBeNull();
  });

  it('searches accent- and case-insensitively, back to page one, blank = all', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [dropdown({ isSearchableListOnSsk: true })] }));
    fireEvent.click(container.querySelector('[data-action="page-next"]')!);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.input(search, { target: { value: 'LIEGE' } });
    expect(optionButtons(container).map((b) => b.textContent)).toEqual(['Liège']);
    fireEvent.input(search, { target: { value: 'bru' } });
    expect(optionButtons(container).map((b) => b.textContent)).toEqual(['Brugge', 'Bruxelles-Capitale']);
    fireEvent.input(search, { target: { value: 'zzz' } });
    expect(screen.getByRole('status').textContent).toBe('No results');
    fireEvent.input(search, { target: { value: '  ' } });
    expect(optionButtons(container)).toHaveLength(4);
  });

  it('opens on the page of the stored choice', () => {
    const { container } = renderWidget(
      Questionary,
      questionaryAt({
        nodes: [dropdown()],
        answers: { qCity: { id: 'c', fieldDefinitionId: 'qCity', value: ['v5'], fieldDefinitionType: 2 } },
      }),
    );
    expect(container.querySelector('[data-action="option:v5"]')!.getAttribute('aria-checked')).toBe('true');
  });
});
