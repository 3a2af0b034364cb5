// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Questionary } from '../../screens/questionary/index.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
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

  it("keeps the input, its focus and the pickers for the next date question; a half-picked date is each question's own (issue 11 §2)", async () => {
    const visit = createNode({ type: fieldTypeCodes.Date, questionId: 'qVisit', name: 'Date of visit' }, { id: 'v' });
    const { container, emit, rerenderWith } = renderWidget(Questionary, questionaryAt({ nodes: [birth(), visit] }));
    await waitFor(() => expect(container.querySelector('[data-action="date-day"]')).not.toBeNull());
    const input = answerInput(container);
    const day = screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    // a day picked, then the whole date typed
    fireEvent.change(day, { target: { value: '07' } });
    fireEvent.input(input, { target: { value: '13/05/1990' } });
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    const born = { id: 'b', fieldDefinitionId: 'qBirth', value: ['1990-05-13T00:00:00'], fieldDefinitionType: fieldTypeCodes.Date };
    expect(emit).toHaveBeenLastCalledWith('next', { answer: born, check: null });
    rerenderWith(questionaryAt({ nodes: [birth(), visit], index: 1, answers: { qBirth: born } }));
    // the same input, still focused, now the next question's, with its own (empty) draft and pickers
    expect(answerInput(container)).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('textbox', { name: 'Date of visit' })).toBe(input);
    expect(input.value).toBe('');
    expect(screen.getByRole('combobox', { name: 'Day' })).toBe(day);
    expect(day.value).toBe('');
    // a day and a month picked here, the date not whole yet
    fireEvent.change(day, { target: { value: '07' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Month' }), { target: { value: '03' } });
    expect(day.value).toBe('07');
    // back to the first: its stored answer; the half-picked date stayed with the second question
    rerenderWith(questionaryAt({ nodes: [birth(), visit], index: 0, answers: { qBirth: born } }));
    expect(input.value).toBe('13/05/1990');
    expect([day.value, (screen.getByRole('combobox', { name: 'Month' }) as HTMLSelectElement).value]).toEqual(['13', '05']);
    // forward again: what was picked there is still there (nothing typed or picked is lost)
    rerenderWith(questionaryAt({ nodes: [birth(), visit], index: 1, answers: { qBirth: born } }));
    expect(day.value).toBe('07');
    expect(input.value).toBe('');
    // Next was tapped on the first question: an empty optional date is answered here at once
    fireEvent.click(container.querySelector('[data-action="next"]')!);
    expect(emit).toHaveBeenLastCalledWith('next', {
      answer: { id: 'v', fieldDefinitionId: 'qVisit', value: [], fieldDefinitionType: fieldTypeCodes.Date },
      check: null,
    });
  });
});
