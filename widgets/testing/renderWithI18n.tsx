import { render, type RenderResult } from '@testing-library/react';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../src/sim/data/localization/en.json';
import { ChromeProvider } from '../kit/ChromeProvider.tsx';

/**
 * A fresh i18next instance with the English texts the simulated server serves, set up like the
 * kiosk: a missing key shows '' (DESIGN.md "Widgets") and is recorded in `missingKeys`.
 */
export function createTestI18n(): { i18n: I18n; missingKeys: string[] } {
  const missingKeys: string[] = [];
  const i18n = createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    resources: { en },
    ns: Object.keys(en),
    defaultNS: false,
    initAsync: false,
    interpolation: { escapeValue: false },
    saveMissing: true,
    missingKeyHandler: (_languages, namespace, key) => {
      missingKeys.push(`${namespace}:${key}`);
    },
    parseMissingKeyHandler: () => '',
    react: { useSuspense: false },
  });
  return { i18n, missingKeys };
}

/**
 * Renders `ui` inside an i18next provider with en.json and a ChromeProvider.
 *
 * @example
 * const { getByRole, missingKeys } = renderWithI18n(<Busy.component ... />);
 * expect(missingKeys).toEqual([]);
 */
export function renderWithI18n(
  ui: ReactElement,
  chrome: { mainColor?: string; logoUrl?: string; footerLogoUrl?: string } = {},
): RenderResult & { i18n: I18n; missingKeys: string[] } {
  const { i18n, missingKeys } = createTestI18n();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <ChromeProvider {...chrome}>{children}</ChromeProvider>
    </I18nextProvider>
  );
  const result = render(ui, { wrapper });
  return { ...result, i18n, missingKeys };
}
