/** The kiosk's text family, as kiosk.css sets it on `.kiosk` (a canvas `font` takes it as written). */
export const KIOSK_FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/**
 * A canvas `font` shorthand in the kiosk's family.
 *
 * @param weight the CSS font weight (400, 600, 700)
 * @param sizePx the font size in px
 * @param style 'italic' for an italic font
 * @example
 * kioskFont(700, 28); // '700 28px system-ui, -apple-system, …'
 * kioskFont(400, 24, 'italic'); // 'italic 400 24px system-ui, …'
 */
export const kioskFont = (weight: number, sizePx: number, style?: 'italic'): string => `${style ? `${style} ` : ''}${weight} ${sizePx}px ${KIOSK_FONT_FAMILY}`;

/** An option's fonts (kiosk.css `.kiosk-option`, 28 px; bold when chosen): lists, tick boxes, a select. */
export const OPTION_FONTS: readonly string[] = [kioskFont(400, 28), kioskFont(700, 28)];

/** A paged option list's fonts: its options' and the pager's count (kiosk.css `.kiosk-pager__count`, 24 px). */
export const OPTION_LIST_FONTS: readonly string[] = [...OPTION_FONTS, kioskFont(400, 24)];

/**
 * The fonts of a question's extra description (kiosk.css `.kiosk-extra`, 24 px: the server's HTML,
 * sanitised) beyond its text: bold and italic (`<strong>`, `<b>`, `<em>`, `<i>`).
 */
export const EXTRA_DESCRIPTION_FONTS: readonly string[] = [kioskFont(700, 24), kioskFont(400, 24, 'italic')];

/** The yes/no buttons' fonts (kiosk.css `.kiosk-yes-no .kiosk-option`, 36 px; bold when chosen). */
export const YES_NO_FONTS: readonly string[] = [kioskFont(400, 36), kioskFont(700, 36)];

/**
 * Opens fonts ahead of the text drawn in them (the questionary's preload after the first screen,
 * `preloadFieldCode`): the first time the page lays out text in a face at a size, weight and style
 * it has not used, Chromium asks the browser process for that font's rendering settings
 * (`FontCache::GetFontPlatformData`, a synchronous call), in the frame's layout. Traced at 4× CPU
 * throttling, the first visitor's step into the country list paid 4.9 ms for two of them and the
 * step into the phone 4.2 ms; measuring a line of text on a canvas in the same fonts beforehand
 * leaves 0.0 ms (issue 11 §2, docs/performance.md "2026-11-28 (fourth session)"). Does nothing
 * where there is no 2D canvas.
 *
 * @param fonts canvas `font` shorthands (`'700 28px system-ui, …'`), each as the CSS draws it:
 *   the same family list, weight and size in px
 * @example
 * openFonts([kioskFont(600, 30), '700 40px "DejaVu Sans Mono", monospace']);
 */
export function openFonts(fonts: Iterable<string>): void {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return;
  for (const font of fonts) {
    context.font = font;
    context.measureText('AÄÖÜ aäöü 0123456789');
  }
}
