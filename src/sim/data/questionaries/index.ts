import type { QuestionaryNode } from '../../../api/schemas/questionary.ts';
import type { LanguageCode } from '../languages.ts';
import type { SimProfile } from '../profiles.ts';
import { buildQuestionary } from '../questions.ts';
import { buildAllFieldsQuestionary } from './allFields.ts';
import { buildLongFormQuestionary } from './longForm.ts';
import { buildPeerQuestionary } from './peer.ts';

/**
 * The questionaries of issue 3, built by their own modules rather than from the shared question
 * list of questions.ts: `fieldTour` asks every field type once, `workPermit` is long (24 questions
 * shown, one more skipped). Texts in English, Dutch, French and German. `peer` is the questionnaire
 * of the peer benchmark (issue 11), in English.
 */
export const TOUR_QUESTIONARIES = {
  fieldTour: buildAllFieldsQuestionary,
  workPermit: buildLongFormQuestionary,
  peer: buildPeerQuestionary,
} as const satisfies Record<string, (profileId: number, language: LanguageCode) => QuestionaryNode[]>;

export type TourQuestionaryName = keyof typeof TOUR_QUESTIONARIES;

/** Profile id of the field tour (every field type). */
export const FIELD_TOUR_PROFILE_ID = 11;
/** Profile id of the work-permit induction (more than 20 questions). */
export const WORK_PERMIT_PROFILE_ID = 12;

/** Profile id of the peer benchmark's questionnaire (21 questions, one conditional). */
export const PEER_QUESTIONNAIRE_PROFILE_ID = 13;

/** The profiles of the tour; attached to kiosks 5 and 6, the peer questionnaire to kiosk 9 (data/kiosks.ts). */
export const TOUR_PROFILES: readonly SimProfile[] = [
  { id: FIELD_TOUR_PROFILE_ID, key: 'fieldTour', image: 'clipboard', questionary: 'fieldTour', approval: 'host' },
  { id: WORK_PERMIT_PROFILE_ID, key: 'workPermit', image: 'hardHat', questionary: 'workPermit', approval: 'none' },
  { id: PEER_QUESTIONNAIRE_PROFILE_ID, key: 'peerQuestionnaire', image: 'clipboard', questionary: 'peer', approval: 'none' },
];

function isTourQuestionary(name: string): name is TourQuestionaryName {
  return Object.hasOwn(TOUR_QUESTIONARIES, name);
}

/** The questionary nodes of any profile of the site, in one language. */
export function questionaryOf(profile: SimProfile, language: LanguageCode): QuestionaryNode[] {
  return isTourQuestionary(profile.questionary)
    ? TOUR_QUESTIONARIES[profile.questionary](profile.id, language)
    : buildQuestionary(profile.id, profile.questionary, language);
}
