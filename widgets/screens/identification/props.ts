import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/**
 * Props of Identification (core spec §2 "Visitor identification", §3 "Identification
 * translation", §5 "Identification"). Server texts (`title`, `information`, `explanation`,
 * `problemText`) win over the keys when non-empty.
 */
export const IdentificationProps = z.object({
  title: serverText('the title'),
  titleKey: textKey('the title', 'identification:title'),
  information: z.string().nullish().describe('a server text shown above the input (extraInformationOnScreen)'),
  explanation: z.string().nullish().describe('a server text shown below the input (extraExplanationBelowInputOnScreen)'),
  prefix: z.string().nullish().describe('put in front of the typed reference (§5 "Answers with a prefix get the prefix added")'),
  problem: withFallback(z.enum(['none', 'error', 'warning']), 'none').describe(
    'the outcome of the last attempt: an error stays until the next attempt; a warning (the kiosk has a manual fallback) goes once the visitor types (§5)',
  ),
  problemText: serverText('the problem'),
  problemKey: textKey('the problem'),
  attempt: withFallback(z.number().int(), 0).describe('changes with every attempt, so the same problem shows again after a new attempt'),
  busy: withFallback(z.boolean(), false).describe('the flow is checking the reference'),
  loading: withFallback(z.boolean(), false).describe(
    'the options (the prefix above all) are on their way: Next and Enter wait for them, so no reference goes out without its prefix (§5)',
  ),
  referenceCount: withFallback(z.number().int().min(0), 0).describe('references already collected for a combined transport (the next is number count + 1)'),
  keyboard: KeyboardProp,
});

/** Events of Identification: `submit` with the reference (core spec §2, §5 "Identification"). */
export const IdentificationEvents = {
  submit: z.object({
    value: z.string().min(1).describe('the reference with the prefix in front (what the server checks)'),
    typed: z.string().describe('what the visitor typed, trimmed, without the prefix'),
  }),
  /** The body's back button. */
  back: NoData,
  home: NoData,
};
