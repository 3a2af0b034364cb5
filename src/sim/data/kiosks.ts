import type { ScannerLocation } from '../../api/schemas/kiosk.ts';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { certifiedKiosks } from './certified.ts';
import { documentScanningKiosks } from './documentScanning.ts';
import { printingKiosks } from './printing.ts';
import { BOOKED_TRANSPORT_PROFILE_ID, ETICKET_PROFILE_ID, WEIGHED_BOOKING_PROFILE_ID } from './transport.ts';
import { BOOKED_CONTAINER_PROFILE_ID, CONTAINER_PICKUP_PROFILE_ID, TRAILER_PICKUP_PROFILE_ID, TRAILER_YARD_PROFILE_ID } from './assets.ts';

/**
 * Kiosk set-ups of the simulated site, by tenant (see src/sim/README.md). Each field feeds the
 * kiosk configuration of core spec §3; what a kiosk lacks takes the spec's defaults (§9).
 */
export interface SimKioskSetup {
  readonly id: number;
  readonly siteId: number;
  readonly siteName: string;
  readonly mainColor: string;
  readonly languages: readonly LanguageCode[];
  readonly profileIds: readonly number[];
  /** Remote block (core spec §4): the kiosk answers isBlocked and goes to /unavailable. */
  readonly blocked: boolean;
  /** IP restriction: every call for this kiosk answers 403 with blockedIpAddress (core spec §4, §8). */
  readonly ipRestriction?: { readonly reason: string; readonly ipAddress: string };
  /** With no welcome text and no profiles, language selection leads to checkout (core spec §4). */
  readonly hasWelcomeText: boolean;
  readonly checkout: { readonly pincode: boolean; readonly badge: boolean; readonly displayName: boolean };
  readonly onScreenKeyboard: { readonly isEnabled: boolean; readonly layout: 'qwerty' | 'azerty' };
  readonly preferredCountries: readonly string[];
  readonly canTakeTests: boolean;
  /** Several references may form one combined transport at this kiosk (core spec §3 canCombineTransportsOnSSK). */
  readonly canCombineTransports?: boolean;
  /** Checkout stops visitors with missing documents (checkoutConfiguration.isDocumentCheckEnabled). */
  readonly documentCheck?: boolean;
  /** Where the e-ticket scanner and the badge scanner sit (core spec §3; default bottom-center). */
  readonly scannerLocation?: ScannerLocation;
  readonly badgeScannerLocation?: ScannerLocation;
  /** Document signing at checkout (site-operations spec §3 feature flag isDocumentSigningEnabled). */
  readonly documentSigning?: boolean;
  /** The weighbridge at this kiosk (site-operations spec §3 "Weighing configuration"; data/weighing.ts): none when absent. */
  readonly weighing?: SimWeighingSetup;
}

/** What a kiosk at a weighbridge offers (site-operations spec §3): the processes and the authentication methods. */
export interface SimWeighingSetup {
  readonly separateProcess: boolean;
  readonly postQuestionary: boolean;
  readonly pincode: boolean;
  readonly badge: boolean;
  readonly displayName: boolean;
}

export interface SimTenantSetup {
  readonly name: string;
  /** Shown under the logo. */
  readonly displayName: string;
  readonly logoColor: string;
  readonly kiosks: readonly SimKioskSetup[];
}

const ALL_PROFILES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const FULL_CHECKOUT = { pincode: true, badge: true, displayName: true };

const mainGate: SimKioskSetup = {
  id: 1,
  siteId: 10,
  siteName: 'Demo plant – Antwerp',
  mainColor: '#1d4ed8',
  languages: LANGUAGE_CODES,
  profileIds: [...ALL_PROFILES, ETICKET_PROFILE_ID, BOOKED_TRANSPORT_PROFILE_ID],
  blocked: false,
  hasWelcomeText: true,
  checkout: FULL_CHECKOUT,
  onScreenKeyboard: { isEnabled: true, layout: 'qwerty' },
  preferredCountries: ['be', 'nl', 'fr', 'de', 'lu'],
  canTakeTests: true,
  canCombineTransports: true,
  documentCheck: true,
};

