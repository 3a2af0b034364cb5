import { defineWidget } from '../../defineWidget.ts';
import { DispatchResultEvents, DispatchResultProps } from './props.ts';

/** Dispatch result with the location arrow view; emits `ok` and `home`. */
export const DispatchResult = defineWidget({
  type: 'DispatchResult',
  props: DispatchResultProps,
  events: DispatchResultEvents,
  load: () => import('./DispatchResultScreen.tsx').then((module) => module.DispatchResultScreen),
  description: 'Dispatch result: drop-off and pickup assets and locations, live loading, or the queue to wait in (core spec §2, §3, §9).',
});
