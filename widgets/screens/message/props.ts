import { z } from 'zod';
import { NoData, type WidgetEvents } from '../../defineWidget.ts';
import { serverText, textKey, withFallback } from '../../kit/propsSchema.ts';

/** What a flow may call an event: a lower-case letter, then letters and digits (`ok`, `agree`, `readAgain`). */
const EVENT_NAME = /^[a-z][A-Za-z0-9]*$/;

/**
 * One button of a Message: the event it emits (also its `data-action`), its label (a server text,
 * which wins when non-empty, or an i18next key) and its look.
 */
const MessageButton = z
  .object({
    event: z
      .string()
      .regex(EVENT_NAME, 'an event name: a lower-case letter, then letters and digits')
      .refine((event) => event !== 'home', "home is the header's home button; give this button another event")
      .describe('the event the button emits, and its data-action'),
    label: z.string().nullish().describe('the label, already translated (a server text); wins over labelKey when non-empty'),
    labelKey: z.string().nullish().describe('i18next key of the label, e.g. statusMessages:ok'),
    variant: withFallback(z.enum(['primary', 'secondary']), 'primary').describe('primary (filled in the main colour) or secondary (outlined)'),
  })
  .refine((button) => Boolean(button.label?.trim() || button.labelKey?.trim()), { message: 'give the button a label or a labelKey', path: ['labelKey'] });
type MessageButton = z.infer<typeof MessageButton>;

/** The one button a Message has when a flow gives none: OK, emitting `ok` (every flow before `buttons` relies on it). */
const DEFAULT_MESSAGE_BUTTONS: readonly MessageButton[] = [{ event: 'ok', labelKey: 'statusMessages:ok', variant: 'primary' }];

/** The buttons of a Message, in order, each event at most once; none leaves the header's home (and the flow's timers). DocumentScan shares them. */
export const MessageButtons = withFallback(
  z.array(MessageButton).superRefine((buttons, context) => {
    const seen = new Set<string>();
    buttons.forEach((button, index) => {
      if (seen.has(button.event)) context.addIssue({ code: 'custom', path: [index, 'event'], message: `two buttons emit "${button.event}": each event once` });
      seen.add(button.event);
    });
  }),
  [...DEFAULT_MESSAGE_BUTTONS],
);

/**
 * Props of Message (core spec §2 "Confirmation pages", §4 "Approval"): server texts (`title`,
 * `text`) win over the keys when non-empty; `buttons` default to one OK button (`ok`).
 */
export const MessageProps = z.object({
  variant: withFallback(z.enum(['success', 'info', 'warning', 'error']), 'info').describe('the icon and colour; warning and error are announced as alerts'),
  title: serverText('the title'),
  titleKey: textKey('the title'),
  text: serverText('the text'),
  textKey: textKey('the text'),
  detailKey: textKey('a second sentence below the text, with values, e.g. a test score', 'certifiedPersons:score'),
  detailValues: z
    .record(z.string(), z.union([z.string(), z.number()]).nullish())
    .nullish()
    .describe('the values detailKey names ({{score}} …); the sentence is left out while one it names is missing'),
  countdownMs: z.number().nonnegative().nullish().describe('shows "This screen closes in N s"; display only, the flow\'s after timer returns home'),
  buttons: MessageButtons.describe('the buttons below the text, in order, each emitting its event; one OK button (ok) when not given'),
});

/** Events of Message with its default button: `ok`, and `home` from the header. */
export const MessageEvents: WidgetEvents = { ok: NoData, home: NoData };

/**
 * The events a Message emits with these props: each button's event (no data) and `home`. A
 * `buttons` prop that is missing gives the default `ok`; one that is not a literal list of buttons
 * (json-logic) gives `MessageEvents`.
 *
 * @example
 * messageEventsFromProps({ buttons: [{ event: 'agree' }, { event: 'readAgain' }] }); // { agree, readAgain, home }
 */
export function messageEventsFromProps(props: unknown): WidgetEvents {
  const parsed = z.object({ buttons: MessageButtons }).safeParse(props);
  if (!parsed.success) return MessageEvents;
  return { ...Object.fromEntries(parsed.data.buttons.map((button) => [button.event, NoData])), home: NoData };
}
