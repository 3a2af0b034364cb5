import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../kit/icons.tsx';
import { useIdleHold } from '../../kit/IdleHold.tsx';
import { isTrueText } from '../../../src/kiosk/questionary/model.ts';
import type { FieldComponentProps } from '../defineField.ts';

/** §9 "Video width 800". */
export const VIDEO_WIDTH = 800;

type Playback = 'ready' | 'playing' | 'paused' | 'ended' | 'failed';

/**
 * VideoField (code 15, core spec §2 "Feedback", §4 "Feedback questions"): the node's video at
 * width 800 with one large play / pause button. A required video is confirmed when it ends
 * (draft `['true']`); a non-required one is confirmed by itself (the validator). While it plays
 * the kiosk's idle timeout is held (§4 "Idle"), and released when it stops or the page goes.
 * The visitor starts it: a tap is a user gesture, so the sound is allowed to play.
 */
export function VideoFeedback(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playback, setPlayback] = useState<Playback>(node.metadata.url ? 'ready' : 'failed');
  const [progress, setProgress] = useState(0);
  const watched = isTrueText(value[0]);
  useIdleHold(playback === 'playing');

  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (playback === 'playing') {
      video.pause();
      return;
    }
    try {
      const started = video.play() as Promise<void> | undefined;
      started?.catch?.(() => setPlayback('failed'));
    } catch {
      setPlayback('failed');
    }
  };

  return (
    <div className="kiosk-video">
      <div className="kiosk-video__frame">
        {/* biome-ignore lint/a11y/useMediaCaption: site videos come without caption tracks; the question text says what it is about */}
        <video
          ref={videoRef}
          id={inputId}
          className="kiosk-video__player"
          src={node.metadata.url ?? undefined}
          width={VIDEO_WIDTH}
          preload="auto"
          playsInline
          data-action="video"
          onPlay={() => setPlayback('playing')}
          onPause={() => setPlayback((current) => (current === 'ended' ? current : 'paused'))}
          onEnded={() => {
            setPlayback('ended');
            setProgress(1);
            onChange(['true']);
          }}
          onError={() => setPlayback('failed')}
          onTimeUpdate={(event) => {
            const { currentTime, duration } = event.currentTarget;
            if (duration > 0) setProgress(Math.min(1, currentTime / duration));
          }}
        />
        {playback !== 'playing' && playback !== 'failed' && (
          <button
            type="button"
            className="kiosk-video__play"
            data-action="video-play"
            aria-label={t(playback === 'ended' ? 'registration:videoReplay' : 'registration:videoPlay')}
            onClick={toggle}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </button>
        )}
      </div>
      <div className="kiosk-video__bar">
        <button type="button" className="kiosk-button kiosk-button--secondary" data-action="video-toggle" disabled={playback === 'failed'} onClick={toggle}>
          {t(playback === 'playing' ? 'registration:videoPause' : playback === 'ended' ? 'registration:videoReplay' : 'registration:videoPlay')}
        </button>
        <div className="kiosk-video__progress" aria-hidden="true">
          <div className="kiosk-video__progress-fill" style={{ width: `${Math.round(progress * 100)}%` }} />
        </div>
      </div>
      {playback === 'failed' ? (
        <p className="kiosk-notice" role="status">
          {t('registration:videoUnavailable')}
        </p>
      ) : (
        <p className={watched ? 'kiosk-confirmed' : 'kiosk-text kiosk-muted'} role="status">
          {watched && <Icon name="check" />}
          {t(watched ? 'registration:videoWatched' : node.metadata.isRequired ? 'registration:videoWatchToEnd' : 'registration:videoOptional')}
        </p>
      )}
    </div>
  );
}
