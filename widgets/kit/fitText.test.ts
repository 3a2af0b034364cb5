import { describe, expect, it } from 'vitest';
import { fitText, TITLE_PX } from './fitText.ts';
import { iconBars, tilesPerRow } from './iconBars.ts';

/** A line `perPx` px wide per px of font: a font that scales exactly. */
const linear = (perPx: number) => (px: number) => px * perPx;

describe('fitText: core spec §9 "title 8-17 px"', () => {
  it('keeps 17 px for a title that fits at 17 px', () => {
    expect(fitText(linear(10), 200)).toEqual({ px: 17, wraps: false });
    expect(fitText(linear(10), 170)).toEqual({ px: 17, wraps: false });
  });

  it('takes the largest whole size that fits, never overflowing', () => {
    expect(fitText(linear(20), 200)).toEqual({ px: 10, wraps: false });
    expect(fitText(linear(20), 219)).toEqual({ px: 10, wraps: false });
    expect(fitText(linear(20), 220)).toEqual({ px: 11, wraps: false });
    for (const available of [160, 175, 199, 250, 339]) {
      const { px } = fitText(linear(20), available);
      expect(px * 20).toBeLessThanOrEqual(available);
      expect((px + 1) * 20 > available || px === TITLE_PX.max).toBe(true);
    }
  });

  it('steps down when the font grows faster than its size (hinting): the estimate is checked, not trusted', () => {
    // 20 px per px of font, plus 30 px that does not scale (a wide first glyph, letter spacing)
    const widthAt = (px: number) => px * 20 + 30;
    const { px } = fitText(widthAt, 200);
    expect(px).toBe(8);
    expect(widthAt(px)).toBeLessThanOrEqual(200);
    expect(fitText(widthAt, 250)).toEqual({ px: 11, wraps: false });
  });

  it('takes 8 px and wraps a title too wide even at 8 px', () => {
    expect(fitText(linear(40), 200)).toEqual({ px: 8, wraps: true });
  });

  it('takes 8 px and wraps when there is no box to fit in', () => {
    expect(fitText(linear(10), 0)).toEqual({ px: 8, wraps: true });
  });

  it('stays within the range it is given', () => {
    expect(fitText(linear(20), 200, { min: 12, max: 26 })).toEqual({ px: 12, wraps: true });
    expect(fitText(linear(5), 200, { min: 12, max: 26 })).toEqual({ px: 26, wraps: false });
  });
});

describe('icon bars: core spec §9 "Window width over 800 gives 3 icon bars, else 4"', () => {
  it('spans 3 of 12 columns over 800 px, 4 at 800 px and below', () => {
    expect(iconBars(1280)).toBe(3);
    expect(iconBars(1080)).toBe(3);
    expect(iconBars(801)).toBe(3);
    expect(iconBars(800)).toBe(4);
    expect(iconBars(600)).toBe(4);
  });

  it('gives 4 tiles a row over 800 px, 3 below, never more than a screen asks for', () => {
    expect(tilesPerRow(1280, 4)).toBe(4);
    expect(tilesPerRow(800, 4)).toBe(3);
    expect(tilesPerRow(800, 2)).toBe(2);
    expect(tilesPerRow(1280, 6)).toBe(4);
  });
});
