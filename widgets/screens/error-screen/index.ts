import { defineWidget } from '../../defineWidget.ts';
import { ErrorScreenEvents, ErrorScreenProps } from './props.ts';
import { ErrorScreenView } from './ErrorScreenView.tsx';

/** Error with optional retry; emits `retry` and `home`. */
export const ErrorScreen = defineWidget({
  type: 'ErrorScreen',
  props: ErrorScreenProps,
  events: ErrorScreenEvents,
  component: ErrorScreenView,
  description: 'A failed step with "Try again" when allowed and a way home (core spec §8).',
});
