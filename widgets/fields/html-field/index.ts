import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateHtml } from '../validateFeedback.ts';
import { HtmlFeedback } from './HtmlFeedback.tsx';
import { kioskFont, OPTION_FONTS } from '../../kit/fonts.ts';

/** HtmlField: sanitised HTML; a required one is confirmed with its checkbox (core spec §4). */
export const HtmlFieldDefinition = defineField({
  type: 'HtmlField',
  code: fieldTypeCodes.HtmlField,
  component: HtmlFeedback,
  validate: validateHtml,
  // fields.css `.kiosk-html`: 26 px text, bold and italic in it, headings bold 30 px; its checkbox an option
  fonts: [kioskFont(400, 26), kioskFont(700, 26), kioskFont(400, 26, 'italic'), kioskFont(700, 30), ...OPTION_FONTS],
  keyboard: 'none',
});
