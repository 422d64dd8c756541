import { vi } from 'vitest';
import { SimulatedClock } from 'xstate';

/** 2025-06-01 10:00 UTC: any fixed start will do. */
export const START = Date.UTC(2025, 5, 1, 10);
const STEP_MS = 100;

/**
 * XState's SimulatedClock for the machines' timers and a mocked Date.now, moved
 * together: the machines keep deadlines as clock times and read Date.now.
 * Call `restoreWallClock` (vi.useRealTimers) after each test.
 */
export function simulatedWallClock(start = START) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(start);
  const clock = new SimulatedClock();
  clock.set(start);
  const moveTo = (time: number) => {
    vi.setSystemTime(time);
    clock.set(time);
  };
  return {
    clock,
    /** Time passes with the tab awake: every timer fires on time. */
    advance(ms: number) {
      const end = clock.now() + ms;
      while (clock.now() < end) moveTo(Math.min(end, clock.now() + STEP_MS));
    },
    /** The tab sleeps (frozen, laptop lid closed): on waking, each due timer fires once, late. */
    sleep(ms: number) {
      moveTo(clock.now() + ms);
    },
    /** Fires the timers armed with no delay (a deadline already passed). */
    flush() {
      clock.increment(0);
    },
  };
}

export type WallClock = ReturnType<typeof simulatedWallClock>;

export function restoreWallClock(): void {
  vi.useRealTimers();
}
