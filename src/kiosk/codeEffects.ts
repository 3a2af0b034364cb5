import type { CodeEffect } from '../engine/effects/effect.ts';
import { firstCodeEffects } from './firstCodeEffects.ts';
import { laterCodeEffects } from './laterCodeEffects.ts';

/**
 * The named effects implemented in code that flows may `run`: the compiler's registry
 * (`createEngineRegistry`) takes them from here. A built program (`fromProgramData`) takes the
 * main flow's from `firstCodeEffects` and the rest with the later flows (docs/decisions/0024),
 * without the registry's schemas.
 */
export const codeEffects: Readonly<Record<string, CodeEffect>> = { ...firstCodeEffects, ...laterCodeEffects };
