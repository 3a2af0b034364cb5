import type { SimKioskSetup } from './kiosks.ts';
import type { SimProfile } from './profiles.ts';
import { WEIGHED_BOOKING_PROFILE_ID } from './transport.ts';

/**
 * Certified persons of the simulated site (site-operations spec §2 "Certified person and
 * certification", §3, §4 "Certified person"): who they are, the state of their certifications, the
 * tests they may take, and the kiosks that identify them.
 *
 * | Passport | Mobile | Person | What happens |
 * |---|---|---|---|
 * | P1001 | +32470101001 | Anna Valid | all certifications Valid: registration continues |
 * | P1002 | +32470101002 | Bram Blacklisted | blacklisted: not allowed |
 * | P1003 | +32470101003 | Cora Missing | a certification NotFoundWithoutTest: not allowed, then home |
 * | P1004 | +32470101004 | Dirk Expired | forklift ExpiredWithTest: the HTML briefing test (answers 1, 2 pass) |
 * | P1005 | +32470101005 | Eva Maxed | ExpiredWithTest with its attempts exhausted |
 * | P1006 | +32470101006 | Fien Upload | NotFoundWithTest: the video briefing test; the upload of her result fails |
 * | P1007 | – | Gert Quick | NotFoundWithTest: a test without briefing (straight to the questions) |
 *
 * The name on Anna's passport differs from the one on record (Anna Valid-Peeters), so her
 * registration also updates her name (§4 "the person's name may be updated").
 */
export interface SimCertification {
  readonly id: string;
  readonly name: string;
  /** §3 Certification state: Valid 0, ExpiredWithTest 1, ExpiredWithoutTest 2, NotFoundWithTest 3, NotFoundWithoutTest 4. */
  readonly state: 0 | 1 | 2 | 3 | 4;
  readonly expiryDate: string | null;
  readonly certificationTestId: string | null;
  readonly reachedAllowedAttempts: boolean;
}

export interface SimCertifiedPerson {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly passportId: string;
  readonly mobilePhoneNumber: string | null;
  readonly blacklisted: boolean;
  readonly certifications: readonly SimCertification[];
  /** The name the passport scanner reads, when it differs from the one on record. */
  readonly passportName?: { readonly firstName: string; readonly lastName: string };
  /** The upload of this person's test result answers 500 (§8 "Certification test upload failure"). */
  readonly uploadFails?: boolean;
}

const valid = (id: string, name: string): SimCertification => ({
  id,
  name,
  state: 0,
  expiryDate: '2027-06-30T00:00:00',
  certificationTestId: null,
  reachedAllowedAttempts: false,
});

const SAFETY = valid('cert-safety', 'Site safety (VCA)');

