// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Questionary } from '../screens/questionary/index.ts';
import { createNode } from '../testing/createNode.ts';
import { renderWidget } from '../testing/renderWidget.tsx';
import { BADGE_DEBOUNCE_MS } from './badge/BadgeInput.tsx';
import { fieldTypeCodes } from '../../src/kiosk/questionary/fieldTypes.ts';
import { questionaryAt } from '../testing/questionaryAt.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
const change = (container: HTMLElement, action: string, value: string) => fireEvent.input(q(container, action), { target: { value } });
const lastNext = (emit: ReturnType<typeof renderWidget>['emit']) => emit.mock.calls.filter(([event]) => event === 'next').at(-1)?.[1];

describe('LicensePlate (code 21, §5 A-Z 0-9 Ä Ü Ö)', () => {
  const plate = createNode({ type: fieldTypeCodes.LicensePlate, questionId: 'qPlate', name: 'Plate', isRequired: true }, { id: 'pl' });
  it('writes capitals without separators and submits them', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [plate] }));
    const input = q(container, 'answer') as HTMLInputElement;
    expect(input.getAttribute('data-keyboard')).toBe('licensePlate');
    change(container, 'answer', '1-abc-123');
    expect(input.value).toBe('1ABC123');
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['1ABC123'], fieldDefinitionType: 21 } });
  });
  it('refuses other characters with the spec message', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [plate] }));
    change(container, 'answer', 'AB/12');
    expect(screen.getByRole('alert').textContent).toBe('Only letters A-Z, digits and Ä, Ü, Ö are allowed');
  });
});

describe('DateTime (code 8, §5 date formats with hh:mm, time spinner)', () => {
  const departure = createNode({ type: fieldTypeCodes.DateTime, questionId: 'qLeave', name: 'Leaving at', isRequired: true }, { id: 'dt' });
  it('accepts a typed date-time, shows it DD/MM/YYYY HH:mm and submits YYYY-MM-DDTHH:mm:ss', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [departure] }));
    change(container, 'answer', '5/13/2024 9:05');
    fireEvent.blur(q(container, 'answer'));
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('13/05/2024 09:05');
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['2024-05-13T09:05:00'] } });
  });
  it('builds the answer from the pickers and the spinner, which wraps', async () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [departure] }));
    // the options of the closed pickers are drawn after the question's first frame
    await waitFor(() => expect([...q(container, 'date-year').querySelectorAll('option')].map((o) => o.value)).toContain('2026'));
    fireEvent.change(q(container, 'date-day'), { target: { value: '24' } });
    fireEvent.change(q(container, 'date-month'), { target: { value: '11' } });
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('');
    fireEvent.change(q(container, 'date-year'), { target: { value: '2026' } });
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('24/11/2026 00:00');
    fireEvent.click(q(container, 'hour-down'));
    fireEvent.click(q(container, 'minute-down'));
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('24/11/2026 23:55');
    fireEvent.click(q(container, 'minute-up'));
    fireEvent.click(q(container, 'hour-up'));
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('24/11/2026 00:00');
    expect(screen.getByRole('group', { name: 'Hours' })).toBeTruthy();
  });
  it('refuses a date without a time', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [departure] }));
    change(container, 'answer', '24/11/2026');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid date and time (DD/MM/YYYY HH:mm)');
  });
  it('shows a stored answer as DD/MM/YYYY HH:mm', () => {
    const { container } = renderWidget(
      Questionary,
      questionaryAt({
        nodes: [departure],
        answers: { qLeave: { id: 'dt', fieldDefinitionId: 'qLeave', value: ['2026-11-24T16:30:00'], fieldDefinitionType: 8 } },
      }),
    );
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('24/11/2026 16:30');
    expect(container.querySelector('[data-part="hour"]')?.textContent).toBe('16');
    expect(container.querySelector('[data-part="minute"]')?.textContent).toBe('30');
  });
});

describe('Badge (code 11, §5 and §9: validated 500 ms after the scan)', () => {
  const badge = (isRequired = false) => createNode({ type: fieldTypeCodes.Badge, questionId: 'qBadge', name: 'Badge', isRequired }, { id: 'bd' });
  it('moves on by itself 500 ms after the scanner stops typing', () => {
    vi.useFakeTimers();
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [badge()] }));
    const input = q(container, 'answer') as HTMLInputElement;
    expect(input.type).toBe('password');
    expect(document.activeElement).toBe(input);
    change(container, 'answer', '04A1');
    act(() => vi.advanceTimersByTime(BADGE_DEBOUNCE_MS - 100));
    change(container, 'answer', '04A1B2');
    act(() => vi.advanceTimersByTime(BADGE_DEBOUNCE_MS - 1));
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toContain('Badge scanned');
    expect(screen.getByRole('status').textContent).toContain('•••• A1B2');
    act(() => vi.advanceTimersByTime(1));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['04A1B2'], fieldDefinitionType: 11 } });
  });
  it('ignores an empty scan and does not go on twice', () => {
    vi.useFakeTimers();
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [badge(true)] }));
    change(container, 'answer', '  ');
    act(() => vi.advanceTimersByTime(1000));
    expect(emit).not.toHaveBeenCalled();
    change(container, 'answer', 'X1');
    fireEvent.click(q(container, 'next'));
    act(() => vi.advanceTimersByTime(1000));
    expect(emit).toHaveBeenCalledTimes(1);
  });
  it('takes the focus back when it loses it, and clears a scan', () => {
    vi.useFakeTimers();
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [badge()] }));
    const input = q(container, 'answer') as HTMLInputElement;
    act(() => screen.getByRole('button', { name: 'Home' }).focus());
    act(() => vi.advanceTimersByTime(1));
    expect(document.activeElement).toBe(input);
    change(container, 'answer', 'AB12');
    fireEvent.click(q(container, 'clear'));
    expect(input.value).toBe('');
    expect(screen.getByRole('status').textContent).toBe('Hold your badge in front of the scanner');
  });
  it('points at the badge scanner of the kiosk', () => {
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [badge()], scannerLocation: 'middle-left' }));
    expect(container.querySelector('.kiosk-location-arrow')?.getAttribute('data-location')).toBe('middle-left');
  });
});

