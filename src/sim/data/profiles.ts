import type { PictogramName } from '../assets/pictograms.ts';
import { PROFILE_TEXTS, type ProfileKey } from './profileTexts.ts';
import type { QuestionaryName } from './questions.ts';
import type { TourQuestionaryName } from './questionaries/index.ts';

/**
 * Profiles of the simulated site (core spec §3 "Profile"). `approval: 'host'` answers the
 * registration with an approvalstatus link (realtime approval); `'none'` answers without one, so the
 * kiosk shows the non-realtime confirmation (core spec §4 "Approval").
 */
export interface SimProfile {
  readonly id: number;
  readonly key: ProfileKey;
  readonly image: PictogramName;
  /** A questionary of questions.ts, or one of the tour (questionaries/index.ts). */
  readonly questionary: QuestionaryName | TourQuestionaryName;
  readonly approval: 'host' | 'none';
}

export const PROFILES: readonly (SimProfile & { readonly questionary: QuestionaryName })[] = [
  { id: 1, key: 'visitor', image: 'badge', questionary: 'default', approval: 'host' },
  { id: 2, key: 'contractor', image: 'hardHat', questionary: 'default', approval: 'host' },
  { id: 3, key: 'truckDelivery', image: 'truckIn', questionary: 'truck', approval: 'host' },
  { id: 4, key: 'truckPickup', image: 'truckOut', questionary: 'truck', approval: 'host' },
  { id: 5, key: 'applicant', image: 'briefcase', questionary: 'person', approval: 'host' },
  { id: 6, key: 'auditor', image: 'clipboard', questionary: 'default', approval: 'host' },
  { id: 7, key: 'technician', image: 'wrench', questionary: 'default', approval: 'host' },
  { id: 8, key: 'courier', image: 'parcel', questionary: 'courier', approval: 'none' },
  { id: 9, key: 'meetingGuest', image: 'people', questionary: 'default', approval: 'host' },
  { id: 10, key: 'student', image: 'graduationCap', questionary: 'person', approval: 'host' },
];

/** Profile id of the courier, the one profile without realtime approval. */
export const COURIER_PROFILE_ID = 8;

export { PROFILE_TEXTS };
