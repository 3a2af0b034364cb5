import type { CodeEffect } from '../engine/effects/effect.ts';

/**
 * The code effects a build loads with the first screen (docs/decisions/0024): none. The main flow's
 * (the questionary's, the failed registration's) come with the later flows, after the first screen;
 * a step that runs one before they are in waits for them (Program.laterCodeEffects). A code effect
 * the kiosk's start itself must run belongs here.
 */
export const firstCodeEffects: Readonly<Record<string, CodeEffect>> = {};
