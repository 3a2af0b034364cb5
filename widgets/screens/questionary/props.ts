import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';
import { QuestionaryState } from './model.ts';

export { QuestionError } from './model.ts';

/** The kiosk's on-screen keyboard (core spec §3 `onScreenKeyboardSettings`): off unless enabled. */
export const QuestionaryKeyboard = z.object({
  isEnabled: withFallback(z.boolean(), false),
  layout: withFallback(z.enum(['qwerty', 'azerty']), 'qwerty'),
});

/** No questionary (yet): nothing to ask. */
const EMPTY: z.infer<typeof QuestionaryState> = { nodes: [], index: 0, answers: {}, feedbackIds: [], done: true, error: null };

/**
 * Props of Questionary (core spec §2 "Questionary", §3 "Questionary state"). `questionary` is the
 * model's state (widgets/screens/questionary/model.ts) as the flow keeps it: the nodes shown, the
 * question shown, the answers by questionId and the flow's refusal of an answer. The kiosk settings
 * (keyboard, phone countries, badge scanner location) come from the kiosk configuration through the
 * flow; every one falls back to the defaults of §9.
 */
export const QuestionaryProps = z.object({
  questionary: withFallback(QuestionaryState, EMPTY),
  keyboard: withFallback(QuestionaryKeyboard, { isEnabled: false, layout: 'qwerty' }),
  defaultCountry: withFallback(z.string().trim().toLowerCase(), 'be'),
  preferredCountries: withFallback(z.array(z.string()), []),
  scannerLocation: withFallback(z.string(), 'bottom-center'),
  phoneAutoSubmitMs: withFallback(z.number().int().min(0), 0),
});