export const CERTIFIED_PERSONS: readonly SimCertifiedPerson[] = [
  {
    id: 'cp-1001',
    firstName: 'Anna',
    lastName: 'Valid-Peeters',
    passportId: 'P1001',
    mobilePhoneNumber: '+32470101001',
    blacklisted: false,
    certifications: [SAFETY, valid('cert-forklift', 'Forklift operator')],
    passportName: { firstName: 'Anna', lastName: 'Valid' },
  },
  {
    id: 'cp-1002',
    firstName: 'Bram',
    lastName: 'Blacklisted',
    passportId: 'P1002',
    mobilePhoneNumber: '+32470101002',
    blacklisted: true,
    certifications: [SAFETY],
  },
  {
    id: 'cp-1003',
    firstName: 'Cora',
    lastName: 'Missing',
    passportId: 'P1003',
    mobilePhoneNumber: '+32470101003',
    blacklisted: false,
    certifications: [
      SAFETY,
      { id: 'cert-crane', name: 'Crane operator', state: 4, expiryDate: null, certificationTestId: null, reachedAllowedAttempts: false },
    ],
  },
  {
    id: 'cp-1004',
    firstName: 'Dirk',
    lastName: 'Expired',
    passportId: 'P1004',
    mobilePhoneNumber: '+32470101004',
    blacklisted: false,
    certifications: [
      SAFETY,
      {
        id: 'cert-forklift',
        name: 'Forklift operator',
        state: 1,
        expiryDate: '2026-10-31T00:00:00',
        certificationTestId: 'test-forklift',
        reachedAllowedAttempts: false,
      },
    ],
  },
  {
    id: 'cp-1005',
    firstName: 'Eva',
    lastName: 'Maxed',
    passportId: 'P1005',
    mobilePhoneNumber: '+32470101005',
    blacklisted: false,
    certifications: [
      {
        id: 'cert-forklift',
        name: 'Forklift operator',
        state: 1,
        expiryDate: '2026-09-30T00:00:00',
        certificationTestId: 'test-forklift',
        reachedAllowedAttempts: true,
      },
    ],
  },
  {
    id: 'cp-1006',
    firstName: 'Fien',
    lastName: 'Upload',
    passportId: 'P1006',
    mobilePhoneNumber: '+32470101006',
    blacklisted: false,
    uploadFails: true,
    certifications: [
      { id: 'cert-safety', name: 'Site safety (VCA)', state: 3, expiryDate: null, certificationTestId: 'test-safety-video', reachedAllowedAttempts: false },
    ],
  },
  {
    id: 'cp-1007',
    firstName: 'Gert',
    lastName: 'Quick',
    passportId: 'P1007',
    mobilePhoneNumber: null,
    blacklisted: false,
    certifications: [
      { id: 'cert-ladder', name: 'Working at height', state: 3, expiryDate: null, certificationTestId: 'test-ladder', reachedAllowedAttempts: false },
    ],
  },
];

export interface SimBriefing {
  readonly name: string;
  readonly info: string | null;
  readonly content: string;
  /** §3: HtmlBriefing 0, VideoBriefing 1. */
  readonly contentType: 0 | 1;
}

export interface SimCertificationTest {
  readonly id: string;
  readonly requiredScore: number;
  readonly successMessage: string;
  readonly failMessage: string;
  readonly contentFields: readonly SimBriefing[];
  readonly questions: readonly {
    readonly id: string;
    readonly name: string;
    readonly info: string | null;
    readonly translatedAnswerOptions: readonly string[];
    readonly correctAnswerIndex: number;
  }[];
}

/** The placeholder of a success message the kiosk fills with the new expiry date (§3 "Certification test"). */
export const EXPIRY_DATE_PLACEHOLDER = '{expiryDate}';

/**
 * HTML of the forklift briefing. It carries a `<script>` and an `onerror` attribute on purpose: the
 * kiosk must show the text and run neither (the sanitiser; tests prove it). A run would set
 * `window.__briefingScriptRan`.
 */
export const FORKLIFT_BRIEFING_HTML =
  '<h2>Driving a forklift on site</h2><p>Keep the forks <strong>low</strong> while driving and give way to pedestrians.</p>' +
  '<script>window.__briefingScriptRan = true;</script>' +
  '<img src="/does-not-exist.png" alt="" onerror="window.__briefingScriptRan = true">' +
  '<ul><li>Maximum speed: 10 km/h</li><li>Never lift people</li></ul>';

