/**
 * The confirmation code's countdown (spec section 4, step 3): starts from the
 * server's timeout in seconds, ticks every second, stops at zero. The vote
 * flow restarts it with a new timeout after a resend and zeroes it on the
 * 406 lock.
 */
import { assign, setup } from 'xstate';

export const TICK_MS = 1000;

export interface OtpCountdownContext {
  secondsLeft: number;
}

export type OtpCountdownEvent = { type: 'countdown.restarted'; seconds: number } | { type: 'countdown.zeroed' };

export const otpCountdownMachine = setup({
  types: {
    context: {} as OtpCountdownContext,
    events: {} as OtpCountdownEvent,
    input: {} as { seconds: number },
  },
  delays: { tick: TICK_MS },
  guards: {
    timeLeft: ({ context }) => context.secondsLeft > 0,
  },
  actions: {
    tick: assign({ secondsLeft: ({ context }) => Math.max(0, context.secondsLeft - 1) }),
    restart: assign({ secondsLeft: (_, params: { seconds: number }) => Math.max(0, Math.floor(params.seconds)) }),
    zero: assign({ secondsLeft: 0 }),
  },
}).createMachine({
  id: 'otpCountdown',
  context: ({ input }) => ({ secondsLeft: Math.max(0, Math.floor(input.seconds)) }),
  initial: 'checking',
  on: {
    'countdown.restarted': {
      target: '.checking',
      actions: { type: 'restart', params: ({ event }) => ({ seconds: event.seconds }) },
    },
    'countdown.zeroed': { target: '.stopped', actions: 'zero' },
  },
  states: {
    checking: {
      always: [{ guard: 'timeLeft', target: 'running' }, { target: 'stopped' }],
    },
    running: {
      after: {
        tick: { target: 'checking', actions: 'tick' },
      },
    },
    stopped: {},
  },
});

/** 'MM : SS', zero-padded (spec section 2, Vote screen). */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))} : ${pad(seconds % 60)}`;
}
