import { defineWidget } from '../../defineWidget.ts';
import { LinkedToExistingEvents, LinkedToExistingProps } from './props.ts';

/** A reference of an existing combined transport; emits `continue`, `back` and `home`. */
export const LinkedToExisting = defineWidget({
  type: 'LinkedToExisting',
  props: LinkedToExistingProps,
  events: LinkedToExistingEvents,
  load: () => import('./LinkedToExistingScreen.tsx').then((module) => module.LinkedToExistingScreen),
  description: 'Linked-to-existing: the reference already belongs to a combined transport (core spec §2).',
});
