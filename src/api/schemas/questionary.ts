import { z } from 'zod';

/**
 * Questionary shapes of core spec §3 ("Questionary node", "Answer", "Dropdown item").
 * Server answers are parsed with these; unknown extra fields are kept out.
 */
export const DropdownItem = z.object({ key: z.string(), value: z.string() });
export type DropdownItem = z.infer<typeof DropdownItem>;

export const Host = z.object({ id: z.union([z.string(), z.number()]).transform(String), name: z.string() });
export type Host = z.infer<typeof Host>;

export const QuestionMetadata = z.object({
  questionId: z.string(),
  internalName: z.string().default(''),
  /** Numeric field type code of §3 (YesNoDropdown 0 ... Checklist 22). */
  type: z.number().int(),
  name: z.string().default(''),
  description: z.string().nullish(),
  extraDescription: z.string().nullish(),
  isRequired: z.boolean().default(false),
  requiresRangeValidation: z.boolean().default(false),
  minNumberOfCharacters: z.number().nullish(),
  maxNumberOfCharacters: z.number().nullish(),
  prefixToShow: z.string().nullish(),
  defaultKeyboardCase: z.enum(['lower', 'upper', 'capital', 'sentence']).nullish(),
  feedbackId: z.string().nullish(),
  url: z.string().nullish(),
  html: z.string().nullish(),
  confirmationLabel: z.string().nullish(),
  internalSelectOptions: z.array(DropdownItem).nullish(),
  translatedSelectOptions: z.array(DropdownItem).nullish(),
  isSearchableListOnSsk: z.boolean().default(false),
  hosts: z.array(Host).nullish(),
  isOptionalIdentificationField: z.boolean().default(false),
  isAutomaticApprovalField: z.boolean().default(false),
});
export type QuestionMetadata = z.infer<typeof QuestionMetadata>;

export const QuestionaryNode = z.object({
  id: z.string(),
  isSkip: z.boolean().default(false),
  initialAnswer: z.array(z.string()).nullish(),
  /**
   * A conditional question (an extension of §3, decision record 0008): json-logic over the answers
   * given so far, `{ answers: { [questionId]: values } }`; the question shows only while it holds.
   * Absent or null: always shown (unless `isSkip`).
   */
  visibleIf: z.unknown().optional(),
  metadata: QuestionMetadata,
});
export type QuestionaryNode = z.infer<typeof QuestionaryNode>;

/** One answer as submitted: value is always an array of strings (§3 "Answer"). */
export const Answer = z.object({
  id: z.string(),
  fieldDefinitionId: z.string(),
  value: z.array(z.string()),
  fieldDefinitionType: z.number().int(),
});
export type Answer = z.infer<typeof Answer>;

export const Questionary = z.array(QuestionaryNode);
export type Questionary = z.infer<typeof Questionary>;