export const CERTIFICATION_TESTS: readonly SimCertificationTest[] = [
  {
    id: 'test-forklift',
    requiredScore: 2,
    successMessage: `Well done: your forklift certification is valid until ${EXPIRY_DATE_PLACEHOLDER}.`,
    failMessage: 'You did not pass the forklift test. Please ask at the reception.',
    contentFields: [
      { name: 'Forklift briefing', info: 'Read the rules before the questions.', content: FORKLIFT_BRIEFING_HTML, contentType: 0 },
      { name: 'Loading docks', info: null, content: '<p>Stop at the yellow line before every dock door.</p>', contentType: 0 },
    ],
    questions: [
      {
        id: 'q-speed',
        name: 'What is the maximum speed on site?',
        info: null,
        translatedAnswerOptions: ['25 km/h', '10 km/h', '5 km/h'],
        correctAnswerIndex: 1,
      },
      {
        id: 'q-forks',
        name: 'How do you carry the forks while driving?',
        info: 'Choose one answer.',
        translatedAnswerOptions: ['High', 'Tilted', 'Low'],
        correctAnswerIndex: 2,
      },
    ],
  },
  {
    id: 'test-safety-video',
    requiredScore: 1,
    successMessage: `Your site safety certification is valid until ${EXPIRY_DATE_PLACEHOLDER}.`,
    failMessage: 'You did not pass the site safety test.',
    contentFields: [{ name: 'Site safety video', info: 'Watch the video to the end.', content: '/sim-assets/briefing.mp4', contentType: 1 }],
    questions: [
      {
        id: 'q-helmet',
        name: 'When do you wear a helmet?',
        info: null,
        translatedAnswerOptions: ['Always on site', 'Only in the warehouse'],
        correctAnswerIndex: 0,
      },
    ],
  },
  {
    id: 'test-ladder',
    requiredScore: 1,
    successMessage: `You may work at height until ${EXPIRY_DATE_PLACEHOLDER}.`,
    failMessage: 'You did not pass the working-at-height test.',
    contentFields: [],
    questions: [{ id: 'q-harness', name: 'When do you wear a harness?', info: null, translatedAnswerOptions: ['Above 2 m', 'Never'], correctAnswerIndex: 0 }],
  },
];

/** Profile 30 "Contractor (certified)": requiresCertificationCheck, the courier's short questionary, no host approval. */
export const CERTIFIED_PROFILE_ID = 30;
export const CERTIFIED_PROFILES: readonly SimProfile[] = [
  { id: CERTIFIED_PROFILE_ID, key: 'contractor', image: 'hardHat', questionary: 'courier', approval: 'none' },
];

/** Whether a profile requires the certification check (§3 Profile.requiresCertificationCheck): profile 30, and 48 after its weighing and identification (data/transport.ts). */
export const requiresCertification = (profileId: number) => profileId === CERTIFIED_PROFILE_ID || profileId === WEIGHED_BOOKING_PROFILE_ID;

/**
 * How a kiosk's passport scanner behaves (§4 "Passport scanner"): `completes` (Connected,
 * Processing, then Completed with the passport), `errors` (Connected, then Error), `neverConnects`
 * (ConnectionFailed), `staysNone` (None until the kiosk gives up after 30 s, §9), `staysConnected`
 * (Connected until the kiosk gives up after 50 s, §9), `staysProcessing` (Connected, then Processing
 * until the kiosk gives up 60 s after the request, §9). The last two only through the page URL's
 * or a fixture's `passportScanner=` (src/sim/simulatorSettings.ts).
 */
export const PASSPORT_SCANNER_BEHAVIOURS = ['completes', 'errors', 'neverConnects', 'staysNone', 'staysConnected', 'staysProcessing'] as const;
export type ScannerBehaviour = (typeof PASSPORT_SCANNER_BEHAVIOURS)[number];

export interface CertifiedKioskSetup {
  readonly scanner: {
    readonly isEnabled: boolean;
    readonly isPhoneIdentificationEnabled: boolean;
    readonly behaviour: ScannerBehaviour;
    readonly passportId: string;
  };
}

/**
 * The certified-person kiosks of tenant demo (README "Certified persons"): profile 30 and the
 * visitor profile 1.
 *
 * | Kiosk | Identification | Scanner | Tests |
 * |---|---|---|---|
 * | 14 | scanner, then the phone | completes with P1001 (`?passport=` in the page URL picks another) | yes |
 * | 15 | scanner | errors | yes |
 * | 16 | scanner | never connects | yes |
 * | 17 | scanner | stays in None | yes |
 * | 18 | phone | – | yes |
 * | 19 | manual passport id | – | yes |
 * | 20 | manual passport id | – | no (canTakeTests false) |
 * | 21 | scanner, then the phone | completes with P0000, a passport nobody has | yes |
 * | 22 | scanner | completes with P1004 | yes |
 */