export const TENANTS: readonly SimTenantSetup[] = [
  {
    name: 'demo',
    displayName: 'Demo plant – Antwerp',
    logoColor: '#1d4ed8',
    kiosks: [
      mainGate,
      { ...mainGate, id: 2, siteName: 'Demo plant – side entrance', languages: ['en', 'nl', 'fr'], profileIds: [1, 8], blocked: true },
      {
        ...mainGate,
        id: 3,
        siteName: 'Demo plant – north gate',
        ipRestriction: { reason: 'IP address not allowed', ipAddress: '203.0.113.7' },
      },
      {
        ...mainGate,
        id: 4,
        siteName: 'Demo plant – exit lane',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: true, badge: false, displayName: false },
      },
      {
        ...mainGate,
        id: 5,
        siteName: 'Demo plant – truck gate',
        mainColor: '#0f766e',
        profileIds: [11, 12, 1],
        onScreenKeyboard: { isEnabled: true, layout: 'azerty' },
        preferredCountries: ['be', 'fr', 'lu', 'nl', 'de'],
      },
      {
        ...mainGate,
        id: 6,
        siteName: 'Demo plant – visitor desk',
        profileIds: [11, 12, 1],
        onScreenKeyboard: { isEnabled: false, layout: 'qwerty' },
      },
      {
        ...mainGate,
        id: 7,
        siteName: 'Demo plant – logistics gate',
        mainColor: '#b45309',
        profileIds: [3, 4, ETICKET_PROFILE_ID, BOOKED_TRANSPORT_PROFILE_ID],
        checkout: { pincode: false, badge: true, displayName: true },
        canCombineTransports: false,
        scannerLocation: 'bottom-right',
        badgeScannerLocation: 'middle-left',
      },
      {
        ...mainGate,
        id: 8,
        siteName: 'Demo plant – weighbridge',
        mainColor: '#15803d',
        profileIds: [8, 1],
        weighing: { separateProcess: true, postQuestionary: true, pincode: true, badge: true, displayName: true },
      },
      {
        ...mainGate,
        id: 9,
        siteName: 'Demo plant – survey kiosk',
        languages: ['en'],
        profileIds: [13],
        onScreenKeyboard: { isEnabled: true, layout: 'qwerty' },
      },
      {
        ...mainGate,
        id: 10,
        siteName: 'Demo plant – weighbridge exit',
        mainColor: '#15803d',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: false, badge: false, displayName: false },
        weighing: { separateProcess: true, postQuestionary: false, pincode: false, badge: true, displayName: false },
      },
      {
        // asset registration (site-operations §2): one type and one category, several of each, and a visitor
        ...mainGate,
        id: 11,
        siteName: 'Demo plant – container yard',
        mainColor: '#0e7490',
        profileIds: [CONTAINER_PICKUP_PROFILE_ID, TRAILER_YARD_PROFILE_ID, TRAILER_PICKUP_PROFILE_ID, BOOKED_CONTAINER_PROFILE_ID, 1],
      },
      ...certifiedKiosks(mainGate),
      ...documentScanningKiosks(mainGate),
      {
        // document signing at checkout (site-operations §2 "Document signing"): signers of data/checkout.ts
        ...mainGate,
        id: 24,
        siteName: 'Demo plant – signing desk',
        mainColor: '#4338ca',
        profileIds: [1],
        checkout: { pincode: true, badge: false, displayName: false },
        // the signer's name is typed on the glass with the capital-case keyboard (site-operations §4)
        onScreenKeyboard: { isEnabled: true, layout: 'qwerty' },
        documentCheck: false,
        documentSigning: true,
      },
      // checkout with one method other than the pincode (core §4 'Checkout': a one-method kiosk offers only that
      // method, count in numberOfCheckoutMethodsEnabled), and a checkout-only kiosk that offers a choice
      {
        // staff leave with their badge at the exit turnstile: no profiles, no welcome text (core §4 'Language selection')
        ...mainGate,
        id: 40,
        siteName: 'Demo plant – staff exit',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: false, badge: true, displayName: false },
        badgeScannerLocation: 'middle-right',
      },
      {
        // the visitor desk's checkout is a name list: the checkout tile opens it, back returns to the profiles
        ...mainGate,
        id: 41,
        siteName: 'Demo plant – reception',
        profileIds: [1, 8],
        checkout: { pincode: false, badge: false, displayName: true },
        documentCheck: false,
      },
      {
        // a checkout-only exit lane with the choice of pincode or badge: back from the choice leads to the start
        ...mainGate,
        id: 42,
        siteName: 'Demo plant – exit lane 2',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: true, badge: true, displayName: false },
      },
      // weighing-only kiosks with one method (site-operations §2: only the enabled methods; one: straight to it)
      {
        ...mainGate,
        id: 30,
        siteName: 'Demo plant – weighbridge, pincode',
        mainColor: '#15803d',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: false, badge: false, displayName: false },
        weighing: { separateProcess: true, postQuestionary: false, pincode: true, badge: false, displayName: false },
      },
      {
        ...mainGate,
        id: 31,
        siteName: 'Demo plant – weighbridge, name list',
        mainColor: '#15803d',
        profileIds: [],
        hasWelcomeText: false,
        checkout: { pincode: false, badge: false, displayName: false },
        weighing: { separateProcess: true, postQuestionary: false, pincode: false, badge: false, displayName: true },
      },
      {
        // profiles and one weighing method: the tile goes straight to the pincode, back to the profiles;
        // the contractor (profile 2) is weighed on arrival, before the questionary (data/weighing.ts)
        ...mainGate,
        id: 32,
        siteName: 'Demo plant – weighbridge entrance',
        mainColor: '#15803d',
        profileIds: [2, 1],
        weighing: { separateProcess: true, postQuestionary: false, pincode: true, badge: false, displayName: false },
      },
      {
        // the next-step order across flows (docs/decisions/0013): a booked transport weighed on arrival (step 4),
        // then identified (step 5) and certified (step 6, passport id by hand: no passport scanner here)
        ...mainGate,
        id: 33,
        siteName: 'Demo plant – weighbridge, booked transports',
        mainColor: '#15803d',
        profileIds: [WEIGHED_BOOKING_PROFILE_ID, 1],
        weighing: { separateProcess: true, postQuestionary: false, pincode: true, badge: false, displayName: false },
      },
      // document printing (site-operations §2 'Document printing'; data/printing.ts)
      ...printingKiosks(mainGate),
    ],
  },
  {
    name: 'sample',
    displayName: 'Sample site',
    logoColor: '#7c3aed',
    kiosks: [
      {
        ...mainGate,
        id: 1,
        siteId: 20,
        siteName: 'Sample site',
        mainColor: '#7c3aed',
        languages: ['en', 'nl', 'fr', 'de'],
        profileIds: [1, 2, 8],
        canTakeTests: false,
        onScreenKeyboard: { isEnabled: true, layout: 'azerty' },
      },
    ],
  },
];

/** Version every kiosk reports until {@link Site.bumpVersion}. */
export const INITIAL_VERSION = '1.0.0';
