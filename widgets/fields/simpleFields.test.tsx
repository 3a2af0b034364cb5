// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../screens/questionary/index.ts';
import { createNode } from '../testing/createNode.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../testing/questionaryAt.ts';

afterEach(cleanup);

const answerOf = (container: HTMLElement) => container.querySelector<HTMLInputElement | HTMLTextAreaElement>('[data-action="answer"]')!;

describe('simple input fields in the Questionary (core spec §2 simple input, §5)', () => {
  it('Integer refuses non-digits and checks the range', () => {
    const node = createNode({
      type: fieldTypeCodes.Integer,
      questionId: 'qAxles',
      requiresRangeValidation: true,
      minNumberOfCharacters: 1,
      maxNumberOfCharacters: 10,
    });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    expect(answerOf(container).getAttribute('inputmode')).toBe('numeric');
    fireEvent.input(answerOf(container), { target: { value: '3a' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter digits only');
    fireEvent.input(answerOf(container), { target: { value: '10' } });
    expect(screen.getByRole('alert').textContent).toBe('The answer is out of range');
    fireEvent.input(answerOf(container), { target: { value: '9' } });
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qAxles', value: ['9'], fieldDefinitionType: 5 } });
  });

  it('Decimal accepts a trailing comma while typing', () => {
    const node = createNode({ type: fieldTypeCodes.Decimal, questionId: 'qWeight' });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    fireEvent.input(answerOf(container), { target: { value: '12,' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.input(answerOf(container), { target: { value: '12,5' } });
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qWeight', value: ['12,5'] } });
  });

  it('TextArea keeps Enter for new lines', () => {
    const node = createNode({ type: fieldTypeCodes.TextArea, questionId: 'qRemarks', name: 'Remarks' });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    expect(answerOf(container).tagName).toBe('TEXTAREA');
    fireEvent.keyDown(answerOf(container), { key: 'Enter' });
    expect(emit).not.toHaveBeenCalled();
  });

  it('a site whose texts lack the length messages shows its own "out of range" (issue 39 §8)', () => {
    const node = createNode({
      type: fieldTypeCodes.TextField,
      questionId: 'qCode',
      requiresRangeValidation: true,
      minNumberOfCharacters: 2,
      maxNumberOfCharacters: 4,
    });
    const { container, texts } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    const language = texts.i18n.language;
    const { exactLength: _gone, ...older } = texts.i18n.getResourceBundle(language, 'registration') as Record<string, string>;
    texts.i18n.removeResourceBundle(language, 'registration');
    texts.i18n.addResourceBundle(language, 'registration', older);
    fireEvent.input(answerOf(container), { target: { value: 'ab' } });
    expect(screen.getByRole('alert').textContent).toBe('The answer is out of range');
  });

  it('TextField enforces the length strictly between min and max', () => {
    const node = createNode({
      type: fieldTypeCodes.TextField,
      questionId: 'qCode',
      requiresRangeValidation: true,
      minNumberOfCharacters: 2,
      maxNumberOfCharacters: 4,
    });
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    fireEvent.input(answerOf(container), { target: { value: 'ab' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter exactly 3 characters');
    fireEvent.input(answerOf(container), { target: { value: 'abc' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
