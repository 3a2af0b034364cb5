import { defineWidget } from '../../defineWidget.ts';
import { UnavailableEvents, UnavailableProps } from './props.ts';
import { UnavailableScreen } from './UnavailableScreen.tsx';

/** The kiosk cannot be used: blocked, or offline at start; emits `retry` when it offers one. */
export const Unavailable = defineWidget({
  type: 'Unavailable',
  props: UnavailableProps,
  events: UnavailableEvents,
  component: UnavailableScreen,
  description: 'Blocked kiosk (core spec §2 "/{id}/unavailable") or a site that cannot be reached at start.',
});
