// jsdom has no canvas (getContext returns null, toDataURL is "not implemented"): screens that draw
// (the signature pad) get a 2D context that draws nothing and a canvas whose picture is a 1×1 PNG,
// so the flows around them run headless. Chromium draws for real (e2e/signing.spec.ts).

/** The picture of every canvas in jsdom: a 1×1 transparent PNG. */
export const JSDOM_CANVAS_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

if (typeof HTMLCanvasElement !== 'undefined') {
  const blankContext = (canvas: HTMLCanvasElement) => {
    const state: Record<PropertyKey, unknown> = { canvas };
    return new Proxy(state, {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    });
  };
  HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement) {
    return blankContext(this);
  } as unknown as HTMLCanvasElement['getContext'];
  HTMLCanvasElement.prototype.toDataURL = () => JSDOM_CANVAS_PNG;
}
