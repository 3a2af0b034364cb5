import { memo, useCallback, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Answer } from '../../../src/kiosk/questionary/model.ts';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import type { FieldSettings } from '../../fields/defineField.ts';
import { afterNextPaint } from '../../kit/afterNextPaint.ts';
import { fieldWidgets } from '../../fields/registry.ts';
import { preloadAll } from '../../kit/preloadAll.ts';
import { whenIdle } from '../../kit/whenIdle.ts';
import { EXTRA_DESCRIPTION_FONTS, openFonts } from '../../kit/fonts.ts';
import { loadOnDemand } from '../../kit/loadOnDemand.tsx';
import { toScannerLocation } from '../../fields/LocationArrow.tsx';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { currentNode, type ServerCheck, serverCheckOf } from '../../../src/kiosk/questionary/model.ts';
import type { QuestionaryEvents, QuestionaryProps } from './props.ts';
import { QuestionPage, type KeyboardBinding } from './QuestionPage.tsx';

// simple-keyboard loads with the first questionary of a kiosk that has the keyboard on
const OnScreenKeyboard = loadOnDemand(() => import('../../kit/keyboard/OnScreenKeyboard.tsx').then((module) => module.OnScreenKeyboard));

/**
 * The questionary page shell (core spec §2, §5): the question the model's state shows
 * (src/kiosk/questionary/model.ts), with the kiosk's on-screen keyboard below it when the
 * kiosk enables it (§3 `onScreenKeyboardSettings`). Emits one answer at a time:
 * - `next { answer, check }`: the Answer of the question shown (§3 shape), refused while invalid;
 *   `check` names the server check the flow makes before it accepts it (`phoneNumber`), or null;
 * - `precheck { answer, check }`: an answer that needs the server's check, as soon as it is valid
 *   as typed (each value once), so the flow can check it before Next (issue 11 §2);
 * - `back { answer }`: what the visitor typed, valid or not, so nothing typed is lost;
 * - `home`.
 * Which question comes next (skips, server checks, extra steps) is the flow's business; a refusal
 * comes back in the state's `error` and shows on the question.
 */
export function QuestionaryScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof QuestionaryProps>, typeof QuestionaryEvents>) {
  const { t } = useTranslation(['registration']);
  const { questionary, keyboard } = props;
  const { nodes, index, answers, error } = questionary;
  const node = currentNode(questionary);
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
  const onNext = (answer: Answer) => emit('next', { answer, check: serverCheckOf(answer) });
  const onBack = (answer?: Answer) => emit('back', answer ? { answer } : {});
  const onCheck = (answer: Answer, check: ServerCheck) => emit('precheck', { answer, check });
  const onHome = useCallback(() => emit('home'), [emit]);
  const questionError = node && error?.questionId === node.metadata.questionId ? error : null;

  return (
    <KioskLayout screenId={screenId} onHome={onHome} className="kiosk--questionary">
      {node ? (
        <QuestionPage
          node={node}
          index={index}
          count={nodes.length}
          answers={answers}
          settings={settings}
          serverError={questionError}
          onNext={onNext}
          onBack={onBack}
          onCheck={onCheck}
          onKeyboard={keyboard.isEnabled ? bindings.set : undefined}
          showProgress={props.showProgress}
          nextKey={props.nextKey ?? undefined}
        />
      ) : (
        <NoQuestion onBack={() => onBack()} />
      )}
      {keyboard.isEnabled && node && (
        <BoundKeyboard
          bindings={bindings}
          letters={keyboard.layout}
          submitLabel={t(props.nextKey ?? (index + 1 >= nodes.length ? 'registration:finish' : 'registration:next'))}
        />
      )}
    </KioskLayout>
  );
}

/** Fonts opened in one idle period: ~5–8 ms at 4× CPU throttling, well within a long one (50 ms). */
const FONTS_PER_IDLE_PERIOD = 4;

