import { memo, type RefObject, useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Answer, QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import type { FieldDefinition, FieldSettings, ValidationResult } from '../../fields/defineField.ts';
import { fieldIds, isErrorShown } from '../../fields/fieldAria.ts';
import { fieldForCode } from '../../fields/registry.ts';
import { SingleLineInput } from '../../fields/SingleLineInput.tsx';
import { UnsupportedFieldDefinition } from '../../fields/unsupported/index.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { ProgressBar } from '../../kit/ProgressBar.tsx';
import { ErrorBoundary } from '../../kit/ErrorBoundary.tsx';
import { SafeHtml } from '../../kit/SafeHtml.tsx';
import { useScheduler } from '../../kit/scheduler.tsx';
import { Spinner } from '../../kit/Spinner.tsx';
import { initialDraft } from './draft.ts';
import { answerFor, type ServerCheck, serverCheckOf } from '../../../src/kiosk/questionary/model.ts';
import { isModuleNotFound } from '../../../src/runtime/moduleNotFound.ts';

/** How long an answer waits for the flow's verdict before the question can be edited again. */
export const PENDING_LIMIT_MS = 15_000;

/** What the screen's on-screen keyboard needs from the question shown. */
export interface KeyboardBinding {
  /** The page element whose inputs the keyboard types into. */
  readonly scope: HTMLElement;
  /** Which question the scope shows: a new one in the same element is a new page for the keyboard. */
  readonly question: string;
  /** The answer is valid: the submit key lights up. */
  readonly canSubmit: boolean;
  /** Same as the Next button. */
  readonly submit: () => void;
}

/** Props of {@link QuestionPage}. */
export interface QuestionPageProps {
  node: QuestionaryNode;
  index: number;
  count: number;
  answers: Readonly<Record<string, Answer>>;
  settings: FieldSettings;
  serverError?: { readonly errorMessageKey: string; readonly canRetry?: boolean | undefined } | null;
  onNext: (answer: Answer) => void;
  onBack: (answer: Answer) => void;
  /**
   * An answer the flow checks with the server (`serverCheckOf`, §5: a phone number), offered once
   * the field finds it complete (`onComplete`) and it is valid, each value once, so the flow can
   * check it before Next (issue 11 §2).
   */
  onCheck?: (answer: Answer, check: ServerCheck) => void;
  onKeyboard?: (binding: KeyboardBinding | null) => void;
  /** The progress bar over the question (a page of one field, like the asset identification, has none). */
  showProgress?: boolean;
  /** The i18next key of the next button; by default next, or finish on the last question. */
  nextKey?: string;
}

/** What the question shown does when the page's back and next buttons are tapped. */
interface QuestionControls {
  next(): void;
  back(): void;
}

/**
 * One question (core spec §2 "Questionary, one question per page"): title, description, extra
 * description HTML, the field widget for the node's type, progress, back and next.
 *
 * The page stays from one question to the next; the question itself (`QuestionBody`: its texts,
 * field, draft and error) is keyed by index and node, so its draft starts afresh on every question.
 * Two exceptions, where the body and its elements stay while its draft, error and tap guard still
 * belong to the question they were made for:
 * - from one simple line question to the next (`line` fields: text, integer, decimal, e-mail,
 *   licence plate) the input stays with the visitor's focus, as in a hand-written form: when the
 *   focused input went with the old question, Chromium brought the frame's style and layout
 *   forward into the step (docs/performance.md, decision record 0029);
 * - from one question to the next of a field type without state of another question (`keepsElements`:
 *   yes/no, date, checkbox), its elements stay (decision record 0031).
 * The progress bar and the back and next buttons around it are not drawn again for a new question
 * (issue 11 §2: a step creates only what changes).
 *
 * `serverError` is the flow's verdict on this question's last submitted answer (e.g. a phone
 * number the server refused, §5): shown until the visitor edits; it holds Next back unless it says
 * `canRetry` (the check failed, the answer was not judged). While the flow is deciding, Next
 * shows it is busy and the answer cannot change, so the verdict is always about what is shown. A
 * field widget that crashes is replaced by the unsupported-field notice, so the visitor can still
 * go on when the question is not required.
 */
export function QuestionPage(props: QuestionPageProps) {
  const { node, index, count, showProgress = true, nextKey } = props;
  const { t } = useTranslation(['registration']);
  const questionKey = `${index}:${node.id}`;
  // Busy and broken belong to the question shown, kept here because the buttons show them too.
  // Each showing of a question gets a serial of its own, and they hold the serial they are about:
  // a new question starts neither busy nor broken, without rendering the page a second time.
  const showing = useRef({ key: questionKey, serial: 0 });
  if (showing.current.key !== questionKey) showing.current = { key: questionKey, serial: showing.current.serial + 1 };
  const serial = showing.current.serial;
  const [pendingFor, setPendingFor] = useState<number | null>(null);
  const [brokenFor, setBrokenFor] = useState<number | null>(null);
  const pending = pendingFor === serial;
  const broken = brokenFor === serial;
  const setPending = useCallback((busy: boolean) => setPendingFor(busy ? serial : null), [serial]);
  const setBroken = useCallback(() => setBrokenFor(serial), [serial]);
  const controls = useRef<QuestionControls | null>(null);
  const onNextTap = useCallback(() => controls.current?.next(), []);
  const onBackTap = useCallback(() => controls.current?.back(), []);
  const field = broken ? UnsupportedFieldDefinition : fieldForCode(node.metadata.type);
  const progressLabel = useMemo(() => progressLabelOf(t, index, count), [t, index, count]);

  return (
    <div className="kiosk-question" data-question={node.metadata.questionId} data-field-type={field.type}>
      {showProgress && <ProgressBar value={index + 1} total={count} label={progressLabel} />}
      <QuestionBody
        key={field.line ? 'line' : field.keepsElements ? `kept:${field.type}` : questionKey}
        {...props}
        questionKey={questionKey}
        field={field}
        pending={pending}
        setPending={setPending}
        setBroken={setBroken}
        controls={controls}
      />
      <QuestionNav
        pending={pending}
        backLabel={t('registration:back')}
        nextLabel={t(nextKey ?? (index + 1 >= count ? 'registration:finish' : 'registration:next'))}
        onBack={onBackTap}
        onNext={onNextTap}
      />
    </div>
  );
}

/** The progress label of the question at `index` (from 0) of `count`: "Question 4 of 21". */
const progressLabelOf = (t: TFunction, index: number, count: number) => t('registration:question', { index: index + 1, count });

/** The page's back and next buttons: drawn again only when busy or a label changes. */
const QuestionNav = memo(function QuestionNav({
  pending,
  backLabel,
  nextLabel,
  onBack,
  onNext,
}: {
  pending: boolean;
  backLabel: string;
  nextLabel: string;
  onBack: () => void;
  onNext: () => void;
}) {
  return (
    // the buttons do not take the focus from the input: the on-screen keyboard stays put
    // biome-ignore lint/a11y/noStaticElementInteractions: only prevents the focus from moving; the buttons inside act
    <div className="kiosk-nav" onMouseDown={(event) => event.preventDefault()}>
      <Button variant="secondary" action="back" onClick={onBack}>
        <Icon name="back" />
        {backLabel}
      </Button>
      <Button variant="primary" action="next" onClick={onNext} aria-busy={pending || undefined}>
        {pending && <Spinner size="small" />}
        {nextLabel}
        {!pending && <Icon name="next" />}
      </Button>
    </div>
  );
});

/** The question shown, keyed by index and node: its texts, field, draft, error and what next and back do. */
function QuestionBody({
  node,
  answers,
  settings,
  serverError,
  onNext,
  onBack,
  onCheck,
  onKeyboard,
  field,
  pending,
  setPending,
  setBroken,
  controls,
  questionKey,
}: QuestionPageProps & {
  /** Which showing of which question this is (`index:node id`): what the body's state belongs to. */
  questionKey: string;
  field: FieldDefinition;
  pending: boolean;
  setPending: (pending: boolean) => void;
  setBroken: () => void;
  controls: RefObject<QuestionControls | null>;
}) {
  const { t } = useTranslation(['registration']);
  // a field's code gone after a new version was deployed (core spec §8 MODULE_NOT_FOUND) is the
  // screen's failure, thrown on to its boundary: the kiosk reloads to the new version (src/app/crash.ts)
  const [codeGone, setCodeGone] = useState<Error | null>(null);
  // a bad node or a widget bug costs one question, not the screen: the unsupported-field notice shows instead
  const onFieldCrash = (error: Error) => {
    if (isModuleNotFound(error)) return setCodeGone(error);
    console.error('[questionary] a field widget crashed', error);
    setBroken();
  };
  const inputId = `answer-${useId()}`;
  const ids = fieldIds(inputId);
  const bodyRef = useRef<HTMLDivElement>(null);
  // The body may stay for the next question (a line after a line): each piece of state says which
  // question it is about, and a new question starts from its own initial draft, no error shown, no
  // verdict of the flow, Next not yet tapped, without a second render.
  const [draftFor, setDraftFor] = useState(() => ({ question: questionKey, value: initialDraft(node, field, answers) }));
  const draft = useMemo(
    () => (draftFor.question === questionKey ? draftFor.value : initialDraft(node, field, answers)),
    [draftFor, questionKey, node, field, answers],
  );
  const setDraft = (value: readonly string[]) => setDraftFor({ question: questionKey, value });
  const [shownFor, setShownFor] = useState<string | null>(null);
  const showError = shownFor === questionKey;
  const setShowError = (shown: boolean) => setShownFor(shown ? questionKey : null);
  const pendingRef = useRef(false);
  pendingRef.current = pending;
  const [flowErrorFor, setFlowErrorFor] = useState<{ readonly question: string; readonly key: string; readonly canRetry: boolean } | null>(null);
  const flowError = flowErrorFor?.question === questionKey ? flowErrorFor : null;
  // Set once next or back was emitted for this question: a double tap must not emit twice. Editing,
  // a refusal by the flow or a new question clears it.
  const scheduler = useScheduler();
  const emitted = useRef({ question: questionKey, done: false });
  if (emitted.current.question !== questionKey) emitted.current = { question: questionKey, done: false };
  const computed = useMemo(() => field.validate(node, draft), [field, node, draft]);
  const validation: ValidationResult = flowError && !flowError.canRetry ? { isValid: false, errorMessageKey: flowError.key, value: computed.value } : computed;
  // a failed check is said, but the answer is still valid: Next tries again
  const notice = flowError?.canRetry && computed.isValid ? flowError.key : null;
  const { name, description, extraDescription } = node.metadata;

  // a flow that keeps the visitor here without a verdict must not freeze the question
  useEffect(() => {
    if (!pending) return;
    const timer = scheduler.setTimeout(() => {
      emitted.current.done = false;
      setPending(false);
    }, PENDING_LIMIT_MS);
    return () => scheduler.clearTimeout(timer);
  }, [pending, scheduler, setPending]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: setShowError sets state for this question only; a new verdict is what shows it
  useEffect(() => {
    if (!serverError) return;
    emitted.current.done = false;
    pendingRef.current = false;
    setPending(false);
    setShowError(true);
    setFlowErrorFor({ question: questionKey, key: serverError.errorMessageKey, canRetry: serverError.canRetry === true });
  }, [serverError, setPending, questionKey]);

  const change = (value: readonly string[]) => {
    // the flow is checking the submitted answer (a phone number with the server): its verdict is
    // about that answer, so nothing changes until it arrives
    if (pendingRef.current) return;
    emitted.current.done = false;
    setFlowErrorFor(null);
    setDraft(value);
    setShowError(true);
  };
  const next = () => {
    if (emitted.current.done) return;
    setShowError(true);
    if (!validation.isValid) return;
    emitted.current.done = true;
    pendingRef.current = true;
    setPending(true);
    onNext(answerFor(node, validation.value));
  };
  // Back keeps what was typed, valid or not: the visitor finds it again when coming forward.
  const back = () => {
    if (emitted.current.done) return;
    emitted.current.done = true;
    onBack(answerFor(node, computed.isValid ? computed.value : draft));
  };
  controls.current = { next, back };

  // An answer the field finds complete and that needs the server's check is offered while the
  // visitor is still here, each value once: by the time Next is tapped, the verdict is usually in.
  const offered = useRef<string | null>(null);
  const complete = onCheck
    ? (value: readonly string[]) => {
        const result = field.validate(node, value);
        if (!result.isValid) return;
        const answer = answerFor(node, result.value);
        const check = serverCheckOf(answer);
        const key = `${questionKey}|${answer.value.join('\n')}`;
        if (!check || offered.current === key) return;
        offered.current = key;
        onCheck(answer, check);
      }
    : undefined;

  const nextRef = useRef(next);
  nextRef.current = next;
  const submit = useCallback(() => nextRef.current(), []);
  useEffect(() => {
    if (bodyRef.current) onKeyboard?.({ scope: bodyRef.current, question: questionKey, canSubmit: validation.isValid, submit });
  }, [onKeyboard, questionKey, validation.isValid, submit]);
  useEffect(() => () => onKeyboard?.(null), [onKeyboard]);
  // The question goes while its input has the focus and the caret: let go of the caret first.
  // Otherwise Chromium moves it into the page where the input was and looks for a caret position
  // through the next question in its first frame (~1 ms a step at 4×, docs/performance.md). The
  // focus itself leaves with the element, as before.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    return () => {
      const doc = body?.ownerDocument;
      if (doc && body?.contains(doc.activeElement)) doc.getSelection()?.removeAllRanges();
    };
  }, []);

  const Field = field.component;
  const fieldProps = {
    node,
    value: draft,
    onChange: change,
    onSubmit: submit,
    validation,
    showError,
    inputId,
    settings,
    readOnly: pending,
    onComplete: complete,
  };
  if (codeGone) throw codeGone;
  return (
    // `display: contents`: the question's parts stay items of the page's column
    <div className="kiosk-question__body" ref={bodyRef}>
      <h1 className="kiosk-question__title" id={ids.label}>
        {name}
      </h1>
      {description && (
        <p className="kiosk-question__description" id={ids.description}>
          {description}
        </p>
      )}
      {extraDescription && <SafeHtml className="kiosk-extra" html={extraDescription} />}
      <ErrorBoundary key={field.line ? 'line' : field.type} onCrash={onFieldCrash}>
        {field.line ? <SingleLineInput field={fieldProps} {...field.line} /> : <Field {...fieldProps} />}
      </ErrorBoundary>
      {(notice !== null || isErrorShown({ showError, validation })) && (
        <p className="kiosk-error" role="alert" id={ids.error}>
          {notice !== null
            ? t(notice)
            : t([validation.errorMessageKey ?? 'registration:required', ...(validation.errorFallbackKey ? [validation.errorFallbackKey] : [])], {
                ...validation.errorValues,
              })}
        </p>
      )}
    </div>
  );
}
