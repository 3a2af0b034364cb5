/**
 * The font a licence plate is drawn in (fields.css `.kiosk-input-row--plate .kiosk-input`, as a
 * canvas `font` shorthand): bold "DejaVu Sans Mono" at 40 px, a face no other screen uses, opened
 * ahead with the questionary's preload (the field's `fonts`, kit/fonts.ts `openFonts`): the step
 * into the first plate question otherwise opened it in its frame's layout (traced at 4× CPU
 * throttling: 6.7 ms of layout, 2.2 ms for the second visitor; docs/performance.md "2026-11-28
 * (third session)").
 */
export const PLATE_FONT = '700 40px "DejaVu Sans Mono", "Consolas", ui-monospace, monospace';
