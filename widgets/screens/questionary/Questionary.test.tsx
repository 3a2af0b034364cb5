// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { act } from '@testing-library/react';
import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { createNode } from '../../testing/createNode.ts';
import { renderWidget } from '../../testing/renderWidget.tsx';
import { renderWithI18n } from '../../testing/renderWithI18n.tsx';
import type { Answer, QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import { Questionary } from './index.ts';
import type { QuestionError } from '../../../src/kiosk/questionary/model.ts';
import { PENDING_LIMIT_MS } from './QuestionPage.tsx';

afterEach(cleanup);

const name = createNode({ type: fieldTypeCodes.TextField, questionId: 'qName', name: 'Your name', isRequired: true }, { id: 'n1' });
const company = createNode({ type: fieldTypeCodes.TextField, questionId: 'qCompany', name: 'Company', description: 'As on your badge' }, { id: 'n2' });
const shoes = createNode({ type: fieldTypeCodes.YesNoDropdown, questionId: 'qShoes', name: 'Safety shoes?', isRequired: true }, { id: 'n3' });
const nodes = [name, company, shoes];

/** The Questionary's props: the model's state at a question. */
const at = ({
  nodes,
  index = 0,
  answers = {},
  error = null,
}: {
  nodes: readonly QuestionaryNode[];
  index?: number;
  answers?: Record<string, Answer>;
  error?: QuestionError | null;
}) => ({
  questionary: { nodes, index, answers, feedbackIds: [], done: index >= nodes.length, error },
});

const q = (container: HTMLElement, action: string) => container.querySelector<HTMLElement>(`[data-action="${action}"]`)!;
const type = (container: HTMLElement, text: string) => fireEvent.input(q(container, 'answer'), { target: { value: text } });

describe('Questionary (core spec §2 one question per page, §5 validation)', () => {
  it('renders title, description, progress and the field for the node type', () => {
    const { container, missingKeys } = renderWidget(Questionary, at({ nodes, index: 1 }), 'questionary');
    expect(container.querySelector('[data-screen="questionary"]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Company' })).toBeTruthy();
    expect(screen.getByText('As on your badge')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Company' });
    expect(input.getAttribute('data-action')).toBe('answer');
    expect(input.getAttribute('aria-describedby')).toContain('description');
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    expect(progress.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('Question 2 of 3')).toBeTruthy();
    expect(missingKeys).toEqual([]);
  });

  it('refuses next for a required empty answer with role=alert, and shows no error before that', () => {
    const { container, emit } = renderWidget(Questionary, at({ nodes, index: 0 }));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(q(container, 'next'));
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('This answer is required');
    expect(q(container, 'answer').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the error once the visitor interacted, and clears it when the answer becomes valid', () => {
    const { container } = renderWidget(Questionary, at({ nodes: [createNode({ type: fieldTypeCodes.EmailAddress, questionId: 'qMail' })] }));
    type(container, 'ann@');
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid e-mail address');
    type(container, 'ann@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('emits next with the Answer of the question shown (core §3 shape) alone, and no server check for a text', () => {
    const previous = { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 } };
    const { container, emit } = renderWidget(Questionary, at({ nodes, index: 1, answers: previous }));
    type(container, '  Acme  ');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(emit).toHaveBeenCalledWith('next', { answer: { id: 'n2', fieldDefinitionId: 'qCompany', value: ['Acme'], fieldDefinitionType: 3 }, check: null });
  });

  it('names the server check of a phone number (core §5)', () => {
    const phone = createNode({ type: fieldTypeCodes.PhoneNumber, questionId: 'qPhone' }, { id: 'ph', initialAnswer: ['+32470123456'] });
    const { container, emit } = renderWidget(Questionary, at({ nodes: [phone] }));
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledWith('next', {
      answer: expect.objectContaining({ fieldDefinitionId: 'qPhone', fieldDefinitionType: 7 }),
      check: 'phoneNumber',
    });
  });

  it('goes next on Enter in a single-line input', () => {
    const { container, emit } = renderWidget(Questionary, at({ nodes, index: 0 }));
    type(container, 'Ann');
    fireEvent.keyDown(q(container, 'answer'), { key: 'Enter' });
    expect(emit).toHaveBeenCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ fieldDefinitionId: 'qName', value: ['Ann'] }) }));
  });

  it('does not emit next twice on a double tap for the same index', () => {
    const { container, emit, rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    type(container, 'Ann');
    fireEvent.click(q(container, 'next'));
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
    rerenderWith(at({ nodes, index: 1, answers: { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 } } }));
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(2);
    expect(emit).toHaveBeenLastCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ fieldDefinitionId: 'qCompany' }) }));
  });

  it('keeps the progress bar and the buttons from one question to the next; a question shown again starts neither busy nor done', () => {
    const ann = { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 } };
    const { container, emit, rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    const next = q(container, 'next');
    const progress = screen.getByRole('progressbar');
    type(container, 'Ann');
    fireEvent.click(next);
    expect(next.getAttribute('aria-busy')).toBe('true');
    rerenderWith(at({ nodes, index: 1, answers: ann }));
    // the same elements (issue 11 §2: a step creates only the question), no longer busy
    expect(q(container, 'next')).toBe(next);
    expect(screen.getByRole('progressbar')).toBe(progress);
    expect(progress.getAttribute('aria-valuenow')).toBe('2');
    expect(next.getAttribute('aria-busy')).toBeNull();
    // back to the first question: it is the same question again, and it answers a tap again
    rerenderWith(at({ nodes, index: 0, answers: ann }));
    expect(next.getAttribute('aria-busy')).toBeNull();
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('Ann');
    fireEvent.click(next);
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('lets go of the caret when the question that has the focus goes (issue 11 §2), and only then', () => {
    const ann = { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 } };
    const { container, rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    const selection = document.getSelection()!;
    const caretIn = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      range.collapse(false);
      selection.removeAllRanges();
      selection.addRange(range);
    };
    q(container, 'answer').focus();
    caretIn(screen.getByRole('heading'));
    // a text question, then a yes/no one: the question with the focused input goes
    rerenderWith(at({ nodes, index: 2, answers: ann }));
    expect(selection.rangeCount).toBe(0);
    // the focus elsewhere (nothing of the question typed into): the page's selection is not the question's to clear
    (document.activeElement as HTMLElement | null)?.blur();
    caretIn(screen.getByRole('heading'));
    rerenderWith(at({ nodes, index: 0, answers: ann }));
    expect(selection.rangeCount).toBe(1);
  });

  it("keeps the input and the focus from one line question to the next; draft, error and tap guard are each question's own (issue 11 §2)", () => {
    const { container, emit, rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    const input = q(container, 'answer') as HTMLInputElement;
    input.focus();
    fireEvent.click(q(container, 'next'));
    expect(screen.getByRole('alert')).toBeTruthy();
    type(container, 'Ann');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenLastCalledWith('next', { answer: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 }, check: null });
    const ann = { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Ann'], fieldDefinitionType: 3 } };
    rerenderWith(at({ nodes, index: 1, answers: ann }));
    // the same element, still focused, labelled by the new question, with that question's (empty) draft
    expect(q(container, 'answer')).toBe(input);
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('textbox', { name: 'Company' })).toBe(input);
    expect(input.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
    // Next was tapped on the question before, not on this one: it answers a tap
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenLastCalledWith('next', { answer: { id: 'n2', fieldDefinitionId: 'qCompany', value: [], fieldDefinitionType: 3 }, check: null });
    expect(emit).toHaveBeenCalledTimes(2);
    // back to the first: its stored answer, not the draft of the second
    rerenderWith(at({ nodes, index: 0, answers: ann }));
    expect(q(container, 'answer')).toBe(input);
    expect(input.value).toBe('Ann');
    // a question of another kind draws its own field
    rerenderWith(at({ nodes, index: 2, answers: ann }));
    expect(input.isConnected).toBe(false);
  });

  it("keeps a yes/no question's buttons for the next yes/no question, unanswered there; the answer is each question's own (issue 11 §2)", () => {
    const gloves = createNode({ type: fieldTypeCodes.YesNoDropdown, questionId: 'qGloves', name: 'Gloves?', isRequired: true }, { id: 'n4' });
    const { container, emit, rerenderWith } = renderWidget(Questionary, at({ nodes: [shoes, gloves], index: 0 }));
    const yes = q(container, 'option:true');
    fireEvent.click(yes);
    expect(yes.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(q(container, 'next'));
    const said = { id: 'n3', fieldDefinitionId: 'qShoes', value: ['true'], fieldDefinitionType: fieldTypeCodes.YesNoDropdown };
    expect(emit).toHaveBeenLastCalledWith('next', { answer: said, check: null });
    rerenderWith(at({ nodes: [shoes, gloves], index: 1, answers: { qShoes: said } }));
    // the same button, now the next question's, which nobody has answered
    expect(q(container, 'option:true')).toBe(yes);
    expect(screen.getByRole('heading', { name: 'Gloves?' })).toBeTruthy();
    expect(yes.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('radiogroup').getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id);
    // Next was tapped on the question before: here it says the answer is missing
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeTruthy();
    fireEvent.click(q(container, 'option:false'));
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenLastCalledWith('next', {
      answer: { id: 'n4', fieldDefinitionId: 'qGloves', value: ['false'], fieldDefinitionType: fieldTypeCodes.YesNoDropdown },
      check: null,
    });
    // back to the first: its stored answer
    rerenderWith(at({ nodes: [shoes, gloves], index: 0, answers: { qShoes: said } }));
    expect(q(container, 'option:true')).toBe(yes);
    expect(yes.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("lifts the licence plate's length limit for the next line question in the same input", () => {
    const plate = createNode({ type: fieldTypeCodes.LicensePlate, questionId: 'qPlate', name: 'Plate' }, { id: 'p' });
    const persons = createNode({ type: fieldTypeCodes.Integer, questionId: 'qPersons', name: 'Persons' }, { id: 'i' });
    const { container, rerenderWith } = renderWidget(Questionary, at({ nodes: [plate, persons], index: 0 }));
    const input = q(container, 'answer') as HTMLInputElement;
    expect(input.getAttribute('maxlength')).toBe('20');
    rerenderWith(at({ nodes: [plate, persons], index: 1 }));
    expect(q(container, 'answer')).toBe(input);
    expect(input.getAttribute('maxlength')).toBeNull();
    expect(input.maxLength).toBe(-1);
  });

  it('gives the focus back to the input kept for the next line question when the visitor had left it', async () => {
    const { container, rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    const input = q(container, 'answer') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(input));
    input.blur();
    rerenderWith(at({ nodes, index: 1 }));
    expect(q(container, 'answer')).toBe(input);
    // once the new question is drawn, as a new input would
    await waitFor(() => expect(document.activeElement).toBe(input));
  });

  it('does not emit back twice on a double tap', () => {
    const { container, emit } = renderWidget(Questionary, at({ nodes, index: 1 }));
    fireEvent.click(q(container, 'back'));
    fireEvent.click(q(container, 'back'));
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
  });

  it('back keeps the draft, even an invalid one, and emits it as the answer', () => {
    const email = createNode({ type: fieldTypeCodes.EmailAddress, questionId: 'qMail' }, { id: 'm' });
    const { container, emit } = renderWidget(Questionary, at({ nodes: [name, email], index: 1 }));
    type(container, 'ann@exa');
    fireEvent.click(q(container, 'back'));
    expect(emit).toHaveBeenCalledWith('back', { answer: { id: 'm', fieldDefinitionId: 'qMail', value: ['ann@exa'], fieldDefinitionType: 9 } });
  });

  it('starts from the stored answer, else the initialAnswer, else empty, and resets when index changes', () => {
    const withInitial = createNode({ type: fieldTypeCodes.TextField, questionId: 'qPlate' }, { id: 'p', initialAnswer: ['1-ABC-123'] });
    const { container, rerenderWith } = renderWidget(
      Questionary,
      at({
        nodes: [name, withInitial, company],
        index: 0,
        answers: { qName: { id: 'n1', fieldDefinitionId: 'qName', value: ['Stored Ann'], fieldDefinitionType: 3 } },
      }),
    );
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('Stored Ann');
    type(container, 'Typed but not submitted');
    rerenderWith(at({ nodes: [name, withInitial, company], index: 1 }));
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('1-ABC-123');
    rerenderWith(at({ nodes: [name, withInitial, company], index: 2 }));
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('');
  });

  it('shows a stored prefixed answer without its prefix and submits it with the prefix once', () => {
    const order = createNode({ type: fieldTypeCodes.TextField, questionId: 'qOrder', prefixToShow: 'PO-' }, { id: 'o' });
    const { container, emit } = renderWidget(
      Questionary,
      at({
        nodes: [order],
        answers: { qOrder: { id: 'o', fieldDefinitionId: 'qOrder', value: ['PO-42'], fieldDefinitionType: 3 } },
      }),
    );
    expect((q(container, 'answer') as HTMLInputElement).value).toBe('42');
    expect(screen.getByText('PO-')).toBeTruthy();
    fireEvent.click(q(container, 'next'));
    expect(emit.mock.calls[0]?.[1]).toMatchObject({ answer: { value: ['PO-42'] } });
  });

  it('shows progress over the nodes it was given after the flow skipped some', () => {
    // The flow removed skipped nodes and moved from the first question to the third.
    const { rerenderWith } = renderWidget(Questionary, at({ nodes, index: 0 }));
    rerenderWith(at({ nodes, index: 2 }));
    const progress = screen.getByRole('progressbar');
    expect(progress.getAttribute('aria-valuenow')).toBe('3');
    expect(progress.getAttribute('aria-valuemax')).toBe('3');
    expect(screen.getByText('Question 3 of 3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Finish' }).getAttribute('data-action')).toBe('next');
  });

  it('emits home from the header', () => {
    const { container, emit } = renderWidget(Questionary, at({ nodes }));
    fireEvent.click(q(container, 'home'));
    expect(emit).toHaveBeenCalledWith('home');
  });

  it('renders extra description HTML sanitised', () => {
    const risky = createNode({
      type: fieldTypeCodes.TextField,
      questionId: 'qRisky',
      extraDescription:
        '<p>Read the <b>rules</b><script>window.hacked = true</script><img src=x onerror="window.hacked = true"><a href="https://elsewhere.example">here</a></p>',
    });
    const { container } = renderWidget(Questionary, at({ nodes: [risky] }));
    const extra = container.querySelector('.kiosk-extra')!;
    expect(extra.querySelector('b')?.textContent).toBe('rules');
    expect(extra.querySelector('script')).toBeNull();
    expect(extra.innerHTML).not.toContain('onerror');
    // issue 12 §1: no links at all on a public terminal, their text stays
    expect(extra.querySelector('a')).toBeNull();
    expect(extra.textContent).toContain('here');
  });

  it('shows UnsupportedField for an unknown code and lets an optional question go on', () => {
    const odd = createNode({ type: 10, questionId: 'qOdd', name: 'Field type 10' }, { id: 'o' });
    const { container, emit } = renderWidget(Questionary, at({ nodes: [odd] }));
    expect(screen.getByText('This question (field type 10) cannot be answered at this kiosk.')).toBeTruthy();
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledWith('next', { answer: { id: 'o', fieldDefinitionId: 'qOdd', value: [], fieldDefinitionType: 10 }, check: null });
  });

  it('holds a required unsupported question with an alert', () => {
    const odd = createNode({ type: 99, questionId: 'qOdd', isRequired: true });
    const { container, emit } = renderWidget(Questionary, at({ nodes: [odd] }));
    fireEvent.click(q(container, 'next'));
    expect(emit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Please ask the reception for help to answer it.');
  });

  it('never shows a blank screen for an index past the end: the visitor can go back', () => {
    const { container, emit } = renderWidget(Questionary, at({ nodes: [], index: 3 }));
    expect(container.querySelector('[data-action="next"]')).toBeNull();
    fireEvent.click(q(container, 'back'));
    expect(emit).toHaveBeenCalledWith('back', {});
  });

  it('takes the kiosk settings as props, every one falling back to the §9 defaults', () => {
    const props = Questionary.props.parse({ questionary: null, keyboard: null, defaultCountry: null, preferredCountries: null, scannerLocation: null });
    expect(props).toMatchObject({
      questionary: { nodes: [], done: true },
      keyboard: { isEnabled: false, layout: 'qwerty' },
      defaultCountry: 'be',
      preferredCountries: [],
      scannerLocation: 'bottom-center',
    });
    expect(Questionary.props.parse({ keyboard: { isEnabled: true, layout: null } }).keyboard).toEqual({ isEnabled: true, layout: 'qwerty' });
    expect(Questionary.props.parse({ defaultCountry: ' NL ' }).defaultCountry).toBe('nl');
    expect(Questionary.props.safeParse({ keyboard: { isEnabled: true, layout: 'dvorak' } }).success).toBe(false);
  });

  // DESIGN.md "Fast on weak hardware": the question used to hand the keyboard its binding through
  // the screen's state, which drew every new question twice, keyboard or not.
  it('draws the next question in one commit', async () => {
    const commits: string[] = [];
    const Component = Questionary.component;
    const page = (index: number) => (
      <Profiler id="questionary" onRender={(_id, phase) => commits.push(phase)}>
        <Component props={Questionary.props.parse(at({ nodes, index }))} emit={vi.fn()} screenId="questionary" />
      </Profiler>
    );
    const { rerender, container } = renderWithI18n(page(0));
    await act(async () => {});
    commits.length = 0;
    rerender(page(1));
    await act(async () => {});
    expect(container.querySelector('[data-question]')?.getAttribute('data-question')).toBe('qCompany');
    expect(commits).toEqual(['update']);
  });

  it('frees the question again when the flow keeps it without a verdict', () => {
    vi.useFakeTimers();
    try {
      const { container, emit } = renderWidget(Questionary, at({ nodes, index: 0 }));
      type(container, 'Ann');
      fireEvent.click(q(container, 'next'));
      expect(q(container, 'next').getAttribute('aria-busy')).toBe('true');
      act(() => vi.advanceTimersByTime(PENDING_LIMIT_MS));
      expect(q(container, 'next').getAttribute('aria-busy')).toBeNull();
      type(container, 'Anne');
      fireEvent.click(q(container, 'next'));
      expect(emit).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('holds Next after a refused answer until an edit, but not after a failed check (canRetry): the same answer goes again', () => {
    // the verdict is the page's, whatever the field: a text field stands in for the phone number
    const phone = createNode({ type: fieldTypeCodes.TextField, questionId: 'qPhone', name: 'Phone', isRequired: true }, { id: 'n9' });
    const { container, emit, rerenderWith } = renderWidget(Questionary, at({ nodes: [phone], answers: {} }));
    type(container, '0470 12 34 56');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
    rerenderWith(at({ nodes: [phone], error: { questionId: 'qPhone', errorMessageKey: 'registration:invalidPhone' } }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a valid phone number');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(1);
    type(container, '0470 12 34 57');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(2);
    rerenderWith(at({ nodes: [phone], error: { questionId: 'qPhone', errorMessageKey: 'registration:phoneCheckFailed', canRetry: true } }));
    expect(screen.getByRole('alert').textContent).toBe('The number could not be checked. Please try again.');
    expect(q(container, 'answer').getAttribute('aria-invalid')).not.toBe('true');
    fireEvent.click(q(container, 'next'));
    expect(emit).toHaveBeenCalledTimes(3);
    expect(emit).toHaveBeenLastCalledWith('next', expect.objectContaining({ answer: expect.objectContaining({ fieldDefinitionId: 'qPhone' }) }));
  });
});
