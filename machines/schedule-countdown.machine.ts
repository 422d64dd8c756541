/**
 * The vote landing page's countdown to schedule_time (Days, Hours, Minutes,
 * Seconds): ticks every second from the clock it is given and shows zeros
 * once the time is reached.
 */
import { assign, setup } from 'xstate';

export const SCHEDULE_TICK_MS = 1000;

export interface ScheduleCountdownContext {
  target: number | null;
  now: number;
  /** The wall clock, read at every tick so a throttled tab never drifts. */
  readClock: () => number;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(target: number | null, now: number): CountdownParts {
  const left = target === null ? 0 : Math.max(0, Math.floor((target - now) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
  };
}

export const scheduleCountdownMachine = setup({
  types: {
    context: {} as ScheduleCountdownContext,
    events: {} as { type: 'schedule.changed'; target: number | null },
    input: {} as { target: number | null; now: () => number },
  },
  delays: { tick: SCHEDULE_TICK_MS },
  guards: {
    reached: ({ context }) => context.target === null || context.now >= context.target,
  },
}).createMachine({
  id: 'scheduleCountdown',
  context: ({ input }) => ({ target: input.target, now: input.now(), readClock: input.now }),
  initial: 'checking',
  on: {
    'schedule.changed': {
      target: '.checking',
      actions: assign({ target: ({ event }) => event.target, now: ({ context }) => context.readClock() }),
    },
  },
  states: {
    checking: {
      always: [{ guard: 'reached', target: 'reached' }, { target: 'ticking' }],
    },
    ticking: {
      after: {
        tick: {
          target: 'checking',
          actions: assign({ now: ({ context }) => context.readClock() }),
        },
      },
    },
    reached: {},
  },
});
