// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { installSiteClock, realClock } from '../../../machines/site-clock';
import { otpCountdownMachine } from '../../../machines/otp-countdown.machine';
import { countdownParts, scheduleCountdownMachine } from '../../../machines/schedule-countdown.machine';
import { CLOCK_STORAGE_KEY, createSkippableClock, formatOffset } from '../../../mocks/simulated-clock';
import { createMemoryStore } from '../../../mocks/key-value-store';

const START = Date.UTC(2025, 5, 1, 10);

function skippable(store = createMemoryStore()) {
  const base = new SimulatedClock();
  base.set(START);
  return { base, store, clock: createSkippableClock({ store, base }) };
}

afterEach(() => installSiteClock(realClock));

describe('the simulator clock', () => {
  it('runs ahead of the clock underneath by the time skipped', () => {
    const { base, clock } = skippable();
    expect(clock.now()).toBe(START);
    clock.skip(60_000);
    expect(clock.offset()).toBe(60_000);
    expect(clock.now()).toBe(START + 60_000);
    base.increment(1000);
    expect(clock.now()).toBe(START + 61_000);
  });

  it('a skip fires the timers it passes, earliest first, and re-arms the others for the time left', () => {
    const { base, clock } = skippable();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push('30 s'), 30_000);
    clock.setTimeout(() => fired.push('10 s'), 10_000);
    clock.setTimeout(() => fired.push('20 s'), 20_000);
    clock.setTimeout(() => fired.push('20 s, armed later'), 20_000);
    clock.skip(25_000);
    expect(fired).toEqual(['10 s', '20 s', '20 s, armed later']);
    base.increment(4999);
    expect(fired).toHaveLength(3);
    base.increment(1);
    expect(fired.at(-1)).toBe('30 s');
  });

  it('a timer armed by a timer that fires during a skip fires too when the skip passes it', () => {
    const { clock } = skippable();
    const fired: number[] = [];
    const tick = () => {
      fired.push(clock.now());
      if (fired.length < 100) clock.setTimeout(tick, 1000);
    };
    clock.setTimeout(tick, 1000);
    clock.skip(10_000);
    // Time has already jumped: each tick sees the skip's end, and the chain stops at the end's second.
    expect(fired).toHaveLength(1);
    expect(fired[0]).toBe(START + 10_000);
  });

  it('cleared timers never fire, skipped or not', () => {
    const { base, clock } = skippable();
    let fired = 0;
    const timer = clock.setTimeout(() => (fired += 1), 5000);
    clock.clearTimeout(timer);
    clock.skip(10_000);
    base.increment(10_000);
    expect(fired).toBe(0);
  });

  it('keeps the offset across a reload, and Reset clears it', () => {
    const { store, clock } = skippable();
    clock.skip(240_000);
    expect(store.getItem(CLOCK_STORAGE_KEY)).toBe('240000');
    const reloaded = createSkippableClock({ store, base: new SimulatedClock() });
    expect(reloaded.offset()).toBe(240_000);
    let told = 0;
    reloaded.subscribe(() => (told += 1));
    reloaded.reset();
    expect(reloaded.offset()).toBe(0);
    expect(told).toBe(1);
    expect(createSkippableClock({ store }).offset()).toBe(0);
  });

  it('ignores a stored offset that is not a positive number', () => {
    for (const stored of ['-5', 'soon', '']) {
      expect(createSkippableClock({ store: createMemoryStore({ [CLOCK_STORAGE_KEY]: stored }) }).offset()).toBe(0);
    }
  });

  it('moves the code countdown: skipping past the expiry zeroes it at once', () => {
    const { clock } = skippable();
    installSiteClock(clock);
    const countdown = createActor(otpCountdownMachine, { clock, input: { expiresAt: clock.now() + 180_000 } }).start();
    clock.skip(60_000);
    expect(countdown.getSnapshot().context.secondsLeft).toBe(120);
    clock.skip(240_000);
    expect(countdown.getSnapshot().context.secondsLeft).toBe(0);
    expect(countdown.getSnapshot().value).toBe('stopped');
  });

  it('moves the schedule countdown', () => {
    const { clock } = skippable();
    const countdown = createActor(scheduleCountdownMachine, { clock, input: { target: START + 3_600_000, now: clock.now } }).start();
    clock.skip(10 * 60_000);
    const { context } = countdown.getSnapshot();
    expect(countdownParts(context.target, context.now)).toEqual({ days: 0, hours: 0, minutes: 50, seconds: 0 });
  });

  it('says how far ahead it runs in minutes and seconds', () => {
    expect(formatOffset(0)).toBe('+0 s');
    expect(formatOffset(10_000)).toBe('+10 s');
    expect(formatOffset(60_000)).toBe('+1 min');
    expect(formatOffset(250_999)).toBe('+4 min 10 s');
    expect(formatOffset(3_900_000)).toBe('+1 h 5 min');
  });
});
