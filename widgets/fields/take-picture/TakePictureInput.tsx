import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldComponentProps } from '../defineField.ts';
import { useCamera } from './useCamera.ts';

/**
 * TakePicture (code 19): the kiosk camera (getUserMedia) in a mirror-like preview, a large
 * "take picture" button, then the picture with "retake". The answer is the picture as a JPEG
 * data URL. Without a camera (or without permission) it says so clearly; an optional question
 * can then be passed with Next, a required one sends the visitor to the reception.
 */
export function TakePictureInput(props: FieldComponentProps) {
  const { t } = useTranslation(['registration']);
  const { node, value, onChange, inputId } = props;
  const camera = useCamera();
  const picture = value[0] ?? '';
  const { start, stop } = camera;

  useEffect(() => {
    if (picture === '') void start();
    else stop();
  }, [picture, start, stop]);

  const take = () => {
    const taken = camera.capture();
    if (taken) onChange([taken]);
  };
  const unavailable = camera.state === 'noCamera' || camera.state === 'denied' || camera.state === 'failed';

  return (
    <div className="kiosk-camera" id={inputId}>
      {picture !== '' ? (
        <>
          <img className="kiosk-camera__frame" src={picture} alt={t('registration:pictureTaken')} data-action="picture" />
          <button type="button" className="kiosk-button kiosk-button--secondary" data-action="retake" onClick={() => onChange([])}>
            {t('registration:retakePicture')}
          </button>
        </>
      ) : unavailable ? (
        <p className="kiosk-notice" role="alert" data-camera={camera.state}>
          {t(camera.state === 'denied' ? 'registration:cameraDenied' : camera.state === 'noCamera' ? 'registration:noCamera' : 'registration:cameraFailed')}{' '}
          {t(node.metadata.isRequired ? 'registration:askReception' : 'registration:pictureOptional')}
        </p>
      ) : (
        <>
          <div className="kiosk-camera__frame kiosk-camera__frame--live" data-camera={camera.state}>
            <video ref={camera.videoRef} className="kiosk-camera__video" autoPlay muted playsInline aria-label={t('registration:cameraPreview')} />
          </div>
          <button type="button" className="kiosk-button kiosk-button--primary" data-action="take-picture" disabled={camera.state !== 'live'} onClick={take}>
            {t('registration:takePicture')}
          </button>
        </>
      )}
    </div>
  );
}
