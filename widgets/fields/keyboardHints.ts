import type { HTMLAttributes } from 'react';
import type { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import { KEYBOARD_ATTRIBUTES, type KeyboardCase, type KeyboardType } from '../kit/keyboard/types.ts';
import type { FieldSettings } from './defineField.ts';

/** The device keyboard to ask for when the kiosk has no on-screen keyboard. */
const INPUT_MODE: Readonly<Record<KeyboardType, HTMLAttributes<HTMLInputElement>['inputMode']>> = {
  none: undefined,
  text: 'text',
  numeric: 'numeric',
  decimal: 'decimal',
  phone: 'tel',
  licensePlate: 'text',
  country: 'text',
  // DD/MM/YYYY needs the slash, which a device's numeric keypad lacks
  date: 'text',
};

/**
 * The attributes that tell the on-screen keyboard what an input wants (core spec §5 "Keyboard"):
 * its keyboard type, the question's case mode and, for a single field, its prefix. With the
 * kiosk keyboard on, the input asks the device for no keyboard of its own (`inputMode="none"`).
 *
 * @example
 * <input {...keyboardHints('numeric', props.node, props.settings)} />
 */
export function keyboardHints(
  type: KeyboardType,
  node: QuestionaryNode,
  settings: FieldSettings,
  options: { readonly caseMode?: KeyboardCase | null; readonly showPrefix?: boolean } = {},
) {
  const caseMode = options.caseMode === undefined ? node.metadata.defaultKeyboardCase : options.caseMode;
  const prefix = options.showPrefix === false ? null : node.metadata.prefixToShow;
  return {
    [KEYBOARD_ATTRIBUTES.type]: type,
    [KEYBOARD_ATTRIBUTES.case]: caseMode ?? undefined,
    [KEYBOARD_ATTRIBUTES.prefix]: prefix || undefined,
    inputMode: settings.onScreenKeyboard ? ('none' as const) : INPUT_MODE[type],
  };
}
