import type { DispatchStatus } from '../../api/schemas/dispatch.ts';
import { TRANSACTION_TYPE } from './assets.ts';
import { WEIGHED_BOOKING_PROFILE_ID } from './transport.ts';

/**
 * The simulated weighbridge (site-operations spec §2–§4 "Weighing"): drivers allowed for weighing,
 * each with a pincode, a badge (the code the badge scanner types), a weighing process (mode flags
 * and step, §3) and what the weighbridge does when they are on it. Everything is deterministic:
 * a driver always weighs the same (kg), a fault hits the same attempts.
 *
 * | Driver | Pincode | Badge | Mode, step | On the weighbridge |
 * |---|---|---|---|---|
 * | Tom Verstraete | 7001 | 07A0000001 | Separate, first | 38 420 kg |
 * | Ines Claes | 7002 | 07A0000002 | Separate, second | first 41 380 kg, second 15 120 kg: net 26 260 kg |
 * | Koen Maes | 7003 | 07A0000003 | Separate, first | two platforms: A 18 940 kg (WB-A-7003-1), B 21 310 kg (WB-B-7003-1): 40 250 kg |
 * | Lotte Vermeulen | 7004 | 07A0000004 | Separate, first | attempt 1 fails with canRetry; attempt 2: 36 900 kg |
 * | Milan Peeters | 7005 | 07A0000005 | Separate, first | fails without canRetry, with a reason |
 * | Nora Willems | 7006 | 07A0000006 | Separate, first | 27 640 kg; saving answers 409 twice, then 200 |
 * | Omar Haddad | 7007 | 07A0000007 | PostQuestionary, first | a separate process is not allowed (§4) |
 * | Pieter Dewulf | 7008 | 07A0000008 | Separate, first | refused by the weighing system: weigh answers 403 |
 * | Rik Goossens | 7009 | 07A0000009 | Checkout, second | first 39 800 kg, second 14 300 kg: net 25 500 kg (weighed at checkout) |
 * | Sofie Mertens | 7010 | 07A0000010 | Separate, first | her first weighing (30 560 kg) is already recorded |
 * | Tine Jacobs | 7011 | 07A0000011 | Separate, second | attempt 1 fails with canRetry; then second 13 200 kg, net 22 400 kg |
 * | Umut Kaya | 7012 | 07A0000012 | Separate, second | fails without canRetry, with a reason |
 * | Vera Lenaerts | 7013 | 07A0000013 | Separate, second | refused by the weighing system: weigh answers 403 |
 * | Wim Desmet | 7014 | 07A0000014 | Separate, first | 29 900 kg; saving answers 409 four times: the weighing is not saved |
 * | Xavier Bosmans | 7015 | 07A0000015 | Separate, second | net 24 100 kg; saving answers 409 four times: not saved |
 * | Yusuf Aerts | 7016 | 07A0000016 | Separate, first | 32 780 kg; dispatched (full drop-off, empty pickup): the dispatch view follows (data/dispatch.ts) |
 * | Bram Hendrickx | 7017 | 07A0000017 | Separate, first | 28 350 kg; in the nearby queue on arrival, off the dispatch dashboard once weighed: nothing to show, home |
 */
export interface SimWeighingDriver {
  readonly id: string;
  readonly displayName: string;
  readonly pincode: string;
  readonly badge: string;
  /** Weighing mode bit flags (§3): PostQuestionary 1, Separate 2, Checkout 4. */
  readonly mode: number;
  /** The step a fresh site starts at (§3: 1 first, 2 second, 0 done). */
  readonly step: number;
  /** What the first weighing weighs (kg); for a driver at the second step, what it weighed. */
  readonly firstWeight: number;
  /** What the second weighing weighs (kg). */
  readonly secondWeight: number;
  /** Weighed on two platforms: the share of platform A (the rest is B). */
  readonly platformA?: number;
  /** Attempts 1..n fail with canRetry (§4: retried after 5 s with attempts + 1). */
  readonly retryFailures?: number;
  /** Every attempt fails without canRetry, with this reason (§8 weighingErrorReason). */
  readonly finalFailure?: string;
  /** The weighing system refuses the driver: weigh answers 403 (§4, §6). */
  readonly refused?: boolean;
  /** The first n saves answer 409 (§4: retried after 1 s, 2 s, 4 s). */
  readonly saveConflicts?: number;
  /** At the first step with a first weighing already recorded (§4: the first weighing screen goes home after 15 s). */
  readonly firstAlreadyWeighed?: boolean;
  /**
   * The weighing state's dispatchInfo at the first step (§3): the transaction type (flags) of an
   * arriving transport the site has dispatched; where it goes is in data/dispatch.ts.
   */
  readonly dispatchedAs?: number;
  /**
   * The dispatch status the weighing state's dispatchInfo gives at the first step when the dispatch
   * dashboard changes while the driver is weighed (a dispatcher takes the transport off it): after
   * the weighing the dispatch result (data/dispatch.ts) answers where the site sends the driver then.
   * Default: that dispatch result's status.
   */
  readonly dispatchOnArrival?: DispatchStatus;
  /**
   * The profile of the driver's visit (core §3 Visitor currentProfileId): what GET /visitors/{id}
   * answers, and what the kiosk then sends with weigh, net weight and save (site-operations §7).
   * Default 3, truck delivery.
   */
  readonly profileId: number;
}

