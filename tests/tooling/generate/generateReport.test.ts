import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../src/tooling/fixtures/fixtureSchema.ts';
import { type ExploreShare, mergeShares, type RecordedRun } from '../../../src/tooling/generate/generateReport.ts';

/** Issue 40 §4: `npm run fixtures:generate` explores in two shares, one per core; what they found is one report. */
const fixture = (transition: string): Fixture => ({
  name: `generated: ${transition}`,
  generated: { transition },
  scenario: { tenant: 'demo', path: '/1' },
  steps: [{ expect: 'language' }],
});
const share = (more: Partial<ExploreShare>): ExploreShare => ({ generated: [], unreached: [], attempts: 0, taken: [], ...more });
const unreached = (transition: string) => ({ transition, entry: `[${transition}]`, why: 'never took it', declared: false });

describe('the report of both shares', () => {
  const runs: RecordedRun[] = [
    { name: 'hand', visits: [], taken: ['a/x:go[0]'] },
    { name: 'broken', visits: [], taken: [], error: 'expected screen "b"' },
    { name: 'generated/a-y-go-0', visits: [], taken: ['a/y:go[0]'], generatedFor: 'a/y:go[0]' },
    { name: 'generated/a-z-go-0', visits: [], taken: [], generatedFor: 'a/z:go[0]' },
  ];

  it('leaves out what one share could not take when the other share took it, and writes each transition once', () => {
    const first = { name: 'generated/a-w-go-0', transition: 'a/w:go[0]', fixture: fixture('a/w:go[0]') };
    const report = mergeShares(
      runs,
      [
        share({ generated: [first], unreached: [unreached('a/v:go[0]')], attempts: 5, taken: ['a/x:go[0]', 'a/w:go[0]'] }),
        share({
          generated: [{ ...first, fixture: fixture('a/w:go[0] again') }],
          unreached: [unreached('a/w:go[0]'), unreached('a/u:go[0]')],
          attempts: 7,
          taken: ['a/x:go[0]', 'a/w:go[0]'],
        }),
      ],
      [
        { transition: 'a/w:go[0]', entry: '[a/w]' },
        { transition: 'a/t:go[0]', entry: '[a/t]' },
      ],
      true,
      41.23,
    );
    expect(report.generated).toEqual([first]);
    expect(report.unreached.map((u) => u.transition)).toEqual(['a/v:go[0]', 'a/u:go[0]']);
    expect(report.skipped.map((s) => s.transition)).toEqual(['a/t:go[0]']);
    expect(report.attempts).toBe(12);
    expect(report.seconds).toBe(41.2);
  });

  it('keeps the generated fixtures that still take their transition, and names the hand-written ones that fail', () => {
    const report = mergeShares(runs, [], [], false, 3);
    expect(report.kept).toEqual(['generated/a-y-go-0']);
    expect(report.failing).toEqual([{ name: 'broken', error: 'expected screen "b"' }]);
    expect(report.explored).toBe(false);
  });
});
