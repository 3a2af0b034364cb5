/**
 * The font a licence plate is drawn in (fields.css `.kiosk-input-row--plate .kiosk-input`, as a
 * canvas `font` shorthand): bold "DejaVu Sans Mono" at 40 px, a face no other screen uses.
 */
export const PLATE_FONT = '700 40px "DejaVu Sans Mono", "Consolas", ui-monospace, monospace';

/**
 * Loads the plate's font ahead of the first plate question (the questionary's preload after the
 * first screen, `preloadFieldCode`): the browser finds and opens a face the first time text is
 * laid out in it, ~1–2 ms unthrottled (4–7 ms at 4× CPU throttling), which the step into the first
 * plate question otherwise spent in its layout (issue 11 §2, docs/performance.md). Measuring text
 * on a canvas opens the same face, from the renderer's one font cache, without touching the page.
 * Does nothing where there is no canvas (a test environment).
 */
export function preparePlateFont(): void {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return;
  context.font = PLATE_FONT;
  context.measureText('AÄÖÜ 0123456789');
}
