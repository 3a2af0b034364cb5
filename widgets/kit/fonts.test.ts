// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KIOSK_FONT_FAMILY, kioskFont, openFonts } from './fonts.ts';

const css = readFileSync(join(import.meta.dirname, 'kiosk.css'), 'utf8');

describe('fonts opened ahead (issue 11 §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it("writes the kiosk's family as kiosk.css sets it on .kiosk", () => {
    const kioskRule = css.match(/(?:^|\n)\.kiosk \{([^}]*)\}/)?.[1] ?? '';
    expect(kioskRule.match(/font-family:\s*([^;]+);/)?.[1]?.trim()).toBe(KIOSK_FONT_FAMILY);
    expect(kioskFont(600, 30)).toBe(`600 30px ${KIOSK_FONT_FAMILY}`);
    expect(kioskFont(400, 24, 'italic')).toBe(`italic 400 24px ${KIOSK_FONT_FAMILY}`);
  });

  it('measures a line of text on a canvas in each font, in order', () => {
    const measured: string[] = [];
    const context = {
      font: '',
      measureText(text: string) {
        measured.push(`${this.font}|${text}`);
        return { width: 1 };
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    openFonts(new Set([kioskFont(700, 28), '700 40px "DejaVu Sans Mono", monospace']));
    expect(measured.map((line) => line.split('|')[0])).toEqual([kioskFont(700, 28), '700 40px "DejaVu Sans Mono", monospace']);
    expect(measured.every((line) => line.split('|')[1]?.trim() !== '')).toBe(true);
  });

  it('does nothing where the browser has no 2D canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => openFonts([kioskFont(400, 24)])).not.toThrow();
  });
});
