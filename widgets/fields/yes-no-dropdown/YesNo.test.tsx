// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../../screens/questionary/index.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../../testing/questionaryAt.ts';

afterEach(cleanup);

describe('YesNoDropdown field (core spec §5 yes/no mapping)', () => {
  it('offers Yes and No as large options and submits true or false', () => {
    const node = createNode({ type: fieldTypeCodes.YesNoDropdown, questionId: 'qShoes', name: 'Safety shoes?', isRequired: true });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('data-action')).toBe('option:true');
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('radio', { name: 'No' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qShoes', value: ['false'] } });
  });

  it('shows an initial "yes" as Yes and submits true', () => {
    const node = createNode({ type: fieldTypeCodes.YesNoDropdown, questionId: 'qShoes' }, { initialAnswer: ['yes'] });
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    expect(screen.getByRole('radio', { name: 'Yes' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qShoes', value: ['true'] } });
  });
});
