import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../useTranslation.ts';
import { SimpleKeyboard } from 'simple-keyboard';
import { isShiftedFor, keyboardTypeForInputs } from './caseMode.ts';
import './keyboard.css';
import { keyboardRows, layerName } from './layouts.ts';
import { deleteBackward, isTextTarget, textBeforeCaret, typeInto, type TextTarget } from './typing.ts';
import { KEYBOARD_ATTRIBUTES, toKeyboardCase, toKeyboardType, type KeyboardLayoutName } from './types.ts';
import { afterNextPaint } from '../afterNextPaint.ts';

export interface OnScreenKeyboardProps {
  /** The element whose inputs the keyboard types into (one question page). */
  readonly scope: HTMLElement | null;
  /**
   * What the scope shows (the questionary: which question): a new value is a new page in the same
   * element, and the keyboard looks again at its input, case mode, prefix and text, as for a new scope.
   */
  readonly page?: string | undefined;
  /** Letter layout of the kiosk (core spec §3 `onScreenKeyboardSettings.layout`). */
  readonly letters: KeyboardLayoutName;
  /** The answer is valid: the submit key is highlighted (§5 "Keyboard"). */
  readonly canSubmit: boolean;
  readonly submitLabel: string;
  readonly onSubmit: () => void;
  /**
   * One keyboard for the whole page (core spec §5 "Mixed fields give text, or decimal if all
   * numeric"): with inputs of different types the keyboard serves them all. Off: each input gets
   * the keyboard it asks for.
   */
  readonly mixed?: boolean;
}

const wantsKeyboard = (element: Element) => toKeyboardType(element.getAttribute(KEYBOARD_ATTRIBUTES.type)) !== 'none';

/** The first enabled input of `scope` that asks for a keyboard. */
function firstKeyboardInput(scope: HTMLElement): TextTarget | null {
  for (const element of scope.querySelectorAll(`[${KEYBOARD_ATTRIBUTES.type}]`)) {
    if (isTextTarget(element) && !element.disabled && wantsKeyboard(element)) return element;
  }
  return null;
}

/** The keyboard types the enabled inputs of `scope` ask for. */
function keyboardTypesIn(scope: HTMLElement) {
  return [...scope.querySelectorAll(`[${KEYBOARD_ATTRIBUTES.type}]`)]
    .filter((element) => isTextTarget(element) && !element.disabled)
    .map((element) => toKeyboardType(element.getAttribute(KEYBOARD_ATTRIBUTES.type)));
}

/** The focused input of `scope` when it asks for a keyboard, else its first such input. */
function pickTarget(scope: HTMLElement): TextTarget | null {
  const active = scope.ownerDocument.activeElement;
  if (isTextTarget(active) && scope.contains(active) && !active.disabled && wantsKeyboard(active)) return active;
  return firstKeyboardInput(scope);
}

/** Lights the submit key up (`kiosk-key--ready`) while the answer is valid, without drawing the keys again. */
function markReady(keyboard: SimpleKeyboard | null, ready: boolean) {
  const found = keyboard?.getButtonElement('{submit}');
  for (const key of Array.isArray(found) ? found : found ? [found] : []) key.classList.toggle('kiosk-key--ready', ready);
}

interface TargetText {
  readonly before: string;
  readonly value: string;
}

/**
 * The kiosk's on-screen keyboard (core spec §1, §3 "Keyboard", §5): simple-keyboard with the
 * qwerty or azerty letters, the layout the focused input asks for (`data-keyboard`: text,
 * numeric, decimal with a comma, phone with digits and '+', licence plate, country search; none
 * hides it), the input's case mode (`data-keyboard-case`), its prefix (`data-prefix`) shown in
 * front of the typed text above the keys, and a submit key highlighted only when the answer is
 * valid. It shows while its input has the focus.
 *
 * It types into the real input (see typing.ts), so the fields stay ordinary controlled inputs and
 * a physical keyboard or a barcode scanner keeps working alongside it. Keys never take the focus.
 *
 * @example
 * <OnScreenKeyboard scope={pageElement} letters="azerty" canSubmit={isValid} submitLabel="Next" onSubmit={next} />
 */
