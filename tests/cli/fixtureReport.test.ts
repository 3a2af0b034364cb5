import { describe, expect, it } from 'vitest';
import { formatFixtureResult } from '../../src/cli/fixtureReport.ts';

describe('npm run fixtures output', () => {
  it('prints a passing fixture on one line', () => {
    expect(formatFixtureResult({ file: 'a.fixture.json', name: 'approved', state: 'passed', durationMs: 812.4 })).toEqual(['✓ a.fixture.json  approved  812 ms']);
  });

  it('prints the failing step, the expected and actual screen and the rule trace', () => {
    const lines = formatFixtureResult({
      file: 'b.fixture.json',
      name: 'declined',
      state: 'failed',
      durationMs: 5100,
      failure: {
        step: 12,
        action: { expect: 'approvalDeclined' },
        expected: 'approvalDeclined',
        actual: 'realtimeConfirmation',
        message: 'screen "approvalDeclined" did not show within 5000 ms',
        trace: ['waitingForApproval: decided → realtimeConfirmation', '  [0] ✗ approval.status == 1   approval.status=2'],
      },
    });
    expect(lines).toEqual([
      '✗ b.fixture.json  declined  5100 ms',
      '    step 12: {"expect":"approvalDeclined"}',
      '    expected screen: approvalDeclined',
      '    actual screen:   realtimeConfirmation',
      '    screen "approvalDeclined" did not show within 5000 ms',
      '    last decisions (rule trace):',
      '      waitingForApproval: decided → realtimeConfirmation',
      '        [0] ✗ approval.status == 1   approval.status=2',
    ]);
  });
});
