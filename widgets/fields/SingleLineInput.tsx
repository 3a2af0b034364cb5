import type { HTMLAttributes, KeyboardEvent } from 'react';
import type { FieldComponentProps } from './defineField.ts';
import { fieldAria } from './fieldAria.ts';

const AUTO_CAPITALIZE = { lower: 'none', upper: 'characters', capital: 'words', sentence: 'sentences' } as const;

/**
 * The one-line input shared by the simple fields (core spec §2 "Simple input"): the prefix shown
 * in front (§5 "A single field shows its prefix"), `data-action="answer"`, and Enter = next.
 */
export function SingleLineInput({
  field,
  type = 'text',
  inputMode,
  placeholder,
  onBlur,
}: {
  field: FieldComponentProps;
  type?: 'text' | 'email';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  onBlur?: () => void;
}) {
  const { node, value, onChange, onSubmit, inputId } = field;
  const prefix = node.metadata.prefixToShow;
  const keyboardCase = node.metadata.defaultKeyboardCase;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && !event.nativeEvent.isComposing) {
      event.preventDefault();
      onSubmit();
    }
  };
  return (
    <div className="kiosk-input-row">
      {prefix && (
        <span className="kiosk-input-prefix">
          {prefix}
        </span>
      )}
      <input
        id={inputId}
        className="kiosk-input"
        type={type}
        inputMode={inputMode}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        autoCapitalize={keyboardCase ? AUTO_CAPITALIZE[keyboardCase] : undefined}
        // biome-ignore lint/a11y/noAutofocus: one question per page; the kiosk keyboard types into the focused input
        autoFocus
        placeholder={placeholder}
        data-action="answer"
        value={value[0] ?? ''}
        onChange={(event) => onChange([event.target.value])}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        {...fieldAria(field)}
      />
    </div>
  );
}
