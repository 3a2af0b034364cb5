import { blankResult, firstText, invalid, neverThrows, valid, validationMessageKeys, type Validator } from '../answerRules.ts';

/** A picture answer: an image data URL taken at the kiosk, or the address of one already stored. */
const PICTURE = /^(data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/=]+|https?:\/\/\S+)$/;

/** TakePicture: a required one needs a picture; the value is the image (JPEG data URL). */
export const validatePicture: Validator = neverThrows((node, value) => {
  const blank = blankResult(node, value, validationMessageKeys.takePicture);
  if (blank) return blank;
  const picture = firstText(value);
  return PICTURE.test(picture) ? valid([picture]) : invalid(validationMessageKeys.takePicture);
});
