import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createKioskTexts, type KioskTexts } from '../../src/app/texts.ts';
import en from '../../src/sim/data/localization/en.json';
import { ChromeProvider } from '../kit/ChromeProvider.tsx';

/**
 * The kiosk's texts with the English texts the simulated server serves (none with `empty`), set up
 * like the kiosk's: a missing key shows '' (DESIGN.md "Widgets") and is recorded in `missingKeys`.
 */
export function createTestTexts({ empty = false }: { empty?: boolean } = {}): { texts: KioskTexts; missingKeys: string[] } {
  const missingKeys: string[] = [];
  const texts = createKioskTexts({ onMissing: (key) => missingKeys.push(key) });
  if (!empty) texts.add('en', en);
  return { texts, missingKeys };
}

/**
 * Renders `ui` with the kiosk's texts (en.json, {@link createTestTexts}) given by react-i18next's
 * `I18nextProvider`, as the app does, and a ChromeProvider.
 *
 * @example
 * const { getByRole, missingKeys } = renderWithI18n(<Busy.component ... />);
 * expect(missingKeys).toEqual([]);
 */
export function renderWithI18n(
  ui: ReactElement,
  chrome: { mainColor?: string; logoUrl?: string; footerLogoUrl?: string } = {},
): RenderResult & { texts: KioskTexts; missingKeys: string[] } {
  const { texts, missingKeys } = createTestTexts();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={texts.i18n}>
      <ChromeProvider {...chrome}>{children}</ChromeProvider>
    </I18nextProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, texts, missingKeys };
}
