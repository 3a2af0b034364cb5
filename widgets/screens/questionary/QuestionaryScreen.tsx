import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Answer } from '../../../src/api/schemas/questionary.ts';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import type { FieldSettings } from '../../fields/defineField.ts';
import { loadOnDemand } from '../../kit/loadOnDemand.tsx';
import { toScannerLocation } from '../../fields/LocationArrow.tsx';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { feedbackIdsOf, skippedAnswersOf } from './draft.ts';
import type { QuestionaryEvents, QuestionaryProps } from './props.ts';
import { QuestionPage, type KeyboardBinding } from './QuestionPage.tsx';

// simple-keyboard loads with the first questionary of a kiosk that has the keyboard on
const OnScreenKeyboard = loadOnDemand(() => import('../../kit/keyboard/OnScreenKeyboard.tsx').then((module) => module.OnScreenKeyboard));

/**
 * The questionary page shell (core spec §2, §5), with the kiosk's on-screen keyboard below the
 * question when the kiosk enables it (§3 `onScreenKeyboardSettings`). Emits:
 * - `next { answers, index, answer, feedbackIds }`: `answers` is the given map with this
 *   question's Answer (§3 shape, keyed by questionId) put in, and the initial answers of the
 *   skipped nodes (`skipped`) that it does not hold yet, `answer` that Answer alone (the flow
 *   checks some answers with the server, e.g. phone numbers), `index` the question just answered,
 *   `feedbackIds` those of the confirmed feedback questions (§3). Refused while invalid.
 * - `back { answers, index }`: the same map with the current draft, so nothing typed is lost.
 * - `home`.
 * Which question comes next (skips, server checks, extra steps) is the flow's business; a refusal
 * comes back as the `error` prop and shows on the question.
 */
export function QuestionaryScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof QuestionaryProps>, typeof QuestionaryEvents>) {
  const { t } = useTranslation(['registration']);
  const { nodes, index, answers, keyboard, error } = props;
  const node = nodes[index];
  // the question tells the keyboard where to type through this store, so a new question re-renders
  // the keyboard alone, not the page a second time
  const [bindings] = useState(createBindingStore);
  const settings = useMemo<FieldSettings>(
    () => ({
      onScreenKeyboard: keyboard.isEnabled,
      defaultCountry: props.defaultCountry || 'be',
      preferredCountries: props.preferredCountries,
      scannerLocation: toScannerLocation(props.scannerLocation),
      phoneAutoSubmitMs: props.phoneAutoSubmitMs,
    }),
    [keyboard.isEnabled, props.defaultCountry, props.preferredCountries, props.scannerLocation, props.phoneAutoSubmitMs],
  );
  const skippedAnswers = useMemo(() => skippedAnswersOf(props.skipped), [props.skipped]);
  const onNext = (given: Record<string, Answer>, answer?: Answer) => {
    const next = { ...skippedAnswers, ...given };
    emit('next', { answers: next, index, ...(answer ? { answer } : {}), feedbackIds: feedbackIdsOf(nodes, next) });
  };
  const onBack = (next: Record<string, Answer>) => emit('back', { answers: next, index });
  const questionError = node && error?.questionId === node.metadata.questionId ? error : null;

  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')} className="kiosk--questionary">
      {node ? (
        <QuestionPage
          key={`${index}:${node.id}`}
          node={node}
          index={index}
          count={nodes.length}
          answers={answers}
          settings={settings}
          serverError={questionError}
          onNext={onNext}
          onBack={onBack}
          onKeyboard={keyboard.isEnabled ? bindings.set : undefined}
        />
      ) : (
        <NoQuestion onNext={() => onNext({ ...answers })} onBack={() => onBack({ ...answers })} />
      )}
      {keyboard.isEnabled && node && (
        <BoundKeyboard bindings={bindings} letters={keyboard.layout} submitLabel={t(index + 1 >= nodes.length ? 'registration:finish' : 'registration:next')} />
      )}
    </KioskLayout>
  );
}

/** Where the on-screen keyboard types: set by the question shown, read by the keyboard. */
interface BindingStore {
  readonly set: (binding: KeyboardBinding | null) => void;
  readonly get: () => KeyboardBinding | null;
  readonly subscribe: (listener: () => void) => () => void;
}

function createBindingStore(): BindingStore {
  let current: KeyboardBinding | null = null;
  const listeners = new Set<() => void>();
  return {
    set: (binding) => {
      if (
        binding === current ||
        (binding && current && binding.scope === current.scope && binding.canSubmit === current.canSubmit && binding.submit === current.submit)
      )
        return;
      current = binding;
      for (const listener of listeners) listener();
    },
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function BoundKeyboard({
  bindings,
  letters,
  submitLabel,
}: {
  bindings: BindingStore;
  letters: z.infer<typeof QuestionaryProps>['keyboard']['layout'];
  submitLabel: string;
}) {
  const binding = useSyncExternalStore(bindings.subscribe, bindings.get, bindings.get);
  return (
    <OnScreenKeyboard
      scope={binding?.scope ?? null}
      letters={letters}
      canSubmit={binding?.canSubmit ?? false}
      submitLabel={submitLabel}
      onSubmit={() => binding?.submit()}
      mixed
    />
  );
}

/** An index past the end (or no nodes): never a blank screen, the visitor can still move on. */
function NoQuestion({ onNext, onBack }: { onNext: () => void; onBack: () => void }) {
  const { t } = useTranslation(['registration']);
  return (
    <div className="kiosk-nav">
      <Button variant="secondary" action="back" onClick={onBack}>
        {t('registration:back')}
      </Button>
      <Button variant="primary" action="next" onClick={onNext}>
        {t('registration:next')}
      </Button>
    </div>
  );
}
