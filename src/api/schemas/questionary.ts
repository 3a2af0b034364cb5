import * as z from 'zod/mini';

/**
 * Questionary shapes of core spec §3 ("Questionary node", "Answer", "Dropdown item").
 * Server answers are parsed with these; unknown extra fields are kept out.
 */
export const DropdownItem = z.object({ key: z.string(), value: z.string() });
export type DropdownItem = z.infer<typeof DropdownItem>;

export const Host = z.object({ id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)), name: z.string() });
export type Host = z.infer<typeof Host>;

export const QuestionMetadata = z.object({
  questionId: z.string(),
  internalName: z._default(z.string(), ''),
  /** Numeric field type code of §3 (YesNoDropdown 0 ... Checklist 22). */
  type: z.number().check(z.int()),
  name: z._default(z.string(), ''),
  description: z.nullish(z.string()),
  extraDescription: z.nullish(z.string()),
  isRequired: z._default(z.boolean(), false),
  requiresRangeValidation: z._default(z.boolean(), false),
  minNumberOfCharacters: z.nullish(z.number()),
  maxNumberOfCharacters: z.nullish(z.number()),
  prefixToShow: z.nullish(z.string()),
  defaultKeyboardCase: z.nullish(z.enum(['lower', 'upper', 'capital', 'sentence'])),
  feedbackId: z.nullish(z.string()),
  url: z.nullish(z.string()),
  html: z.nullish(z.string()),
  confirmationLabel: z.nullish(z.string()),
  internalSelectOptions: z.nullish(z.array(DropdownItem)),
  translatedSelectOptions: z.nullish(z.array(DropdownItem)),
  isSearchableListOnSsk: z._default(z.boolean(), false),
  hosts: z.nullish(z.array(Host)),
  isOptionalIdentificationField: z._default(z.boolean(), false),
  isAutomaticApprovalField: z._default(z.boolean(), false),
});
export type QuestionMetadata = z.infer<typeof QuestionMetadata>;

export const QuestionaryNode = z.object({
  id: z.string(),
  isSkip: z._default(z.boolean(), false),
  initialAnswer: z.nullish(z.array(z.string())),
  /**
   * A conditional question (an extension of §3, decision record 0008): json-logic over the answers
   * given so far, `{ answers: { [questionId]: values } }`; the question shows only while it holds.
   * Absent or null: always shown (unless `isSkip`).
   */
  visibleIf: z.optional(z.unknown()),
  metadata: QuestionMetadata,
});
export type QuestionaryNode = z.infer<typeof QuestionaryNode>;

/** One answer as submitted: value is always an array of strings (§3 "Answer"). */
export const Answer = z.object({
  id: z.string(),
  fieldDefinitionId: z.string(),
  value: z.array(z.string()),
  fieldDefinitionType: z.number().check(z.int()),
});
export type Answer = z.infer<typeof Answer>;

export const Questionary = z.array(QuestionaryNode);
export type Questionary = z.infer<typeof Questionary>;
