import { render, type RenderResult } from '@testing-library/react';
import * as i18next from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { createKioskTexts, type KioskTexts } from '../../src/app/texts.ts';
import en from '../../src/sim/data/localization/en.json';
import { ChromeProvider } from '../kit/ChromeProvider.tsx';
import { type Translate, TextsContext } from '../kit/useTranslation.ts';

/**
 * The kiosk's texts with the English texts the simulated server serves (none with `empty`), i18next
 * in from the start, set up like the kiosk's: a missing key shows '' (DESIGN.md "Widgets") and is
 * recorded in `missingKeys`.
 */
export function createTestTexts({ empty = false }: { empty?: boolean } = {}): { texts: KioskTexts; missingKeys: string[] } {
  const missingKeys: string[] = [];
  const texts = createKioskTexts({ i18next, onMissing: (key) => missingKeys.push(key) });
  if (!empty) texts.add('en', en);
  return { texts, missingKeys };
}

/**
 * The kiosk's texts `kiosk` with each lookup that reaches them (i18next once it is in) written to
 * `lookups` as `key {options as JSON}`: what a test of a text cache counts.
 *
 * @example
 * const { texts, lookups } = countingLookups(createTestTexts().texts);
 */
export function countingLookups(kiosk: KioskTexts): { texts: KioskTexts; lookups: string[] } {
  const lookups: string[] = [];
  const texts = Object.create(kiosk, {
    fixedT: {
      value: (namespace: string): Translate => {
        const fixed = kiosk.fixedT(namespace);
        return (key, options) => {
          lookups.push(`${String(key)} ${JSON.stringify(options ?? {})}`);
          return fixed(key, options);
        };
      },
    },
  }) as KioskTexts;
  return { texts, lookups };
}

/**
 * Renders `ui` with the kiosk's texts (en.json, {@link createTestTexts}) and a ChromeProvider.
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
    <TextsContext.Provider value={texts}>
      <ChromeProvider {...chrome}>{children}</ChromeProvider>
    </TextsContext.Provider>
  );
  const result = render(ui, { wrapper });
  return { ...result, texts, missingKeys };
}
