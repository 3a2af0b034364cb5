import { CountryFlag } from '../../kit/CountryFlag.tsx';
import { useScheduler } from '../../kit/scheduler.tsx';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { focusWhenDrawn } from '../../kit/focusWhenDrawn.ts';
import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { fieldAria } from '../fieldAria.ts';
import { keyboardHints } from '../keyboardHints.ts';
import { CountryPicker } from './CountryPicker.tsx';
import { dialCodeOf, formatInternational, fromInternational, looksComplete, phoneCountries, toInternational } from './phone.ts';

/**
 * PhoneNumber (code 7, core spec §2 "Phone question", §5): a country button (its code, name and
 * dial code; the kiosk's default country first, `be` by default) that opens the country-search
 * list, and the number in national form. The draft is the number in international form
 * (+dialcode…), shown back to the visitor as they will be called. A number typed with '+'
 * picks its country by itself. The flow then asks the server whether it exists.
 *
 * A prefilled number (node initialAnswer, e.g. a certified person's mobile number) is submitted
 * by itself after `settings.phoneAutoSubmitMs` when the flow asks for it (§2, §9: 1 s).
 * Loaded on demand: libphonenumber's metadata is not part of the first screens' bundle.
 */
export default function PhoneNumberInput(props: FieldComponentProps) {
  const {
    t,
    i18n: { language },
  } = useTranslation(['registration']);
  const { node, value, onChange, onSubmit, validation, inputId, settings, readOnly, onComplete } = props;
  const [start] = useState(() => fromInternational(value[0] ?? '', settings.defaultCountry));
  const [country, setCountry] = useState(start.country);
  const [national, setNational] = useState(start.national);
  const [picking, setPicking] = useState(false);
  const numberRef = useRef<HTMLInputElement | null>(null);
  const focusNumber = useCallback((element: HTMLInputElement | null) => {
    numberRef.current = element;
    const cancel = focusWhenDrawn(element);
    return () => {
      cancel?.();
      numberRef.current = null;
    };
  }, []);
  const countries = useMemo(() => phoneCountries(language, settings.preferredCountries), [language, settings.preferredCountries]);
  const countryName = countries.find((entry) => entry.code === country)?.name ?? country.toUpperCase();
  const international = value[0] ?? '';

  // A prefilled number goes on by itself once, unless the visitor touches it first.
  const scheduler = useScheduler();
  const edited = useRef(false);
  const autoSubmit = useRef({ onSubmit, ready: validation.isValid && international !== '' && (node.initialAnswer?.length ?? 0) > 0 });
  useEffect(() => {
    const { ready, onSubmit: submit } = autoSubmit.current;
    if (!ready || settings.phoneAutoSubmitMs <= 0) return;
    const timer = scheduler.setTimeout(() => {
      if (!edited.current) submit();
    }, settings.phoneAutoSubmitMs);
    return () => scheduler.clearTimeout(timer);
  }, [settings.phoneAutoSubmitMs, scheduler]);

  // a number that looks complete is offered for the server's check before Next (issue 11 §2)
  const completeRef = useRef(onComplete);
  completeRef.current = onComplete;
  useEffect(() => {
    if (international !== '' && looksComplete(international)) completeRef.current?.([international]);
  }, [international]);

  const typeNumber = (text: string) => {
    edited.current = true;
    setNational(text);
    const next = toInternational(text, country);
    if (/^\s*(\+|00)/.test(text)) {
      const detected = fromInternational(next, country).country;
      if (detected !== country) setCountry(detected);
    }
    onChange(next === '' ? [] : [next]);
  };
  const chooseCountry = (code: string) => {
    edited.current = true;
    setCountry(code);
    setPicking(false);
    const next = toInternational(national, code);
    onChange(next === '' ? [] : [next]);
    queueMicrotask(() => numberRef.current?.focus());
  };

  if (picking) {
    return (
      <CountryPicker
        countries={countries}
        chosen={country}
        onChoose={chooseCountry}
        onClose={() => {
          setPicking(false);
          queueMicrotask(() => numberRef.current?.focus());
        }}
        onScreenKeyboard={settings.onScreenKeyboard}
      />
    );
  }
  return (
    <div className="kiosk-question">
      <div className="kiosk-phone">
        <button
          type="button"
          className="kiosk-phone__country"
          data-action="country"
          aria-haspopup="dialog"
          disabled={readOnly}
          // the name begins with what the button shows (WCAG 2.5.3 "Label in Name"), then says what it does
          aria-label={`+${dialCodeOf(country)} ${t('registration:countryButton', { country: countryName, dialCode: dialCodeOf(country) })}`}
          onClick={() => setPicking(true)}
        >
          <CountryFlag isoCode={country} />
          <span className="kiosk-phone__dial">+{dialCodeOf(country)}</span>
          <svg
            className="kiosk-icon kiosk-phone__caret"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
        <input
          ref={focusNumber}
          id={inputId}
          className="kiosk-input"
          type="tel"
          autoComplete="off"
          // one question per page: the kiosk keyboard types into the focused input (focusNumber)
          data-action="answer"
          readOnly={readOnly}
          value={national}
          onChange={(event) => typeNumber(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              onSubmit();
            }
          }}
          {...keyboardHints('phone', node, settings, { caseMode: null, showPrefix: false })}
          {...fieldAria(props)}
        />
      </div>
      <p className="kiosk-text kiosk-muted kiosk-phone__international" aria-live="polite">
        {international ? t('registration:phoneInternational', { number: formatInternational(international) }) : countryName}
      </p>
    </div>
  );
}
