import { z } from 'zod';
import { flag, optionalText, StringId } from './common.ts';

/**
 * The kiosk's printing configuration (site-operations spec §3 "Checkout/printing configuration"):
 * no printer (`isPrinterAvailable` false) leads to the printing error page (§4, §8);
 * `isDocumentCheckEnabled` adds the check page after printing. `isPrinterAvailable` is required:
 * an answer without it is not a printing configuration.
 */
export const PrintingConfiguration = z.object({
  isPrinterAvailable: z.boolean(),
  printerId: StringId.nullish().transform((v) => v ?? null),
  printerLocation: optionalText(),
  isDocumentCheckEnabled: flag(),
});
export type PrintingConfiguration = z.infer<typeof PrintingConfiguration>;

/** The answer of a print request (site-operations spec §7 "The answer is a job id"). */
export const PrintJobStarted = z.object({ printJobId: StringId });

/** Print job result of site-operations spec §3: Failed 0, Success 1. */
export const PRINT_JOB_RESULT = { Failed: 0, Success: 1 } as const;

/**
 * A print job's status (site-operations spec §3 "Print job"): `result` is null while the job
 * runs, then Failed 0 or Success 1.
 */
export const PrintJobStatus = z.object({
  printJobId: StringId,
  result: z
    .union([z.literal(PRINT_JOB_RESULT.Failed), z.literal(PRINT_JOB_RESULT.Success)])
    .nullish()
    .transform((v) => v ?? null),
});
export type PrintJobStatus = z.infer<typeof PrintJobStatus>;

/** LED colour of the smart controller (site-operations spec §3, §9 "LED states 0 to 2"). */
export const LED_COLOUR = { Off: 0, Red: 1, Green: 2 } as const;

/** documentHandlingType of the smart controller call (site-operations spec §3): 0 printing, 1 scanning. */
export const DOCUMENT_HANDLING_TYPE = { Printing: 0, Scanning: 1 } as const;
