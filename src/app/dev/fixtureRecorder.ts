import type { Runtime } from '../../runtime/runtime.ts';

/** One recorded step, in the golden-path fixture format (src/tooling/fixtures/fixtureSchema.ts). */
export type RecordedStep =
  | { readonly expect: string }
  | { readonly tap: string }
  | { readonly fill: string; readonly value: string }
  | { readonly advance: number; readonly note?: string };

/** How long a screen must stay to be recorded: passing screens (loading) would make fixtures flaky. */
const SETTLE_MS = 300;
/** A screen change this long after the last step, with no visitor action between, was time passing. */
const WAITED_MS = 1200;
/** Inputs whose value is typed (recorded as `fill`); others (buttons, checkboxes) are tapped. */
const TYPED = new Set(['text', 'email', 'number', 'tel', 'search', 'password', 'url', 'date']);

/** Controls whose value is recorded (`fill`): text inputs, text areas and pickers (date selects). */
const isTyped = (el: Element): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement =>
  el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && TYPED.has(el.type));

export interface FixtureRecorder {
  readonly steps: () => readonly RecordedStep[];
  /** The recording as a fixture document for tests/fixtures/. */
  readonly fixture: (name: string) => Record<string, unknown>;
  readonly stop: () => void;
}

/**
 * Records a session clicked through in the development page as golden-path fixture steps
 * (docs/decisions/0002): each screen that stays (`expect`), each tap on a `data-action` control,
 * what was typed into `data-action` inputs (`fill`, read when the visitor moves on, so the on-screen
 * keyboard counts too), and waits that moved the kiosk on by itself (`advance`: polls, end screens,
 * the idle timeout).
 *
 * @example
 * const recorder = createFixtureRecorder({ runtime, root: document.getElementById('root')!, scenario: { tenant: 'demo', path: '/1' } });
 * // ... click through
 * download(JSON.stringify(recorder.fixture('visitor approved'), null, 2));
 */
export function createFixtureRecorder(options: {
  runtime: Runtime;
  root: HTMLElement;
  scenario: { tenant: string; path: string };
  now?: () => number;
  onChange?: () => void;
}): FixtureRecorder {
  const { runtime, root } = options;
  const now = options.now ?? (() => performance.now());
  const steps: RecordedStep[] = [];
  let lastStepAt = now();
  let lastWasAction = false;
  let shown = runtime.getSnapshot().view.screen;
  let pending: { screen: string; at: number; timer: ReturnType<typeof setTimeout> } | null = null;
  /** Values of typed inputs as rendered (or as last recorded): a value that differs was typed. */
  const baseline = new WeakMap<Element, string>();
  const noteInputs = (node: ParentNode) => {
    for (const el of node.querySelectorAll('[data-action]')) if (isTyped(el) && !baseline.has(el)) baseline.set(el, el.value);
  };
  noteInputs(root);
  // inputs are noted as they appear (before anyone types), so initial answers are not "typed"
  const observer = new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) noteInputs(node.parentNode ?? node);
  });
  observer.observe(root, { childList: true, subtree: true });

  const push = (step: RecordedStep, action: boolean) => {
    steps.push(step);
    lastStepAt = now();
    lastWasAction = action;
    options.onChange?.();
  };
  /** Records what was typed since the input appeared or was last recorded. */
  const flushFills = () => {
    for (const el of root.querySelectorAll('[data-action]')) {
      if (!isTyped(el) || baseline.get(el) === el.value) continue;
      baseline.set(el, el.value);
      push({ fill: el.getAttribute('data-action') as string, value: el.value }, true);
    }
  };
  const commitScreen = (screen: string, at: number) => {
    const waited = at - lastStepAt;
    if (!lastWasAction && waited >= WAITED_MS) push({ advance: Math.ceil(waited / 1000) * 1000, note: 'recorded wait' }, false);
    push({ expect: screen }, false);
  };
  const commitPending = () => {
    if (!pending) return;
    clearTimeout(pending.timer);
    const { screen, at } = pending;
    pending = null;
    commitScreen(screen, at);
  };

  const unsubscribe = runtime.subscribe(() => {
    const snapshot = runtime.getSnapshot();
    const screen = snapshot.view.screen;
    // the same screen shown again with new props (the next question of a questionary: "@stay")
    const again = screen === shown && snapshot.trace.some((t) => t.handled && t.to === t.screen && !t.event.startsWith('@'));
    if (screen === shown && !again) return;
    shown = screen;
    if (pending) clearTimeout(pending.timer);
    const at = pending?.at ?? now();
    pending = { screen, at, timer: setTimeout(commitPending, SETTLE_MS) };
  });
  // capture phase: runs before the widget's own handler moves the flow on
  const onClick = (event: Event) => {
    const target = (event.target as Element | null)?.closest?.('[data-action]');
    if (!target || !root.contains(target) || isTyped(target)) return;
    commitPending();
    flushFills();
    push({ tap: target.getAttribute('data-action') as string }, true);
  };
  document.addEventListener('click', onClick, true);
  push({ expect: shown }, false);

  return {
    steps: () => steps,
    fixture: (name) => ({
      $schema: './fixture.schema.json',
      name,
      description: `Recorded in the development page on ${new Date().toISOString().slice(0, 10)}.`,
      scenario: options.scenario,
      steps: [...steps, ...(pending ? [{ expect: pending.screen }] : [])],
    }),
    stop() {
      commitPending();
      flushFills();
      unsubscribe();
      observer.disconnect();
      document.removeEventListener('click', onClick, true);
    },
  };
}
