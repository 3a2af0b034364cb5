import { describe, expect, it } from 'vitest';
import type { Fixture } from '../../../src/tooling/fixtures/fixtureSchema.ts';
import { divergences, type ExploreShare, mergeShares, type RecordedRun } from '../../../src/tooling/generate/generateReport.ts';

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

  it("keeps of two shares' fixtures for one transition the earlier attempt's, names an untaken transition once, and leaves out what another share's fixture takes", () => {
    const later = { name: 'generated/a-w-go-0', transition: 'a/w:go[0]', fixture: fixture('a/w:go[0] at attempt 3'), order: 1_003 };
    const earlier = { ...later, fixture: fixture('a/w:go[0] at attempt 2'), order: 1_002 };
    const report = mergeShares(
      runs,
      [
        share({ generated: [later], unreached: [unreached('a/v:go[0]')], attempts: 5, taken: ['a/x:go[0]', 'a/w:go[0]'] }),
        share({
          generated: [earlier],
          // both shares tried a/v and a/u to the end; a/w is the first share's
          unreached: [unreached('a/w:go[0]'), unreached('a/v:go[0]'), unreached('a/u:go[0]')],
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
    expect(report.generated).toEqual([{ name: earlier.name, transition: earlier.transition, fixture: earlier.fixture }]);
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

describe('where hand-written fixtures leave the flows', () => {
  const trace = [
    'language: pick → profiles',
    '  [0] ✓ always → profiles',
    'nextStep: always → safetyRules',
    '  [11] ✓ always → safetyRules   (visitorQuestionary)',
  ];
  const failing = (name: string, step: number, shown: string, lines = trace) => ({
    name,
    error: `step ${step} failed`,
    failure: { fixture: name, step, action: { expect: 'questionary' }, expected: 'questionary', actual: shown, message: 'timed out', trace: lines },
  });

  it("names each fixture's step, and the engine's last decision once for those that leave the same way", () => {
    // the courier's visit holds other values beside the entries not taken: the same place all the same
    const courier = [...trace.slice(0, 3), '  [10] ✗ questionaryDone → register   questionary.done=false', trace[3] ?? ''];
    const lines = divergences([
      failing('approved-realtime', 5, 'safetyRules'),
      failing('courier', 7, 'safetyRules', courier),
      failing('eticket', 9, 'language', trace.slice(0, 2)),
    ]);
    expect(lines).toEqual([
      '  approved-realtime: step 5 {"expect":"questionary"}: expected screen "questionary", the kiosk shows "safetyRules"',
      '  courier: step 7 {"expect":"questionary"}: expected screen "questionary", the kiosk shows "safetyRules"',
      "    the engine's last decision (the same for these 2):",
      '      nextStep: always → safetyRules',
      '        [11] ✓ always → safetyRules   (visitorQuestionary)',
      '  eticket: step 9 {"expect":"questionary"}: expected screen "questionary", the kiosk shows "language"',
      "    the engine's last decision:",
      '      language: pick → profiles',
      '        [0] ✓ always → profiles',
    ]);
  });

  it('says what went wrong when a fixture failed before any step (no failure recorded)', () => {
    expect(divergences([{ name: 'unreadable', error: 'not a fixture\nstack' }])).toEqual(['  unreadable: not a fixture']);
  });
});