/**
 * The field widgets' code that loads on demand (the phone number's), then each field's one-time
 * preparation (`prepare`: the phone's country names) and the questions' fonts (`fonts`: the option
 * lists', the yes/no buttons', the phone's, the plate's, an extra description's; kit/fonts.ts),
 * each in a long idle period. The browser's first `Intl.DisplayNames` loads its region names,
 * ~13 ms (~50 ms at 4×): without this the first phone question drew a spinner in its step and its
 * field 60–90 ms after the tap, and had no field once the network was gone (decision record 0033).
 * Rejects with the first load that failed, once all have settled.
 */
export async function preloadFieldCode(): Promise<void> {
  // the phone's code runs as it arrives: fetched from a long idle period, it most likely arrives in one too
  await whenIdle(() => undefined);
  await preloadAll(fieldWidgets);
  for (const { prepare } of fieldWidgets) if (prepare) await whenIdle(prepare);
  // a few fonts per idle period: each asks the browser process for its settings (1–2 ms at 4×),
  // and a tap may come between two
  const fonts = [...new Set([...EXTRA_DESCRIPTION_FONTS, ...fieldWidgets.flatMap((field) => field.fonts ?? [])])];
  for (let start = 0; start < fonts.length; start += FONTS_PER_IDLE_PERIOD) await whenIdle(() => openFonts(fonts.slice(start, start + FONTS_PER_IDLE_PERIOD)));
  // a signal for tests (e2e/fonts-ahead.spec.ts): the preload runs in idle periods, late on a loaded
  // machine; a preload in Node (the registry's tests) has no window
  if (typeof window !== 'undefined') window.gatehouseFieldsPreloaded = true;
}

declare global {
  interface Window {
    /** True once `preloadFieldCode` has opened every field's code and fonts: tests wait for it instead of for time. */
    gatehouseFieldsPreloaded?: boolean;
  }
}

/** Where the on-screen keyboard types: set by the question shown, read by the keyboard. */
export interface BindingStore {
  readonly set: (binding: KeyboardBinding | null) => void;
  readonly get: () => KeyboardBinding | null;
  readonly subscribe: (listener: () => void) => () => void;
}

/**
 * The keyboard follows a new question once that question has been drawn (after the next frame,
 * decision record 0009): redrawing simple-keyboard's keys for the new input is then not part of
 * the step the visitor waits for; the input takes the focus at the same moment
 * (kit/focusWhenDrawn.ts). The old question letting go (null) waits too, so the keyboard does not
 * blink between two questions. A change on the same question (the answer became valid) reaches
 * the keyboard at once.
 */
export function createBindingStore(): BindingStore {
  let current: KeyboardBinding | null = null;
  let published: KeyboardBinding | null = null;
  let pending: (() => void) | null = null;
  const listeners = new Set<() => void>();
  const publish = () => {
    pending = null;
    if (published === current) return;
    published = current;
    for (const listener of listeners) listener();
  };
  return {
    set: (binding) => {
      if (
        binding === current ||
        (binding &&
          current &&
          binding.scope === current.scope &&
          binding.question === current.question &&
          binding.canSubmit === current.canSubmit &&
          binding.submit === current.submit)
      )
        return;
      // a line question after a line question keeps its page element: a new question is a new page all the same
      const samePage = binding !== null && published !== null && binding.scope === published.scope && binding.question === published.question;
      current = binding;
      if (samePage) {
        pending?.();
        publish();
        return;
      }
      if (!pending) pending = afterNextPaint(publish);
    },
    get: () => published,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The keyboard, drawn again only when its binding, letters or submit label change (not on every step). */
export const BoundKeyboard = memo(function BoundKeyboard({
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
      page={binding?.question}
      letters={letters}
      canSubmit={binding?.canSubmit ?? false}
      submitLabel={submitLabel}
      onSubmit={() => binding?.submit()}
      mixed
    />
  );
});

/** No question to show (an empty or finished questionary): never a blank screen, the visitor can go back. */
function NoQuestion({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(['registration']);
  return (
    <div className="kiosk-nav">
      <Button variant="secondary" action="back" onClick={onBack}>
        {t('registration:back')}
      </Button>
    </div>
  );
}
