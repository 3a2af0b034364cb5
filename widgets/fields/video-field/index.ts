import { defineField } from '../defineField.ts';
import { fieldTypeCodes } from '../../../src/kiosk/questionary/fieldTypes.ts';
import { validateVideo } from '../validateFeedback.ts';
import { VideoFeedback } from './VideoFeedback.tsx';

/** VideoField: confirmed when the video ends, or by itself when not required (core spec §4). */
export const VideoFieldDefinition = defineField({
  type: 'VideoField',
  code: fieldTypeCodes.VideoField,
  component: VideoFeedback,
  validate: validateVideo,
  keyboard: 'none',
});
