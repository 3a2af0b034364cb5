import type { FieldComponentProps } from './defineField.ts';

/**
 * Element ids around one question, derived from the field's `inputId` so the Questionary screen
 * (title, description, error) and the field widget (input) agree without passing more props.
 */
export function fieldIds(inputId: string) {
  return { label: `${inputId}-label`, description: `${inputId}-description`, error: `${inputId}-error` };
}

/** True when the field should show its error: after interaction, and only when invalid (§5). */
export function isErrorShown({ showError, validation }: Pick<FieldComponentProps, 'showError' | 'validation'>): boolean {
  return showError && !validation.isValid && Boolean(validation.errorMessageKey);
}

/**
 * The aria attributes of a field's control: named by the question title, described by the
 * question description and, when shown, the error.
 *
 * @example
 * <input {...fieldAria(props)} />
 */
export function fieldAria(props: Pick<FieldComponentProps, 'node' | 'inputId' | 'showError' | 'validation'>) {
  const ids = fieldIds(props.inputId);
  const describedBy = [props.node.metadata.description ? ids.description : null, isErrorShown(props) ? ids.error : null].filter(Boolean).join(' ');
  return {
    'aria-labelledby': ids.label,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': isErrorShown(props) || undefined,
    'aria-required': props.node.metadata.isRequired || undefined,
  };
}
