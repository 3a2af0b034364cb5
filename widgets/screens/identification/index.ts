import { defineWidget } from '../../defineWidget.ts';
import { IdentificationScreen } from './IdentificationScreen.tsx';
import { IdentificationProps } from './props.ts';

/** Visitor identification by reference; emits `submit { value, typed }`, `back` and `home`. */
export const Identification = defineWidget({
  type: 'Identification',
  props: IdentificationProps,
  events: ['submit', 'back', 'home'],
  component: IdentificationScreen,
  description: 'Visitor identification: a reference with its prefix, server texts, error or warning (core spec §2, §5).',
});
