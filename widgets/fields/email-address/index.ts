import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { draftWithoutPrefix } from '../text-like.ts';
import { validateEmail } from '../validation.ts';
import { EmailAddressInput, emailLine } from './EmailAddressInput.tsx';

/** EmailAddress: a valid address (core spec §5); text keyboard. */
export const EmailAddressField = defineField({
  type: 'EmailAddress',
  code: fieldTypeCodes.EmailAddress,
  component: EmailAddressInput,
  line: emailLine,
  validate: validateEmail,
  keyboard: 'text',
  toDraft: draftWithoutPrefix,
});
