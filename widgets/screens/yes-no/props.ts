import { z } from 'zod';
import { NoData, type WidgetEvents } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/**
 * Props of YesNo: a question the visitor answers with yes or no, on a screen of its own (core
 * spec §1 "touch-oriented", §2 "Common page elements"). Server texts (`title`, `text`) win over
 * the i18next keys (`titleKey`, `textKey`) when non-empty, as in Message; texts show as text,
 * never as HTML. With `helpKey`, a third, smaller button asks for help: it opens a popup
 * (`helpTitle`/`helpTitleKey`, `helpText`/`helpTextKey`, an OK that closes it) and emits `help`
 * (site-operations spec §2 "The check page has yes and no answers and an ask-for-help popup").
 */
export const YesNoProps = z.object({
  title: serverText('the question'),
  titleKey: textKey('the question'),
  text: serverText('the text under the question'),
  textKey: textKey('the text under the question'),
  yesKey: withFallback(z.string().min(1), 'registration:yes').describe("i18next key of the yes button's label"),
  noKey: withFallback(z.string().min(1), 'registration:no').describe("i18next key of the no button's label"),
  showBack: withFallback(z.boolean(), true).describe("show the header's back arrow (emits back, which the screen handles); false hides it"),
  helpKey: withFallback(z.string().min(1).nullable(), null).describe(
    'i18next key of an ask-for-help button (emits help and opens the popup); null: no such button',
  ),
  helpTitle: serverText('the ask-for-help popup title (the kiosk configuration’s askForHelpPopupTitle)'),
  helpTitleKey: textKey('the ask-for-help popup title'),
  helpText: serverText('the ask-for-help popup text (askForHelpPopupMessage)'),
  helpTextKey: textKey('the ask-for-help popup text'),
});

/** Events of YesNo: `yes`, `no`, `help` (the popup opened; with `helpKey`), and from the header `home` and `back` (unless `showBack` is false). */
export const YesNoEvents = { yes: NoData, no: NoData, help: NoData, back: NoData, home: NoData };

/**
 * The events YesNo emits with these props: no `back` with a literal `showBack: false`, no `help`
 * without a literal `helpKey`; `YesNoEvents` when either is json-logic.
 *
 * @example
 * yesNoEventsFromProps({ showBack: false }); // { yes, no, home }
 * yesNoEventsFromProps({ helpKey: 'documentPrinting:askForHelp' }); // { yes, no, home, help, back }
 */
export function yesNoEventsFromProps(props: unknown): WidgetEvents {
  const parsed = z.object({ showBack: YesNoProps.shape.showBack, helpKey: YesNoProps.shape.helpKey }).safeParse(props);
  if (!parsed.success) return YesNoEvents;
  const { back, help, ...always } = YesNoEvents;
  return { ...always, ...(parsed.data.helpKey ? { help } : {}), ...(parsed.data.showBack ? { back } : {}) };
}
