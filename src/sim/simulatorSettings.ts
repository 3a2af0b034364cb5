import { SCANNER_BEHAVIOURS } from './data/documentScanning.ts';
import { applyDocumentScannerFromSearch } from './documentScanner.ts';
import { applyKioskStatusFromSearch, statusChangesFromSearch } from './kioskStatus.ts';
import { applyPassportFromSearch, applyPassportScannerFromSearch, isScannerBehaviour } from './passportScanner.ts';
import { PASSPORT_SCANNER_BEHAVIOURS } from './data/certified.ts';
import type { Site } from './site.ts';

/** The settings of the simulated devices and kiosk status a page URL (or a fixture's `scenario.simulator`) may carry. */
const SETTINGS = ['passport', 'passportScanner', 'documentScanner', 'kioskStatus'] as const;

/**
 * Applies the device settings of a URL query to a site: `passport=P1004` (the passport the
 * scanners read), `passportScanner=staysConnected` (how every passport scanner behaves,
 * src/sim/data/certified.ts), `documentScanner=offline` (succeeds, offline, fails, neverFinishes),
 * `kioskStatus=restrict@2,lift@3` (what an operator changes before a status check, src/sim/kioskStatus.ts). Returns a
 * problem per value it cannot use; other parameters (tenant, simFault, …) are not its business.
 *
 * @example
 * applySimulatorSettings(site, '?documentScanner=neverFinishes'); // []
 */
export function applySimulatorSettings(site: Site, search: string): string[] {
  applyPassportFromSearch(site, search);
  return [...applyPassportScannerFromSearch(site, search), ...applyDocumentScannerFromSearch(site, search), ...applyKioskStatusFromSearch(site, search)];
}

/**
 * What is wrong with a fixture's `scenario.simulator` query (`documentScanner=offline`): each
 * unknown setting or value as a clear message; [] when it is fine.
 */
export function simulatorSettingsProblems(query: string): string[] {
  const params = new URLSearchParams(query);
  const problems = [...params.keys()]
    .filter((key) => !(SETTINGS as readonly string[]).includes(key))
    .map((key) => `simulator setting "${key}": expected one of ${SETTINGS.join(', ')}`);
  const passportScanner = params.get('passportScanner');
  if (passportScanner !== null && !isScannerBehaviour(passportScanner)) {
    problems.push(`passportScanner "${passportScanner}": expected one of ${PASSPORT_SCANNER_BEHAVIOURS.join(', ')}`);
  }
  const scanner = params.get('documentScanner');
  if (scanner !== null && !(SCANNER_BEHAVIOURS as readonly string[]).includes(scanner)) {
    problems.push(`documentScanner "${scanner}": expected one of ${SCANNER_BEHAVIOURS.join(', ')}`);
  }
  problems.push(...statusChangesFromSearch(query).problems);
  return problems;
}