describe('MultiValue (code 12, §2 add or remove rows, §5 each value checked)', () => {
  const rows = createNode(
    {
      type: fieldTypeCodes.MultiValue,
      questionId: 'qNames',
      name: 'Passengers',
      requiresRangeValidation: true,
      minNumberOfCharacters: 1,
      maxNumberOfCharacters: 6,
    },
    { id: 'mv' },
  );
  it('adds and removes rows, submits the filled ones', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [rows] }));
    expect(q(container, 'remove-row:0')).toBeNull();
    change(container, 'answer', 'Ann');
    fireEvent.click(q(container, 'add-row'));
    change(container, 'answer:1', 'Bob');
    fireEvent.click(q(container, 'add-row'));
    change(container, 'answer:2', 'Cy');
    fireEvent.click(q(container, 'remove-row:1'));
    expect((q(container, 'answer:1') as HTMLInputElement).value).toBe('Cy');
    expect(screen.getByRole('textbox', { name: 'Passengers Value 2' })).toBeTruthy();
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['Ann', 'Cy'] } });
  });
  it('checks every value against the range', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [rows] }));
    change(container, 'answer', 'Ann');
    fireEvent.click(q(container, 'add-row'));
    change(container, 'answer:1', 'Bartholomew');
    expect(screen.getByRole('alert').textContent).toBe('Please enter 2 to 5 characters');
    fireEvent.click(q(container, 'next'));
    expect(emit).not.toHaveBeenCalled();
  });
  it('gives the rows back when the visitor returns', () => {
    const { container } = renderWidget(
      Questionary,
      questionaryAt({
        nodes: [rows],
        answers: { qNames: { id: 'mv', fieldDefinitionId: 'qNames', value: ['Ann', 'Bob'], fieldDefinitionType: 12 } },
      }),
    );
    expect((q(container, 'answer:1') as HTMLInputElement).value).toBe('Bob');
  });
});

describe('CheckboxTextField (code 14)', () => {
  const trailer = createNode(
    { type: fieldTypeCodes.CheckboxTextField, questionId: 'qTrailer', name: 'Trailer?', confirmationLabel: 'Yes, plate:', prefixToShow: 'T-' },
    { id: 'ct' },
  );
  it('opens the text once ticked and submits both', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [trailer] }));
    const text = q(container, 'text') as HTMLInputElement;
    expect(text.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Trailer? Yes, plate:' }));
    expect(text.disabled).toBe(false);
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert').textContent).toBe('This answer is required');
    change(container, 'text', 'QX1');
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['true', 'T-QX1'] } });
  });
  it('submits false when left unticked', () => {
    const { container, emit } = renderWidget(Questionary, questionaryAt({ nodes: [trailer] }));
    fireEvent.click(q(container, 'next'));
    expect(lastNext(emit)).toMatchObject({ answer: { value: ['false'] } });
  });
});

describe('text direction (issue 12 §5: dir="auto" on inputs)', () => {
  const dirOf = (type: number) => {
    const node = createNode({ type, questionId: `q${type}`, name: 'Question' }, { id: `d${type}` });
    const { container } = renderWidget(Questionary, questionaryAt({ nodes: [node] }));
    const dir = q(container, 'answer').getAttribute('dir');
    cleanup();
    return dir;
  };
  it('free text follows what is typed; numbers, dates and plates stay left to right', () => {
    expect(dirOf(fieldTypeCodes.TextField)).toBe('auto');
    expect(dirOf(fieldTypeCodes.TextArea)).toBe('auto');
    expect(dirOf(fieldTypeCodes.MultiValue)).toBe('auto');
    expect(dirOf(fieldTypeCodes.Integer)).toBe('ltr');
    expect(dirOf(fieldTypeCodes.Date)).toBe('ltr');
    expect(dirOf(fieldTypeCodes.LicensePlate)).toBe('ltr');
    expect(dirOf(fieldTypeCodes.EmailAddress)).toBe('ltr');
  });
});
