/** Every machine of the product, for the charts page and `npm run charts`. */
import type { AnyStateMachine } from 'xstate';
import { voteMachine } from './vote.machine';
import { otpCountdownMachine } from './otp-countdown.machine';
import { scheduleCountdownMachine } from './schedule-countdown.machine';
import { dataMachine } from './data.machine';

export interface CatalogEntry {
  /** File name and anchor: docs/machines/{id}.svg */
  id: string;
  title: string;
  description: string;
  machine: AnyStateMachine;
}

export const MACHINE_CATALOG: readonly CatalogEntry[] = [
  {
    id: 'vote',
    title: 'Vote flow',
    description: 'Choose nominees, fill in the form, confirm the six-digit code, thank you.',
    machine: voteMachine,
  },
  {
    id: 'otp-countdown',
    title: 'OTP countdown',
    description: 'The code countdown: from the server timeout to zero, once a second.',
    machine: otpCountdownMachine,
  },
  {
    id: 'schedule-countdown',
    title: 'Schedule countdown',
    description: "The vote landing page's countdown to schedule_time.",
    machine: scheduleCountdownMachine,
  },
  {
    id: 'data',
    title: 'Data',
    description: "The startup requests, in parallel, and each page's own data, one entry per key; answers held while the page hydrates.",
    machine: dataMachine,
  },
];
