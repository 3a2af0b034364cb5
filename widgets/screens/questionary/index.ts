import { defineWidget } from '../../defineWidget.ts';
import { QuestionaryProps } from './props.ts';
import { QuestionaryScreen } from './QuestionaryScreen.tsx';

/** One question per page; emits `next { answers, index }`, `back { answers, index }`, `home`. */
export const Questionary = defineWidget({
  type: 'Questionary',
  props: QuestionaryProps,
  events: ['next', 'back', 'home'],
  component: QuestionaryScreen,
  description: 'Questionary page shell: one question per page with progress, back and next (core spec §2, §5).',
});
