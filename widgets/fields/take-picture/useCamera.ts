import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the camera is: asking, showing its picture, or why it cannot. */
export type CameraState = 'idle' | 'starting' | 'live' | 'noCamera' | 'denied' | 'failed';

/** Longest side of a taken picture: enough to recognise a face, small enough to send (~50 KB). */
export const PICTURE_MAX_SIZE = 640;

function reasonOf(error: unknown): CameraState {
  const name = error instanceof Error || (error && typeof error === 'object' && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'noCamera';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  return 'failed';
}

/**
 * The kiosk camera for a video element: `start` asks getUserMedia for it (no audio), `stop`
 * releases it, and it is always released on unmount so the camera light never stays on for the
 * next visitor. A browser without getUserMedia, or a kiosk without a camera, reads `noCamera`.
 *
 * @example
 * const camera = useCamera();
 * <video ref={camera.videoRef} autoPlay muted playsInline />
 */
export function useCamera() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const attempt = useRef(0);
  const [state, setState] = useState<CameraState>('idle');

  const stop = useCallback(() => {
    attempt.current += 1;
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
    setState((current) => (current === 'live' || current === 'starting' ? 'idle' : current));
  }, []);

  const start = useCallback(async () => {
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setState('noCamera');
      return;
    }
    const mine = ++attempt.current;
    setState('starting');
    try {
      const stream = await media.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 } }, audio: false });
      if (mine !== attempt.current) {
        // stopped or unmounted meanwhile
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      streamRef.current = stream;
      const video = videoRef.current;
      if (video) {
        video.srcObject = stream;
        await video.play?.()?.catch?.(() => undefined);
      }
      setState('live');
    } catch (error) {
      if (mine === attempt.current) setState(reasonOf(error));
    }
  }, []);

  useEffect(
    () => () => {
      attempt.current += 1;
      for (const track of streamRef.current?.getTracks() ?? []) track.stop();
      streamRef.current = null;
    },
    [],
  );

  /** The current frame as a JPEG data URL (longest side at most 640 px), or null. */
  const capture = useCallback((): string | null => {
    const video = videoRef.current;
    if (!video?.videoWidth || !video.videoHeight) return null;
    const scale = Math.min(1, PICTURE_MAX_SIZE / Math.max(video.videoWidth, video.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(video.videoWidth * scale);
    canvas.height = Math.round(video.videoHeight * scale);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL('image/jpeg', 0.85);
  }, []);

  return { videoRef, state, start, stop, capture };
}
