import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../api/allCalls.ts';
import { executeCall } from '../api/execute.ts';
import { HOSTS } from './data/hosts.ts';
import { LANGUAGES } from './data/languages.ts';
import { PROFILES } from './data/profiles.ts';
import { FIELD_TYPE, HOST_QUESTION_ID, QUESTIONARIES, QUESTIONS } from './data/questions.ts';
import { createNodeSimulator } from './node.ts';
import { createSite } from './site.ts';
import { createSimClient, SIM_ORIGIN } from './testing.ts';

const sim = createNodeSimulator(createSite());
const client = createSimClient();

beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sim.close());

describe('languages (core spec §2 "Language selection", §9: 15 per page)', () => {
  it('offers at least 16 languages on kiosk 1, each with its native display name', async () => {
    const languages = await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
    expect(languages.length).toBeGreaterThan(15);
    expect(new Set(languages.map((l) => l.isoCode)).size).toBe(languages.length);
    const names = Object.fromEntries(languages.map((l) => [l.isoCode, l.nativeDisplayName]));
    expect(names).toMatchObject({
      en: 'English',
      nl: 'Nederlands',
      fr: 'Français',
      de: 'Deutsch',
      es: 'Español',
      pl: 'Polski',
      cs: 'Čeština',
      tr: 'Türkçe',
      ru: 'Русский',
      uk: 'Українська',
      bg: 'Български',
      lt: 'Lietuvių',
    });
  });
});

describe('profiles (core spec §3 "Profile")', () => {
  it('lists at least 9 profiles on kiosk 1, with name, description and an SVG image', async () => {
    const profiles = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' });
    expect(profiles.length).toBeGreaterThanOrEqual(9);
    expect(profiles.map((p) => p.name)).toEqual(expect.arrayContaining(['Visitor', 'Contractor', 'Truck driver – delivery', 'Courier']));
    for (const profile of profiles) {
      expect(profile.description).not.toBe('');
      expect(profile.profileImage).toMatch(new RegExp(`^${SIM_ORIGIN}/sim-assets/\\w+\\.svg$`));
    }
    expect(new Set(profiles.map((p) => p.profileImage)).size).toBe(profiles.length);
  });

  it('serves each profile image and the company logo as an SVG document', async () => {
    const profiles = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' });
    const logo = await executeCall(client, calls['kiosk.companyLogo'], { kioskId: 1 });
    for (const url of [...profiles.map((p) => p.profileImage!), logo!]) {
      const response = await fetch(url);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/s);
    }
    expect((await fetch(`${SIM_ORIGIN}/sim-assets/nothing.svg`)).status).toBe(404);
  });

  it('translates profile names: the Dutch list differs from the English one', async () => {
    const en = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'en' });
    const nl = await executeCall(client, calls['kiosk.profiles'], { kioskId: 1, language: 'nl' });
    expect(nl.map((p) => p.id)).toEqual(en.map((p) => p.id));
    expect(nl.find((p) => p.id === 1)?.name).toBe('Bezoeker');
  });

  it('fetches one profile and its translations, only for a kiosk it is attached to', async () => {
    expect(await executeCall(client, calls['profile.get'], { profileId: 3, kioskId: 1, language: 'de' })).toMatchObject({
      id: 3,
      name: 'Lkw-Fahrer – Anlieferung',
    });
    expect(await executeCall(client, calls['profile.localizationResources'], { profileId: 8, kioskId: 1, language: 'fr' })).toEqual({
      profile: { name: 'Coursier', description: 'Livraison de colis ou de courrier' },
    });
    await expect(executeCall(client, calls['profile.get'], { profileId: 3, kioskId: 2 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('questionaries (core spec §3 "Questionary node", §5)', () => {
  it('answers every profile of kiosk 1 in every language it offers, translated', async () => {
    const languages = await executeCall(client, calls['kiosk.languages'], { kioskId: 1 });
    for (const profile of PROFILES) {
      const english = await executeCall(client, calls['profile.questionary'], { profileId: profile.id, kioskId: 1, language: 'en' });
      for (const { isoCode } of languages) {
        const nodes = await executeCall(client, calls['profile.questionary'], { profileId: profile.id, kioskId: 1, language: isoCode });
        expect(nodes.map((n) => n.metadata.questionId)).toEqual(english.map((n) => n.metadata.questionId));
        for (const node of nodes) expect(node.metadata.name, `${profile.key}/${isoCode}`).not.toBe('');
        if (isoCode !== 'en') {
          const same = nodes.filter((n, i) => n.metadata.name === english[i]!.metadata.name);
          expect(same.length, `${profile.key} in ${isoCode} is mostly English`).toBeLessThan(nodes.length / 2);
        }
      }
    }
  });

  it('the default questionary has the required mix of nodes', async () => {
    const nodes = await executeCall(client, calls['profile.questionary'], { profileId: 1, kioskId: 1, language: 'en' });
    expect(nodes.length).toBeGreaterThanOrEqual(6);
    expect(nodes.length).toBeLessThanOrEqual(8);
    const meta = nodes.map((n) => n.metadata);
    expect(meta.some((m) => m.isRequired)).toBe(true);
    expect(meta.some((m) => !m.isRequired)).toBe(true);
    expect(nodes.some((n) => n.isSkip)).toBe(true);
    expect(meta.find((m) => m.prefixToShow)?.prefixToShow).toBe('REF-');
    expect(meta.find((m) => m.requiresRangeValidation)).toMatchObject({ type: FIELD_TYPE.Integer, minNumberOfCharacters: 0, maxNumberOfCharacters: 21 });
    expect(meta.find((m) => m.extraDescription)?.extraDescription).toMatch(/^<p>.*<ul>(<li>[^<]+<\/li>){3}<\/ul>$/);
    expect(nodes.find((n) => n.initialAnswer)?.initialAnswer).toEqual(['1']);
    const host = meta.find((m) => m.questionId === HOST_QUESTION_ID)!;
    expect(host).toMatchObject({ type: FIELD_TYPE.Dropdown, isSearchableListOnSsk: true, isRequired: true });
    expect(host.translatedSelectOptions).toEqual(HOSTS.map((h) => ({ key: h.name, value: h.id })));
  });

  it('uses only the field types of the brief, and every one of them somewhere', () => {
    const allowed = new Set<number>(Object.values(FIELD_TYPE));
    const used = new Set<number>();
    for (const profile of PROFILES) {
      for (const name of QUESTIONARIES[profile.questionary]) used.add(QUESTIONS[name].type);
    }
    expect([...used].every((t) => allowed.has(t))).toBe(true);
    expect([...allowed].filter((t) => !used.has(t))).toEqual([]);
  });
});

describe('kiosk texts (core spec §3 "Welcome and status translations")', () => {
  it('gives every language its own welcome and ask-for-help texts', async () => {
    const seen = new Set<string>();
    for (const { isoCode } of LANGUAGES) {
      const { translations } = await executeCall(client, calls['kiosk.configuration'], { kioskId: 1, language: isoCode });
      for (const text of Object.values(translations)) expect(text, isoCode).not.toBe('');
      seen.add(translations.askForHelpPopupTitle);
    }
    expect(seen.size).toBe(LANGUAGES.length);
  });
});
