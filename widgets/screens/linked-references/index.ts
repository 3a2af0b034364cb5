import { defineWidget } from '../../defineWidget.ts';
import { LinkedReferencesEvents, LinkedReferencesProps } from './props.ts';

/** The linked references of a combined transport; emits `add`, `finish`, `back` and `home`. */
export const LinkedReferences = defineWidget({
  type: 'LinkedReferences',
  props: LinkedReferencesProps,
  events: LinkedReferencesEvents,
  load: () => import('./LinkedReferencesScreen.tsx').then((module) => module.LinkedReferencesScreen),
  description: 'Linked references list of a combined transport: add another or finish (core spec §2, §4).',
});
