import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { canSubmitPincode, editPincode, type PincodeState } from './pincodeState.ts';
import { PinPad } from './PinPad.tsx';
import type { CheckoutPincodeEvents, CheckoutPincodeProps } from './props.ts';
import './pincode.css';
import { focusOnMount } from '../../kit/focusOnMount.ts';

/**
 * Checkout by pincode (core spec §2 "Pincode screen has a numeric on-screen keyboard", §4): the
 * pincode shows as dots; enter works only when it is not empty, shows no error and was not
 * submitted yet; editing clears the error (`change` tells the flow). Emits `submit { pincode }`.
 */
export function CheckoutPincodeScreen({ props, emit, screenId }: WidgetComponentProps<z.infer<typeof CheckoutPincodeProps>, typeof CheckoutPincodeEvents>) {
  const { t } = useTranslation(['checkout']);
  const [state, setState] = useState<PincodeState>({ value: '', submitted: false });
  const problem = screenText(t, props.problemText, props.problemKey);
  const canEnter = canSubmitPincode(state, problem !== '') && !props.busy;

  const edit = (next: string) => {
    const edited = editPincode(next, props.maxLength);
    if (edited.value === state.value && !state.submitted) return;
    setState(edited);
    emit('change', {});
  };
  const enter = () => {
    if (!canEnter) return;
    setState({ ...state, submitted: true });
    emit('submit', { pincode: state.value });
  };

  return (
    <KioskLayout screenId={screenId} onBack={() => emit('back')} onHome={() => emit('home')}>
      <h1 className="kiosk-title">{screenText(t, props.title, props.titleKey, 'checkout:pincodeTitle')}</h1>
      <p className="kiosk-text kiosk-muted">{screenText(t, null, props.textKey, 'checkout:pincodeText')}</p>
      <div className="kiosk-pincode">
        <input
          className="kiosk-input kiosk-pincode__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          ref={focusOnMount}
          aria-label={t('checkout:pincodeLabel')}
          aria-invalid={problem !== ''}
          aria-describedby={problem ? `${screenId}-error` : undefined}
          maxLength={props.maxLength}
          data-action="pincode"
          value={state.value}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              enter();
            }
          }}
        />
        {props.busy ? (
          <p className="kiosk-pincode__status" role="status">
            <Spinner size="small" />
            {screenText(t, null, props.busyKey, 'checkout:checkingOut')}
          </p>
        ) : problem ? (
          <p id={`${screenId}-error`} className="kiosk-error kiosk-pincode__status" role="alert">
            {problem}
          </p>
        ) : (
          <p className="kiosk-pincode__status" aria-hidden="true" />
        )}
        <PinPad
          onDigit={(digit) => edit(state.value + digit)}
          onDelete={() => edit(state.value.slice(0, -1))}
          onEnter={enter}
          canDelete={state.value !== '' && !props.busy}
          canEnter={canEnter}
          enterLabel={screenText(t, null, props.submitKey, 'checkout:keyEnter')}
        />
      </div>
    </KioskLayout>
  );
}
