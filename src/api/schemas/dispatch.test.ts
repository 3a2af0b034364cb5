import { describe, expect, it } from 'vitest';
import { DispatchState } from './dispatch.ts';

describe('DispatchState (site-operations §7 isDispatched "dispatch state", read as §3 dispatchInfo)', () => {
  it('reads the dispatchInfo shape, a missing transaction type as null', () => {
    expect(DispatchState.parse({ visitorDispatchStatus: 'IsInNearbyQueue', visitorTransactionType: 8 })).toEqual({
      visitorDispatchStatus: 'IsInNearbyQueue',
      visitorTransactionType: 8,
    });
    expect(DispatchState.parse({ visitorDispatchStatus: 'IsDispatched' })).toEqual({ visitorDispatchStatus: 'IsDispatched', visitorTransactionType: null });
  });

  it('reads a bare status as that status', () => {
    expect(DispatchState.parse('IsNotOnDispatchDashboard')).toEqual({ visitorDispatchStatus: 'IsNotOnDispatchDashboard', visitorTransactionType: null });
  });

  it('refuses a status the spec does not name, and a bare boolean', () => {
    expect(DispatchState.safeParse({ visitorDispatchStatus: 'Parked' }).success).toBe(false);
    expect(DispatchState.safeParse(true).success).toBe(false);
  });
});
