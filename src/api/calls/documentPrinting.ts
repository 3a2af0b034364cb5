import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { PrintingConfiguration, PrintJobStarted, PrintJobStatus } from '../schemas/documentPrinting.ts';

/**
 * Document printing (site-operations spec §2 "Document printing", §4, §7, §8, §9). None of these
 * answers is cached: a print job changes by the second.
 */

type KioskArgs = { readonly kioskId: number };

/** The kiosk's printer (§7 GET /api/documentPrinting/configuration?sskid): isPrinterAvailable, printerId, printerLocation, isDocumentCheckEnabled. */
export const documentPrintingConfiguration = defineCall({
  name: 'documentPrinting.configuration',
  method: 'GET',
  args: z.object({ kioskId: z.number() }),
  path: (_: KioskArgs) => '/documentPrinting/configuration',
  query: (a) => ({ sskid: a.kioskId }),
  response: PrintingConfiguration,
  description: 'Printing configuration: isPrinterAvailable, printerId, printerLocation, isDocumentCheckEnabled (site-operations spec §3, §7)',
});

export interface PrintArgs extends KioskArgs {
  readonly visitorId: string;
  readonly printerId: string;
  readonly documentIds: readonly string[];
}

/**
 * Starts printing the visitor's documents (§7 POST /api/documentPrinting/print with visitorId,
 * printerId, documentIds, sskId); answers `{ printJobId }`. A failure is the print start failure
 * of §4 (the flow's failure step).
 */
export const documentPrintingPrint = defineCall({
  name: 'documentPrinting.print',
  method: 'POST',
  args: z.object({ kioskId: z.number(), visitorId: z.string(), printerId: z.string(), documentIds: z.array(z.string()) }),
  path: (_: PrintArgs) => '/documentPrinting/print',
  body: (a) => ({ visitorId: a.visitorId, printerId: a.printerId, documentIds: a.documentIds, sskId: a.kioskId }),
  response: PrintJobStarted,
  description: 'Print the visitor’s documents; answers the print job id (site-operations spec §7)',
});

/**
 * A print job's status (§7 GET /api/documentPrinting/job/{id}/status): `result` null while it runs,
 * Failed 0 or Success 1 (§3). Polled 1 s after each check, up to 150 s (§9); a failed poll is
 * logged and polling goes on (§8).
 */
export const documentPrintingJobStatus = defineCall({
  name: 'documentPrinting.jobStatus',
  method: 'GET',
  args: z.object({ printJobId: z.string() }),
  path: (a: { readonly printJobId: string }) => `/documentPrinting/job/${encodeURIComponent(a.printJobId)}/status`,
  response: PrintJobStatus,
  description: 'Print job status: result null while printing, Failed 0, Success 1 (site-operations spec §3, §7)',
});

/** The visitor confirms the printed documents (§4 "The visitor's confirmation of printed documents is sent"; §7 POST /api/visitors/{id}/printing/confirmation). */
export const documentPrintingConfirmation = defineCall({
  name: 'documentPrinting.confirmation',
  method: 'POST',
  args: z.object({ kioskId: z.number(), visitorId: z.string() }),
  path: (a: KioskArgs & { readonly visitorId: string }) => `/visitors/${encodeURIComponent(a.visitorId)}/printing/confirmation`,
  body: (a) => ({ visitorId: a.visitorId, sskId: a.kioskId }),
  response: z.unknown(),
  description: 'Printing confirmation of the visitor (site-operations spec §4, §7)',
});
