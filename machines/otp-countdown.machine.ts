/**
 * The confirmation code's countdown (docs/requirements.md#vote-flow): the seconds left
 * until the code expires, shown each second, stopping at zero. It follows the
 * wall clock, not its own ticks: it holds the code's expiry as a clock time and
 * each tick recomputes what is left, so a tab frozen for a minute shows a minute
 * less when it wakes, and a snapshot restored after a reload shows the real time
 * left (docs/decisions/011). The clock is the site's (machines/site-clock.ts), which
 * the simulator can move forward. The vote flow restarts it after a resend, zeroes it
 * on the 406 lock and resumes it after a restore (XState does not restore
 * delayed events).
 */
import { assign, setup } from 'xstate';
import { siteClock } from './site-clock';

export const TICK_MS = 1000;

export interface OtpCountdownContext {
  /** When the code expires, in ms since the epoch; 0 once zeroed. */
  expiresAt: number;
  secondsLeft: number;
}

export type OtpCountdownEvent =
  { type: 'countdown.restarted'; expiresAt: number } | { type: 'countdown.zeroed' } | { type: 'countdown.resumed' };

/** Whole seconds left until `deadline`, rounded up: 180 000 ms show 180, 179 001 ms still 180. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / TICK_MS));
}

/** How long until the shown second changes, so each tick lands on a change. */
export function msUntilNextSecond(deadline: number, now: number): number {
  const rest = (deadline - now) % TICK_MS;
  return rest > 0 ? rest : TICK_MS;
}

export const otpCountdownMachine = setup({
  types: {
    context: {} as OtpCountdownContext,
    events: {} as OtpCountdownEvent,
    input: {} as { expiresAt: number },
  },
  delays: {
    tick: ({ context }) => msUntilNextSecond(context.expiresAt, siteClock.now()),
  },
  guards: {
    timeLeft: ({ context }) => context.secondsLeft > 0,
  },
  actions: {
    sync: assign({ secondsLeft: ({ context }) => secondsUntil(context.expiresAt, siteClock.now()) }),
    restart: assign((_, params: { expiresAt: number }) => ({
      expiresAt: params.expiresAt,
      secondsLeft: secondsUntil(params.expiresAt, siteClock.now()),
    })),
    zero: assign({ expiresAt: 0, secondsLeft: 0 }),
  },
}).createMachine({
  id: 'otpCountdown',
  context: ({ input }) => ({ expiresAt: input.expiresAt, secondsLeft: secondsUntil(input.expiresAt, siteClock.now()) }),
  initial: 'checking',
  on: {
    'countdown.restarted': {
      target: '.checking',
      actions: { type: 'restart', params: ({ event }) => ({ expiresAt: event.expiresAt }) },
    },
    'countdown.zeroed': { target: '.stopped', actions: 'zero' },
    'countdown.resumed': { target: '.checking', actions: 'sync' },
  },
  states: {
    checking: {
      always: [{ guard: 'timeLeft', target: 'running' }, { target: 'stopped' }],
    },
    running: {
      after: {
        tick: { target: 'checking', actions: 'sync' },
      },
    },
    stopped: {},
  },
});

/** 'MM : SS', zero-padded (docs/requirements.md#screens, Vote screen). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))} : ${pad(seconds % 60)}`;
}
