import { BOOKED_CONTAINER_PROFILE_ID } from './assets.ts';
import type { SimProfile } from './profiles.ts';

/**
 * The transport profiles of issue 6 (core spec §2 e-ticket scan and visitor identification, §4):
 *
 * | Id | Profile | Kiosks | Behaviour |
 * |---|---|---|---|
 * | 21 | Pre-booked transport (e-ticket) | 1, 7 | `isEticketingProfile`: the kiosk scans the e-ticket, then registers with it |
 * | 22 | Transport with booking reference | 1, 7 | automatic approval: identification by booking reference first |
 * | 23 | Bulk transport | none | only reachable through an e-ticket: the special confirmation of a profile not attached to the kiosk |
 * | 48 | Transport with booking, weighed and certified | 33 | weighed on arrival (data/weighing.ts), then identification by booking reference, then the certification check (data/certified.ts): steps 4, 5 and 6 of the next-step order |
 *
 * Registrations of 21 and 22 complete automatically (`completeWithAutomaticRegistration`, no
 * approvalstatus link); an e-ticket registration for 23 answers
 * `completeWithEticketAndProfileNotAttachedToKiosk`.
 */
export const ETICKET_PROFILE_ID = 21;
export const BOOKED_TRANSPORT_PROFILE_ID = 22;
export const UNATTACHED_PROFILE_ID = 23;
export const WEIGHED_BOOKING_PROFILE_ID = 48;

/** What a transport profile adds to a SimProfile. */
export interface TransportTraits {
  readonly eticket: boolean;
  /** automaticApprovalInformation.automaticApprovalEnabled: identification comes first (core §4 step 5). */
  readonly identification: boolean;
  /** The registration completes without a host (registrationStatus completeWithAutomaticRegistration). */
  readonly automatic: boolean;
}

export const TRANSPORT_PROFILES: readonly SimProfile[] = [
  { id: ETICKET_PROFILE_ID, key: 'eticketTransport', image: 'ticket', questionary: 'transport', approval: 'none' },
  { id: BOOKED_TRANSPORT_PROFILE_ID, key: 'bookedTransport', image: 'booking', questionary: 'transport', approval: 'none' },
  { id: UNATTACHED_PROFILE_ID, key: 'bulkTransport', image: 'truckOut', questionary: 'transport', approval: 'none' },
  { id: WEIGHED_BOOKING_PROFILE_ID, key: 'bookedTransport', image: 'booking', questionary: 'transport', approval: 'none' },
];

const TRAITS: Readonly<Record<number, TransportTraits>> = {
  [ETICKET_PROFILE_ID]: { eticket: true, identification: false, automatic: true },
  [BOOKED_TRANSPORT_PROFILE_ID]: { eticket: false, identification: true, automatic: true },
  [UNATTACHED_PROFILE_ID]: { eticket: false, identification: false, automatic: true },
  [WEIGHED_BOOKING_PROFILE_ID]: { eticket: false, identification: true, automatic: true },
  // asset registration after the identification (data/assets.ts)
  [BOOKED_CONTAINER_PROFILE_ID]: { eticket: false, identification: true, automatic: true },
};

const NONE: TransportTraits = { eticket: false, identification: false, automatic: false };

/** The transport traits of a profile; none for the other profiles of the site. */
export function transportTraits(profileId: number): TransportTraits {
  return TRAITS[profileId] ?? NONE;
}
