// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { platformSuite } from './harness.tsx';

/**
 * The phone number's server check (core spec §5 "Phone: built in international form (+dialcode)
 * and checked by a server call", §7 GET /Validation/IsPhoneNumberValid) made while the visitor is
 * still on the question (issue 11 §2: a server check must not block the next question when it can
 * run earlier): the number is checked as soon as it is valid as typed, and Next uses the verdict.
 * Kiosk 6, profile 11 (the field tour, in French), on its phone question.
 */
const { sim, open } = platformSuite();

const PLATE_QUESTION = "Plaque d'immatriculation";
const INVALID_PHONE = 'Veuillez saisir un numéro de téléphone valide';
const CHECK_FAILED = "Le numéro n'a pas pu être vérifié. Veuillez réessayer.";

/** The numbers the kiosk asked the site about, in order. */
const checked = () =>
  sim.site.requests
    .filter((request) => request.call === 'validation.isPhoneNumberValid')
    .map((request) => new URL(request.url).searchParams.get('phoneNumber'));

/**
 * Types a complete number and waits until the site was asked about it and its answer landed: the
 * check goes out from the field's own render, which `settle()` alone may come before.
 */
async function typeChecked(kiosk: Awaited<ReturnType<typeof onPhoneQuestion>>, typed: string, asked: string) {
  await kiosk.fill('answer', typed);
  await kiosk.until(() => checked().includes(asked), `the site was never asked about ${asked}`);
  await kiosk.settle();
}

async function onPhoneQuestion() {
  sim.fresh();
  const kiosk = open({ fixture: 'questionary-phone-check-failed' });
  await kiosk.reach({ screen: 'questionary', nth: 3 });
  // the fixture's own fault (a failing check) is not this file's
  sim.site.faults.clear();
  expect(kiosk.text()).toContain('Numéro de portable');
  expect(checked()).toEqual([]);
  return kiosk;
}

describe('the phone number is checked while it is typed (core §5, issue 11 §2)', () => {
  it('checks a number once it is valid, and Next moves on without asking the site again', async () => {
    const kiosk = await onPhoneQuestion();
    await kiosk.fill('answer', '0470 12 34');
    await kiosk.settle();
    // not a number yet: nothing to ask
    expect(checked()).toEqual([]);
    await typeChecked(kiosk, '0470 12 34 56', '+32470123456');
    expect(checked()).toEqual(['+32470123456']);
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(PLATE_QUESTION);
    expect(checked()).toEqual(['+32470123456']);
    // back to it: the same number is not asked about again
    await kiosk.tap('back');
    expect(kiosk.text()).toContain('Numéro de portable');
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(PLATE_QUESTION);
    expect(checked()).toEqual(['+32470123456']);
  });

  it('shows the error flag at Next for a number the site refused, and the next number is checked anew', async () => {
    const kiosk = await onPhoneQuestion();
    await typeChecked(kiosk, '0470 12 00 00', '+32470120000');
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(INVALID_PHONE);
    expect(kiosk.text()).not.toContain(PLATE_QUESTION);
    await typeChecked(kiosk, '0470 12 34 56', '+32470123456');
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(PLATE_QUESTION);
    expect(checked()).toEqual(['+32470120000', '+32470123456']);
  });

  it('Next while the check is on its way waits for that answer instead of asking twice', async () => {
    const kiosk = await onPhoneQuestion();
    sim.site.faults.set('validation.isPhoneNumberValid', { kind: 'slow', delayMs: 400 });
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.tap('next');
    // still on the question, busy
    expect(kiosk.text()).not.toContain(PLATE_QUESTION);
    expect(kiosk.container.querySelector('[data-action="next"]')?.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => kiosk.text(), { timeout: 3000 }).toContain(PLATE_QUESTION);
    expect(checked()).toEqual(['+32470123456']);
  });

  it('a verdict on a number changed since changes nothing', async () => {
    const kiosk = await onPhoneQuestion();
    // the refused number's verdict comes late, after the visitor typed another number and went on
    sim.site.faults.set('validation.isPhoneNumberValid', { kind: 'slow', delayMs: 400, times: 1 });
    await kiosk.fill('answer', '0470 12 00 00');
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.settle();
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(PLATE_QUESTION);
    await expect.poll(() => checked().length, { timeout: 3000 }).toBe(2);
    // the late verdict has left the site (a real-time msw delay) and landed: then nothing has changed
    await kiosk.until(() => sim.answered.filter((url) => url.includes('IsPhoneNumberValid')).length === 2, 'the late verdict');
    await kiosk.settle();
    expect(kiosk.text()).toContain(PLATE_QUESTION);
    expect(kiosk.text()).not.toContain(INVALID_PHONE);
  });

  it('a check that failed while typing is said at Next, which then asks again (nothing is lost)', async () => {
    const kiosk = await onPhoneQuestion();
    sim.site.faults.set('validation.isPhoneNumberValid', { kind: 'http500', times: 1 });
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.settle();
    await kiosk.tap('next');
    expect(kiosk.text()).toContain(CHECK_FAILED);
    expect((kiosk.container.querySelector('[data-action="answer"]') as HTMLInputElement).value).toBe('0470 12 34 56');
    await kiosk.tap('next');
    await expect.poll(() => kiosk.text(), { timeout: 3000 }).toContain(PLATE_QUESTION);
    expect(checked()).toEqual(['+32470123456', '+32470123456']);
  });
});

