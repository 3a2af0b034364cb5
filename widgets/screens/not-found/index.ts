import { defineWidget } from '../../defineWidget.ts';
import { NotFoundEvents, NotFoundProps } from './props.ts';
import { NotFoundScreen } from './NotFoundScreen.tsx';

/** Fallback "No match for {path}"; emits `home`. */
export const NotFound = defineWidget({
  type: 'NotFound',
  props: NotFoundProps,
  events: NotFoundEvents,
  component: NotFoundScreen,
  description: "Fallback page reading 'No match for {path}' (core spec §2).",
});
