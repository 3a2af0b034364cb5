import { defineWidget } from '../../defineWidget.ts';
import { YesNoEvents, YesNoProps, yesNoEventsFromProps } from './props.ts';

/** A yes-or-no question on a screen of its own; emits `yes`, `no`, `home` and `back` (unless `showBack` is false). */
export const YesNo = defineWidget({
  type: 'YesNo',
  props: YesNoProps,
  events: YesNoEvents,
  eventsFromProps: yesNoEventsFromProps,
  load: () => import('./YesNoScreen.tsx').then((module) => module.YesNoScreen),
  description:
    'A yes-or-no question with two large buttons (core spec §1 touch-oriented, §2 common page elements); the flow decides what each answer leads to.',
});
