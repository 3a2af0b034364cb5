import { z } from 'zod';
import { NoData, type WidgetEvents } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/**
 * Props of YesNo: a question the visitor answers with yes or no, on a screen of its own (core
 * spec §1 "touch-oriented", §2 "Common page elements"). Server texts (`title`, `text`) win over
 * the i18next keys (`titleKey`, `textKey`) when non-empty, as in Message; texts show as text,
 * never as HTML.
 */
export const YesNoProps = z.object({
  title: serverText('the question'),
  titleKey: textKey('the question'),
  text: serverText('the text under the question'),
  textKey: textKey('the text under the question'),
  yesKey: withFallback(z.string().min(1), 'registration:yes').describe("i18next key of the yes button's label"),
  noKey: withFallback(z.string().min(1), 'registration:no').describe("i18next key of the no button's label"),
  showBack: withFallback(z.boolean(), true).describe("show the header's back arrow (emits back, which the screen handles); false hides it"),
});

/** Events of YesNo: `yes`, `no`, and from the header `home` and `back` (unless `showBack` is false). */
export const YesNoEvents = { yes: NoData, no: NoData, back: NoData, home: NoData };

/**
 * The events YesNo emits with these props: no `back` with a literal `showBack: false`;
 * `YesNoEvents` when `showBack` is json-logic.
 *
 * @example
 * yesNoEventsFromProps({ showBack: false }); // { yes, no, home }
 */
export function yesNoEventsFromProps(props: unknown): WidgetEvents {
  const parsed = z.object({ showBack: YesNoProps.shape.showBack }).safeParse(props);
  if (!parsed.success) return YesNoEvents;
  const { back, ...always } = YesNoEvents;
  return parsed.data.showBack ? { ...always, back } : always;
}
