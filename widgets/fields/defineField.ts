import type { QuestionaryNode } from '../../src/kiosk/questionary/model.ts';
import type { KeyboardType } from '../kit/keyboard/types.ts';
import { type WidgetBase, type WidgetSource, withCode } from '../widgetBase.ts';
import type { LineOptions } from './SingleLineInput.tsx';

/** Result of validating one answer (core spec §3 "Questionary state" validation, §5). */
export interface ValidationResult {
  readonly isValid: boolean;
  /** i18next key of the message, shown only after the visitor interacted (§5). */
  readonly errorMessageKey?: string;
  /** Values the message names (`{{from}}`, `{{to}}`: characters), when it names any. */
  readonly errorValues?: Readonly<Record<string, number>>;
  /** The key shown when the site's texts have no `errorMessageKey` (an older site: `registration:invalidRange`). */
  readonly errorFallbackKey?: string;
  /** The value to submit (prefix added, yes/no mapped, dates formatted). */
  readonly value: readonly string[];
}

/** Scanner locations of core spec §3: where a badge scanner or a location is, for arrows. */
export type ScannerLocation = 'top-left' | 'top-center' | 'top-right' | 'middle-left' | 'middle-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/**
 * Kiosk settings a field may need, from the kiosk configuration through the flow (core spec §3
 * "Kiosk configuration"). Plain data: fields never read the configuration themselves.
 */
export interface FieldSettings {
  /** The kiosk's on-screen keyboard is on: inputs ask the device for no keyboard of its own. */
  readonly onScreenKeyboard: boolean;
  /** ISO 3166 alpha-2 code (lower case) the phone question starts with; `be` by default (§9). */
  readonly defaultCountry: string;
  /** Countries listed first in the phone question's country list, in this order. */
  readonly preferredCountries: readonly string[];
  /** Where the badge scanner is, for the Badge question's arrow; bottom-center by default (§9). */
  readonly scannerLocation: ScannerLocation;
  /** A prefilled phone number is submitted by itself after this many ms (§2, §9: 1000); 0 = never. */
  readonly phoneAutoSubmitMs: number;
}

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
  readonly settings: FieldSettings;
  /** The flow is checking the submitted answer (a phone number with the server): no edits until it answers. */
  readonly readOnly?: boolean;
  /**
   * The field finds its answer complete (a phone number libphonenumber knows as valid): the
   * questionary may have the flow check it with the server before Next (issue 11 §2). Fields
   * whose answers need no server check never call it.
   */
  readonly onComplete?: (value: readonly string[]) => void;
}

/** The field-specific part of a definition, on top of the shared `WidgetSource` (widgets/widgetBase.ts). */
interface FieldParts {
  /** The numeric field type code of core spec §3 ("Field types"); -1 for the fallback, never looked up. */
  readonly code: number;
  /** Pure; the Questionary screen runs it on every change (§5). */
  readonly validate: (node: QuestionaryNode, value: readonly string[]) => ValidationResult;
  readonly keyboard: KeyboardType;
  /**
   * Turns a stored answer (as submitted, or a node's initialAnswer) back into what the visitor
   * edits: e.g. the prefix removed, a submitted date shown as DD/MM/YYYY. Identity when absent.
   */
  readonly toDraft?: (node: QuestionaryNode, stored: readonly string[]) => readonly string[];
  /**
   * The widget is one line input and nothing more (`component` renders SingleLineInput with
   * these options): the Questionary draws the line itself, so from one such question to the next
   * the input element and the visitor's focus stay (issue 11).
   */
  readonly line?: LineOptions;
  /**
   * The widget keeps no state of its own, or only state that names the question it belongs to
   * (the date's half-picked date, by node id): what it shows is its props (the draft, the node).
   * From one question of this type to the next the Questionary keeps its elements and changes what
   * differs, instead of removing them and drawing the question afresh (issue 11 §2: yes/no after
   * yes/no, the induction's most common step; a date after a date; a consent after a consent).
   * Leave it off for a widget with other state (a search, a page of options, a camera): that state
   * would carry over to the next question.
   */
  readonly keepsElements?: true;
  /**
   * One-time work of the browser's that the field's first question would otherwise do in its step
   * (the phone's country names): run once per page in a long idle period by the
   * questionary's preload after the first screen (`preloadFieldCode`, issue 11 §2, decision record
   * 0033). Must not throw for a browser without what it prepares.
   */
  readonly prepare?: () => void;
  /**
   * The fonts the field's question draws text in that a line question and the screens before the
   * questionary do not (canvas `font` shorthands as its CSS sets them, kit/fonts.ts): opened once
   * per page by the questionary's preload (`openFonts`), so the field's first question does not
   * open them in its step's layout (issue 11 §2). e2e/fonts-ahead.spec.ts checks the field tour
   * against them.
   */
  readonly fonts?: readonly string[];
}

/**
 * A questionary field widget keyed by the spec's numeric field type code (§3 "Field types"): the
 * shared widget shape (`type`, `description`, `component`, `preload`) plus the field parts.
 */
export interface FieldDefinition extends WidgetBase<FieldComponentProps>, FieldParts {}

/**
 * Defines a field widget the way `defineWidget` defines a screen widget: `type`, `description`,
 * `component` or `load` (with `loading` shown meanwhile), then its own parts. It is listed in
 * `widgets/fields/registry.ts`, never self-registered.
 *
 * @example
 * export const BadgeField = defineField({
 *   type: 'Badge', code: fieldTypeCodes.Badge, component: BadgeInput, validate: validateBadge, keyboard: 'none',
 * });
 */
export function defineField(definition: WidgetSource<FieldComponentProps> & FieldParts): FieldDefinition {
  return withCode<FieldComponentProps, typeof definition>(definition);
}