/**
 * The certified person's phone screen (site-operations §2, §4 "Phone identification": the mobile
 * number validated by a server call) checks the number the same way (issue 11 §2). Kiosk 18,
 * profile 30 (Contractor, certified), English.
 */
describe("the certified person's phone number is checked while it is typed (site-operations §4, issue 11 §2)", () => {
  async function onCertifiedPhone() {
    sim.fresh();
    const kiosk = open({ fixture: 'certified-phone' });
    await kiosk.reach({ screen: 'phone', nth: 2 });
    expect(checked()).toEqual([]);
    return kiosk;
  }

  it('checks a number once it looks complete; Next uses the verdict without asking the site again', async () => {
    const kiosk = await onCertifiedPhone();
    await kiosk.fill('answer', '0470 12 00 00');
    await kiosk.settle();
    expect(checked()).toEqual(['+32470120000']);
    await kiosk.tap('next');
    expect(kiosk.text()).toContain('Please enter a valid phone number');
    expect(checked()).toEqual(['+32470120000']);
    // a valid number nobody has: checked while typed, then looked up at Next (§7), identified by passport id instead
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.settle();
    await kiosk.tap('next');
    await expect.poll(() => kiosk.text(), { timeout: 3000 }).toContain('We do not know this phone number.');
    expect(checked()).toEqual(['+32470120000', '+32470123456']);
  });

  it('Next while the check is on its way waits for that answer instead of asking twice', async () => {
    const kiosk = await onCertifiedPhone();
    sim.site.faults.set('validation.isPhoneNumberValid', { kind: 'slow', delayMs: 400 });
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.tap('next');
    expect(kiosk.container.querySelector('[data-action="next"]')?.getAttribute('aria-busy')).toBe('true');
    await expect.poll(() => kiosk.text(), { timeout: 3000 }).toContain('We do not know this phone number.');
    expect(checked()).toEqual(['+32470123456']);
  });

  it('a check that failed while typing is said at Next, which then asks again (nothing is lost)', async () => {
    const kiosk = await onCertifiedPhone();
    sim.site.faults.set('validation.isPhoneNumberValid', { kind: 'http500', times: 1 });
    await kiosk.fill('answer', '0470 12 34 56');
    await kiosk.settle();
    expect(checked()).toEqual(['+32470123456']);
    await kiosk.tap('next');
    expect(kiosk.text()).toContain('The number could not be checked. Please try again.');
    expect((kiosk.container.querySelector('[data-action="answer"]') as HTMLInputElement).value).toBe('0470 12 34 56');
    await kiosk.tap('next');
    await expect.poll(() => kiosk.text(), { timeout: 3000 }).toContain('We do not know this phone number.');
    expect(checked()).toEqual(['+32470123456', '+32470123456']);
  });
});
