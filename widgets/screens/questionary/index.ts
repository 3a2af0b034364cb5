import { defineWidget } from '../../defineWidget.ts';
import { QuestionaryEvents, QuestionaryProps } from './props.ts';

/**
 * One question per page with the kiosk's on-screen keyboard, rendering the questionary model's
 * state (model.ts); emits `next { answer, check }`, `back { answer }`, `home`.
 */
export const Questionary = defineWidget({
  type: 'Questionary',
  props: QuestionaryProps,
  events: QuestionaryEvents,
  load: () => import('./QuestionaryScreen.tsx').then((module) => module.QuestionaryScreen),
  description: 'Questionary page shell: one question per page with progress, back, next and the on-screen keyboard (core spec §2, §3, §5).',
});
