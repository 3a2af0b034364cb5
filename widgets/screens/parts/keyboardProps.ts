import { z } from 'zod';
import { withFallback } from '../../kit/propsSchema.ts';

/** The `keyboard` prop of screens with a text input: the kiosk's `onScreenKeyboardSettings` (core spec §3). */
export const KeyboardProp = withFallback(
  z.object({
    isEnabled: withFallback(z.boolean(), false),
    layout: withFallback(z.enum(['qwerty', 'azerty']), 'qwerty'),
  }),
  { isEnabled: false, layout: 'qwerty' },
).describe("the kiosk's on-screen keyboard (core spec §3 onScreenKeyboardSettings): off unless enabled");
