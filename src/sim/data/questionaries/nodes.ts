import type { DropdownItem, QuestionaryNode, QuestionMetadata } from '../../../api/schemas/questionary.ts';
import type { LanguageCode } from '../languages.ts';

/**
 * Building blocks of the questionaries of issue 3 (the field tour): texts in English, Dutch,
 * French and German, which every other language of the site shows in English, as a real site
 * with a partly translated questionary would.
 */
export interface FourLanguages {
  readonly en: string;
  readonly nl: string;
  readonly fr: string;
  readonly de: string;
}

/** The text in `language`, English when the tour has no translation for it. */
export function inLanguage(texts: FourLanguages, language: LanguageCode): string {
  return (texts as unknown as Record<string, string>)[language] ?? texts.en;
}

/** One option of a choice question: the submitted value and its label in each language. */
export interface TourOption {
  readonly value: string;
  readonly label: FourLanguages;
}

/** A question of the tour; everything not given takes the schema's defaults. */
export interface TourQuestion {
  readonly questionId: string;
  readonly type: number;
  readonly name: FourLanguages;
  readonly description?: FourLanguages;
  readonly extraDescription?: (language: LanguageCode) => string;
  readonly html?: (language: LanguageCode) => string;
  readonly confirmationLabel?: FourLanguages;
  readonly options?: readonly TourOption[];
  readonly metadata?: Partial<Omit<QuestionMetadata, 'questionId' | 'type' | 'name' | 'description' | 'extraDescription' | 'html' | 'confirmationLabel'>>;
  readonly isSkip?: boolean;
  readonly initialAnswer?: readonly string[];
}

/** A question's metadata as the site sends it when nothing is set: no texts, checks or options (core spec §3). */
export const METADATA_DEFAULTS = {
  description: null,
  extraDescription: null,
  isRequired: false,
  requiresRangeValidation: false,
  minNumberOfCharacters: null,
  maxNumberOfCharacters: null,
  prefixToShow: null,
  defaultKeyboardCase: null,
  feedbackId: null,
  url: null,
  html: null,
  confirmationLabel: null,
  internalSelectOptions: null,
  translatedSelectOptions: null,
  isSearchableListOnSsk: false,
  hosts: null,
  isOptionalIdentificationField: false,
  isAutomaticApprovalField: false,
} as const satisfies Partial<QuestionMetadata>;

const optionsIn = (options: readonly TourOption[], language: LanguageCode): DropdownItem[] =>
  options.map((option) => ({ key: inLanguage(option.label, language), value: option.value }));

/** The questionary nodes of core spec §3 for a list of tour questions, in one language. */
export function buildTourNodes(prefix: string, questions: readonly TourQuestion[], language: LanguageCode): QuestionaryNode[] {
  return questions.map((q, index) => ({
    id: `${prefix}-${index + 1}`,
    isSkip: q.isSkip ?? false,
    initialAnswer: q.initialAnswer ? [...q.initialAnswer] : null,
    metadata: {
      ...METADATA_DEFAULTS,
      questionId: q.questionId,
      internalName: q.questionId.replace(/^q-/, ''),
      type: q.type,
      name: inLanguage(q.name, language),
      description: q.description ? inLanguage(q.description, language) : null,
      extraDescription: q.extraDescription?.(language) ?? null,
      html: q.html?.(language) ?? null,
      confirmationLabel: q.confirmationLabel ? inLanguage(q.confirmationLabel, language) : null,
      internalSelectOptions: q.options ? optionsIn(q.options, 'en') : null,
      translatedSelectOptions: q.options ? optionsIn(q.options, language) : null,
      ...q.metadata,
    },
  }));
}

/** The field type codes of core spec §3 as the server sends them (the site knows no widgets). */
export const SPEC_FIELD_TYPES = {
  YesNoDropdown: 0,
  Date: 1,
  Dropdown: 2,
  TextField: 3,
  TextArea: 4,
  Integer: 5,
  Decimal: 6,
  PhoneNumber: 7,
  DateTime: 8,
  EmailAddress: 9,
  Badge: 11,
  MultiValue: 12,
  Checkbox: 13,
  CheckboxTextField: 14,
  VideoField: 15,
  HtmlField: 16,
  HostSelection: 17,
  ProcessStep: 18,
  TakePicture: 19,
  MoveToLocation: 20,
  LicensePlate: 21,
  Checklist: 22,
} as const;
