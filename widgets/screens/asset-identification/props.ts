import { z } from 'zod';
import { Answer, QuestionaryNode } from '../../../src/kiosk/questionary/model.ts';
import { NoData } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';
import { QuestionaryKeyboard } from '../questionary/props.ts';

/**
 * Props of AssetIdentification (site-operations spec §2 "profiles/{profileId}/asset/identification",
 * §4 "Asset registration", §5 "Asset identification field"): the asset category's questionary, the id
 * of its identification field (§3 `assetIdentificationFieldDefinitionId`), the category's name and
 * the kiosk's on-screen keyboard; `error` is the flow's refusal of the last identification.
 */
export const AssetIdentificationProps = z.object({
  questionary: withFallback(z.array(QuestionaryNode), []).describe("the asset category's questionary (core §3 nodes) as the server sent it"),
  fieldId: z.string().nullish().describe('questionId of the identification field (§3 assetIdentificationFieldDefinitionId); the first node when not given'),
  category: serverText('the asset category shown above the field'),
  titleKey: textKey('the title', 'assetRegistration:identificationTitle'),
  keyboard: withFallback(QuestionaryKeyboard, { isEnabled: false, layout: 'qwerty' }).describe(
    "the kiosk's on-screen keyboard (core §3 onScreenKeyboardSettings); its layout follows the field type (§5)",
  ),
  error: z
    .object({ errorMessageKey: z.string() })
    .nullish()
    .describe("the flow's refusal of the identification last submitted (an i18next key), shown until the visitor edits"),
});

/** Events of AssetIdentification: `submit` with the valid identification (Enter or Next), `back`, `home`. */
export const AssetIdentificationEvents = {
  submit: z.object({
    answer: Answer.describe('the Answer of the identification field (core §3 shape: id, fieldDefinitionId, value, fieldDefinitionType)'),
    value: z.string().describe('the identification as submitted (the first value of the answer: trimmed, prefix added)'),
  }),
  back: NoData,
  home: NoData,
};
