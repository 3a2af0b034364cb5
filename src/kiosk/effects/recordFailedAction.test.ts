import { describe, expect, it } from 'vitest';
import { DOWNTIME_STORAGE_KEY, recordFailedAction } from './recordFailedAction.ts';

describe('recordFailedAction (core spec §4 "Failed registration")', () => {
  const registration = { profileId: 1, answers: { qName: { value: ['Jane'] } } };

  const visit = { kioskId: 1, profileId: 1, language: 'nl', registration: { startedOn: 50 }, questionary: { answers: registration.answers } };
  const entered = { profileId: 1, language: 'nl', registrationStartedOn: 50, answers: registration.answers };

  it('records the start of the downtime once and adds each failed action with what the visitor entered', () => {
    const first = recordFailedAction.resolve({ error: 'HTTP 500' }, { context: visit, at: 100 });
    expect(first.context?.downtime).toEqual({
      startDowntime: 100,
      failedActions: [{ action: 'api/visitor', message: 'could not register visitor', occurredOn: 100, error: 'HTTP 500', registration: entered }],
    });
    const second = recordFailedAction.resolve(
      { action: 'api/other', message: 'could not do it', registration: { isETicketRegistration: true } },
      { context: first.context ?? {}, at: 200 },
    );
    const downtime = second.context?.downtime as { startDowntime: number; failedActions: unknown[] };
    expect(downtime.startDowntime).toBe(100);
    expect(downtime.failedActions).toHaveLength(2);
    expect(downtime.failedActions[1]).toEqual({
      action: 'api/other',
      message: 'could not do it',
      occurredOn: 200,
      error: null,
      registration: { ...entered, isETicketRegistration: true },
    });
  });

  it('keeps the record in local storage and logs the failure at error level', () => {
    const { effects, context } = recordFailedAction.resolve({}, { context: {}, at: 1 });
    expect(effects).toEqual([
      { kind: 'store', key: DOWNTIME_STORAGE_KEY, value: context?.downtime },
      { kind: 'log', level: 3, message: 'could not register visitor' },
    ]);
  });

  it('the visitor flow keeps the same record across reloads (the `stored` of its part flows/platform.flow.json)', async () => {
    const { readFileSync } = await import('node:fs');
    const flow = JSON.parse(readFileSync('flows/platform.flow.json', 'utf8')) as { stored: Record<string, string> };
    expect(flow.stored.downtime).toBe(DOWNTIME_STORAGE_KEY);
  });
});
