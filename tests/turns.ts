/**
 * The one way unit tests let the event loop run (issue 41 §2): by turns, never by sleeping.
 *
 * A turn is one pass of the event loop (`setImmediate`): what a mocked answer (msw in Node), a module
 * fetched on demand or a React render already on its way needs to land. Not a 0 ms timer: Node runs
 * one after at least 1 ms, and the fixtures spent half their time idle in those clamps (issue 41 §1). A test that waits for something waits for a signal
 * with `turnsUntil` (a screen shows, the site got a request, a log line was written); the kiosk's own
 * time is the virtual scheduler's and moves only when a test advances it. tests/noRealTimeWaits.test.ts
 * refuses any other `setTimeout` pause in a test.
 */

/** The most turns a wait takes before it gives up, and at least this many ms: far more on a loaded machine. */
export const MAX_TURNS = 10_000;

/**
 * One turn of the event loop (`setImmediate`: after the I/O and the timers due). Wrap it in React's
 * `act` where a render may land.
 *
 * @example
 * await act(nextTurn);
 */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * Lets the event loop run, turn by turn (`turn`, default {@link nextTurn}), until `condition` holds;
 * after `maxTurns` turns, and no sooner than `maxTurns` ms (a turn may take microseconds, and a
 * module compiled on first import takes real ms), throws `what` (a function: read when it throws, to say what the page shows). A wait for a signal: it returns the turn the signal
 * comes, however loaded the machine.
 *
 * @example
 * await turnsUntil(() => site.requests.length > 0, 'the status request never came', { turn: () => act(nextTurn) });
 */
export async function turnsUntil(
  condition: () => boolean,
  what: string | (() => string),
  options: { readonly maxTurns?: number; readonly turn?: () => Promise<void> } = {},
): Promise<void> {
  const { maxTurns = MAX_TURNS, turn = nextTurn } = options;
  const start = performance.now();
  for (let turns = 0; !condition(); turns++) {
    if (turns >= maxTurns && performance.now() - start >= maxTurns)
      throw new Error(`${typeof what === 'function' ? what() : what} (waited ${maxTurns} turns of the event loop)`);
    await turn();
  }
}
