import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answer, QuestionaryNode } from '../../../src/api/schemas/questionary.ts';
import { fieldIds, isErrorShown } from '../../fields/fieldAria.ts';
import { fieldForCode } from '../../fields/registry.ts';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { ProgressBar } from '../../kit/ProgressBar.tsx';
import { SafeHtml } from '../../kit/SafeHtml.tsx';
import { answerFor, initialDraft } from './draft.ts';

/**
 * One question (core spec §2 "Questionary, one question per page"): title, description, extra
 * description HTML, the field widget for the node's type, progress, back and next. Keyed by the
 * index in QuestionaryScreen, so its draft starts afresh on every question.
 */
export function QuestionPage({
  node,
  index,
  count,
  answers,
  onNext,
  onBack,
}: {
  node: QuestionaryNode;
  index: number;
  count: number;
  answers: Readonly<Record<string, Answer>>;
  onNext: (answers: Record<string, Answer>) => void;
  onBack: (answers: Record<string, Answer>) => void;
}) {
  const { t } = useTranslation(['registration']);
  const field = fieldForCode(node.metadata.type);
  const inputId = `answer-${useId()}`;
  const ids = fieldIds(inputId);
  const [draft, setDraft] = useState(() => initialDraft(node, field, answers));
  const [showError, setShowError] = useState(false);
  // Set once next or back was emitted for this question: a double tap must not emit twice (the
  // page is remounted for the next index). Editing clears it, in case the flow kept us here.
  const emitted = useRef(false);
  const validation = useMemo(() => field.validate(node, draft), [field, node, draft]);
  const { name, description, extraDescription } = node.metadata;
  const questionId = node.metadata.questionId;

  const change = (value: readonly string[]) => {
    emitted.current = false;
    setDraft(value);
    setShowError(true);
  };
  const next = () => {
    if (emitted.current) return;
    setShowError(true);
    if (!validation.isValid) return;
    emitted.current = true;
    onNext({ ...answers, [questionId]: answerFor(node, validation.value) });
  };
  // Back keeps what was typed, valid or not: the visitor finds it again when coming forward.
  const back = () => {
    if (emitted.current) return;
    emitted.current = true;
    onBack({ ...answers, [questionId]: answerFor(node, validation.isValid ? validation.value : draft) });
  };

  const Field = field.component;
  return (
    <div className="kiosk-question" data-question={questionId} data-field-type={field.type}>
      <ProgressBar value={index + 1} total={count} label={t('registration:question', { index: index + 1, count })} />
      <h1 className="kiosk-question__title" id={ids.label}>
        {name}
      </h1>
      {description && (
        <p className="kiosk-question__description" id={ids.description}>
          {description}
        </p>
      )}
      {extraDescription && <SafeHtml className="kiosk-extra" html={extraDescription} />}
      <Field node={node} value={draft} onChange={change} onSubmit={next} validation={validation} showError={showError} inputId={inputId} />
      {isErrorShown({ showError, validation }) && (
        <p className="kiosk-error" role="alert" id={ids.error}>
          {t(validation.errorMessageKey ?? 'registration:required')}
        </p>
      )}
      <div className="kiosk-nav">
        <Button variant="secondary" action="back" onClick={back}>
          <Icon name="back" />
          {t('registration:back')}
        </Button>
        <Button variant="primary" action="next" onClick={next}>
          {t(index + 1 >= count ? 'registration:finish' : 'registration:next')}
          <Icon name="next" />
        </Button>
      </div>
    </div>
  );
}
