import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { formatCountdown, otpCountdownMachine } from '../../machines/otp-countdown.machine';
import { countdownParts, scheduleCountdownMachine } from '../../machines/schedule-countdown.machine';

describe('OTP countdown', () => {
  const start = (seconds: number) => {
    const clock = new SimulatedClock();
    const actor = createActor(otpCountdownMachine, { clock, input: { seconds } }).start();
    const left = () => actor.getSnapshot().context.secondsLeft;
    return { clock, actor, left };
  };

  it('ticks once a second from the server timeout and stops at zero', () => {
    const { clock, actor, left } = start(2);
    expect(actor.getSnapshot().value).toBe('running');
    clock.increment(999);
    expect(left()).toBe(2);
    clock.increment(1);
    expect(left()).toBe(1);
    clock.increment(1000);
    expect(left()).toBe(0);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('restarts from a new timeout and can be zeroed', () => {
    const { clock, actor, left } = start(5);
    clock.increment(1000);
    actor.send({ type: 'countdown.restarted', seconds: 60 });
    expect(left()).toBe(60);
    actor.send({ type: 'countdown.zeroed' });
    expect(left()).toBe(0);
    clock.increment(5000);
    expect(left()).toBe(0);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('never starts below zero', () => {
    expect(start(-3).left()).toBe(0);
    expect(start(0).actor.getSnapshot().value).toBe('stopped');
  });

  it('reads as MM : SS', () => {
    expect(formatCountdown(180)).toBe('03 : 00');
    expect(formatCountdown(65)).toBe('01 : 05');
    expect(formatCountdown(0)).toBe('00 : 00');
    expect(formatCountdown(-4)).toBe('00 : 00');
  });
});

describe('schedule countdown', () => {
  it('splits the time left into days, hours, minutes and seconds, and zeros once reached', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0, 0);
    expect(countdownParts(now + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(now - 1000, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(null, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('ticks every second from the clock until the scheduled time', () => {
    const clock = new SimulatedClock();
    let wallClock = 1_000_000;
    const actor = createActor(scheduleCountdownMachine, { clock, input: { target: wallClock + 2000, now: () => wallClock } }).start();
    expect(actor.getSnapshot().value).toBe('ticking');
    wallClock += 1000;
    clock.increment(1000);
    expect(countdownParts(actor.getSnapshot().context.target, actor.getSnapshot().context.now).seconds).toBe(1);
    wallClock += 1000;
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('reached');
  });

  it('shows zeros at once when the time has passed or is unknown, and follows a new target', () => {
    const clock = new SimulatedClock();
    const actor = createActor(scheduleCountdownMachine, { clock, input: { target: null, now: () => 5000 } }).start();
    expect(actor.getSnapshot().value).toBe('reached');
    actor.send({ type: 'schedule.changed', target: 9000 });
    expect(actor.getSnapshot().value).toBe('ticking');
  });
});
