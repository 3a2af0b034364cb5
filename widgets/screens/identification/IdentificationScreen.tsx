import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { KEYBOARD_ATTRIBUTES } from '../../kit/keyboard/types.ts';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { DockedKeyboard } from '../parts/DockedKeyboard.tsx';
import type { IdentificationEvents, IdentificationProps } from './props.ts';
import { withPrefix } from './reference.ts';
import './identification.css';
import { focusOnMount } from '../../kit/focusOnMount.ts';

/**
 * Visitor identification (core spec §2, §5): the visitor types a reference (the prefix shown in
 * front) and taps Next; the flow validates it against the server. Emits `submit { value, typed }`
 * (`value` with the prefix), `back` and `home`. What the server said comes back as `problem`.
 */
export function IdentificationScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof IdentificationProps>, typeof IdentificationEvents>) {
  const { t } = useTranslation(['identification']);
  const [typed, setTyped] = useState('');
  const [typedAfter, setTypedAfter] = useState<number | null>(null);
  const [scope, setScope] = useState<HTMLElement | null>(null);
  const value = withPrefix(props.prefix, typed);
  // a reference typed (or scanned) before the options are in would go out without its prefix
  const canSubmit = value !== '' && !props.busy && !props.loading;
  const submit = () => {
    if (canSubmit) emit('submit', { value, typed: typed.trim() });
  };
  const problem = screenText(t, props.problemText, props.problemKey);
  const showError = props.problem === 'error' && problem !== '';
  const showWarning = props.problem === 'warning' && problem !== '' && typedAfter !== props.attempt;
  const inputId = `${screenId}-reference`;
  const describedBy = [props.explanation ? `${inputId}-explanation` : '', showError || showWarning ? `${inputId}-problem` : ''].filter(Boolean).join(' ');

  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'identification:title')}</h1>
      {props.referenceCount > 0 && <p className="kiosk-ident__count">{t('identification:nextReference', { index: props.referenceCount + 1 })}</p>}
      {props.information && <p className="kiosk-text">{props.information}</p>}
      <div ref={setScope} className="kiosk-ident">
        <label className="kiosk-ident__label" htmlFor={inputId}>
          {t('identification:referenceLabel')}
        </label>
        <div className="kiosk-input-row">
          {props.prefix && (
            <span className="kiosk-input-prefix" aria-hidden="true">
              {props.prefix}
            </span>
          )}
          <input
            id={inputId}
            className="kiosk-input kiosk-ident__input"
            type="text"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="characters"
            spellCheck={false}
            ref={focusOnMount}
            data-action="reference"
            {...{ [KEYBOARD_ATTRIBUTES.type]: 'text', [KEYBOARD_ATTRIBUTES.case]: 'upper', [KEYBOARD_ATTRIBUTES.prefix]: props.prefix || undefined }}
            aria-invalid={showError}
            aria-describedby={describedBy || undefined}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setTypedAfter(props.attempt);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
                event.preventDefault();
                submit();
              }
            }}
          />
        </div>
        {props.explanation && (
          <p id={`${inputId}-explanation`} className="kiosk-ident__explanation">
            {props.explanation}
          </p>
        )}
        {props.busy ? (
          <p className="kiosk-ident__status" role="status">
            <Spinner size="small" />
            {t('identification:checking')}
          </p>
        ) : showError ? (
          <p id={`${inputId}-problem`} className="kiosk-error" role="alert">
            {problem}
          </p>
        ) : showWarning ? (
          <p id={`${inputId}-problem`} className="kiosk-ident__warning" role="status">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="kiosk-nav">
        <Button variant="secondary" action="back" onClick={() => emit('back')}>
          {t('identification:back')}
        </Button>
        <Button variant="primary" action="submit" onClick={submit} disabled={!canSubmit}>
          {t('identification:next')}
        </Button>
      </div>
      <DockedKeyboard settings={props.keyboard} scope={scope} canSubmit={canSubmit} submitLabel={t('identification:next')} onSubmit={submit} />
    </KioskLayout>
  );
}
