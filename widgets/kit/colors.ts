import type { CSSProperties } from 'react';

/** Default main colour of the kiosk configuration (core spec §3, §9). */
export const DEFAULT_MAIN_COLOR = '#000000';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

function channel(hex: string): number {
  const c = Number.parseInt(hex, 16) / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/**
 * Black or white, whichever reads better on `color` (WCAG relative luminance). A site may pick a
 * light main colour; text on primary buttons must stay readable. Non-hex colours get white.
 *
 * @example
 * contrastTextFor('#ffde00'); // '#000000'
 */
export function contrastTextFor(color: string): string {
  const match = HEX.exec(color.trim());
  if (!match) return '#ffffff';
  const digits = match[1] ?? '000';
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const luminance = 0.2126 * channel(full.slice(0, 2)) + 0.7152 * channel(full.slice(2, 4)) + 0.0722 * channel(full.slice(4, 6));
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** The CSS custom properties that carry the main colour into kiosk.css. */
export function mainColorStyle(mainColor: string): CSSProperties {
  return { '--main-color': mainColor, '--main-contrast': contrastTextFor(mainColor) } as CSSProperties;
}
