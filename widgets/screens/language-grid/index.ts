import { defineWidget } from '../../defineWidget.ts';
import { LanguageGridScreen } from './LanguageGridScreen.tsx';
import { LanguageGridProps } from './props.ts';

/** Language selection; emits `select { isoCode }`. */
export const LanguageGrid = defineWidget({
  type: 'LanguageGrid',
  props: LanguageGridProps,
  events: ['select'],
  component: LanguageGridScreen,
  description: 'Language selection: paged grid of languages by native name (core spec §2, §9).',
});
