import { defineWidget } from '../../defineWidget.ts';
import { LanguageGridScreen } from './LanguageGridScreen.tsx';
import { LanguageGridEvents, LanguageGridProps } from './props.ts';

/** Language selection; emits `select { isoCode }`. */
export const LanguageGrid = defineWidget({
  type: 'LanguageGrid',
  props: LanguageGridProps,
  events: LanguageGridEvents,
  component: LanguageGridScreen,
  description: 'Language selection: paged grid of languages by native name (core spec §2, §9).',
});
