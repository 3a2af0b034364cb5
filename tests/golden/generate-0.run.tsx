// @vitest-environment jsdom
import { generateShare } from './generateShare.ts';

// share 0 of `npm run fixtures:generate` (tests/golden/generateShare.ts): one per core
generateShare(0);
