import { describe, expect, it } from 'vitest';
import { formatFixtureResult } from '../../src/cli/fixtureReport.ts';

describe('npm run fixtures output', () => {
  it('prints a passing fixture on one line', () => {
    expect(formatFixtureResult({ file: 'a.fixture.json', name: 'approved', state: 'passed', durationMs: 812.4 })).toEqual([
      '✓ a.fixture.json  approved  812 ms',
    ]);
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

describe('fixture files the runner cannot read', () => {
  it('are named with the file, line or JSON path and what a step looks like', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const { checkFixtureFiles } = await import('../../src/cli/fixtureFiles.ts');
    const dir = mkdtempSync(join(tmpdir(), 'gatehouse-fixtures-'));
    writeFileSync(join(dir, 'a.fixture.json'), '{ "name": "a",\n  "steps": [ ');
    writeFileSync(join(dir, 'b.fixture.json'), JSON.stringify({ name: 'b', scenario: {}, steps: [{ tapp: 'next' }] }));
    writeFileSync(join(dir, 'c.fixture.json'), JSON.stringify({ name: 'c', scenario: {}, steps: [{ tap: 'next' }] }));
    const issues = checkFixtureFiles(dir);
    expect(issues.map((i) => `${i.file.split('/').pop()} ${i.path} ${i.message.split(':')[0]}`)).toEqual([
      'a.fixture.json $ not valid JSON at line 2, column 14',
      'b.fixture.json $.steps[0] not a fixture step',
    ]);
  });
});
