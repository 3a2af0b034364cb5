import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../../api/allCalls.ts';
import { executeCall } from '../../../api/execute.ts';
import { createNodeSimulator } from '../../node.ts';
import { createSite } from '../../site.ts';
import { createSimClient } from '../../testing.ts';
import { HOST_QUESTION_ID } from '../questions.ts';
import { FIELD_TOUR_PROFILE_ID, WORK_PERMIT_PROFILE_ID } from './index.ts';
import { SPEC_FIELD_TYPES } from './nodes.ts';

const sim = createNodeSimulator(createSite());
const client = createSimClient();
beforeAll(() => sim.listen({ onUnhandledRequest: 'error' }));
afterAll(() => sim.close());

const questionary = (profileId: number, language: string, kioskId = 5) => executeCall(client, calls['profile.questionary'], { profileId, kioskId, language });

describe('the field tour of issue 3 (kiosks 5 and 6)', () => {
  it('offers the tour on kiosk 5 with an azerty on-screen keyboard and on kiosk 6 without one', async () => {
    const five = await executeCall(client, calls['kiosk.get'], { kioskId: 5 });
    const six = await executeCall(client, calls['kiosk.get'], { kioskId: 6 });
    expect(five.onScreenKeyboardSettings).toEqual({ isEnabled: true, layout: 'azerty' });
    expect(six.onScreenKeyboardSettings.isEnabled).toBe(false);
    const profiles = await executeCall(client, calls['kiosk.profiles'], { kioskId: 5, language: 'nl' });
    expect(profiles.map((p) => p.id)).toEqual([FIELD_TOUR_PROFILE_ID, WORK_PERMIT_PROFILE_ID, 1]);
    expect(profiles[0]?.name).toBe('Rondleiding velden');
  });

  it('asks every field type of core spec §3 exactly once', async () => {
    const nodes = await questionary(FIELD_TOUR_PROFILE_ID, 'en');
    const types = nodes.map((n) => n.metadata.type).sort((a, b) => a - b);
    expect(types).toEqual(Object.values(SPEC_FIELD_TYPES).sort((a, b) => a - b));
    expect(new Set(nodes.map((n) => n.metadata.questionId)).size).toBe(nodes.length);
    const host = nodes.find((n) => n.metadata.questionId === HOST_QUESTION_ID)!;
    expect(host.metadata).toMatchObject({ type: SPEC_FIELD_TYPES.HostSelection, isSearchableListOnSsk: true, isRequired: true });
    expect(host.metadata.hosts?.length).toBeGreaterThanOrEqual(10);
    const video = nodes.find((n) => n.metadata.type === SPEC_FIELD_TYPES.VideoField)!;
    expect(video.metadata).toMatchObject({ url: '/sim-media/safety-briefing.webm', feedbackId: 'fb-safety-video' });
    const location = nodes.find((n) => n.metadata.type === SPEC_FIELD_TYPES.MoveToLocation)!;
    expect(location.metadata.translatedSelectOptions).toEqual([{ key: 'Reception – building A', value: 'middle-right' }]);
  });

  it.each(['nl', 'fr', 'de'])('is translated into %s, and falls back to English elsewhere', async (language) => {
    const english = await questionary(FIELD_TOUR_PROFILE_ID, 'en');
    const translated = await questionary(FIELD_TOUR_PROFILE_ID, language);
    const same = translated.filter((n, i) => n.metadata.name === english[i]!.metadata.name);
    expect(same).toEqual([]);
    expect(translated.find((n) => n.metadata.type === SPEC_FIELD_TYPES.Dropdown)?.metadata.translatedSelectOptions?.[0]?.key).not.toBe(
      english.find((n) => n.metadata.type === SPEC_FIELD_TYPES.Dropdown)?.metadata.translatedSelectOptions?.[0]?.key,
    );
    const spanish = await questionary(FIELD_TOUR_PROFILE_ID, 'es');
    expect(spanish.map((n) => n.metadata.name)).toEqual(english.map((n) => n.metadata.name));
  });

  it('has a work-permit questionary of more than 20 questions, one of them skipped', async () => {
    const nodes = await questionary(WORK_PERMIT_PROFILE_ID, 'fr', 6);
    expect(nodes.length).toBe(25);
    expect(nodes.filter((n) => !n.isSkip).length).toBeGreaterThan(20);
    expect(nodes.filter((n) => n.isSkip)).toMatchObject([{ initialAnswer: ['C-2026-0042'] }]);
  });

  it('keeps the tour off kiosk 1', async () => {
    await expect(questionary(FIELD_TOUR_PROFILE_ID, 'en', 1)).rejects.toMatchObject({ status: 404 });
  });
});

describe('GET /Validation/IsPhoneNumberValid (core spec §5, §7)', () => {
  const check = (phoneNumber: string) => executeCall(client, calls['validation.isPhoneNumberValid'], { phoneNumber });

  it('accepts real numbers in international form', async () => {
    await expect(check('+32470123456')).resolves.toEqual({ isValid: true });
    await expect(check('+31612345678')).resolves.toEqual({ isValid: true });
    await expect(check('+442079460958')).resolves.toEqual({ isValid: true });
  });

  it('refuses incomplete, national and made-up numbers, and the Belgian ones ending in 0000', async () => {
    for (const number of ['+32470', '0470123456', '+999123456789', 'hello', '', '+32470120000']) {
      await expect(check(number), number).resolves.toEqual({ isValid: false });
    }
  });

  it('reads an object answer { isValid } the same as a bare boolean', () => {
    expect(calls['validation.isPhoneNumberValid'].response.parse({ isValid: true })).toEqual({ isValid: true });
    expect(calls['validation.isPhoneNumberValid'].response.parse(false)).toEqual({ isValid: false });
    expect(calls['validation.isPhoneNumberValid'].response.safeParse('yes').success).toBe(false);
  });
});