export function certifiedKiosks(base: SimKioskSetup): (SimKioskSetup & CertifiedKioskSetup)[] {
  const kiosk = (id: number, siteName: string, scanner: Partial<CertifiedKioskSetup['scanner']>, canTakeTests = true) => ({
    ...base,
    id,
    siteName,
    mainColor: '#15803d',
    profileIds: [CERTIFIED_PROFILE_ID, 1],
    canTakeTests,
    scanner: { isEnabled: true, isPhoneIdentificationEnabled: false, behaviour: 'completes' as const, passportId: 'P1001', ...scanner },
  });
  return [
    kiosk(14, 'Demo plant – contractor gate', { isPhoneIdentificationEnabled: true }),
    kiosk(15, 'Demo plant – contractor gate (scanner error)', { behaviour: 'errors' }),
    kiosk(16, 'Demo plant – contractor gate (scanner offline)', { behaviour: 'neverConnects' }),
    kiosk(17, 'Demo plant – contractor gate (scanner idle)', { behaviour: 'staysNone' }),
    kiosk(18, 'Demo plant – contractor desk (phone)', { isEnabled: false, isPhoneIdentificationEnabled: true }),
    kiosk(19, 'Demo plant – contractor desk (passport id)', { isEnabled: false }),
    kiosk(20, 'Demo plant – contractor desk (no tests)', { isEnabled: false }, false),
    kiosk(21, 'Demo plant – contractor gate (unknown passport)', { isPhoneIdentificationEnabled: true, passportId: 'P0000' }),
    kiosk(22, 'Demo plant – contractor gate (no phone)', { passportId: 'P1004' }),
  ];
}

/** Texts of the certified-person screens (namespace certifiedPersons), served by certifiedpersonresources; English for every language. */
export const CERTIFIED_TEXTS: Readonly<Record<string, string>> = {
  scannerInstructionsTitle: 'Scan your passport',
  scannerInstructions: 'Place your passport, photo page down, on the scanner.',
  scanning: 'Reading your passport…',
  scanSucceededTitle: 'Passport read',
  scanSucceeded: 'Welcome, {{name}}. Press Continue.',
  scanFailedTitle: 'Scan failed',
  scanFailed: 'Your passport could not be read. Press Back and try again.',
  connectionFailedTitle: 'Scanner not available',
  connectionFailed: 'The passport scanner does not answer. Please ask at the reception.',
  phoneTitle: 'Your mobile phone number',
  passportIdTitle: 'Your passport number',
  passportIdDescription: 'As printed on your passport.',
  unknownPassport: 'We do not know this passport number.',
  unknownPhone: 'We do not know this phone number.',
  certificationsTitle: 'Your certifications',
  expires: 'Valid until',
  expired: 'Expired on',
  notFound: 'Not found',
  notAllowedTitle: 'Not allowed',
  certifiedPersonMissesCertificationMessage: 'You miss a certification this profile needs. Please ask at the reception.',
  certificationTestReachedMaxAttemptsMessage: 'You have used all attempts for this certification test. Please ask at the reception.',
  canTakeTestsDisabled: 'Certification tests cannot be taken at this kiosk. Please ask at the reception.',
  certificationcertifiedPersonOnBlacklistMessage: 'You are not allowed on this site. Please ask at the reception.',
  notAllowedToEnter: 'You are not allowed to enter with this profile.',
  testPassedTitle: 'Test passed',
  testFailedTitle: 'Test failed',
  score: 'Your score: {{score}} of {{total}} (needed: {{required}})',
  uploadFailedTitle: 'Something went wrong',
  uploadFailed: 'There was a problem while trying to upload your test results',
  continue: 'Continue',
  back: 'Back',
  next: 'Next',
  certificationTypesFailed: 'Your certifications could not be checked. Please ask at the reception.',
};
