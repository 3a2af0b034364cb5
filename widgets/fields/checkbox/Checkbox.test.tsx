// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../../screens/questionary/index.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../../testing/questionaryAt.ts';

afterEach(cleanup);

describe('Checkbox field (core spec §5: a required checkbox must be the text true)', () => {
  it('holds next until ticked, then submits true', () => {
    const node = createNode({ type: fieldTypeCodes.Checkbox, questionId: 'qRules', name: 'I accept the site rules', isRequired: true });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    const box = screen.getByRole('checkbox', { name: /I accept the site rules/ });
    expect(box.getAttribute('data-action')).toBe('answer');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(screen.getByRole('alert').textContent).toBe('Please confirm to continue');
    fireEvent.click(box);
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qRules', value: ['true'], fieldDefinitionType: 13 } });
  });

  it('submits false for an optional unticked box', () => {
    const node = createNode({ type: fieldTypeCodes.Checkbox, questionId: 'qNews' });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qNews', value: ['false'] } });
  });

  it("keeps the toggle for the next checkbox question, unticked there; the answer is each question's own (issue 11 §2)", () => {
    const rules = createNode({ type: fieldTypeCodes.Checkbox, questionId: 'qRules', name: 'I accept the site rules', isRequired: true }, { id: 'r' });
    const news = createNode(
      { type: fieldTypeCodes.Checkbox, questionId: 'qNews', name: 'Send me the newsletter', confirmationLabel: 'Subscribe' },
      { id: 'n' },
    );
    const { container, emit, rerenderWith } = renderWidget(Questionary, questionaryAt({ nodes: [rules, news] }));
    const box = screen.getByRole('checkbox', { name: /I accept the site rules/ }) as HTMLInputElement;
    fireEvent.click(box);
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    const accepted = { id: 'r', fieldDefinitionId: 'qRules', value: ['true'], fieldDefinitionType: fieldTypeCodes.Checkbox };
    expect(emit).toHaveBeenLastCalledWith('next', { answer: accepted, check: null });
    rerenderWith(questionaryAt({ nodes: [rules, news], index: 1, answers: { qRules: accepted } }));
    // the same toggle, now the next question's, named by it and not ticked
    expect(screen.getByRole('checkbox', { name: /Send me the newsletter Subscribe/ })).toBe(box);
    expect(box.checked).toBe(false);
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit).toHaveBeenLastCalledWith('next', {
      answer: { id: 'n', fieldDefinitionId: 'qNews', value: ['false'], fieldDefinitionType: fieldTypeCodes.Checkbox },
      check: null,
    });
    rerenderWith(questionaryAt({ nodes: [rules, news], index: 0, answers: { qRules: accepted } }));
    expect(box.checked).toBe(true);
  });
});
