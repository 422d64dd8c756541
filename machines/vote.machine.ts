/**
 * The vote flow (spec section 4, "Vote flow"; section 5; constants of
 * section 9): choose nominees, fill in the form, confirm the one-time code,
 * thank you. Every delay is a delayed transition, so tests run it on a
 * SimulatedClock.
 *
 *   selecting ──form.opened [hasSelection]──▶ form.editing ──form.submitted [formValid]──▶ form.submitting
 *   form.submitting ──code 200──▶ otp (parallel: code · whatsapp · email; countdown child)
 *   otp.code.checking ──status 200|1──▶ thankYou · ──406──▶ otp.code.locked · ──else──▶ otp.code.entering
 */
import { assertEvent, assign, fromPromise, raise, sendTo, setup } from 'xstate';
import { api } from '../src/api/calls';
import type { CheckOtpRequest, CheckOtpResult, CodeRequestResult, OtpRequest, VoteRequest } from '../src/api/types';
import {
  checkOtpRequest,
  digitFrom,
  digitsFromPaste,
  emptyDigits,
  emptyVoterForm,
  filterPhoneInput,
  identityComplete,
  invalidFields,
  OTP_LENGTH,
  otpRequest,
  voteRequest,
  type VoterField,
  type VoterForm,
} from '../src/lib/vote-form';
import { otpCountdownMachine } from './otp-countdown.machine';

export const SCROLL_TO_TOP_DELAY_MS = 100;
export const RESEND_COOLDOWN_MS = 240_000;
export const EMAIL_RESEND_DELAY_MS = 10_000;
export const CODE_REQUEST_SUCCESS = 200;
export const OTP_SUCCESS_STATUSES: readonly number[] = [200, 1];
export const OTP_LOCK_STATUS = 406;
/** Shown before success, replaced by the server's unique code. */
export const PRIZE_CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX';

export interface VoteContext {
  selected: string[];
  form: VoterForm;
  /** Set by the first submit attempt: from then on invalid fields are highlighted. */
  attempted: boolean;
  digits: string[];
  /** Timeout of the last accepted code request, in seconds. */
  otpTimeout: number;
  prizeCode: string;
  /** What assistive technology should hear about the last outcome. */
  announcement: string;
}

export type VoteEvent =
  | { type: 'nominee.toggled'; id: string }
  | { type: 'form.opened' }
  | { type: 'form.closed' }
  | { type: 'field.changed'; field: VoterField; value: string }
  | { type: 'areaCode.changed'; country: string }
  | { type: 'form.submitted' }
  | { type: 'otp.digitEntered'; index: number; value: string }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.resendRequested' }
  | { type: 'otp.emailResendRequested' }
  | { type: 'whatsapp.cooldownStarted' };

