// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { renderWithI18n } from '../../testing/renderWithI18n.tsx';
import { ErrorBoundary } from '../../kit/ErrorBoundary.tsx';
import { Questionary } from './index.ts';
import { questionaryAt } from '../../testing/questionaryAt.ts';

/** A field widget with a bug: it throws while rendering. */
vi.mock('../../fields/registry.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../fields/registry.ts')>();
  const { defineField } = await import('../../fields/defineField.ts');
  const broken = defineField({
    type: 'Broken',
    code: 98,
    keyboard: 'none',
    validate: (_node, value) => ({ isValid: true, value }),
    component: () => {
      throw new Error('widget bug');
    },
  });
  // a field whose code is gone after a new version was deployed (core spec §8 MODULE_NOT_FOUND)
  const gone = defineField({
    type: 'Gone',
    code: 97,
    keyboard: 'none',
    validate: (_node, value) => ({ isValid: true, value }),
    component: () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://kiosk/assets/PhoneNumberInput-abc.js');
    },
  });
  return { ...original, fieldForCode: (code: number) => (code === 98 ? broken : code === 97 ? gone : original.fieldForCode(code)) };
});

afterEach(cleanup);

describe('a field widget that crashes costs one question, not the screen', () => {
  it('shows the unsupported-field notice instead and lets an optional question go on', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const node = createNode({ type: 98, questionId: 'qBroken', name: 'Broken question' }, { id: 'x' });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }), 'questionary');
    expect(container.querySelector('[data-screen="questionary"]')).not.toBeNull();
    expect(screen.getByText('This question (field type 98) cannot be answered at this kiosk.')).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('[questionary] a field widget crashed', new Error('widget bug'));
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit).toHaveBeenCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ fieldDefinitionId: 'qBroken', value: [] }) }));
  });

  it('holds a required one, as an unsupported field', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const node = createNode({ type: 98, questionId: 'qBroken', name: 'Broken question', isRequired: true }, { id: 'x' });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please ask the reception for help to answer it.');
  });
});

describe('a field whose code is gone (core spec §8 MODULE_NOT_FOUND)', () => {
  it("is the screen's failure, not an unsupported field: it reaches the screen's boundary, which reloads the kiosk", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onCrash = vi.fn();
    const node = createNode({ type: 97, questionId: 'qGone', name: 'Phone' }, { id: 'x' });
    const props = Questionary.props.parse(questionaryAt({ nodes: [node] }));
    const { container } = renderWithI18n(
      <ErrorBoundary fallback={<p data-screen="screen-boundary" />} onCrash={onCrash}>
        <Questionary.component props={props} emit={vi.fn()} screenId="questionary" />
      </ErrorBoundary>,
    );
    expect(container.querySelector('[data-screen="screen-boundary"]')).not.toBeNull();
    expect(onCrash).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringContaining('Failed to fetch dynamically imported module') }),
      expect.anything(),
    );
    expect(screen.queryByText('This question (field type 97) cannot be answered at this kiosk.')).toBeNull();
  });
});
