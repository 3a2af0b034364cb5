import type { SimKioskSetup } from './kiosks.ts';
import type { SimProfile } from './profiles.ts';
import { ETICKET_PROFILE_ID } from './transport.ts';

/**
 * Document printing on the simulated site (site-operations spec §2 "Document printing", §3, §4,
 * §7, §9): which profiles' visitors have documents to print, how their print jobs end, and the
 * print desks.
 *
 * | Profile | Name shown | Documents | The print job |
 * |---|---|---|---|
 * | 46 | Meeting guest | site map, safety leaflet | succeeds after 3 status checks |
 * | 47 | Technician | work permit | fails (result 0) after 2 status checks |
 *
 * | Kiosk | Printer | Document check |
 * |---|---|---|
 * | 25 | PRN-25 at the print desk | yes |
 * | 26 | none (isPrinterAvailable false): the printing error page | yes |
 * | 27 | PRN-27 | no: printed documents are confirmed at once |
 *
 * Both questionaries are empty and neither profile waits for a host, so a visit is: profile,
 * registration, printing, confirmation. Faults (`?simFault=documentPrinting.print:http500*1`)
 * give the print start failure and the connection failure of a status check.
 */

/** Profile 46: a visitor with documents to print whose job succeeds. */
export const PRINTING_PROFILE_ID = 46;
/** Profile 47: a visitor whose print job fails. */
export const FAILING_PRINT_PROFILE_ID = 47;

export const PRINTING_PROFILES: readonly SimProfile[] = [
  { id: PRINTING_PROFILE_ID, key: 'meetingGuest', image: 'people', questionary: 'none', approval: 'none' },
  { id: FAILING_PRINT_PROFILE_ID, key: 'technician', image: 'wrench', questionary: 'none', approval: 'none' },
];

export interface SimPrintSetup {
  readonly documents: readonly { readonly id: string; readonly name: string }[];
  /** How the job ends (§3 Print job result) and after how many status checks. */
  readonly result: 0 | 1;
  readonly afterPolls: number;
}

/** What each printing profile prints; a profile not listed prints nothing (isPrintingNeeded false). */
export const PRINT_SETUP: Readonly<Record<number, SimPrintSetup>> = {
  [PRINTING_PROFILE_ID]: {
    documents: [
      { id: 'doc-site-map', name: 'Site map' },
      { id: 'doc-safety', name: 'Safety leaflet' },
    ],
    result: 1,
    afterPolls: 3,
  },
  [FAILING_PRINT_PROFILE_ID]: { documents: [{ id: 'doc-permit', name: 'Work permit' }], result: 0, afterPolls: 2 },
};

/** The printer of a kiosk (§3 "Checkout/printing configuration"); a kiosk not listed has none. */
export const PRINTERS: Readonly<Record<number, { readonly printerId: string; readonly printerLocation: string }>> = {
  25: { printerId: 'PRN-25', printerLocation: 'Print desk, left of the kiosk' },
  27: { printerId: 'PRN-27', printerLocation: 'Print desk, right of the kiosk' },
};

/** The print desks of tenant demo: kiosk 25 with a printer, 26 without, 27 with a printer but no document check; profiles 46, 47 and the visitor 1. */
export function printingKiosks(base: SimKioskSetup): SimKioskSetup[] {
  const desk = { ...base, mainColor: '#4338ca', profileIds: [PRINTING_PROFILE_ID, FAILING_PRINT_PROFILE_ID, 1, ETICKET_PROFILE_ID], documentCheck: true };
  return [
    { ...desk, id: 25, siteName: 'Demo plant – print desk' },
    { ...desk, id: 26, siteName: 'Demo plant – print desk (no printer)' },
    { ...desk, id: 27, siteName: 'Demo plant – print desk (no document check)', documentCheck: false },
  ];
}
