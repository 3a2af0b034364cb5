import { z } from 'zod';
import { defineCall } from '../defineCall.ts';
import { PassportScannerConfiguration, PassportScanResult } from '../schemas/certified.ts';

type KioskArgs = { readonly kioskId: number };
const scannerPath = (a: KioskArgs) => `/selfservicekiosks/${a.kioskId}/passportscanner`;
const KioskOnly = z.object({ kioskId: z.number() });

/**
 * Whether the kiosk has a passport scanner and phone identification (site-operations spec §2, §3,
 * §7 GET /{id}/getPassportScannerConfiguration): scanner instructions when the scanner is enabled,
 * else the phone when phone identification is, else manual entry. Read once per visitor.
 */
export const passportScannerConfiguration = defineCall({
  name: 'passportScanner.configuration',
  method: 'GET',
  args: KioskOnly,
  path: (a: KioskArgs) => `/selfservicekiosks/${a.kioskId}/getPassportScannerConfiguration`,
  response: PassportScannerConfiguration,
  cache: { staleMs: 60_000, scope: 'visitor' },
  description: 'Passport scanner configuration: isEnabled, isPhoneIdentificationEnabled (site-operations §3, §7)',
});

/** One POST of the scanner's device protocol (§4 "Passport scanner", §7); the spec shows neither body nor answer. */
function scannerCommand<N extends string>(name: N, command: string, what: string) {
  return defineCall({
    name,
    method: 'POST',
    args: KioskOnly,
    path: (a: KioskArgs) => `${scannerPath(a)}/${command}`,
    response: z.unknown(),
    description: `${what} (site-operations §4 "Passport scanner", §7 POST /{id}/passportscanner/${command})`,
  });
}

/** Connects the passport scanner: the first step of a scan (§4). */
export const passportScannerConnect = scannerCommand('passportScanner.connect', 'connect', 'Connects the passport scanner');
/** Starts a scan once connected (§4); the result is then polled every 2500 ms (§9). */
export const passportScannerScan = scannerCommand('passportScanner.scan', 'scan', 'Starts a passport scan');
/** Disconnects the scanner on Completed, Error and timeout (§4). */
export const passportScannerDisconnect = scannerCommand('passportScanner.disconnect', 'disconnect', 'Disconnects the passport scanner');
/** Tells the scanner a scan was used: enter on the success screen (§4 "enter completes scanning"). */
export const passportScannerComplete = scannerCommand('passportScanner.complete', 'complete', 'Completes a passport scan');
/** Aborts a scan when the visitor leaves the scanner screens (§4). */
export const passportScannerAbort = scannerCommand('passportScanner.abort', 'abort', 'Aborts a passport scan');
/** Clears the scanner's last result when the visitor leaves (§4), so the next visitor starts clean. */
export const passportScannerResetScanValues = scannerCommand('passportScanner.resetScanValues', 'resetscanvalues', 'Resets the scan values');

/**
 * The scan's state (§3 "Passport scan result", §7 GET /{id}/passportscanner/result): polled every
 * 2500 ms by the flow (§9); status None, Connected, Processing, Completed, Error or ConnectionFailed.
 */
export const passportScannerResult = defineCall({
  name: 'passportScanner.result',
  method: 'GET',
  args: KioskOnly,
  path: (a: KioskArgs) => `${scannerPath(a)}/result`,
  response: PassportScanResult,
  description: 'Passport scan result: passportId, names, status, errorMessage (site-operations §3, §7)',
});

export interface ProductMetricsArgs extends KioskArgs {
  /** What failed, in the flow's words (`Error`, `ConnectionFailed`). */
  readonly error: string;
  readonly errorMessage?: string | null;
  readonly userLanguage: string;
}

/** Reports a failed scan for analytics (§7 POST /{id}/passportscanner/productmetrics with error, errorMessage, userLanguage); the answer is not used. */
export const passportScannerProductMetrics = defineCall({
  name: 'passportScanner.productMetrics',
  method: 'POST',
  args: z.object({ kioskId: z.number(), error: z.string(), errorMessage: z.string().nullish(), userLanguage: z.string() }),
  path: (a: ProductMetricsArgs) => `${scannerPath(a)}/productmetrics`,
  body: (a) => ({ error: a.error, errorMessage: a.errorMessage ?? null, userLanguage: a.userLanguage }),
  response: z.unknown(),
  description: 'Passport scanner product metrics on errors (site-operations §7)',
});
