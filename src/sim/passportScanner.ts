import { type CertifiedKioskSetup, PASSPORT_SCANNER_BEHAVIOURS, type ScannerBehaviour } from './data/certified.ts';
import { createAreaState } from './handlers/areaState.ts';
import type { Site, SimKiosk } from './site.ts';

/**
 * The simulated passport scanner of a kiosk (site-operations spec §4 "Passport scanner"): what the
 * result poll answers after connect and scan. Each result poll is one step of the kiosk's
 * behaviour (data/certified.ts): `completes` answers Connected, Processing, then Completed with the
 * passport; `errors` Connected, then Error; `neverConnects` ConnectionFailed; `staysNone` None;
 * `staysConnected` Connected; `staysProcessing` Connected, then Processing.
 * Before a scan, and after abort or resetscanvalues, the scanner answers None.
 */
interface ScannerState {
  scanning: boolean;
  polls: number;
  /** The passport the next scan reads instead of the kiosk's own (a demo control, README). */
  passportId: string | null;
  /** How the scanner behaves instead of the kiosk's own set-up (`?passportScanner=`), or null. */
  behaviour: ScannerBehaviour | null;
  readonly commands: string[];
}

const scanners = createAreaState(() => new Map<number, ScannerState>());

function stateOf(site: Site, kioskId: number): ScannerState {
  const all = scanners(site);
  let state = all.get(kioskId);
  if (!state) {
    state = { scanning: false, polls: 0, passportId: null, behaviour: null, commands: [] };
    all.set(kioskId, state);
  }
  return state;
}

/** The scanner set-up of a kiosk; a kiosk without one has neither scanner nor phone identification. */
export function scannerSetup(kiosk: SimKiosk): CertifiedKioskSetup['scanner'] {
  const setup = (kiosk as SimKiosk & Partial<CertifiedKioskSetup>).scanner;
  return setup ?? { isEnabled: false, isPhoneIdentificationEnabled: false, behaviour: 'neverConnects' as ScannerBehaviour, passportId: '' };
}

/**
 * Which passport the next scans of a kiosk read (a control for demonstrations and tests), e.g.
 * `scanPassport(site, 14, 'P1004')`; null goes back to the kiosk's own.
 */
export function scanPassport(site: Site, kioskId: number, passportId: string | null) {
  stateOf(site, kioskId).passportId = passportId;
}

/** Applies `?passport=P1004` of a page URL to every kiosk of the site (the demo kiosk, README). */
export function applyPassportFromSearch(site: Site, search: string) {
  const passportId = new URLSearchParams(search).get('passport');
  if (!passportId) return;
  for (const tenant of ['demo', 'sample']) for (const kiosk of site.kiosks(tenant)) scanPassport(site, kiosk.id, passportId);
}

/**
 * Applies `?passportScanner=staysConnected` of a page URL (or a fixture's `scenario.simulator`) to
 * every kiosk's passport scanner: how it behaves instead of the kiosk's set-up. Returns a problem
 * for a value it cannot use.
 */
export function applyPassportScannerFromSearch(site: Site, search: string): string[] {
  const value = new URLSearchParams(search).get('passportScanner');
  if (value === null) return [];
  if (!isScannerBehaviour(value)) return [`passportScanner "${value}": expected one of ${PASSPORT_SCANNER_BEHAVIOURS.join(', ')}`];
  for (const tenant of ['demo', 'sample']) for (const kiosk of site.kiosks(tenant)) stateOf(site, kiosk.id).behaviour = value;
  return [];
}

export const isScannerBehaviour = (value: string): value is ScannerBehaviour => (PASSPORT_SCANNER_BEHAVIOURS as readonly string[]).includes(value);

/** The commands a kiosk's scanner received, oldest first (connect, scan, disconnect, ...): for tests. */
export const scannerCommands = (site: Site, kioskId: number): readonly string[] => stateOf(site, kioskId).commands;

/** A command of §7 (connect, scan, disconnect, complete, abort, resetscanvalues) arrives. */
export function scannerCommand(site: Site, kiosk: SimKiosk, command: string) {
  const state = stateOf(site, kiosk.id);
  state.commands.push(command);
  if (command === 'scan') {
    state.scanning = true;
    state.polls = 0;
  }
  if (command === 'abort' || command === 'resetscanvalues') {
    state.scanning = false;
    state.polls = 0;
  }
}

/** One result poll: the passport scan result of §3. */
export function scannerResult(site: Site, kiosk: SimKiosk, person: (passportId: string) => { firstName: string; lastName: string } | undefined) {
  const state = stateOf(site, kiosk.id);
  const setup = scannerSetup(kiosk);
  const none = { passportId: null, firstName: null, lastName: null, status: 'None', errorMessage: null };
  if (!state.scanning) return none;
  state.polls += 1;
  switch (state.behaviour ?? setup.behaviour) {
    case 'staysNone':
      return none;
    case 'staysConnected':
      return { ...none, status: 'Connected' };
    case 'staysProcessing':
      return { ...none, status: state.polls < 2 ? 'Connected' : 'Processing' };
    case 'neverConnects':
      return { ...none, status: 'ConnectionFailed', errorMessage: 'The passport scanner does not answer' };
    case 'errors':
      return state.polls < 2 ? { ...none, status: 'Connected' } : { ...none, status: 'Error', errorMessage: 'The passport could not be read' };
    case 'completes': {
      if (state.polls < 2) return { ...none, status: 'Connected' };
      if (state.polls < 3) return { ...none, status: 'Processing' };
      const passportId = state.passportId ?? setup.passportId;
      const name = person(passportId) ?? { firstName: 'Unknown', lastName: 'Traveller' };
      return { passportId, firstName: name.firstName, lastName: name.lastName, status: 'Completed', errorMessage: null };
    }
  }
}
