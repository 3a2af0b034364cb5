// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../../screens/questionary/index.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { questionaryAt } from '../../testing/questionaryAt.ts';

afterEach(cleanup);

const birth = () => createNode({ type: fieldTypeCodes.Date, questionId: 'qBirth', name: 'Date of birth', isRequired: true }, { id: 'b' });
const answerInput = (container: HTMLElement) => container.querySelector<HTMLInputElement>('[data-action="answer"]')!;

describe('Date field (core spec §5 date formats)', () => {
  it('accepts a US date, shows it as DD/MM/YYYY on blur and submits YYYY-MM-DDTHH:mm:ss', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [birth()] }));
    expect(answerInput(container).placeholder).toBe('DD/MM/YYYY');
    fireEvent.input(answerInput(container), { target: { value: '5/13/1990' } });
    fireEvent.blur(answerInput(container));
    expect(answerInput(container).value).toBe('13/05/1990');
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { fieldDefinitionId: 'qBirth', value: ['1990-05-13T00:00:00'], fieldDefinitionType: 1 } });
  });

  it('reports an impossible date', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [birth()] }));
    fireEvent.input(answerInput(container), { target: { value: '31/02/1990' } });
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid date (DD/MM/YYYY)');
  });

  it('shows a stored answer as DD/MM/YYYY', () => {
    const { container } = renderWidget(
      Questionary,
      questionaryAt({
        nodes: [birth()],
        answers: { qBirth: { id: 'b', fieldDefinitionId: 'qBirth', value: ['1990-05-13T00:00:00'], fieldDefinitionType: 1 } },
      }),
    );
    expect(answerInput(container).value).toBe('13/05/1990');
  });

  it('fills the date from the day, month and year pickers', async () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [birth()] }));
    // the pickers are drawn after the question's first frame, in the room kept for them (0009)
    expect(container.querySelector('[data-action="date-day"]')).toBeNull();
    expect(container.querySelector('.kiosk-date-picker--later')).not.toBeNull();
    await waitFor(() => expect([...container.querySelectorAll<HTMLOptionElement>('[data-action="date-year"] option')].map((o) => o.value)).toContain('2001'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Day' }), { target: { value: '07' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '03' } });
    expect(answerInput(container).value).toBe('');
    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2001' } });
    expect(answerInput(container).value).toBe('07/03/2001');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a typed date in the pickers, and a date no longer whole keeps what the pickers show', async () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [birth()] }));
    await waitFor(() => expect(container.querySelector('[data-action="date-day"]')).not.toBeNull());
    const picker = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
    // the label first ('' = not chosen), then the values
    expect([...picker('Month').options].map((o) => o.value)).toEqual(['', '01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
    expect(picker('Day').value).toBe('');
    fireEvent.input(answerInput(container), { target: { value: '13/05/1990' } });
    expect([picker('Day').value, picker('Month').value, picker('Year').value]).toEqual(['13', '05', '1990']);
    fireEvent.input(answerInput(container), { target: { value: '' } });
    expect([picker('Day').value, picker('Month').value, picker('Year').value]).toEqual(['', '', '']);
  });
});