export function OnScreenKeyboard({ scope, page, letters, canSubmit, submitLabel, onSubmit, mixed = false }: OnScreenKeyboardProps) {
  const { t } = useTranslation(['registration']);
  const hostRef = useRef<HTMLDivElement>(null);
  // simple-keyboard names each instance after the first class of its element: keep them apart
  const instanceClass = `kiosk-keys-${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  const keyboardRef = useRef<SimpleKeyboard | null>(null);
  const [target, setTarget] = useState<TextTarget | null>(null);
  const [text, setText] = useState<TargetText>({ before: '', value: '' });
  const [manualShift, setManualShift] = useState(false);
  const [accents, setAccents] = useState(false);
  // Shown while its input has the focus, like a phone's keyboard: tapping an option or a button
  // hides it, so lists and buttons below the input are never covered; tapping the input again
  // brings it back.
  const [focused, setFocused] = useState(false);
  // what was last set: a tap elsewhere (the Next button) that changes nothing must not draw the
  // keyboard again in the step it starts (React renders a component for a same-value update it has queued)
  const focusedNow = useRef(false);
  // inputs of the page come, go or change type: the keyboard type is read again
  const [, setRevision] = useState(0);

  // Follow the input the visitor works in: focus, typing, and inputs that come and go.
  // A new page in the same scope (`page`) starts afresh, as a new scope does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page starts afresh (see above)
  useEffect(() => {
    if (!scope) {
      setTarget(null);
      return;
    }
    let current = pickTarget(scope);
    const doc = scope.ownerDocument;
    // A tap that takes the focus from the input (an option, a button) must land where it began:
    // hiding the keyboard between pointerdown and click moves the page under the finger and the
    // click goes to whatever slid there. So while a pointer is down the keyboard may show but not
    // hide; it hides once the click has run.
    let pointerDown = false;
    let afterTap: ReturnType<typeof setTimeout> | undefined;
    // a look queued by this scope's listeners must not land after the next scope took over (the
    // old input leaving the page queues one, and the new question's binding can come first)
    let active = true;
    const syncFocus = () => {
      // the question's page has gone (a step): the keyboard stays as it is until the next
      // question's page takes it over, so it does not blink between two questions
      if (!active || (current !== null && !current.isConnected)) return;
      const has = current !== null && doc.activeElement === current;
      if ((has || !pointerDown) && has !== focusedNow.current) {
        focusedNow.current = has;
        setFocused(has);
      }
    };
    const onPointerDown = () => {
      pointerDown = true;
    };
    const onPointerUp = () => {
      if (!pointerDown) return;
      pointerDown = false;
      // the click follows pointerup in the same input task: look once it has run (onClick, at
      // the document after the page's handlers), or on the next task when no click comes
      clearTimeout(afterTap);
      afterTap = setTimeout(syncFocus, 0);
    };
    const onClick = () => {
      clearTimeout(afterTap);
      syncFocus();
    };
    setTarget(current);
    setAccents(false);
    setManualShift(false);
    syncFocus();
    const read = () => {
      if (!active) return;
      setText(current ? { before: textBeforeCaret(current), value: current.value } : { before: '', value: '' });
    };
    // React updates the DOM after this listener (it listens at the root); read once it has.
    const readSoon = () => queueMicrotask(read);
    const choose = (next: TextTarget | null) => {
      if (next !== current) {
        current = next;
        setTarget(next);
        setAccents(false);
        setManualShift(false);
      }
      read();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (isTextTarget(event.target) && wantsKeyboard(event.target)) choose(event.target);
      syncFocus();
    };
    // the focus may go outside the page (or nowhere): look once it has landed
    const onFocusOut = () => queueMicrotask(syncFocus);
    const onChanged = (event: Event) => {
      if (event.target === current) readSoon();
    };
    // Inputs that come, go or change are looked at after the frame that shows the change (decision
    // record 0009): a new question drawn in the same page (a line question after a line question)
    // is not held up by the keyboard's new keys.
    let lookAgain: (() => void) | null = null;
    const observer = new MutationObserver(() => {
      lookAgain ??= afterNextPaint(() => {
        lookAgain = null;
        if (!active) return;
        if (!current?.isConnected || current.disabled || !wantsKeyboard(current)) choose(pickTarget(scope));
        syncFocus();
        setRevision((revision) => revision + 1);
      });
    });
    read();
    scope.addEventListener('focusin', onFocusIn);
    scope.addEventListener('focusout', onFocusOut);
    doc.addEventListener('pointerdown', onPointerDown, true);
    doc.addEventListener('pointerup', onPointerUp, true);
    doc.addEventListener('pointercancel', onPointerUp, true);
    doc.addEventListener('click', onClick);
    scope.addEventListener('input', onChanged);
    scope.addEventListener('keyup', onChanged);
    scope.addEventListener('pointerup', onChanged);
    observer.observe(scope, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled', KEYBOARD_ATTRIBUTES.type] });
    return () => {
      active = false;
      observer.disconnect();
      lookAgain?.();
      clearTimeout(afterTap);
      doc.removeEventListener('pointerdown', onPointerDown, true);
      doc.removeEventListener('pointerup', onPointerUp, true);
      doc.removeEventListener('pointercancel', onPointerUp, true);
      doc.removeEventListener('click', onClick);
      scope.removeEventListener('focusin', onFocusIn);
      scope.removeEventListener('focusout', onFocusOut);
      scope.removeEventListener('input', onChanged);
      scope.removeEventListener('keyup', onChanged);
      scope.removeEventListener('pointerup', onChanged);
    };
  }, [scope, page]);

  const ownType = target?.isConnected ? toKeyboardType(target.getAttribute(KEYBOARD_ATTRIBUTES.type)) : 'none';
  const type = mixed && scope && ownType !== 'none' ? keyboardTypeForInputs(keyboardTypesIn(scope)) : ownType;
  const caseMode = toKeyboardCase(target?.getAttribute(KEYBOARD_ATTRIBUTES.case));
  const prefix = target?.getAttribute(KEYBOARD_ATTRIBUTES.prefix) ?? '';
  const rows = useMemo(() => keyboardRows(type, letters), [type, letters]);
  const shifted = (type === 'text' && isShiftedFor(caseMode, text.before)) !== manualShift;
  const layer = layerName(rows, shifted, accents);

  const press = (button: string) => {
    if (button === '{submit}') return onSubmit();
    if (button === '{shift}') return setManualShift((on) => !on);
    if (button === '{accents}' || button === '{abc}') return setAccents(button === '{accents}');
    const element = target?.isConnected ? target : scope && pickTarget(scope);
    if (!element) return;
    if (element.ownerDocument.activeElement !== element) element.focus({ preventScroll: true });
    if (button === '{bksp}') deleteBackward(element);
    else typeInto(element, button === '{space}' ? ' ' : button);
    setManualShift(false);
    // an accented letter is one letter: back to the plain letters, as phone keyboards do
    if (button !== '{bksp}' && button !== '{space}') setAccents(false);
    queueMicrotask(() => setText({ before: textBeforeCaret(element), value: element.value }));
  };
  const pressRef = useRef(press);
  pressRef.current = press;

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const keyboard = new SimpleKeyboard(host, {
      theme: 'kiosk-keyboard__keys',
      useButtonTag: true,
      disableButtonHold: true,
      // the keyboard types into the page's inputs itself; its own caret tracking stays out
      disableCaretPositioning: true,
      onKeyPress: (button: string) => pressRef.current(button),
      onChange: () => keyboard.clearInput(),
    });
    keyboardRef.current = keyboard;
    return () => {
      keyboardRef.current = null;
      keyboard.destroy();
    };
  }, []);

  const labels = useMemo<Record<string, string>>(
    () => ({
      '{bksp}': t('registration:keyDelete'),
      '{shift}': t('registration:keyShift'),
      '{space}': t('registration:keySpace'),
      '{submit}': submitLabel,
      // a key's name holds the text it shows (WCAG 2.5.3 "Label in Name")
      '{accents}': `${t('registration:keyAccents')} àé`,
      '{abc}': `${t('registration:keyLetters')} abc`,
    }),
    [t, submitLabel],
  );
  // simple-keyboard writes a key's display as HTML (innerHTML): every display is a fixed symbol of
  // ours, never a text from the server; the labels (translations, the submit key's "Next") go in as
  // aria-label attributes, which are text. The page's Next button says "Next": the key shows ✓ only.
  // It draws all its keys again on every setOptions: only a new layout, layer or labels redraw
  // them; whether the answer is valid (it changes on every step) is a class on one key
  useEffect(() => {
    const named = labels;
    keyboardRef.current?.setOptions({
      layout: Object.fromEntries(Object.entries(rows).map(([name, layerRows]) => [name, [...layerRows]])),
      layoutName: layer,
      display: { '{bksp}': '⌫', '{shift}': '⇧', '{space}': ' ', '{submit}': '✓', '{accents}': 'àé', '{abc}': 'abc' },
      buttonTheme: [
        { class: 'kiosk-key--submit', buttons: '{submit}' },
        { class: 'kiosk-key--function', buttons: '{bksp} {shift} {accents} {abc}' },
        { class: 'kiosk-key--space', buttons: '{space}' },
        ...(shifted ? [{ class: 'kiosk-key--on', buttons: '{shift}' }] : []),
      ],
      buttonAttributes: [
        ...Object.entries(named).map(([button, label]) => ({ attribute: 'aria-label', value: label, buttons: button })),
        { attribute: 'tabindex', value: '-1' },
      ],
    });
    markReady(keyboardRef.current, canSubmitRef.current);
  }, [rows, layer, shifted, labels]);
  const canSubmitRef = useRef(canSubmit);
  canSubmitRef.current = canSubmit;
  useEffect(() => markReady(keyboardRef.current, canSubmit), [canSubmit]);

  // The keyboard's size comes from its keys, not from the page: with its height given (size
  // containment), the page's layout of a new question does not lay the keys out again (a third of
  // a step's layout, issue 11 §2, docs/performance.md). The height is its content's, measured
  // where the browser reports sizes (before the frame is painted, so nothing shows the old height).
  const boxRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    const content = contentRef.current;
    if (!box || !content || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      box.style.setProperty('contain-intrinsic-block-size', `${content.offsetHeight}px`);
      box.style.setProperty('contain', 'size layout style');
    });
    observer.observe(content);
    return () => {
      observer.disconnect();
      box.style.removeProperty('contain');
      box.style.removeProperty('contain-intrinsic-block-size');
    };
  }, []);

  const hidden = type === 'none' || !focused;
  const boundQuestion = (target?.isConnected && target.closest('[data-question]')?.getAttribute('data-question')) || undefined;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of keys that keeps the focus in the input while they are tapped, not a form fieldset
    <div
      className="kiosk-keyboard"
      role="group"
      aria-label={t('registration:keyboard')}
      data-keyboard-type={type}
      data-keyboard-layout={letters}
      // the question whose input it types into: a keyboard follows a new question a frame after it
      // is drawn (decision record 0009), and a script that types faster than that waits for this
      data-keyboard-question={boundQuestion}
      hidden={hidden}
      ref={boxRef}
      onMouseDown={(event) => event.preventDefault()}
    >
      <div className="kiosk-keyboard__content" ref={contentRef}>
        {prefix ? (
          <div className="kiosk-keyboard__preview" aria-hidden="true">
            <span className="kiosk-keyboard__prefix">{prefix}</span>
            <span className="kiosk-keyboard__text">{text.value}</span>
            <span className="kiosk-keyboard__caret" />
          </div>
        ) : null}
        {/* keyed: simple-keyboard's keys live in this element, which must never be swapped for the
          preview's when the preview goes (Preact matches unkeyed siblings by type, decision record 0027) */}
        <div key="keys" ref={hostRef} className={instanceClass} />
      </div>
    </div>
  );
}
