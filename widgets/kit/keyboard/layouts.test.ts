import { describe, expect, it } from 'vitest';
import { isShiftedFor, keyboardTypeForInputs } from './caseMode.ts';
import { keyboardRows, layerName } from './layouts.ts';
import { toKeyboardCase, toKeyboardType } from './types.ts';

const buttons = (rows: readonly string[] | undefined) => (rows ?? []).flatMap((row) => row.split(' '));

describe('§5 case modes', () => {
  it('lower never shifts, upper always does', () => {
    for (const text of ['', 'a', 'a ', 'end. ']) {
      expect(isShiftedFor('lower', text)).toBe(false);
      expect(isShiftedFor('upper', text)).toBe(true);
    }
  });
  it('capital capitalises at the start and after a space', () => {
    expect(isShiftedFor('capital', '')).toBe(true);
    expect(isShiftedFor('capital', 'jan')).toBe(false);
    expect(isShiftedFor('capital', 'jan ')).toBe(true);
    expect(isShiftedFor('capital', 'jan van ')).toBe(true);
    expect(isShiftedFor('capital', 'jan-')).toBe(false);
  });
  it('sentence capitalises at the start and after a period', () => {
    expect(isShiftedFor('sentence', '')).toBe(true);
    expect(isShiftedFor('sentence', '   ')).toBe(true);
    expect(isShiftedFor('sentence', 'Late')).toBe(false);
    expect(isShiftedFor('sentence', 'Late ')).toBe(false);
    expect(isShiftedFor('sentence', 'Late.')).toBe(true);
    expect(isShiftedFor('sentence', 'Late. ')).toBe(true);
    expect(isShiftedFor('sentence', 'Late, ')).toBe(false);
  });
  it('reads attribute values, unknown ones as lower / none', () => {
    expect(toKeyboardCase('sentence')).toBe('sentence');
    expect(toKeyboardCase('shouting')).toBe('lower');
    expect(toKeyboardCase(null)).toBe('lower');
    expect(toKeyboardType('licensePlate')).toBe('licensePlate');
    expect(toKeyboardType('qwerty')).toBe('none');
  });
});

describe('§5 keyboard type of a page with several inputs', () => {
  it('keeps one type, gives decimal when all are numeric, text when mixed', () => {
    expect(keyboardTypeForInputs(['phone'])).toBe('phone');
    expect(keyboardTypeForInputs(['numeric', 'numeric'])).toBe('numeric');
    expect(keyboardTypeForInputs(['numeric', 'decimal'])).toBe('decimal');
    expect(keyboardTypeForInputs(['numeric', 'text'])).toBe('text');
    expect(keyboardTypeForInputs(['phone', 'licensePlate'])).toBe('text');
    expect(keyboardTypeForInputs(['none', 'decimal'])).toBe('decimal');
    expect(keyboardTypeForInputs([])).toBe('none');
    expect(keyboardTypeForInputs(['none'])).toBe('none');
  });
});

describe('§3 / §5 keyboard layouts', () => {
  it('puts the letters in qwerty or azerty order', () => {
    expect(keyboardRows('text', 'qwerty').default?.[1]).toBe('q w e r t y u i o p');
    expect(keyboardRows('text', 'azerty').default?.[1]).toBe('a z e r t y u i o p');
    expect(keyboardRows('text', 'azerty').default?.[2]).toBe('q s d f g h j k l m');
  });
  it('gives text every letter in both cases, digits, @ . - for e-mail, accents, space and submit', () => {
    for (const letters of ['qwerty', 'azerty'] as const) {
      const rows = keyboardRows('text', letters);
      const plain = buttons(rows.default);
      for (const char of "abcdefghijklmnopqrstuvwxyz0123456789@.-_'") expect(plain, `${letters} ${char}`).toContain(char);
      for (const char of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') expect(buttons(rows.shift)).toContain(char);
      for (const key of ['{shift}', '{bksp}', '{space}', '{submit}', '{accents}']) expect(plain).toContain(key);
      for (const char of 'éèàçüöäñß') expect(buttons(rows.accents)).toContain(char);
      expect(buttons(rows.accentsShift)).toContain('É');
    }
  });
  it('numeric: digits only; decimal: a comma; phone: digits and +', () => {
    expect(
      buttons(keyboardRows('numeric', 'qwerty').default)
        .filter((b) => !b.startsWith('{'))
        .sort(),
    ).toEqual([...'0123456789']);
    const decimal = buttons(keyboardRows('decimal', 'azerty').default);
    expect(decimal).toContain(',');
    expect(decimal).not.toContain('.');
    const phone = buttons(keyboardRows('phone', 'qwerty').default);
    expect(phone.filter((b) => !b.startsWith('{')).sort()).toEqual(['+', ...'0123456789']);
  });
  it('licence plate: capitals A-Z, digits, Ä Ü Ö and nothing else (§5)', () => {
    for (const letters of ['qwerty', 'azerty'] as const) {
      const characters = buttons(keyboardRows('licensePlate', letters).default)
        .filter((b) => !b.startsWith('{'))
        .sort();
      expect(characters).toEqual([...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ'].sort());
    }
  });
  it('country search: letters and space, no submit', () => {
    const country = buttons(keyboardRows('country', 'azerty').default);
    expect(country).toContain('q');
    expect(country).toContain('{space}');
    expect(country).not.toContain('{submit}');
  });
  it('none has no keys; only text has shifted and accented layers', () => {
    expect(keyboardRows('none', 'qwerty').default).toEqual([]);
    const numeric = keyboardRows('numeric', 'qwerty');
    expect(layerName(numeric, true, true)).toBe('default');
    const text = keyboardRows('text', 'qwerty');
    expect(layerName(text, false, false)).toBe('default');
    expect(layerName(text, true, false)).toBe('shift');
    expect(layerName(text, false, true)).toBe('accents');
    expect(layerName(text, true, true)).toBe('accentsShift');
  });
});
