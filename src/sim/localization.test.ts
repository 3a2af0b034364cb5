import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { LANGUAGE_CODES } from './data/languages.ts';
import en from './data/localization/en.json';
import { LOCALIZATION } from './data/localization/index.ts';
import { createNodeSimulator } from './node.ts';
import { createSite } from './site.ts';
import { createSimClient } from './testing.ts';

/** Keys of en.json as `namespace.key`, with the text. en.json grows as widgets add texts. */
const englishKeys = Object.entries(en as Record<string, Record<string, string>>).flatMap(([ns, keys]) =>
  Object.entries(keys).map(([key, text]) => [`${ns}.${key}`, text] as const),
);
const placeholders = (text: string) => (text.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

describe('localization resources (core spec §7; a missing key shows empty, §8)', () => {
  it.each(LANGUAGE_CODES.filter((l) => l !== 'en'))('%s covers every key of en.json, keeping its placeholders', (language) => {
    const doc = LOCALIZATION[language];
    const missing = englishKeys
      .filter(([path]) => {
        const [ns, key] = path.split('.') as [string, string];
        return !doc[ns]?.[key];
      })
      .map(([path]) => path);
    expect(missing, `keys of en.json missing in ${language}.json`).toEqual([]);
    for (const [path, text] of englishKeys) {
      const [ns, key] = path.split('.') as [string, string];
      expect(placeholders(doc[ns]![key]!), `${language} ${path}`).toEqual(placeholders(text));
    }
    const unknown = Object.entries(doc)
      .flatMap(([ns, keys]) => Object.keys(keys).map((k) => `${ns}.${k}`))
      .filter((path) => !englishKeys.some(([p]) => p === path));
    expect(unknown, `keys of ${language}.json that en.json does not have`).toEqual([]);
  });

  it('translates rather than copies: most texts differ from English in every language', () => {
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      const doc = LOCALIZATION[language];
      const same = englishKeys.filter(([path, text]) => {
        const [ns, key] = path.split('.') as [string, string];
        return doc[ns]?.[key] === text;
      });
      expect(same.length, `${language}: ${same.map(([p]) => p).join(', ')}`).toBeLessThan(englishKeys.length / 5);
    }
  });

  describe('served per language', () => {
    const sim = createNodeSimulator(createSite());
    beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => sim.close());

    it('serves en.json for English and the language file for another language, English for an unknown one', async () => {
      const client = createSimClient();
      const english = await executeCall(client, calls['kiosk.localizationResources'], { kioskId: 1, language: 'en' });
      expect(english.statusMessages).toEqual(en.statusMessages);
      const german = await executeCall(client, calls['kiosk.localizationResources'], { kioskId: 1, language: 'de' });
      expect(german.statusMessages.welcome).toBe('Willkommen');
      expect(german.registration).toEqual(LOCALIZATION.de.registration);
      const unknown = await executeCall(client, calls['kiosk.localizationResources'], { kioskId: 1, language: 'xx' });
      expect(unknown.statusMessages.welcome).toBe(en.statusMessages.welcome);
    });
  });
});
