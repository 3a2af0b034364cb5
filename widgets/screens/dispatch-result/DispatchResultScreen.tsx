import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { WidgetComponentProps } from '../../defineWidget.ts';
import { LocationArrow } from '../../fields/LocationArrow.tsx';
import { Button } from '../../kit/Button.tsx';
import { Icon } from '../../kit/icons.tsx';
import { KioskLayout } from '../../kit/KioskLayout.tsx';
import { useCountdown } from '../message/useCountdown.ts';
import type { DispatchResultEvents, DispatchResultProps } from './props.ts';
import { fitLocationName, isLongName } from './textFitting.ts';
import './dispatch.css';

type Props = z.infer<typeof DispatchResultProps>;

interface Stop {
  readonly kind: 'dropOff' | 'pickup' | 'liveLoading';
  readonly assetName: string;
  readonly locationName: string;
}

/** Where to go, in driving order: drop off, pick up, or load live (core spec §3 "Dispatch result"). */
function stopsOf(props: Props): Stop[] {
  const stops: Stop[] = [];
  const add = (kind: Stop['kind'], asset: Props['dropOff']) => {
    const locationName = asset?.locationName?.trim() ?? '';
    if (locationName || asset?.assetName?.trim()) stops.push({ kind, assetName: asset?.assetName?.trim() ?? '', locationName });
  };
  add('dropOff', props.dropOff);
  add('pickup', props.pickup);
  if (props.liveLoadingLocationName?.trim()) stops.push({ kind: 'liveLoading', assetName: '', locationName: props.liveLoadingLocationName.trim() });
  return stops;
}

const TITLE: Readonly<Record<Props['status'], string>> = {
  IsDispatched: 'dispatch:dispatchedTitle',
  IsInNearbyQueue: 'dispatch:nearbyQueueTitle',
  IsInRemoteQueue: 'dispatch:remoteQueueTitle',
  IsNotOnDispatchDashboard: 'dispatch:notDispatchedTitle',
};

const TEXT: Readonly<Record<Props['status'], string>> = {
  IsDispatched: 'dispatch:dispatchedText',
  IsInNearbyQueue: 'dispatch:nearbyQueueText',
  IsInRemoteQueue: 'dispatch:remoteQueueText',
  IsNotOnDispatchDashboard: 'dispatch:notDispatchedText',
};

/**
 * The dispatch result after registration (core spec §2 "Confirmation pages: ... dispatch result
 * with a location arrow view", site-operations spec §4): for a dispatched transport, a sign per
 * stop with an arrow, the asset and the location (names cut and sized as §9 says); for a queued
 * one, where to wait. An end screen: OK or the flow's timer returns home. Emits `ok` and `home`.
 */
export function DispatchResultScreen({ props, emit, screenId }: WidgetComponentProps<Props, typeof DispatchResultEvents>) {
  const { t } = useTranslation(['dispatch', 'statusMessages']);
  const seconds = useCountdown(props.countdownMs);
  const stops = props.status === 'IsDispatched' ? stopsOf(props) : [];
  const queued = props.status === 'IsInNearbyQueue' || props.status === 'IsInRemoteQueue';
  return (
    <KioskLayout screenId={screenId} onHome={() => emit('home')}>
      <div className="kiosk-dispatch" data-status={props.status}>
        <div className="kiosk-dispatch__head" role="status">
          <span className={`kiosk-dispatch__icon kiosk-dispatch__icon--${queued ? 'queue' : 'go'}`} aria-hidden="true">
            {queued ? <QueueIcon /> : <Icon name="success" />}
          </span>
          <h1 className="kiosk-title">{t(TITLE[props.status])}</h1>
          <p className="kiosk-text">{t(TEXT[props.status])}</p>
        </div>
        {stops.length > 0 && (
          <ol className="kiosk-dispatch__stops" aria-label={t('dispatch:stops')}>
            {stops.map((stop, index) => (
              <li key={stop.kind} className="kiosk-stop" data-kind={stop.kind}>
                {stops.length > 1 && (
                  <span className="kiosk-stop__step" aria-hidden="true">
                    {index + 1}
                  </span>
                )}
                <LocationArrow location="top-center" />
                <div className="kiosk-stop__body">
                  <p className="kiosk-stop__kind">{t(`dispatch:${stop.kind}`)}</p>
                  {stop.locationName && (
                    <p
                      className={isLongName(fitLocationName(stop.locationName)) ? 'kiosk-stop__location kiosk-stop__location--long' : 'kiosk-stop__location'}
                      title={stop.locationName}
                    >
                      {fitLocationName(stop.locationName)}
                    </p>
                  )}
                  {stop.assetName && (
                    <p className={isLongName(stop.assetName) ? 'kiosk-stop__asset kiosk-stop__asset--long' : 'kiosk-stop__asset'}>{stop.assetName}</p>
                  )}
                </div>
              </li>
            ))}
          </ol>
        )}
        <div className="kiosk-actions">
          <Button variant="primary" action="ok" onClick={() => emit('ok')}>
            {t('statusMessages:ok')}
          </Button>
        </div>
        {seconds !== undefined && <p className="kiosk-countdown">{t('statusMessages:returningHome', { seconds })}</p>}
      </div>
    </KioskLayout>
  );
}

function QueueIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="kiosk-icon"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
