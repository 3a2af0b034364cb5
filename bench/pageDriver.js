// Injected into the kiosk page by scripts/bench.mjs (page.addInitScript): a small visitor that
// answers questions and walks complete visits inside the page, so the benchmark measures the
// kiosk rather than round trips to Playwright; and the same respondent on the hand-written page
// of ../shared/bench/baseline. Steps are timed by the probe of bench/stepSession.mjs
// (`installProbe`), injected beside it. Plain browser JavaScript, no imports.
(() => {
  const root = () => document.getElementById('root');
  const screen = () => root()?.querySelector('[data-screen]')?.getAttribute('data-screen') ?? null;

  /** Resolves with the first element matching `selector` under #root (waits with a MutationObserver). */
  const waitFor = (selector, timeoutMs = 15000) =>
    new Promise((resolve, reject) => {
      const found = root()?.querySelector(selector);
      if (found) return resolve(found);
      const observer = new MutationObserver(() => {
        const el = root()?.querySelector(selector);
        if (el) {
          observer.disconnect();
          clearTimeout(timer);
          resolve(el);
        }
      });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`bench: "${selector}" did not appear on screen "${screen()}" within ${timeoutMs} ms`));
      }, timeoutMs);
      observer.observe(document, { childList: true, subtree: true, attributes: true });
    });

  /**
   * Resolves once the kiosk counts taps again: after a tap that moves on, the tap guard
   * (src/app/tapGuard.ts) ignores input until the next view is drawn and has settled, and says until
   * when in `window.gatehouseTapQuietUntil` (ms on the document's animation timeline). A script taps
   * faster than a person; a tap it made in that window would be swallowed, as a double tap is.
   */
  const quiet = async () => {
    for (;;) {
      // builds before 2026-11-28 said it in <html data-tap-quiet-until> (bench/abSteps.mjs compares with them)
      const until = window.gatehouseTapQuietUntil ?? document.documentElement.dataset.tapQuietUntil ?? 0;
      const left = Number(until) - Number(document.timeline.currentTime ?? 0);
      if (!(left > 0)) return;
      await new Promise((r) => setTimeout(r, Math.ceil(left) + 5));
    }
  };

  /** Taps the first element matching `selector` once it is there and the kiosk counts taps again. */
  const tap = async (selector, timeoutMs) => {
    const element = await waitFor(selector, timeoutMs);
    await quiet();
    element.click();
  };

  /** Types into a text input as a keyboard would (real input events, which every widget handles). */
  const type = (el, value) => {
    el.focus();
    el.select?.();
    if (!document.execCommand('insertText', false, value)) setValue(el, value);
  };

  /** Sets a select's (or input's) value the way picking does (React listens to input and change events). */
  const setValue = (el, value) => {
    const proto =
      el instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : el instanceof HTMLSelectElement
          ? HTMLSelectElement.prototype
          : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(el, value);
    el.dispatchEvent(new Event(el instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  };

  const TYPED = { PhoneNumber: '470123456', Integer: '5', Decimal: '8', EmailAddress: 'bench@example.com', LicensePlate: '1ABC123', Date: '', DateTime: '' };

  /** Answers the question on screen with a valid value for its field type (untimed). */
  const answer = async () => {
    // some fields load on demand (the phone number's metadata): wait for the control
    await waitFor('[data-question] [data-action="answer"], [data-question] [data-action^="option:"], [data-question] [data-action="date-day"]', 5000).catch(
      () => null,
    );
    await quiet();
    const question = root().querySelector('[data-question]');
    if (!question) return;
    const fieldType = question.getAttribute('data-field-type') ?? '';
    let preferred = null;
    if (question.getAttribute('data-question') === 'q-host') {
      // Thomas Willems (host-8) approves at the first poll: no waiting in the visit
      const search = question.querySelector('[data-action="search"]');
      if (search && !question.querySelector('[data-action="option:host-8"]')) type(search, 'Willems');
      preferred = await waitFor('[data-question] [data-action="option:host-8"]', 3000).catch(() => null);
    }
    const option = preferred ?? question.querySelector('[data-action^="option:"]');
    if (option) return option.click();
    const day = question.querySelector('[data-action="date-day"]');
    if (day) {
      // each pick in a task of its own, as a visitor's are: the kiosk renders in a microtask after
      // an input (decision record 0027): a second pick in the same task would start from the date before the first
      const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
      setValue(day, '10');
      await nextTask();
      setValue(question.querySelector('[data-action="date-month"]'), '06');
      await nextTask();
      const year = question.querySelector('[data-action="date-year"]');
      setValue(year, year.options[11]?.value ?? String(new Date().getFullYear()));
      return;
    }
    const input = question.querySelector('[data-action="answer"]');
    if (!input) return;
    if (input instanceof HTMLInputElement && input.type === 'checkbox') {
      if (!input.checked) input.click();
      return;
    }
    if (input instanceof HTMLButtonElement || input.getAttribute('role') === 'checkbox') return input.click();
    type(input, TYPED[fieldType] ?? 'Bench');
  };

  /**
   * The answers of the peer benchmark's respondent (`../shared/bench/peer-questionnaire.json`
   * "answers"), by question id, as the visitor gives them on kiosk 9: typed text, a search then an
   * option, options to tick (on the option list's pages), or a box to tick.
   */
  const PEER = {
    firstName: 'Anna',
    lastName: 'Müller',
    street: 'Hauptstraße 5',
    city: 'Wien',
    age: '42',
    household: '3',
    height: '1.75',
    email: 'anna@example.com',
    workEmail: 'anna.mueller@example.org',
    birthDate: '1983-04-12',
    visitDate: '2026-11-22',
    country: { search: 'norw', options: ['NO'] },
    hasCar: { options: ['true'] },
    carModel: 'Octavia',
    plate: 'W123ÄB',
    phone: '+43 660 1234567',
    interests: { options: ['Music', 'Travel', 'Art'] },
    newsletter: { options: ['false'] },
    comments: 'All good.\nThank you!',
    acceptTerms: { tick: true },
    marketing: { tick: true },
  };

  /** Answers the peer questionnaire's question on screen as its respondent does (untimed). */
  const answerPeer = async () => {
    const question = await waitFor('[data-question]');
    await waitFor('[data-question] [data-action="answer"], [data-question] [data-action^="option:"], [data-question] [data-action="search"]', 5000).catch(
      () => null,
    );
    await quiet();
    const id = question.getAttribute('data-question');
    const given = PEER[id];
    if (given === undefined) throw new Error(`bench: the peer questionnaire has no question "${id}"`);
    if (typeof given === 'string') return type(question.querySelector('[data-action="answer"]'), given);
    if (given.tick) return question.querySelector('[data-action="answer"]').click();
    if (given.search) type(question.querySelector('[data-action="search"]'), given.search);
    for (const value of given.options) {
      // options are listed 4 to a page: page on until the option shows
      for (let page = 0; page < 10 && !root().querySelector(`[data-question] [data-action="option:${value}"]`); page++) {
        const pager = root().querySelector('[data-question] [data-action="page-next"]');
        if (!pager || pager.disabled) break;
        pager.click();
        await new Promise((r) => requestAnimationFrame(r));
      }
      (await waitFor(`[data-question] [data-action="option:${value}"]`, 3000)).click();
      await new Promise((r) => requestAnimationFrame(r));
    }
  };

  /** A question's input, what a step waits for: its field, its first option, its search box or its date's day. */
  const QUESTION_INPUT = [
    '[data-action="answer"]',
    '[data-action^="option:"]',
    '[data-action="search"]',
    '[data-action="date-day"]',
    'input',
    'select',
    'textarea',
  ].join(', ');

  /**
   * Taps "next" and times it with the bench's probe (bench/stepSession.mjs `installProbe`, the same
   * as the hand-written page's): from the click event until the next question's input — or the next
   * screen, when the tap leaves the questionary — is ready (in the DOM, enabled, visible) and the
   * frame that shows it starts: `ms`; `domMs` until it is found ready, before that frame.
   */
  const timedNext = async () => {
    // untimed: the tap guard settling after the question was drawn (a person is not that fast)
    await quiet();
    const before = root().querySelector('[data-question]')?.getAttribute('data-question');
    const next = root().querySelector('[data-action="next"]');
    const target = () => {
      if (screen() !== 'questionary') return root().querySelector('[data-screen]');
      const question = root().querySelector('[data-question]');
      return question && question.getAttribute('data-question') !== before ? question.querySelector(QUESTION_INPUT) : null;
    };
    // bench/profileSteps.mjs profiles exactly this window (DevTools' console.profile)
    const profiling = window.__benchProfile === true;
    if (profiling) console.profile('step');
    const step = window.__probe.step(target);
    next.click();
    try {
      const { ms, domMs } = await step;
      return { ms, domMs, from: before, screen: screen() };
    } catch {
      const alert = root().querySelector('[role="alert"]')?.textContent ?? '';
      throw new Error(`bench: question "${before}" did not move on within 10 s ${alert ? `(it says: ${alert})` : ''}`);
    } finally {
      if (profiling) console.profileEnd('step');
    }
  };

  /** One complete visit from the language screen back to it: kiosk 1, profile 1, host 8 (approves at once). */
  const visit = async (profile = 1) => {
    await tap('[data-screen="language"] [data-action="language:en"]');
    await tap(`[data-screen="profiles"] [data-action="profile:${profile}"]`);
    for (let guard = 0; guard < 60; guard++) {
      await waitFor('[data-question], [data-screen="realtimeConfirmation"], [data-screen="nonRealtimeConfirmation"]');
      if (screen() !== 'questionary') break;
      await answer();
      await timedNext();
    }
    await tap('[data-action="ok"]');
    await waitFor('[data-screen="language"] [data-action="language:en"]');
  };

  // The hand-written React 19 page of ../shared/bench/baseline (bench/baseline.mjs): each question's
  // input is #<name>, Next is #next; completing shows #bench-restart (a fresh respondent).

  /** Gives the hand-written page's question `name` the peer respondent's `value` (untimed). */
  const answerBaseline = async (name, value) => {
    const input = await waitFor(`#${name}`);
    if (input instanceof HTMLSelectElement) return setValue(input, [...input.options].find((option) => option.textContent === value).value);
    if (input.type === 'radio' || (input.type === 'checkbox' && Array.isArray(value))) {
      // yes/no and the checklist: the input of each label that says the value, one tap a frame
      const labels = [...input.closest('fieldset').querySelectorAll('label')];
      for (const wanted of [value].flat()) {
        const choice = labels.find((label) => label.textContent.trim() === wanted).querySelector('input');
        if (!choice.checked) choice.click();
        await new Promise((r) => requestAnimationFrame(r));
      }
      return;
    }
    if (input.type === 'checkbox') return input.checked === value ? undefined : input.click();
    // a date input takes no typed text: its value is set as picking does
    if (input.type === 'date') return setValue(input, value);
    type(input, value);
  };

  /** Taps the hand-written page's Next and times it with the probe until `#<nextName>` is ready (as `timedNext`). */
  const timedNextBaseline = async (nextName) => {
    const step = window.__probe.step(() => document.getElementById(nextName));
    document.getElementById('next').click();
    return step.catch(() => {
      const alert = root().querySelector('[role="alert"]')?.textContent ?? '';
      throw new Error(`bench: the hand-written page did not move on to "${nextName}" within 10 s ${alert ? `(it says: ${alert})` : ''}`);
    });
  };

  /** One untimed respondent on the hand-written page: `pages` is `[{ name, value }]` in order; ends on its restart button. */
  const respondBaseline = async (pages) => {
    for (const [i, { name, value }] of pages.entries()) {
      await answerBaseline(name, value);
      await new Promise((r) => setTimeout(r, 0));
      document.getElementById('next').click();
      await waitFor(i === pages.length - 1 ? '#bench-restart' : `#${pages[i + 1].name}`);
    }
  };

  window.__bench = { waitFor, tap, answer, answerPeer, timedNext, visit, screen, answerBaseline, timedNextBaseline, respondBaseline };
})();
