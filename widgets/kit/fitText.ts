/** Core spec §9 "Text fitting: title 8-17 px": the sizes a tile's title may take (px). */
export const TITLE_PX = { min: 8, max: 17 } as const;

/** The font size a title gets, and whether it must wrap because even the smallest size is too wide. */
export interface FittedText {
  readonly px: number;
  readonly wraps: boolean;
}

/**
 * The largest whole font size in `range` at which a line of text is no wider than `available`
 * (core spec §9 "title 8-17 px"): the text's width grows with its size, so the size is first
 * estimated from the width at the largest size, then lowered one pixel at a time while it is still
 * too wide (fonts do not scale exactly: hinting, kerning). A text too wide even at the smallest
 * size takes that size and `wraps`, so it breaks into lines rather than overflowing its box.
 * Pure: `widthAt(px)` measures (in the browser, the element's scroll width at that size).
 *
 * @example
 * fitText((px) => px * 20, 200); // { px: 10, wraps: false }: 20 px of text per px of font
 * fitText((px) => px * 40, 200); // { px: 8, wraps: true }
 */
export function fitText(widthAt: (px: number) => number, available: number, range: { readonly min: number; readonly max: number } = TITLE_PX): FittedText {
  const widest = widthAt(range.max);
  if (widest <= available) return { px: range.max, wraps: false };
  if (!(available > 0) || !(widest > 0)) return { px: range.min, wraps: true };
  let px = Math.max(range.min, Math.min(range.max, Math.floor((range.max * available) / widest)));
  while (px > range.min && widthAt(px) > available) px -= 1;
  return { px, wraps: widthAt(px) > available };
}
