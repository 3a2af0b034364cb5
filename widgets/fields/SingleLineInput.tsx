import { type KeyboardEvent, useCallback } from 'react';
import { focusWhenDrawn } from '../kit/focusWhenDrawn.ts';
import type { KeyboardType } from '../kit/keyboard/types.ts';
import type { FieldComponentProps } from './defineField.ts';
import { fieldAria } from './fieldAria.ts';
import { keyboardHints } from './keyboardHints.ts';

const AUTO_CAPITALIZE = { lower: 'none', upper: 'characters', capital: 'words', sentence: 'sentences' } as const;

/**
 * What makes one simple field's line differ from another's: its keyboard type, the input's
 * `type`, a length limit, a rewrite of what is typed (e.g. licence plates in capitals) and its
 * look (`plate`: shown like a licence plate). A field definition whose widget is this line and
 * nothing more says so with `line` (defineField.ts): the Questionary then draws the line itself, so
 * one such question after another keeps the same input element and the visitor's focus in it
 * (issue 11, docs/performance.md).
 */
export interface LineOptions {
  readonly keyboard: KeyboardType;
  readonly type?: 'text' | 'email' | 'tel';
  readonly maxLength?: number;
  readonly normalise?: (text: string) => string;
  readonly look?: 'plate';
}

/**
 * The one-line input shared by the simple fields (core spec §2 "Simple input"): the prefix shown
 * in front (§5 "A single field shows its prefix"), `data-action="answer"`, Enter = next, and the
 * hints for the on-screen keyboard (`keyboard`, the question's case mode and prefix).
 * `normalise` rewrites what is typed (e.g. licence plates in capitals) before it becomes the draft.
 * Free text takes its direction from what is typed (`dir="auto"`: a Hebrew name in an English
 * kiosk, a Latin one in an Arabic kiosk); numbers, dates, plates, e-mail and phone numbers are
 * always left to right.
 */
export function SingleLineInput({
  field,
  keyboard,
  type = 'text',
  placeholder,
  maxLength,
  normalise,
  look,
  onBlur,
}: LineOptions & {
  field: FieldComponentProps;
  placeholder?: string;
  onBlur?: () => void;
}) {
  const { node, value, onChange, onSubmit, inputId, settings, readOnly } = field;
  const prefix = node.metadata.prefixToShow;
  const keyboardCase = node.metadata.defaultKeyboardCase;
  const isFreeText = type === 'text' && keyboard === 'text';
  // A new ref for each question: the input may stay from one question to the next (see
  // LineOptions) and takes the focus again for a new question when nothing else has it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ref for each question (node.id), as said above
  const focusRef = useCallback((element: HTMLInputElement | null) => focusWhenDrawn(element), [node.id]);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className={look === 'plate' ? 'kiosk-input-row kiosk-input-row--plate' : 'kiosk-input-row'}>
      {prefix && <span className="kiosk-input-prefix">{prefix}</span>}
      <input
        id={inputId}
        className="kiosk-input"
        type={type}
        dir={isFreeText ? 'auto' : 'ltr'}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        autoCapitalize={keyboardCase ? AUTO_CAPITALIZE[keyboardCase] : undefined}
        // one question per page: the kiosk keyboard types into the focused input
        ref={focusRef}
        placeholder={placeholder}
        // the attribute, not the property: the input may stay for a question without a limit, and
        // Preact clears a property with '' (maxLength 0: nothing could be typed)
        {...(maxLength === undefined ? {} : ({ maxlength: maxLength } as object))}
        readOnly={readOnly}
        data-action="answer"
        value={value[0] ?? ''}
        onChange={(event) => onChange([normalise ? normalise(event.target.value) : event.target.value])}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...keyboardHints(keyboard, node, settings)}
        {...fieldAria(field)}
      />
    </div>
  );
}
