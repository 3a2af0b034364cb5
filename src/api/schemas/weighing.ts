import { z } from 'zod';
import { flag, optionalText, StringId, withDefault } from './common.ts';
import { DispatchStatus } from './dispatch.ts';

/**
 * Weighing (site-operations spec §3 "Weighing process info", "Weighing result", "Weighing state").
 * Weights are in kilograms (§9 "Weight unit: KG"). Fields the server leaves out read as the
 * spec's "nothing": `null` weights, `false` flags.
 */

/** A weight in kg, `null` when the server sends none. */
const Kilograms = z
  .number()
  .nonnegative()
  .nullish()
  .transform((v) => v ?? null);

/**
 * One weighing (site-operations spec §3 "Weighing result"): success, the weight (kg), whether a
 * failure may be retried and the attempt it answers; with several platforms the weight and
 * reference number of platform A and B (the spec's spelling `ReferenceNummber` is the server's).
 * `weighingErrorReason` (§3 "Weighing state", §8) is the server's reason for a final failure.
 */
export const WeighingResult = z.looseObject({
  isSuccess: flag(),
  weight: Kilograms,
  canRetry: flag(),
  attempts: withDefault(z.number().int().nonnegative(), 0),
  hasMultiplePlatforms: flag(),
  referenceNumber: optionalText(),
  platformAWeight: Kilograms,
  platformAReferenceNummber: optionalText(),
  platformBWeight: Kilograms,
  platformBReferenceNummber: optionalText(),
  weighingErrorReason: optionalText(),
});
export type WeighingResult = z.infer<typeof WeighingResult>;

/**
 * The weighing state's dispatchInfo (site-operations spec §3 "Weighing state"): the visitor's
 * dispatch status and transaction type (flags, `TransactionType.*`); the kiosk shows the dispatch
 * view after a weighing whose state has one on the dispatch dashboard (flows/weighing.flow.json).
 */
const WeighingDispatchInfo = z.looseObject({
  visitorDispatchStatus: DispatchStatus,
  visitorTransactionType: withDefault(z.number().int().nonnegative(), 0),
});

/**
 * Weighing process info (site-operations spec §3): the mode as bit flags (None 0, PostQuestionary
 * 1, Separate 2, Checkout 4: `WeighingMode.*` in rules/names.rules.json) and the step (0 done, 1
 * the first weighing, any other the second); with the weighing state the server keeps: the first
 * and second weighing results, the net weight (kg) and the dispatch info.
 */
export const WeighingProcessInfo = z.looseObject({
  weighingProcessMode: withDefault(z.number().int().min(0).max(7), 0),
  weighingStepNumber: withDefault(z.number().int().min(0), 0),
  firstWeighingResult: WeighingResult.nullish().transform((v) => v ?? null),
  secondWeighingResult: WeighingResult.nullish().transform((v) => v ?? null),
  nettoWeight: Kilograms,
  dispatchInfo: WeighingDispatchInfo.nullish().transform((v) => v ?? null),
});
export type WeighingProcessInfo = z.infer<typeof WeighingProcessInfo>;

/** A visitor allowed for weighing (site-operations spec §2 "Display-name screen", §7 GET /visitorsallowedforweighing). */
export const WeighingVisitor = z.object({ id: StringId, displayName: z.string().min(1) });
export type WeighingVisitor = z.infer<typeof WeighingVisitor>;

/** One weight sent for the net weight (site-operations spec §7: `stepNumber` 2 and the current weight, kg). */
export const NewWeight = z.object({ stepNumber: z.number().int(), weight: z.number().nonnegative() });

/**
 * Weighing texts by namespace (site-operations spec §7 GET /weighing/localizations): `weighing`
 * (screens, `weighingRetryErrorText`, `weighingFinalErrorText`, `authentication.*`) and
 * `weighingAutomation` (`weighingStepDoesNotMatchWeighingProcessModeErrorText`).
 */
export const WeighingLocalizations = z.record(z.string(), z.record(z.string(), z.unknown()));
