import { defineWidget } from '../../defineWidget.ts';
import { IdentificationEvents, IdentificationProps } from './props.ts';

/** Visitor identification by reference; emits `submit { value, typed }`, `back` and `home`. */
export const Identification = defineWidget({
  type: 'Identification',
  props: IdentificationProps,
  events: IdentificationEvents,
  load: () => import('./IdentificationScreen.tsx').then((module) => module.IdentificationScreen),
  description: 'Visitor identification: a reference with its prefix, server texts, error or warning (core spec §2, §5).',
});
