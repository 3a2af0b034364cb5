import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take minutes, in the order they start: with two workers the suite lasts as long as
 * its longest file if that file starts first, and as long as everything before it plus itself if it
 * starts last. Vitest sorts by the last run's durations, which a fresh clone (CI) has not got, and
 * then by file size (issue 41 §1).
 */
const LONG_FILES = ['tests/integrator/jsonOnlyChange.test.ts', 'tests/golden/fixtures.test.tsx'];

/** Vitest's own order, but the long files first (`test.sequence.sequencer` in vite.config.ts). */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const at = LONG_FILES.findIndex((long) => file.moduleId.endsWith(long));
      return at === -1 ? LONG_FILES.length : at;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
