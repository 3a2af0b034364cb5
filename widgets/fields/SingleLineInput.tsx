import type { KeyboardEvent } from 'react';
import { focusWhenDrawn } from '../kit/focusWhenDrawn.ts';
import type { KeyboardType } from '../kit/keyboard/types.ts';
import type { FieldComponentProps } from './defineField.ts';
import { fieldAria } from './fieldAria.ts';
import { keyboardHints } from './keyboardHints.ts';

const AUTO_CAPITALIZE = { lower: 'none', upper: 'characters', capital: 'words', sentence: 'sentences' } as const;

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
  onBlur,
}: {
  field: FieldComponentProps;
  keyboard: KeyboardType;
  type?: 'text' | 'email' | 'tel';
  placeholder?: string;
  maxLength?: number;
  normalise?: (text: string) => string;
  onBlur?: () => void;
}) {
  const { node, value, onChange, onSubmit, inputId, settings, readOnly } = field;
  const prefix = node.metadata.prefixToShow;
  const keyboardCase = node.metadata.defaultKeyboardCase;
  const isFreeText = type === 'text' && keyboard === 'text';
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="kiosk-input-row">
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
        ref={focusWhenDrawn}
        placeholder={placeholder}
        maxLength={maxLength}
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
