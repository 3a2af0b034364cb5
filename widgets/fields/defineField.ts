import type { ComponentType } from 'react';
import type { QuestionaryNode } from '../../src/api/schemas/questionary.ts';

/** Result of validating one answer (core spec §3 "Questionary state" validation, §5). */
export interface ValidationResult {
  readonly isValid: boolean;
  /** i18next key of the message, shown only after the visitor interacted (§5). */
  readonly errorMessageKey?: string;
  /** The value to submit (prefix added, yes/no mapped, dates formatted). */
  readonly value: readonly string[];
}

/** Keyboard type of §3 "Keyboard" chosen by field type (§5 "Keyboard"). */
export type KeyboardType = 'none' | 'text' | 'numeric' | 'decimal' | 'phone' | 'licensePlate' | 'country';

/** Props every questionary field widget receives from the Questionary screen. */
export interface FieldComponentProps {
  readonly node: QuestionaryNode;
  /** Current draft value, always an array of strings. */
  readonly value: readonly string[];
  readonly onChange: (value: readonly string[]) => void;
  /** Visitor pressed enter / the field completed itself (e.g. a video ended). */
  readonly onSubmit: () => void;
  readonly validation: ValidationResult;
  /** True once the visitor interacted: errors show only then (§5). */
  readonly showError: boolean;
  /** Stable id for the input, used by the label and by fixtures (`data-action="answer"`). */
  readonly inputId: string;
}

/**
 * A questionary field widget keyed by the spec's numeric field type code (§3 "Field types").
 * `validate` is pure; the Questionary screen runs it on every change.
 */
export interface FieldDefinition {
  readonly type: string;
  readonly code: number;
  readonly component: ComponentType<FieldComponentProps>;
  readonly validate: (node: QuestionaryNode, value: readonly string[]) => ValidationResult;
  readonly keyboard: KeyboardType;
  /**
   * Turns a stored answer (as submitted, or a node's initialAnswer) back into what the visitor
   * edits: e.g. the prefix removed, a submitted date shown as DD/MM/YYYY. Identity when absent.
   */
  readonly toDraft?: (node: QuestionaryNode, stored: readonly string[]) => readonly string[];
}

/** Defines a field widget; it is listed in `widgets/fields/registry.ts`, never self-registered. */
export function defineField(definition: FieldDefinition): FieldDefinition {
  return definition;
}
