import type { QuestionaryNode } from '../../api/schemas/questionary.ts';
import { HOSTS } from './hosts.ts';
import type { LanguageCode } from './languages.ts';
import { QUESTION_TEXTS, safetyRulesHtml, type QuestionKey } from './questionTexts.ts';

/** The field type codes of core spec §3 that the simulated questionaries use. */
export const FIELD_TYPE = {
  YesNoDropdown: 0,
  Date: 1,
  Dropdown: 2,
  TextField: 3,
  TextArea: 4,
  Integer: 5,
  Decimal: 6,
  EmailAddress: 9,
  Checkbox: 13,
} as const;

/** Question id of the host dropdown: its answer names the host who approves (see README). */
export const HOST_QUESTION_ID = 'q-host';

interface QuestionDefinition {
  readonly questionId: string;
  readonly internalName: string;
  readonly type: (typeof FIELD_TYPE)[keyof typeof FIELD_TYPE];
  readonly isRequired: boolean;
  /** Range of core spec §5: strictly between min and max. */
  readonly range?: { readonly min: number; readonly max: number };
  readonly prefixToShow?: string;
  readonly defaultKeyboardCase?: 'lower' | 'upper' | 'capital' | 'sentence';
  readonly isSkip?: boolean;
  readonly initialAnswer?: readonly string[];
  readonly hostOptions?: boolean;
  readonly extraDescription?: (language: LanguageCode) => string;
}

export const QUESTIONS: Readonly<Record<QuestionKey, QuestionDefinition>> = {
  fullName: { questionId: 'q-fullname', internalName: 'fullName', type: FIELD_TYPE.TextField, isRequired: true, defaultKeyboardCase: 'capital' },
  company: { questionId: 'q-company', internalName: 'company', type: FIELD_TYPE.TextField, isRequired: false, defaultKeyboardCase: 'capital' },
  email: { questionId: 'q-email', internalName: 'email', type: FIELD_TYPE.EmailAddress, isRequired: false, defaultKeyboardCase: 'lower' },
  host: { questionId: HOST_QUESTION_ID, internalName: 'host', type: FIELD_TYPE.Dropdown, isRequired: true, hostOptions: true },
  persons: {
    questionId: 'q-persons',
    internalName: 'numberOfPersons',
    type: FIELD_TYPE.Integer,
    isRequired: true,
    range: { min: 0, max: 21 },
    initialAnswer: ['1'],
  },
  reference: {
    questionId: 'q-reference',
    internalName: 'reference',
    type: FIELD_TYPE.TextField,
    isRequired: false,
    prefixToShow: 'REF-',
    defaultKeyboardCase: 'upper',
  },
  safety: { questionId: 'q-safety', internalName: 'safetyRulesRead', type: FIELD_TYPE.Checkbox, isRequired: true, extraDescription: safetyRulesHtml },
  remarks: { questionId: 'q-remarks', internalName: 'remarks', type: FIELD_TYPE.TextArea, isRequired: false, isSkip: true, defaultKeyboardCase: 'sentence' },
  plate: { questionId: 'q-plate', internalName: 'licencePlate', type: FIELD_TYPE.TextField, isRequired: true, defaultKeyboardCase: 'upper' },
  load: { questionId: 'q-load', internalName: 'loadTonnes', type: FIELD_TYPE.Decimal, isRequired: false, range: { min: 0, max: 45 } },
  hazardous: { questionId: 'q-hazardous', internalName: 'dangerousGoods', type: FIELD_TYPE.YesNoDropdown, isRequired: true },
  birthDate: { questionId: 'q-birthdate', internalName: 'dateOfBirth', type: FIELD_TYPE.Date, isRequired: false },
};

/** Questionaries by name; profiles pick one (data/profiles.ts). */
export const QUESTIONARIES = {
  /** The default: 8 nodes, one skipped. */
  default: ['fullName', 'company', 'email', 'host', 'persons', 'reference', 'safety', 'remarks'],
  truck: ['plate', 'fullName', 'company', 'host', 'reference', 'load', 'hazardous', 'safety'],
  person: ['fullName', 'email', 'birthDate', 'host', 'safety'],
  courier: ['fullName', 'company', 'reference', 'host', 'remarks'],
  /** Transports that identify or scan an e-ticket first (data/transport.ts): the licence plate only. */
  transport: ['plate'],
  /** Asset registration profiles whose asset is all the site asks (data/assets.ts): no questions. */
  none: [],
} as const satisfies Record<string, readonly QuestionKey[]>;

export type QuestionaryName = keyof typeof QUESTIONARIES;

/** Builds the questionary nodes of core spec §3 in one language. */
export function buildQuestionary(profileId: number, name: QuestionaryName, language: LanguageCode): QuestionaryNode[] {
  return QUESTIONARIES[name].map((key, index) => buildNode(`n-${profileId}-${index + 1}`, key, language));
}

function buildNode(id: string, key: QuestionKey, language: LanguageCode): QuestionaryNode {
  const q = QUESTIONS[key];
  const texts = QUESTION_TEXTS[key];
  const hostOptions = q.hostOptions ? HOSTS.map((h) => ({ key: h.name, value: h.id })) : null;
  return {
    id,
    isSkip: q.isSkip ?? false,
    initialAnswer: q.initialAnswer ? [...q.initialAnswer] : null,
    metadata: {
      questionId: q.questionId,
      internalName: q.internalName,
      type: q.type,
      name: texts.name[language],
      description: texts.description[language],
      extraDescription: q.extraDescription?.(language) ?? null,
      isRequired: q.isRequired,
      requiresRangeValidation: q.range !== undefined,
      minNumberOfCharacters: q.range?.min ?? null,
      maxNumberOfCharacters: q.range?.max ?? null,
      prefixToShow: q.prefixToShow ?? null,
      defaultKeyboardCase: q.defaultKeyboardCase ?? null,
      feedbackId: null,
      url: null,
      html: null,
      confirmationLabel: null,
      internalSelectOptions: hostOptions,
      translatedSelectOptions: hostOptions,
      isSearchableListOnSsk: q.hostOptions ?? false,
      // the host question lists the site's hosts (core spec §3 node metadata `hosts`): the kiosk sends the one chosen as hostId
      hosts: q.hostOptions ? HOSTS.map((h) => ({ id: h.id, name: h.name })) : null,
      isOptionalIdentificationField: false,
      isAutomaticApprovalField: false,
    },
  };
}
