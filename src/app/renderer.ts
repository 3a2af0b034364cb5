import { options } from 'preact';

/**
 * The kiosk's components are written against React's API and rendered by Preact's compatibility
 * layer: `react` and `react-dom` are npm aliases of `@preact/compat` (decision record 0027; the
 * language screen's JS+CSS 123.3 → 64.7 KB gzipped). Imported before the first render, and by the
 * tests' setup.
 *
 * Effects (`useEffect`) run in a microtask once a render is committed, instead of Preact's default
 * (after the next animation frame, else 35 ms). So they end in the same task as the input that
 * caused them, as React's do for a tap (it runs a discrete update's effects at the end of its
 * commit): the on-screen keyboard shows the layer for the letter just typed before the next tap
 * can land, and a kiosk whose clock is held (Playwright's paused clock, vitest's fake timers) or
 * whose page is hidden still runs them. Work that must wait for a painted frame says so itself
 * (`widgets/kit/afterNextPaint.ts`).
 */
options.requestAnimationFrame = (flush) => queueMicrotask(flush);
