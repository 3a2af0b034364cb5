import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The page's idle callbacks, run by the test with `left` ms of idle time. */
function stubIdle() {
  const waiting: ((deadline: IdleDeadline) => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: (deadline: IdleDeadline) => void) => waiting.push(callback));
  const idle = (left: number) => waiting.shift()?.({ didTimeout: false, timeRemaining: () => left });
  return { waiting, idle };
}

describe('whenIdle (issue 11 §2, decision record 0033)', () => {
  it('runs the task in a long idle period, not in the short one before a frame', async () => {
    const { waiting, idle } = stubIdle();
    const task = vi.fn();
    const done = whenIdle(task);
    idle(8);
    idle(2);
    expect(task).not.toHaveBeenCalled();
    expect(waiting).toHaveLength(1);
    idle(49);
    await done;
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('takes a short idle period once it waited 10 s for a long one', async () => {
    vi.useFakeTimers();
    const { idle } = stubIdle();
    const task = vi.fn();
    const done = whenIdle(task);
    idle(5);
    vi.advanceTimersByTime(10_001);
    idle(5);
    await done;
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('rejects with what the task threw; runs at once without idle callbacks', async () => {
    const { idle } = stubIdle();
    const failing = whenIdle(() => {
      throw new Error('no region names');
    });
    idle(50);
    await expect(failing).rejects.toThrow('no region names');
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    await whenIdle(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
