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
 * Draws with signature_pad on `canvas` (pointer events, site-operations §9): the canvas holds
 * `width`×`height` CSS px at the screen's pixel ratio, so strokes stay sharp and the PNG keeps that
 * resolution. The canvas may be shown larger (portrait, issue 39 §7): each stroke maps the box it
 * is shown in onto the drawing, with a pen that much wider, so the PNG is the same at any size.
 *
 * @example
 * const surface = createSignatureSurface(canvas, { width: 600, height: 300, penWidth: 3, penColor: '#000000' });
 */
export function createSignatureSurface(canvas: HTMLCanvasElement, options: SignatureSurfaceOptions): SignatureSurface {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = options.width * ratio;
  canvas.height = options.height * ratio;
  const context = canvas.getContext('2d');
  context?.scale(ratio, ratio);
  const pad = new SignaturePad(canvas, { minWidth: options.penWidth, maxWidth: options.penWidth, penColor: options.penColor });
  // signature_pad takes points in the canvas's shown CSS px: scale them onto the drawing
  const fitToShownSize = () => {
    const shown = canvas.getBoundingClientRect().width || options.width;
    const scale = canvas.width / shown;
    context?.setTransform(scale, 0, 0, scale, 0, 0);
    pad.minWidth = pad.maxWidth = (options.penWidth * shown) / options.width;
  };
  pad.addEventListener('beginStroke', fitToShownSize);
  return {
    clear: () => {
      pad.clear();
      // signature_pad clears through the transform, which may be smaller than the canvas
      context?.save();
      context?.setTransform(1, 0, 0, 1, 0, 0);
      context?.clearRect(0, 0, canvas.width, canvas.height);
      context?.restore();
    },
    toPng: () => pad.toDataURL('image/png'),
    destroy: () => {
      pad.removeEventListener('beginStroke', fitToShownSize);
      pad.off();
    },
  };
}
