/**
 * The font a licence plate is drawn in (fields.css `.kiosk-input-row--plate .kiosk-input`, as a
 * canvas `font` shorthand): bold "DejaVu Sans Mono" at 40 px, a face no other screen uses.
 */
export const PLATE_FONT = '700 40px "DejaVu Sans Mono", "Consolas", ui-monospace, monospace';

/**
 * Loads the plate's font ahead of the first plate question (the questionary's preload after the
 * first screen, `preloadFieldCode`): the browser finds and opens a face the first time text is
 * laid out in it, which the step into the first plate question otherwise did in its frame's layout
 * (traced at 4× CPU throttling: 6.7 ms of layout, 2.2 ms for the second visitor). Measuring text on
 * a canvas opens the same face without touching the page: unthrottled, a plate input's first layout
 * took 2.5 ms, and 0.7 ms after this (issue 11 §2, docs/performance.md "2026-11-28 (third
 * session)"). Does nothing where there is no canvas.
 */
export function preparePlateFont(): void {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return;
  context.font = PLATE_FONT;
  context.measureText('AÄÖÜ 0123456789');
}
