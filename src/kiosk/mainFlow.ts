/**
 * The flow the kiosk runs from its home screen (the start, the language screen, the errors): the
 * kiosk starts it, the tools check from it, and a build loads it with the first screen, the other
 * flows after (docs/decisions/0024).
 */
export const MAIN_FLOW = 'visitor';
