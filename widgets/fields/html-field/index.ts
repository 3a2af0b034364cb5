import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../fieldTypes.ts';
import { validateHtml } from '../validateFeedback.ts';
import { HtmlFeedback } from './HtmlFeedback.tsx';

/** HtmlField: sanitised HTML; a required one is confirmed with its checkbox (core spec §4). */
export const HtmlFieldDefinition = defineField({
  type: 'HtmlField',
  code: fieldTypeCodes.HtmlField,
  component: HtmlFeedback,
  validate: validateHtml,
  keyboard: 'none',
});
