import { defineWidget } from '../../defineWidget.ts';
import { QuestionaryEvents, QuestionaryProps } from './props.ts';

const definition = defineWidget({
  type: 'Questionary',
  props: QuestionaryProps,
  events: QuestionaryEvents,
  load: () => import('./QuestionaryScreen.tsx').then((module) => module.QuestionaryScreen),
  description: 'Questionary page shell: one question per page with progress, back, next and the on-screen keyboard (core spec §2, §3, §5).',
});

/**
 * One question per page with the kiosk's on-screen keyboard, rendering the questionary model's
 * state (model.ts); emits `next { answer, check }`, `back { answer }`, `home`. Its preload (with the
 * other screens', after the first screen) also brings the field widgets' code that loads on demand
 * and makes the phone's country names (`preloadFieldCode`, decision record 0033).
 */
export const Questionary: typeof definition = {
  ...definition,
  preload: async () => {
    await definition.preload();
    const { preloadFieldCode } = await import('./QuestionaryScreen.tsx');
    await preloadFieldCode();
  },
};