/** Weighing mode flags (site-operations spec §3), as rules/names.rules.json names them. */
export const WEIGHING_MODE = { None: 0, PostQuestionary: 1, Separate: 2, Checkout: 4 } as const;

const driver = (
  n: number,
  displayName: string,
  mode: number,
  step: number,
  firstWeight: number,
  secondWeight: number,
  extra: Partial<SimWeighingDriver> = {},
) => ({
  id: `d0000000-0000-4000-8000-${String(7000 + n).padStart(12, '0')}`,
  displayName,
  pincode: String(7000 + n),
  badge: `07A${String(n).padStart(7, '0')}`,
  mode,
  step,
  firstWeight,
  secondWeight,
  profileId: TRUCK_DELIVERY_PROFILE_ID,
  ...extra,
});

const { PostQuestionary, Separate, Checkout } = WEIGHING_MODE;

/** The profile of a weighed driver's visit (data/profiles.ts: truck delivery). */
const TRUCK_DELIVERY_PROFILE_ID = 3;

export const WEIGHING_DRIVERS: readonly SimWeighingDriver[] = [
  driver(1, 'Tom Verstraete', Separate, 1, 38_420, 14_980),
  driver(2, 'Ines Claes', Separate, 2, 41_380, 15_120),
  driver(3, 'Koen Maes', Separate, 1, 40_250, 15_400, { platformA: 18_940 }),
  driver(4, 'Lotte Vermeulen', Separate, 1, 36_900, 14_200, { retryFailures: 1 }),
  driver(5, 'Milan Peeters', Separate, 1, 0, 0, { finalFailure: 'Platform 2 of the weighbridge is out of order. Please drive to the reception.' }),
  driver(6, 'Nora Willems', Separate, 1, 27_640, 12_010, { saveConflicts: 2 }),
  driver(7, 'Omar Haddad', PostQuestionary, 1, 33_100, 13_900),
  driver(8, 'Pieter Dewulf', Separate, 1, 35_000, 15_000, { refused: true }),
  driver(9, 'Rik Goossens', Checkout, 2, 39_800, 14_300),
  driver(10, 'Sofie Mertens', Separate, 1, 30_560, 12_900, { firstAlreadyWeighed: true }),
  driver(11, 'Tine Jacobs', Separate, 2, 35_600, 13_200, { retryFailures: 1 }),
  driver(12, 'Umut Kaya', Separate, 2, 0, 0, { finalFailure: 'The weighbridge lost its connection. Please drive to the reception.' }),
  driver(13, 'Vera Lenaerts', Separate, 2, 34_000, 14_000, { refused: true }),
  driver(14, 'Wim Desmet', Separate, 1, 29_900, 12_500, { saveConflicts: 4 }),
  driver(15, 'Xavier Bosmans', Separate, 2, 37_700, 13_600, { saveConflicts: 4 }),
  driver(16, 'Yusuf Aerts', Separate, 1, 32_780, 13_050, { dispatchedAs: TRANSACTION_TYPE.FullDropOffAndEmptyPickUp }),
  driver(17, 'Bram Hendrickx', Separate, 1, 28_350, 12_400, { dispatchedAs: TRANSACTION_TYPE.FullDropOff, dispatchOnArrival: 'IsInNearbyQueue' }),
];

/**
 * Weighing of a profile in the registration path, for a driver the site does not know yet
 * (site-operations spec §2 "After the questionary, if the weighing mode includes PostQuestionary,
 * weighing comes before registration"): at a kiosk that weighs, the courier (profile 8) is weighed
 * after the questionary, first step, 31 250 kg. The contractor (profile 2, at kiosk 32) has a mode
 * without PostQuestionary: weighed as next step 4 ("Weighing is on"), before the questionary,
 * 24 800 kg, and at checkout when leaving. The weighed booked transport (profile 48, at kiosk 33) is
 * weighed the same way (26 400 kg), then identified and certified (steps 5 and 6).
 */
export const WEIGHING_BY_PROFILE: Readonly<Record<number, { readonly mode: number; readonly step: number; readonly weight: number }>> = {
  2: { mode: Checkout, step: 1, weight: 24_800 },
  8: { mode: PostQuestionary, step: 1, weight: 31_250 },
  [WEIGHED_BOOKING_PROFILE_ID]: { mode: Checkout, step: 1, weight: 26_400 },
};

/** Reference number of a weighing (§3 referenceNumber): the platform, the driver's pincode or the profile, and the step. */
export const referenceNumber = (who: string, step: number, platform?: 'A' | 'B') => `WB-${platform ? `${platform}-` : ''}${who}-${step}`;
