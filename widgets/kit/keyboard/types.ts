/**
 * Keyboard vocabulary of core spec §3 "Keyboard": types, layouts and case modes. Inputs announce
 * what they want through data attributes, so one on-screen keyboard serves every input of a page.
 */

/** Keyboard types of §3 (`date`: digits and the slash of DD/MM/YYYY, core spec §5). `none` shows no keyboard. */
export type KeyboardType = 'none' | 'text' | 'numeric' | 'decimal' | 'phone' | 'licensePlate' | 'country' | 'date';

/** Letter layouts of §3 (kiosk configuration `onScreenKeyboardSettings.layout`). */
export type KeyboardLayoutName = 'qwerty' | 'azerty';

/** Case modes of §3 (question `defaultKeyboardCase`). */
export type KeyboardCase = 'lower' | 'upper' | 'capital' | 'sentence';

/** The data attributes an input carries for the on-screen keyboard. */
export const KEYBOARD_ATTRIBUTES = {
  /** The keyboard type the input wants (`KeyboardType`). */
  type: 'data-keyboard',
  /** Its case mode (`KeyboardCase`); absent = lower. */
  case: 'data-keyboard-case',
  /** A prefix the keyboard shows in front of the typed text (§5 "A single field shows its prefix"). */
  prefix: 'data-prefix',
} as const;

const TYPES: readonly string[] = ['none', 'text', 'numeric', 'decimal', 'phone', 'licensePlate', 'country', 'date'];
const CASES: readonly string[] = ['lower', 'upper', 'capital', 'sentence'];

/** Reads a keyboard type from an attribute value; anything unknown is `none`. */
export function toKeyboardType(value: string | null | undefined): KeyboardType {
  return value && TYPES.includes(value) ? (value as KeyboardType) : 'none';
}

/** Reads a case mode from an attribute value; anything unknown is `lower`. */
export function toKeyboardCase(value: string | null | undefined): KeyboardCase {
  return value && CASES.includes(value) ? (value as KeyboardCase) : 'lower';
}
