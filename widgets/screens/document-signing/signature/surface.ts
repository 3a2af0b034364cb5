import SignaturePad from 'signature_pad';

/** What the signature screen needs of a drawing surface; signature_pad in the kiosk, a fake in unit tests. */
export interface SignatureSurface {
  /** Wipes the drawing. */
  clear(): void;
  /** The drawing as `data:image/png;base64,…` (site-operations §4). */
  toPng(): string;
  /** Stops listening to the canvas. */
  destroy(): void;
}

export interface SignatureSurfaceOptions {
  /** CSS px. */
  readonly width: number;
  /** CSS px. */
  readonly height: number;
  /** Stroke width in CSS px: signature_pad's minWidth and maxWidth both (a line of even width). */
  readonly penWidth: number;
  readonly penColor: string;
}

/**
 * Draws with signature_pad on `canvas` (pointer events, site-operations §9): the canvas gets
 * `width`×`height` CSS px at the screen's pixel ratio, so strokes stay sharp and the PNG keeps that
 * resolution.
 *
 * @example
 * const surface = createSignatureSurface(canvas, { width: 600, height: 300, penWidth: 3, penColor: '#000000' });
 */
export function createSignatureSurface(canvas: HTMLCanvasElement, options: SignatureSurfaceOptions): SignatureSurface {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = options.width * ratio;
  canvas.height = options.height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
  const pad = new SignaturePad(canvas, { minWidth: options.penWidth, maxWidth: options.penWidth, penColor: options.penColor });
  return {
    clear: () => pad.clear(),
    toPng: () => pad.toDataURL('image/png'),
    destroy: () => pad.off(),
  };
}
