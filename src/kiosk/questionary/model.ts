import { z } from 'zod';
import { Answer, QuestionaryNode } from '../../api/schemas/questionary.ts';
import { dependenciesOf, evaluate } from '../../engine/logic.ts';
import { fieldTypeCodes } from './fieldTypes.ts';

/**
 * The shapes the model works on (core spec §3 "Questionary", "Answer"), as the server sends them:
 * the widgets that render the questionary read them from here, never from src/api (widgets render
 * the model; only the engine side knows the server).
 */
export { Answer, QuestionaryNode };

/**
 * The questionary model (core spec §3 "Questionary state"): pure functions over plain data, no
 * React. The flow keeps the state in its context and changes it with the code effects of
 * src/kiosk/effects/questionary.ts; the Questionary widget renders it and emits one answer at a
 * time, so the answers map never travels from the flow to the widget and back.
 *
 * - paging: `index` is the question shown; answering the last one sets `done`;
 * - skipped nodes (`isSkip`) are not shown, but their initial answers are submitted with the rest;
 * - conditional nodes (`visibleIf`, json-logic over the answers) show only while their condition
 *   holds: `nodes` are the nodes shown now, `all` every node that may show; the answers of nodes
 *   hidden when the last question is answered are not submitted (decision record 0008);
 * - feedback ids: those of the confirmed video and HTML questions (§4 "Feedback questions");
 * - server checks: which answers the flow checks with the server before going on (§5 phone);
 * - a refusal by the flow (`error`) is shown on the question it is about.
 */

/** An answer the flow refused after asking the server: shown on that question until the visitor edits it. */
/**
 * The flow's verdict on a question's submitted answer (core spec §5): the message to show, and
 * `canRetry` when the answer was not judged at all (the check itself failed): then the message
 * shows but Next stays enabled, so the visitor may try again without retyping.
 */
export const QuestionError = z.object({ questionId: z.string(), errorMessageKey: z.string().min(1), canRetry: z.boolean().optional() });
export type QuestionError = z.infer<typeof QuestionError>;

export const QuestionaryState = z.object({
  /** The nodes shown, in order (skipped nodes and conditional nodes whose condition does not hold left out). */
  nodes: z.array(QuestionaryNode),
  /** Every node the questionary may show, in order, conditional ones included; absent when none is conditional (`nodes` are all of them). */
  all: z.array(QuestionaryNode).optional(),
  /** The question shown; `nodes.length` once every question is answered. */
  index: z.number().int().min(0),
  /** Answers by questionId (§3 "Answer"): what was answered, the skipped nodes' initial answers, and drafts kept by back. */
  answers: z.record(z.string(), Answer),
  /** Feedback ids of the confirmed feedback questions, in questionary order (§3). */
  feedbackIds: z.array(z.string()),
  /** Every question shown has been answered. */
  done: z.boolean(),
  error: QuestionError.nullish(),
});
export type QuestionaryState = z.infer<typeof QuestionaryState>;

/** A check the flow makes with the server before it accepts an answer. */
export type ServerCheck = 'phoneNumber';

/** The Answer shape of §3 for one node: `{ id, fieldDefinitionId, value, fieldDefinitionType }`. */
export function answerFor(node: QuestionaryNode, value: readonly string[]): Answer {
  return { id: node.id, fieldDefinitionId: node.metadata.questionId, value: [...value], fieldDefinitionType: node.metadata.type };
}

const texts = (values: readonly unknown[] | null | undefined): string[] => (values ?? []).filter((entry): entry is string => typeof entry === 'string');

/**
 * A questionary as the server sent it, ready to show: skipped nodes out, their initial answers in.
 *
 * @example
 * startQuestionary([{ id: 'n1', isSkip: false, ... }, { id: 'n4', isSkip: true, initialAnswer: ['C-42'], metadata: { questionId: 'qContract', type: 3 } }]);
 * // { nodes: [n1], index: 0, answers: { qContract: { value: ['C-42'], ... } }, feedbackIds: [], done: false }
 */
export function startQuestionary(response: readonly QuestionaryNode[]): QuestionaryState {
  const candidates = response.filter((node) => !node.isSkip);
  const answers: Record<string, Answer> = {};
  for (const node of response) {
    const initial = texts(node.initialAnswer);
    if (node.isSkip && initial.length > 0) answers[node.metadata.questionId] = answerFor(node, initial);
  }
  if (!candidates.some(isConditional)) return { nodes: candidates, index: 0, answers, feedbackIds: [], done: candidates.length === 0, error: null };
  const nodes = candidates.filter((node) => isShown(node, answers));
  return { nodes, all: candidates, index: 0, answers, feedbackIds: [], done: nodes.length === 0, error: null };
}

const isConditional = (node: QuestionaryNode): boolean => node.visibleIf !== undefined && node.visibleIf !== null;

/**
 * True when a node shows with these answers: always, unless it is conditional (`visibleIf`) and
 * its condition does not hold. The condition reads `answers.<questionId>` (the answer's values).
 *
 * @example
 * isShown(carModel, { hasCar: answerFor(hasCar, ['true']) }); // visibleIf {"==": [{"var": "answers.hasCar.0"}, "true"]} → true
 */
export function isShown(node: QuestionaryNode, answers: Readonly<Record<string, Answer>>): boolean {
  if (!isConditional(node)) return true;
  return Boolean(evaluate(node.visibleIf, { answers: valuesRead(node.visibleIf, answers) }));
}

/**
 * questionId → answer values, of the questions a condition reads when its `var` paths say which
 * (`answers.<questionId>...`), else of every answer: each step asks every conditional node, and
 * a visit has up to one answer per question (issue 11 §2: a step's work does not grow with the answers).
 */
