import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Answer } from '../../../src/kiosk/questionary/model.ts';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import type { FieldSettings } from '../../fields/defineField.ts';
import { Button } from '../../kit/Button.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { QuestionPage } from '../questionary/QuestionPage.tsx';
import { BoundKeyboard, createBindingStore } from '../questionary/QuestionaryScreen.tsx';
import type { AssetIdentificationEvents, AssetIdentificationProps } from './props.ts';

const NO_ANSWERS: Readonly<Record<string, Answer>> = {};

/**
 * The asset identification (site-operations spec §2 "profiles/{profileId}/asset/identification",
 * §4 "validate the field on change, submit on Enter", §5 "The error shows only after the first
 * edit"): the identification field of the asset category's questionary, shown by the questionary's
 * own page and field widgets, so validation, the error after the first edit, Enter and the
 * on-screen keyboard by field type (§5 "Keyboard") behave as in the questionary. Emits
 * `submit { answer, value }` once the field is valid; whether the asset is known is the flow's
 * business. A questionary without the field shows a clear message and a way back, never a blank page.
 */
export function AssetIdentificationScreen({
  props,
  emit,
  screenId,
}: WidgetComponentProps<z.infer<typeof AssetIdentificationProps>, typeof AssetIdentificationEvents>) {
  const { t } = useTranslation(['assetRegistration', 'registration']);
  const { questionary, fieldId, keyboard } = props;
  const node = fieldId ? questionary.find((n) => n.metadata.questionId === fieldId) : questionary[0];
  const [bindings] = useState(createBindingStore);
  const settings = useMemo<FieldSettings>(
    () => ({ onScreenKeyboard: keyboard.isEnabled, defaultCountry: 'be', preferredCountries: [], scannerLocation: 'bottom-center', phoneAutoSubmitMs: 0 }),
    [keyboard.isEnabled],
  );
  const title = screenText(t, null, props.titleKey, 'assetRegistration:identificationTitle');
  const submit = (answer: Answer) => emit('submit', { answer, value: answer.value[0] ?? '' });

  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')} className="kiosk--questionary">
      {title && <p className="kiosk-text kiosk-asset__lead">{props.category ? `${title} · ${props.category}` : title}</p>}
      {node ? (
        <QuestionPage
          key={node.id}
          node={node}
          index={0}
          count={1}
          answers={NO_ANSWERS}
          settings={settings}
          serverError={props.error ?? null}
          onNext={submit}
          onBack={() => emit('back')}
          onKeyboard={keyboard.isEnabled ? bindings.set : undefined}
          showProgress={false}
          nextKey="registration:next"
        />
      ) : (
        <>
          <p className="kiosk-error" role="alert">
            {t('assetRegistration:noIdentificationField')}
          </p>
          <div className="kiosk-nav">
            <Button variant="secondary" action="back" onClick={() => emit('back')}>
              {t('registration:back')}
            </Button>
          </div>
        </>
      )}
      {keyboard.isEnabled && node && <BoundKeyboard bindings={bindings} letters={keyboard.layout} submitLabel={t('registration:next')} />}
    </KioskLayout>
  );
}
