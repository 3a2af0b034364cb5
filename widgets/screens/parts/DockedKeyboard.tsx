import { loadOnDemand } from '../../kit/loadOnDemand.tsx';
import type { KeyboardLayoutName } from '../../kit/keyboard/types.ts';

// simple-keyboard loads with the first screen that shows it (DESIGN.md budgets), no Suspense:
// the same under a paused test clock
const OnScreenKeyboard = loadOnDemand(() => import('../../kit/keyboard/OnScreenKeyboard.tsx').then((module) => module.OnScreenKeyboard));

/** The kiosk's keyboard settings as screens receive them (core spec §3 `onScreenKeyboardSettings`). */
export interface KeyboardSettings {
  readonly isEnabled: boolean;
  readonly layout: KeyboardLayoutName;
}

/**
 * The kiosk's on-screen keyboard under a screen's inputs, when the kiosk enables it (core spec §1,
 * §3). It types into the inputs of `scope` that carry `data-keyboard` (see kit/keyboard/types.ts)
 * and shows while one of them has the focus, so a tap on a list below hides it.
 *
 * @example
 * <DockedKeyboard settings={props.keyboard} scope={formElement} canSubmit={!!selected} submitLabel={t('checkout:confirm')} onSubmit={confirm} />
 */
export function DockedKeyboard({
  settings,
  scope,
  canSubmit,
  submitLabel,
  onSubmit,
}: {
  settings: KeyboardSettings;
  scope: HTMLElement | null;
  canSubmit: boolean;
  submitLabel: string;
  onSubmit: () => void;
}) {
  if (!settings.isEnabled) return null;
  return <OnScreenKeyboard scope={scope} letters={settings.layout} canSubmit={canSubmit} submitLabel={submitLabel} onSubmit={onSubmit} />;
}