function valuesRead(condition: unknown, answers: Readonly<Record<string, Answer>>): Record<string, readonly string[]> {
  const read = dependenciesOf(condition);
  const named = read?.every((parts) => parts[0] === 'answers' && parts.length > 1) ? read.map((parts) => parts[1] as string) : null;
  const values: Record<string, readonly string[]> = {};
  for (const questionId of named ?? Object.keys(answers)) {
    const answer = Object.hasOwn(answers, questionId) ? answers[questionId] : undefined;
    if (answer) values[questionId] = answer.value;
  }
  return values;
}

/** The nodes shown with these answers: the same array as before when that did not change (props keep their identity). */
function shownNodes(all: readonly QuestionaryNode[], before: QuestionaryNode[], answers: Readonly<Record<string, Answer>>): QuestionaryNode[] {
  const shown = all.filter((node) => isShown(node, answers));
  return shown.length === before.length && shown.every((node, i) => node === before[i]) ? before : shown;
}

/** The answers without those of conditional nodes that are not shown: what is submitted. */
function withoutHidden(all: readonly QuestionaryNode[], nodes: readonly QuestionaryNode[], answers: Record<string, Answer>): Record<string, Answer> {
  const hidden = all.filter((node) => !nodes.includes(node) && Object.hasOwn(answers, node.metadata.questionId));
  if (hidden.length === 0) return answers;
  const kept = { ...answers };
  for (const node of hidden) delete kept[node.metadata.questionId];
  return kept;
}

/** The question shown, or undefined once every question is answered. */
export function currentNode(state: QuestionaryState): QuestionaryNode | undefined {
  return state.done ? undefined : state.nodes[state.index];
}

/**
 * Accepts an answer to the question shown: stored, the refusal cleared, the feedback ids updated,
 * and the next question shown, or `done` after the last. An answer to another question than the
 * one shown (a late server check after the visitor went back) changes nothing.
 */
export function answerQuestion(state: QuestionaryState, answer: Answer): QuestionaryState {
  const node = currentNode(state);
  if (!node || node.metadata.questionId !== answer.fieldDefinitionId) return state;
  const given = { ...state.answers, [answer.fieldDefinitionId]: answer };
  if (!state.all) {
    const index = state.index + 1;
    return { ...state, answers: given, feedbackIds: feedbackIdsOf(state.nodes, given), index, done: index >= state.nodes.length, error: null };
  }
  const nodes = shownNodes(state.all, state.nodes, given);
  // the first node after this one (in questionary order) that shows now
  const next = state.all.slice(state.all.indexOf(node) + 1).find((candidate) => nodes.includes(candidate));
  const index = next ? nodes.indexOf(next) : nodes.length;
  const done = index >= nodes.length;
  const answers = done ? withoutHidden(state.all, nodes, given) : given;
  return { ...state, nodes, answers, feedbackIds: feedbackIdsOf(nodes, answers), index, done, error: null };
}

/**
 * Back from the question shown: what the visitor typed is kept (valid or not: they find it again
 * when they come forward) and the previous question shows. On the first question only the draft is
 * kept; the flow decides where back leads from there.
 */
export function previousQuestion(state: QuestionaryState, draft?: Answer | null): QuestionaryState {
  const node = currentNode(state);
  const answers =
    node && draft && draft.fieldDefinitionId === node.metadata.questionId ? { ...state.answers, [draft.fieldDefinitionId]: draft } : state.answers;
  if (!state.all) return { ...state, answers, index: Math.max(0, state.index - 1), done: false, error: null };
  // the last node before this one (or before the end) that shows with what was typed
  const nodes = shownNodes(state.all, state.nodes, answers);
  const before = state.all.slice(0, node ? state.all.indexOf(node) : state.all.length);
  const previous = before.reverse().find((candidate) => nodes.includes(candidate));
  const index = previous ? nodes.indexOf(previous) : Math.max(0, node ? nodes.indexOf(node) : 0);
  return { ...state, nodes, answers, index, done: false, error: null };
}

/** Shows a refusal of the flow (e.g. a phone number the server does not know, §5) on a question. */
export function refuseAnswer(state: QuestionaryState, questionId: string, errorMessageKey: string): QuestionaryState {
  return { ...state, error: { questionId, errorMessageKey } };
}

/** The check the flow makes with the server before it accepts this answer, or null (§5: a phone number that is not blank). */
export function serverCheckOf(answer: Answer): ServerCheck | null {
  return answer.fieldDefinitionType === fieldTypeCodes.PhoneNumber && texts(answer.value).some((value) => value.trim() !== '') ? 'phoneNumber' : null;
}

const FEEDBACK_TYPES: readonly number[] = [fieldTypeCodes.VideoField, fieldTypeCodes.HtmlField];

/**
 * The feedback ids of §3 "Questionary state": those of the feedback questions (video, HTML)
 * whose answer confirms them, in questionary order, each once.
 *
 * @example
 * feedbackIdsOf(nodes, answers); // ['fb-safety-video']
 */
export function feedbackIdsOf(nodes: readonly QuestionaryNode[], answers: Readonly<Record<string, Answer>>): string[] {
  const ids = nodes
    .filter((node) => FEEDBACK_TYPES.includes(node.metadata.type) && node.metadata.feedbackId)
    .filter((node) => isTrueText(answers[node.metadata.questionId]?.value[0]))
    .map((node) => node.metadata.feedbackId as string);
  return [...new Set(ids)];
}

/** True for the text 'true' in any case: how checkboxes and confirmations are stored (core spec §5). */
export function isTrueText(text: string | undefined): boolean {
  return (text ?? '').trim().toLowerCase() === 'true';
}
