import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PLATE_FONT } from './plateFont.ts';

const css = readFileSync(join(import.meta.dirname, '../fields.css'), 'utf8');
/** The declarations of fields.css's rule for the plate's input. */
const plateRule = css.match(/\.kiosk-input-row--plate \.kiosk-input \{([^}]*)\}/)?.[1] ?? '';
const declared = (property: string) => plateRule.match(new RegExp(`(?:^|;)\\s*${property}:\\s*([^;]+);`))?.[1]?.trim();

describe('the licence plate font (issue 11 §2)', () => {
  it('is the face, weight and size fields.css draws a plate in', () => {
    expect(plateRule).not.toBe('');
    expect(PLATE_FONT).toBe(`${declared('font-weight')} ${declared('font-size')} ${declared('font-family')}`);
  });
});
