import { describe, expect, it } from 'vitest';
import { createIdleTimer, IDLE_WARNING_MS } from './idle.ts';
import { createVirtualScheduler } from './scheduler.ts';

// Core spec §4 "Idle": after the general timeout without a touch the kiosk goes home; the warning
// shows during the last IDLE_WARNING_MS and counts down once a second.

function setUp() {
  const clock = createVirtualScheduler(0, async () => {});
  const seen: (number | null)[] = [];
  let idleAt: number | null = null;
  const idle = createIdleTimer(clock, {
    onIdle: () => {
      idleAt = clock.now();
    },
    onWarning: () => seen.push(idle.warning()?.secondsLeft ?? null),
  });
  return { clock, idle, seen, idleAt: () => idleAt };
}

describe('createIdleTimer', () => {
  it('warns for the last 20 s, one second at a time, and is idle at the timeout', async () => {
    const { clock, idle, seen, idleAt } = setUp();
    idle.restart({ ms: 60_000, warn: true });
    await clock.advance(60_000 - IDLE_WARNING_MS - 1);
    expect(idle.warning()).toBeNull();
    await clock.advance(1);
    expect(idle.warning()).toEqual({ secondsLeft: 20 });
    await clock.advance(1000);
    expect(idle.warning()).toEqual({ secondsLeft: 19 });
    await clock.advance(IDLE_WARNING_MS - 1001);
    expect(idle.warning()).toEqual({ secondsLeft: 1 });
    expect(idleAt()).toBeNull();
    await clock.advance(1);
    expect(idleAt()).toBe(60_000);
    expect(idle.warning()).toBeNull();
    expect(seen).toEqual([...Array.from({ length: 20 }, (_, i) => 20 - i), null]);
    expect(clock.pending()).toBe(0);
  });

  it('a touch starts the countdown afresh, without a new timer for every touch', async () => {
    const { clock, idle, idleAt } = setUp();
    let timersSet = 0;
    const setTimeout = clock.setTimeout;
    clock.setTimeout = (callback, ms) => {
      timersSet += 1;
      return setTimeout(callback, ms);
    };
    idle.restart({ ms: 10_000, warn: false });
    for (let touch = 0; touch < 20; touch++) {
      await clock.advance(400);
      idle.restart({ ms: 10_000, warn: false });
      expect(clock.pending()).toBe(1);
    }
    expect(timersSet).toBe(1);
    // the last touch at 8000 ms: idle at 18000 ms, not at 10000 ms
    await clock.advance(9_999);
    expect(idleAt()).toBeNull();
    await clock.advance(1);
    expect(idleAt()).toBe(18_000);
  });

  it('a touch during the warning hides it and the countdown starts again', async () => {
    const { clock, idle, idleAt } = setUp();
    idle.restart({ ms: 30_000, warn: true }); // warning for the last 15 s (at most half)
    await clock.advance(20_000);
    expect(idle.warning()).toEqual({ secondsLeft: 10 });
    idle.restart({ ms: 30_000, warn: true });
    expect(idle.warning()).toBeNull();
    await clock.advance(14_999);
    expect(idle.warning()).toBeNull();
    await clock.advance(1);
    expect(idle.warning()).toEqual({ secondsLeft: 15 });
    await clock.advance(15_000);
    expect(idleAt()).toBe(50_000);
  });

  it('a shorter countdown (a new screen) is due sooner; null stops it', async () => {
    const { clock, idle, idleAt } = setUp();
    idle.restart({ ms: 60_000, warn: false });
    idle.restart({ ms: 5_000, warn: false });
    await clock.advance(5_000);
    expect(idleAt()).toBe(5_000);
    idle.restart({ ms: 5_000, warn: false });
    idle.restart(null);
    expect(clock.pending()).toBe(0);
    await clock.advance(60_000);
    expect(idleAt()).toBe(5_000);
  });
});
