import { z } from 'zod';
import { NoData } from '../../defineWidget.ts';
import { withFallback } from '../../kit/propsSchema.ts';
import { KeyboardProp } from '../parts/keyboardProps.ts';

/**
 * Props of Identification (core spec §2 "Visitor identification", §3 "Identification
 * translation", §5 "Identification"). Server texts (`title`, `information`, `explanation`,
 * `problemText`) win over the keys when non-empty.
 */
export const IdentificationProps = z.object({
  title: z.string().nullish(),
  titleKey: z.string().nullish(),
  /** extraInformationOnScreen: shown above the input. */
  information: z.string().nullish(),
  /** extraExplanationBelowInputOnScreen: shown below the input. */
  explanation: z.string().nullish(),
  /** Put in front of the typed reference (§5 "Answers with a prefix get the prefix added"). */
  prefix: z.string().nullish(),
  /**
   * The outcome of the last attempt: an `error` stays until the next attempt; a `warning` (the
   * kiosk has a manual fallback) disappears once the visitor types (§5).
   */
  problem: withFallback(z.enum(['none', 'error', 'warning']), 'none'),
  problemText: z.string().nullish(),
  problemKey: z.string().nullish(),
  /** Changes with every attempt, so the same problem shows again after a new attempt. */
  attempt: withFallback(z.number().int(), 0),
  /** The flow is checking the reference. */
  busy: withFallback(z.boolean(), false),
  /** References already collected for a combined transport (the next one is number count + 1). */
  referenceCount: withFallback(z.number().int().min(0), 0),
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
