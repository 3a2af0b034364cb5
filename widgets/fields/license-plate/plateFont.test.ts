// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PLATE_FONT, preparePlateFont } from './plateFont.ts';

const css = readFileSync(join(import.meta.dirname, '../fields.css'), 'utf8');
/** The declarations of fields.css's rule for the plate's input. */
const plateRule = css.match(/\.kiosk-input-row--plate \.kiosk-input \{([^}]*)\}/)?.[1] ?? '';
const declared = (property: string) => plateRule.match(new RegExp(`(?:^|;)\\s*${property}:\\s*([^;]+);`))?.[1]?.trim();

describe('the licence plate font (issue 11 §2)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the face, weight and size fields.css draws a plate in', () => {
    expect(plateRule).not.toBe('');
    expect(PLATE_FONT).toBe(`${declared('font-weight')} ${declared('font-size')} ${declared('font-family')}`);
  });

  it('is opened by measuring text on a canvas, in that font', () => {
    const measured: string[] = [];
    const context = {
      font: '',
      measureText(text: string) {
        measured.push(`${this.font}|${text}`);
        return { width: 1 };
      },
    };
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as never);
    preparePlateFont();
    expect(measured).toHaveLength(1);
    expect(measured[0]).toMatch(new RegExp(`^${PLATE_FONT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\|.+`));
  });

  it('does nothing where the browser has no 2D canvas', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    expect(() => preparePlateFont()).not.toThrow();
  });
});