export const voteMachine = setup({
  types: {
    context: {} as VoteContext,
    events: {} as VoteEvent,
  },
  actors: {
    submitVotes: fromPromise<CodeRequestResult, VoteRequest>(({ input }) => api.submitVotes(input)),
    requestCode: fromPromise<CodeRequestResult, OtpRequest>(({ input }) => api.requestOtp(input)),
    checkOtp: fromPromise<CheckOtpResult, CheckOtpRequest>(({ input }) => api.checkOtp(input)),
    otpCountdown: otpCountdownMachine,
  },
  delays: {
    scrollToTop: SCROLL_TO_TOP_DELAY_MS,
    resendCooldown: RESEND_COOLDOWN_MS,
    emailResendDelay: EMAIL_RESEND_DELAY_MS,
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    formValid: ({ context }) => context.selected.length > 0 && invalidFields(context.form).length === 0,
    canRequestCode: ({ context }) => context.selected.length > 0 && identityComplete(context.form),
    codeComplete: ({ context }) => context.digits.every((digit) => digit !== ''),
    codeAccepted: (_, params: { result: CodeRequestResult }) => params.result.code === CODE_REQUEST_SUCCESS,
    otpAccepted: (_, params: { result: CheckOtpResult }) => OTP_SUCCESS_STATUSES.includes(params.result.status),
    otpLocked: (_, params: { result: CheckOtpResult }) => params.result.status === OTP_LOCK_STATUS,
  },
  actions: {
    toggleNominee: assign({
      selected: ({ context, event }) => {
        assertEvent(event, 'nominee.toggled');
        return context.selected.includes(event.id) ? context.selected.filter((id) => id !== event.id) : [...context.selected, event.id];
      },
    }),
    changeField: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'field.changed');
        const value = event.field === 'phone' ? filterPhoneInput(event.value) : event.value;
        return { ...context.form, [event.field]: value };
      },
    }),
    changeAreaCode: assign({
      form: ({ context, event }) => {
        assertEvent(event, 'areaCode.changed');
        return { ...context.form, country: event.country };
      },
    }),
    markAttempted: assign({ attempted: true }),
    storeTimeout: assign({ otpTimeout: (_, params: { result: CodeRequestResult }) => params.result.timeout }),
    enterDigit: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'otp.digitEntered');
        if (event.index < 0 || event.index >= OTP_LENGTH) return context.digits;
        return context.digits.map((digit, index) => (index === event.index ? digitFrom(event.value) : digit));
      },
    }),
    pasteCode: assign({
      digits: ({ context, event }) => {
        assertEvent(event, 'otp.pasted');
        return digitsFromPaste(event.text) ?? context.digits;
      },
    }),
    clearDigits: assign({ digits: emptyDigits }),
    storePrizeCode: assign({ prizeCode: (_, params: { result: CheckOtpResult }) => params.result.data?.code ?? PRIZE_CODE_PLACEHOLDER }),
    clearSelection: assign({ selected: [] }),
    announce: assign({ announcement: (_, params: { message: string }) => params.message }),
    restartCountdown: sendTo('countdown', ({ context }) => ({ type: 'countdown.restarted' as const, seconds: context.otpTimeout })),
    zeroCountdown: sendTo('countdown', { type: 'countdown.zeroed' }),
    startResendCooldown: raise({ type: 'whatsapp.cooldownStarted' }),
    scrollToTop: () => {
      globalThis.scrollTo?.({ top: 0, behavior: 'smooth' });
    },
  },
}).createMachine({
  id: 'vote',
  context: {
    selected: [],
    form: emptyVoterForm(),
    attempted: false,
    digits: emptyDigits(),
    otpTimeout: 0,
    prizeCode: PRIZE_CODE_PLACEHOLDER,
    announcement: '',
  },
  initial: 'selecting',
  states: {
    selecting: {
      on: {
        'nominee.toggled': { actions: 'toggleNominee' },
        'form.opened': { guard: 'hasSelection', target: 'form' },
      },
    },
    form: {
      initial: 'editing',
      after: {
        scrollToTop: { actions: 'scrollToTop' },
      },
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'changeField' },
            'areaCode.changed': { actions: 'changeAreaCode' },
            'form.closed': { target: '#vote.selecting' },
            'form.submitted': [
              { guard: 'formValid', target: 'submitting', actions: 'markAttempted' },
              { actions: ['markAttempted', { type: 'announce', params: { message: 'Please check the highlighted fields.' } }] },
            ],
          },
        },
        submitting: {
          invoke: {
            src: 'submitVotes',
            input: ({ context }) => voteRequest(context.form),
            onDone: [
              {
                guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                target: '#vote.otp',
                actions: { type: 'storeTimeout', params: ({ event }) => ({ result: event.output }) },
              },
              { target: 'editing', actions: { type: 'announce', params: { message: 'No code could be sent. Please check your details.' } } },
            ],
            onError: { target: 'editing', actions: { type: 'announce', params: { message: 'No code could be sent. Please try again.' } } },
          },
        },
      },
    },
    otp: {
      type: 'parallel',
      entry: ['clearDigits', { type: 'announce', params: { message: '' } }],
      invoke: {
        id: 'countdown',
        src: 'otpCountdown',
        input: ({ context }) => ({ seconds: context.otpTimeout }),
      },
      states: {
        code: {
          initial: 'entering',
          states: {
            entering: {
              on: {
                'otp.digitEntered': { target: 'complete', actions: 'enterDigit' },
                'otp.pasted': { target: 'complete', actions: 'pasteCode' },
              },
            },
            /** Entering the sixth digit submits the code at once. */
            complete: {
              always: [
                { guard: { type: 'codeComplete' }, target: 'checkingIdentity' },
                { target: 'entering' },
              ],
            },
            checkingIdentity: {
              always: [{ guard: 'canRequestCode', target: 'checking' }, { target: 'blocked' }],
            },
            checking: {
              invoke: {
                src: 'checkOtp',
                input: ({ context }) => checkOtpRequest(context.form, context.selected, context.digits.join('')),
                onDone: [
                  {
                    guard: { type: 'otpAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: '#vote.thankYou',
                    actions: [{ type: 'storePrizeCode', params: ({ event }) => ({ result: event.output }) }, 'clearSelection'],
                  },
                  {
                    guard: { type: 'otpLocked', params: ({ event }) => ({ result: event.output }) },
                    target: 'locked',
                    actions: ['clearDigits', 'zeroCountdown', { type: 'announce', params: { message: 'Code entry is locked for this number.' } }],
                  },
                  {
                    target: 'entering',
                    actions: ['clearDigits', { type: 'announce', params: { message: 'The code was not accepted. The boxes are cleared; enter the code again.' } }],
                  },
                ],
                onError: {
                  target: 'entering',
                  actions: ['clearDigits', { type: 'announce', params: { message: 'The code could not be checked. The boxes are cleared; enter the code again.' } }],
                },
              },
            },
            /** 406: the countdown is zeroed and the boxes stay disabled. */
            locked: {},
            /** Name, e-mail, phone or selection missing: the boxes stay disabled. */
            blocked: {},
          },
        },
        whatsapp: {
          initial: 'ready',
          states: {
            ready: {
              on: {
                'otp.resendRequested': { guard: 'canRequestCode', target: 'requesting' },
                'whatsapp.cooldownStarted': { target: 'coolingDown' },
              },
            },
            requesting: {
              invoke: {
                src: 'requestCode',
                input: ({ context }) => otpRequest(context.form, 'whatsapp'),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: 'coolingDown',
                    actions: [
                      { type: 'storeTimeout', params: ({ event }) => ({ result: event.output }) },
                      'restartCountdown',
                      { type: 'announce', params: { message: 'A new code was sent by WhatsApp.' } },
                    ],
                  },
                  { target: 'coolingDown' },
                ],
                onError: { target: 'coolingDown' },
              },
            },
            coolingDown: {
              after: { resendCooldown: { target: 'ready' } },
              on: {
                // Re-entering restarts the 240 s.
                'whatsapp.cooldownStarted': { target: 'coolingDown', reenter: true },
              },
            },
          },
        },
        email: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { emailResendDelay: { target: 'available' } },
            },
            available: {
              on: {
                'otp.emailResendRequested': { guard: 'canRequestCode', target: 'requesting', actions: 'startResendCooldown' },
              },
            },
            requesting: {
              invoke: {
                src: 'requestCode',
                input: ({ context }) => otpRequest(context.form, 'email'),
                onDone: [
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: 'used',
                    actions: [
                      { type: 'storeTimeout', params: ({ event }) => ({ result: event.output }) },
                      'restartCountdown',
                      { type: 'announce', params: { message: 'A new code was sent by e-mail.' } },
                    ],
                  },
                  { target: 'used' },
                ],
                onError: { target: 'used' },
              },
            },
            used: {},
          },
        },
      },
    },
    thankYou: {},
  },
});
