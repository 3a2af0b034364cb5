import type { KeyboardLayoutName, KeyboardType } from './types.ts';

/**
 * Button layouts of the on-screen keyboard per keyboard type and letter layout (core spec §3, §5
 * "Keyboard"), in simple-keyboard's format: rows of space-separated buttons; `{name}` buttons are
 * functions (`{bksp}` delete, `{shift}`, `{space}`, `{submit}` next, `{accents}` / `{abc}` switch
 * to the accented letters and back).
 */
export type KeyboardRows = Readonly<Record<string, readonly string[]>>;

const DIGITS = '1 2 3 4 5 6 7 8 9 0 {bksp}';
const TEXT_LETTERS: Readonly<Record<KeyboardLayoutName, readonly [string, string, string]>> = {
  qwerty: ['q w e r t y u i o p', "a s d f g h j k l '", '{shift} z x c v b n m , . -'],
  azerty: ['a z e r t y u i o p', 'q s d f g h j k l m', "{shift} w x c v b n ' , . -"],
};
const TEXT_BOTTOM = '{accents} @ _ {space} {submit}';
const ACCENTS = ['à á â ä ã å æ ç {bksp}', 'è é ê ë ì í î ï', 'ñ ò ó ô ö õ ø œ', '{shift} ù ú û ü ý ÿ ß', '{abc} @ _ {space} {submit}'];

/** Licence plates: capitals A-Z, digits and the extra letters Ä, Ü, Ö of §5; nothing else. */
const PLATE_LETTERS: Readonly<Record<KeyboardLayoutName, readonly string[]>> = {
  qwerty: ['Q W E R T Y U I O P Ü', 'A S D F G H J K L Ö Ä', 'Z X C V B N M {submit}'],
  azerty: ['A Z E R T Y U I O P Ü', 'Q S D F G H J K L M Ö', 'W X C V B N Ä {submit}'],
};
/** Country search: letters only; the list below it does the choosing. */
const COUNTRY_LETTERS: Readonly<Record<KeyboardLayoutName, readonly string[]>> = {
  qwerty: ['q w e r t y u i o p', 'a s d f g h j k l', 'z x c v b n m {bksp}', '{space}'],
  azerty: ['a z e r t y u i o p', 'q s d f g h j k l m', 'w x c v b n {bksp}', '{space}'],
};

/** Upper-cases the character buttons of a row, leaving `{function}` buttons alone. */
function shiftRow(row: string): string {
  return row
    .split(' ')
    .map((button) => (button.startsWith('{') ? button : button.toLocaleUpperCase()))
    .join(' ');
}

/**
 * The rows of every layer of one keyboard type. Text has four layers (`default`, `shift`,
 * `accents`, `accentsShift`); the others only `default`.
 *
 * @example
 * keyboardRows('phone', 'qwerty').default; // ['1 2 3', '4 5 6', '7 8 9', '+ 0 {bksp}', '{submit}']
 */
export function keyboardRows(type: KeyboardType, letters: KeyboardLayoutName): KeyboardRows {
  switch (type) {
    case 'text': {
      const rows = [DIGITS, ...TEXT_LETTERS[letters], TEXT_BOTTOM];
      return { default: rows, shift: rows.map(shiftRow), accents: ACCENTS, accentsShift: ACCENTS.map(shiftRow) };
    }
    case 'numeric':
      return { default: ['1 2 3', '4 5 6', '7 8 9', '{bksp} 0 {submit}'] };
    case 'decimal':
      return { default: ['1 2 3', '4 5 6', '7 8 9', ', 0 {bksp}', '{submit}'] };
    case 'phone':
      return { default: ['1 2 3', '4 5 6', '7 8 9', '+ 0 {bksp}', '{submit}'] };
    case 'date':
      return { default: ['1 2 3', '4 5 6', '7 8 9', '/ 0 {bksp}', '{submit}'] };
    case 'licensePlate':
      return { default: [DIGITS, ...PLATE_LETTERS[letters]] };
    case 'country':
      return { default: COUNTRY_LETTERS[letters] };
    default:
      return { default: [] };
  }
}

/** The layer to show: shifted and accented layers exist for text only. */
export function layerName(rows: KeyboardRows, shifted: boolean, accents: boolean): string {
  const base = accents && rows.accents ? 'accents' : 'default';
  const name = shifted ? (base === 'accents' ? 'accentsShift' : 'shift') : base;
  return rows[name] ? name : base;
}
