import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { TakePictureInput } from './TakePictureInput.tsx';
import { validatePicture } from './validatePicture.ts';

/** TakePicture: a picture from the kiosk camera, with retake (issue 3; spec §3 further listing). */
export const TakePictureField = defineField({
  type: 'TakePicture',
  code: fieldTypeCodes.TakePicture,
  component: TakePictureInput,
  validate: validatePicture,
  keyboard: 'none',
});
