/**
 * A tap acts once (issue 12 §2): the second and third taps of a double or triple tap on a control
 * that moves the visitor on (Next, OK, a tile, the keyboard's submit key) must not land on what the
 * next screen or question draws in its place.
 *
 * After such a tap is accepted, input is ignored until the next screen or question is drawn
 * (`data-screen` or `data-question` of the page changes; at most `pendingMs`), and for `settleMs`
 * after it is drawn; a tap ignored meanwhile starts the settling again. Times are read from the
 * document's animation timeline (the frames the visitor sees), so the guard needs no timer and
 * keeps real time when a test pauses the page's clock (Playwright's clock fakes `Date`,
 * `performance` and `Event.timeStamp`, not the timeline).
 * `window.gatehouseTapQuietUntil` says until when (ms on that timeline) input is ignored, for tests
 * that tap as fast as a script can: a script property, not an attribute of `<html>`, whose change
 * twice a step cost 0.39 ms a step at 4× CPU throttling in a profile (issue 11 §2).
 */

declare global {
  interface Window {
    /** Until when (ms on the document's animation timeline) the tap guard ignores input: for tests and the bench. */
    gatehouseTapQuietUntil?: number;
  }
}

/** How long after a new screen or question is drawn input stays ignored (ms): a double tap's second tap comes 0–250 ms after the first. */
export const TAP_SETTLE_MS = 350;
/** How long an accepted tap waits for a new screen or question (ms) before input counts again (a Next that shows an error). */
export const TAP_PENDING_MS = 600;

/** Controls that move the visitor on: their taps are guarded. */
const ACTING = /^(next|ok|submit|finish|continue|confirm|back|stay|home|language:|profile:|extra:|method:|country:|visitor:)/;
const KEYBOARD_SUBMIT = '.kiosk-keyboard [data-skbtn="{submit}"]';
/**
 * The events of a tap that the guard swallows while input is ignored: what starts a tap (keys act on
 * pointerdown) and the click. Ends of taps go through, so listeners that track a pointer see it up.
 */
const TAP_EVENTS = ['pointerdown', 'mousedown', 'click'] as const;

export interface TapGuardOptions {
  readonly settleMs?: number;
  readonly pendingMs?: number;
}

/** The time of the document's animation timeline (ms); `performance.now()` where there is none. */
export const timelineNow = (doc: Document): number => {
  const time = doc.timeline?.currentTime;
  return typeof time === 'number' ? time : performance.now();
};

function isActing(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest(KEYBOARD_SUBMIT)) return true;
  const action = target.closest('[data-action]')?.getAttribute('data-action') ?? '';
  return ACTING.test(action);
}

/** The elements that make what the visitor sees: a screen, a question. */
const VIEW = '[data-screen], [data-question]';

/** Whether a node added or removed is, or holds, a screen or a question. */
function holdsView(node: Node): boolean {
  return node instanceof Element && (node.matches(VIEW) || node.querySelector(VIEW) !== null);
}

/**
 * Whether these mutations drew another view: a screen or question came or went, or one changed its
 * name. Read from the mutation records, not the page: the page is large (the keyboard's keys) and
 * this runs on the step the visitor waits for.
 */
function viewChanged(records: readonly MutationRecord[]): boolean {
  for (const record of records) {
    if (record.type === 'attributes') {
      if ((record.target as Element).getAttribute(record.attributeName ?? '') !== record.oldValue) return true;
      continue;
    }
    for (const node of record.addedNodes) if (holdsView(node)) return true;
    for (const node of record.removedNodes) if (holdsView(node)) return true;
  }
  return false;
}

/**
 * Installs the guard on `doc` (capture phase, before React and simple-keyboard see the events).
 * Returns the function that removes it.
 *
 * @example
 * const remove = installTapGuard(document);
 */
export function installTapGuard(doc: Document, options: TapGuardOptions = {}): () => void {
  const settleMs = options.settleMs ?? TAP_SETTLE_MS;
  const pendingMs = options.pendingMs ?? TAP_PENDING_MS;
  const view = doc.defaultView;
  let quietUntil = 0;
  let observing = false;
  const quietFor = (until: number) => {
    quietUntil = until;
    if (view) view.gatehouseTapQuietUntil = until;
  };
  const observer = new MutationObserver((records) => {
    if (!viewChanged(records)) return;
    // the next screen or question is drawn: input counts again once it has settled
    observer.disconnect();
    observing = false;
    quietFor(timelineNow(doc) + settleMs);
  });
  const onTap = (event: Event) => {
    const now = timelineNow(doc);
    if (now < quietUntil) {
      event.preventDefault();
      event.stopImmediatePropagation();
      // a tap of the same burst (a triple tap) keeps the page quiet; a view still on its way keeps waiting
      if (event.type === 'click' && !observing) quietFor(now + settleMs);
      return;
    }
    const acts =
      (event.type === 'click' && isActing(event.target)) ||
      (event.type === 'pointerdown' && event.target instanceof Element && event.target.closest(KEYBOARD_SUBMIT));
    if (!acts) return;
    quietFor(now + pendingMs);
    if (!observing) {
      observer.observe(doc.body, { childList: true, subtree: true, attributeFilter: ['data-screen', 'data-question'], attributeOldValue: true });
      observing = true;
    }
  };
  for (const type of TAP_EVENTS) doc.addEventListener(type, onTap, { capture: true });
  return () => {
    observer.disconnect();
    for (const type of TAP_EVENTS) doc.removeEventListener(type, onTap, { capture: true });
    if (view) delete view.gatehouseTapQuietUntil;
  };
}
