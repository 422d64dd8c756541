// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { formatCountdown, msUntilNextSecond, otpCountdownMachine, secondsUntil } from '../../machines/otp-countdown.machine';
import { restoreWallClock, simulatedWallClock, START } from './wall-clock';
import { countdownParts, scheduleCountdownMachine } from '../../machines/schedule-countdown.machine';

describe('OTP countdown', () => {
  afterEach(restoreWallClock);

  const start = (seconds: number) => {
    const wall = simulatedWallClock();
    const actor = createActor(otpCountdownMachine, { clock: wall.clock, input: { expiresAt: START + seconds * 1000 } }).start();
    const left = () => actor.getSnapshot().context.secondsLeft;
    return { wall, actor, left };
  };

  it('ticks once a second until the expiry and stops at zero', () => {
    const { wall, actor, left } = start(2);
    expect(actor.getSnapshot().value).toBe('running');
    wall.advance(999);
    expect(left()).toBe(2);
    wall.advance(1);
    expect(left()).toBe(1);
    wall.advance(1000);
    expect(left()).toBe(0);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('follows the wall clock: after a sleep it shows what is really left', () => {
    const { wall, left } = start(180);
    wall.sleep(60_000);
    expect(left()).toBe(120);
  });

  it('restarts from a new expiry, can be zeroed, and stays at zero when resumed', () => {
    const { wall, actor, left } = start(5);
    wall.advance(1000);
    actor.send({ type: 'countdown.restarted', expiresAt: Date.now() + 60_000 });
    expect(left()).toBe(60);
    actor.send({ type: 'countdown.zeroed' });
    expect(left()).toBe(0);
    actor.send({ type: 'countdown.resumed' });
    wall.advance(5000);
    expect(left()).toBe(0);
    expect(actor.getSnapshot().value).toBe('stopped');
  });

  it('never starts below zero', () => {
    expect(start(-3).left()).toBe(0);
    expect(start(0).actor.getSnapshot().value).toBe('stopped');
  });

  it('rounds up to whole seconds and ticks when the shown second changes', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 1)).toBe(10);
    expect(secondsUntil(10_000, 1000)).toBe(9);
    expect(secondsUntil(0, 5)).toBe(0);
    expect(msUntilNextSecond(10_000, 0)).toBe(1000);
    expect(msUntilNextSecond(10_000, 400)).toBe(600);
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
