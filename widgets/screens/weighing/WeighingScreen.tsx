import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { screenText } from '../../kit/screenText.ts';
import { Spinner } from '../../kit/Spinner.tsx';
import { useCountdown } from '../message/useCountdown.ts';
import { formatWeight } from './formatWeight.ts';
import type { WeighingEvents, WeighingProps } from './props.ts';
import './weighing.css';

type Props = z.infer<typeof WeighingProps>;

/** One weight: its label, the kg in the visitor's language, and a reference number when there is one. */
function Weight({ label, kilograms, reference, main, kind }: { label: string; kilograms: number; reference?: string | null; main?: boolean; kind: string }) {
  const {
    t,
    i18n: { language },
  } = useTranslation(['weighing']);
  return (
    <div className={`kiosk-weight${main ? ' kiosk-weight--main' : ''}`} data-weight={kind}>
      <span className="kiosk-weight__label">{label}</span>
      <span className="kiosk-weight__value">{formatWeight(kilograms, language)}</span>
      {reference ? <span className="kiosk-weight__reference">{t('weighing:referenceNumber', { number: reference })}</span> : null}
    </div>
  );
}

/** The weights a weighed screen shows, largest first: the net weight of a second weighing, else the weighing's own. */
function Weights({ props }: { props: Props }) {
  const { t } = useTranslation(['weighing']);
  const { result } = props;
  const rows = [];
  if (props.netWeight != null) rows.push(<Weight key="net" kind="net" main label={t('weighing:netWeight')} kilograms={props.netWeight} />);
  if (props.firstWeight != null) rows.push(<Weight key="first" kind="first" label={t('weighing:firstWeight')} kilograms={props.firstWeight} />);
  if (props.secondWeight != null) rows.push(<Weight key="second" kind="second" label={t('weighing:secondWeight')} kilograms={props.secondWeight} />);
  if (rows.length === 0 && result?.weight != null) {
    rows.push(<Weight key="weight" kind="weight" main label={t('weighing:weight')} kilograms={result.weight} reference={result.referenceNumber} />);
  }
  if (result?.hasMultiplePlatforms) {
    if (result.platformAWeight != null)
      rows.push(
        <Weight key="a" kind="platformA" label={t('weighing:platformA')} kilograms={result.platformAWeight} reference={result.platformAReferenceNummber} />,
      );
    if (result.platformBWeight != null)
      rows.push(
        <Weight key="b" kind="platformB" label={t('weighing:platformB')} kilograms={result.platformBWeight} reference={result.platformBReferenceNummber} />,
      );
  }
  return <div className="kiosk-weighing__weights">{rows}</div>;
}

/**
 * A weighing at the weighbridge (site-operations spec §2 "Weighing", §4, §8): while the
 * weighbridge weighs, a spinner and "stay in your vehicle"; while a retry waits, the retry text
 * (`weighing:weighingRetryErrorText`) as progress, with the spinner; once weighed, the weight in kg in digits
 * legible from 2 m, platform A and B when there are several platforms, and first, second and net
 * weight for a second weighing. Only the header's home emits (`home`).
 */
export function WeighingScreen({ props, emit, screenId }: WidgetComponentProps<Props, typeof WeighingEvents>) {
  const { t } = useTranslation(['weighing', 'statusMessages']);
  const seconds = useCountdown(props.countdownMs);
  const title = screenText(t, props.title, props.titleKey, 'weighing:firstTitle');
  const text = screenText(t, props.text, props.textKey, props.phase === 'weighing' ? 'weighing:weighingText' : undefined);
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <div className="kiosk-weighing kiosk-content" data-phase={props.phase}>
        <h1 className="kiosk-title">{title}</h1>
        {props.phase === 'weighed' ? (
          <>
            {text && <p className="kiosk-text">{text}</p>}
            <Weights props={props} />
          </>
        ) : (
          <div className="kiosk-weighing__status">
            <Spinner />
            {props.phase === 'retrying' ? (
              // progress, not a failure: the kiosk tries again by itself (issue 39 §8)
              <p className="kiosk-text" role="status">
                {t('weighing:weighingRetryErrorText')}
              </p>
            ) : (
              text && (
                <p className="kiosk-text" role="status">
                  {text}
                </p>
              )
            )}
          </div>
        )}
        {seconds !== undefined && <p className="kiosk-countdown">{t('statusMessages:returningHome', { seconds })}</p>}
      </div>
    </KioskLayout>
  );
}
