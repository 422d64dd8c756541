/**
 * The vote flow (docs/requirements.md#vote-flow, #validation and
 * #constants): choose nominees, fill in the form, confirm the one-time code,
 * thank you. Every delay is a delayed transition, so tests run it on a
 * SimulatedClock.
 *
 *   selecting ──form.opened [hasSelection]──▶ form.editing ──form.submitted [formValid]──▶ form.submitting
 *   form.submitting ──code 200──▶ otp (parallel: code · whatsapp · email; countdown child)
 *   otp.code.checking ──status 200|1──▶ thankYou · ──406──▶ otp.code.locked · ──else──▶ otp.code.entering
 *   otp ──otp.numberChangeRequested──▶ form.editing · thankYou ──flow.restarted──▶ selecting
 *
 * A "Vote for …" link (docs/decisions/021) sends `nominee.preselected`: while
 * choosing, that venue becomes the only one chosen; a flow in progress (the form, the code)
 * or a receipt is never overwritten: the venue is proposed, and the visitor accepts it
 * (back to the list with only it chosen, the form's values kept) or declines it; after
 * THANK YOU, "Start a new vote" starts with it chosen.
 *
 * The flow survives reloads and frozen tabs (docs/decisions/011): deadlines are
 * clock times in the context, so a delay computed from them is right whenever
 * it is armed; a restored snapshot gets `flow.resumed`, which re-arms every
 * waiting state (XState does not restore delayed events). States that await an
 * answer carry the tag `awaiting`: a snapshot taken there is not kept, since
 * restoring it would send the call again. Every awaited answer has the client's
 * time limit, after which the visitor can act again.
 */
import { and, assertEvent, assign, fromPromise, not, raise, sendTo, setup, stateIn } from 'xstate';
import { loadApi } from '../src/data/loaders';
import { ANSWER_TIME_LIMIT_MS } from '../src/data/time-limit';
import {
  CODE_REQUEST_SUCCESS,
  EMAIL_RESEND_DELAY_MS,
  OTP_LOCK_STATUS,
  OTP_SUCCESS_STATUSES,
  RESEND_COOLDOWN_MS,
} from '../src/domain/protocol';
import type { CheckOtpRequest, CheckOtpResult, CodeRequestResult, OtpRequest, VoteRequest } from '../src/domain/types';
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
} from '../src/domain/vote-form';
import { SCROLL_TO_TOP_DELAY_MS } from '../src/lib/timing';
import { siteClock } from './site-clock';
import { otpCountdownMachine } from './otp-countdown.machine';

/** Shown before success, replaced by the server's unique code. */
export const PRIZE_CODE_PLACEHOLDER = 'XXXX-XXXX-XXXX';
/** The tag of the states that await an answer. */
export const AWAITING_TAG = 'awaiting';

/** Where the current code was sent. */
export type CodeChannel = 'whatsapp' | 'email';

/** What the last step came to, for the view to put into words (the machine holds no screen text). */
export type VoteOutcome =
  | 'none'
  | 'formInvalid'
  | 'codeRefused'
  | 'codeRequestFailed'
  | 'codeRejected'
  | 'checkFailed'
  | 'locked'
  | 'resentByWhatsApp'
  | 'resentByEmail';

export interface VoteContext {
  selected: string[];
  form: VoterForm;
  /** Set by the first submit attempt: from then on invalid fields are highlighted. */
  attempted: boolean;
  digits: string[];
  /** Deadlines as clock times (ms since the epoch), never as remaining ticks. */
  codeExpiresAt: number;
  /** RESEND CODE waits until then (0: no wait). */
  resendAvailableAt: number;
  /** The e-mail link waits until then. */
  emailAvailableAt: number;
  codeChannel: CodeChannel;
  /** The receipt: the nominees of the counted vote and its prize code. */
  votedFor: string[];
  prizeCode: string;
  outcome: VoteOutcome;
  /** A venue a "Vote for …" link proposed while a flow was in progress or a receipt shown; null: none. */
  proposed: string | null;
}

export type VoteEvent =
  | { type: 'nominee.toggled'; id: string }
  | { type: 'nominee.preselected'; id: string }
  | { type: 'preselection.accepted' }
  | { type: 'preselection.declined' }
  | { type: 'form.opened' }
  | { type: 'form.closed' }
  | { type: 'field.changed'; field: VoterField; value: string }
  | { type: 'areaCode.changed'; country: string }
  | { type: 'form.submitted' }
  | { type: 'otp.digitEntered'; index: number; value: string }
  | { type: 'otp.pasted'; text: string }
  | { type: 'otp.resendRequested' }
  | { type: 'otp.emailResendRequested' }
  | { type: 'otp.numberChangeRequested' }
  | { type: 'whatsapp.cooldownStarted' }
  | { type: 'flow.resumed' }
  | { type: 'flow.restarted' };

const initialContext = (): VoteContext => ({
  selected: [],
  form: emptyVoterForm(),
  attempted: false,
  digits: emptyDigits(),
  codeExpiresAt: 0,
  resendAvailableAt: 0,
  emailAvailableAt: 0,
  codeChannel: 'whatsapp',
  votedFor: [],
  prizeCode: PRIZE_CODE_PLACEHOLDER,
  outcome: 'none',
  proposed: null,
});

/** When a code just issued expires, from the answer's timeout in seconds. */
const expiryOf = (result: CodeRequestResult) => siteClock.now() + result.timeout * 1000;

/** The time left until a deadline, as a delay: 0 once it has passed. */
const untilDeadline = (deadline: number) => Math.max(0, deadline - siteClock.now());

/** A "Vote for …" link while the form or the code is on screen: the venue is proposed, not chosen. */
const WHILE_IN_PROGRESS = {
  // A venue the vote in progress already has asks nothing.
  'nominee.preselected': { guard: not('isChosen'), actions: 'propose' },
  'preselection.accepted': { guard: 'canLeaveForProposal', target: '#vote.selecting', actions: 'acceptProposal' },
  'preselection.declined': { actions: 'dropProposal' },
} as const;

export const voteMachine = setup({
  types: {
    context: {} as VoteContext,
    events: {} as VoteEvent,
    children: {} as { countdown: 'otpCountdown' },
  },
  actors: {
    // The API client is loaded with the first call, not with the vote flow's code: evaluated apart from it.
    submitVotes: fromPromise<CodeRequestResult, VoteRequest>(async ({ input, signal }) => (await loadApi()).submitVotes(input, signal)),
    requestCode: fromPromise<CodeRequestResult, OtpRequest>(async ({ input, signal }) => (await loadApi()).requestOtp(input, signal)),
    checkOtp: fromPromise<CheckOtpResult, CheckOtpRequest>(async ({ input, signal }) => (await loadApi()).checkOtp(input, signal)),
    otpCountdown: otpCountdownMachine,
  },
  delays: {
    scrollToTop: SCROLL_TO_TOP_DELAY_MS,
    answerTimeLimit: ANSWER_TIME_LIMIT_MS,
    resendCooldown: ({ context }) => untilDeadline(context.resendAvailableAt),
    emailResendDelay: ({ context }) => untilDeadline(context.emailAvailableAt),
  },
  guards: {
    hasSelection: ({ context }) => context.selected.length > 0,
    formValid: ({ context }) => context.selected.length > 0 && invalidFields(context.form).length === 0,
    canRequestCode: and([({ context }) => context.selected.length > 0 && identityComplete(context.form), not('codeLocked')]),
    hasProposal: ({ context }) => context.proposed !== null,
    isChosen: ({ context, event }) => event.type === 'nominee.preselected' && context.selected.includes(event.id),
    /** Leaving for the proposed venue drops no answer that may count a vote or send a code. */
    canLeaveForProposal: and(['hasProposal', not(stateIn('#vote.form.submitting')), not(stateIn('#vote.otp.code.checking'))]),
    codeComplete: ({ context }) => context.digits.every((digit) => digit !== ''),
    codeAccepted: (_, params: { result: CodeRequestResult }) => params.result.code === CODE_REQUEST_SUCCESS,
    /** After the 406 lock a resend's answer changes nothing: the countdown stays at zero. */
    codeLocked: stateIn('#vote.otp.code.locked'),
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
    chooseOnly: assign(({ event }) => {
      assertEvent(event, 'nominee.preselected');
      return { selected: [event.id], proposed: null };
    }),
    propose: assign({
      proposed: ({ event }) => {
        assertEvent(event, 'nominee.preselected');
        return event.id;
      },
    }),
    acceptProposal: assign(({ context }) => ({ selected: context.proposed ? [context.proposed] : context.selected, proposed: null })),
    dropProposal: assign({ proposed: null }),
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
    /** The first code of this number: its lifetime starts, the e-mail link waits 10 s, RESEND CODE not at all. */
    storeFirstCode: assign((_, params: { result: CodeRequestResult }) => ({
      codeExpiresAt: expiryOf(params.result),
      emailAvailableAt: siteClock.now() + EMAIL_RESEND_DELAY_MS,
      resendAvailableAt: 0,
      codeChannel: 'whatsapp' as const,
    })),
    storeNewCode: assign((_, params: { result: CodeRequestResult; channel: CodeChannel }) => ({
      codeExpiresAt: expiryOf(params.result),
      codeChannel: params.channel,
    })),
    startResendCooldown: assign({ resendAvailableAt: () => siteClock.now() + RESEND_COOLDOWN_MS }),
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
    /** The vote counted: keep the receipt, drop the selection (spec) and the voter's details (no longer needed). */
    storeReceipt: assign(({ context }, params: { result: CheckOtpResult }) => ({
      prizeCode: params.result.data?.code ?? PRIZE_CODE_PLACEHOLDER,
      votedFor: context.selected,
      selected: [],
      form: emptyVoterForm(),
      attempted: false,
    })),
    /** A new vote: everything forgotten, but a venue proposed meanwhile is chosen. */
    startOver: assign(({ context }) => ({ ...initialContext(), selected: context.proposed ? [context.proposed] : [] })),
    report: assign({ outcome: (_, params: { outcome: VoteOutcome }) => params.outcome }),
    restartCountdown: sendTo('countdown', ({ context }) => ({ type: 'countdown.restarted' as const, expiresAt: context.codeExpiresAt })),
    zeroCountdown: sendTo('countdown', { type: 'countdown.zeroed' }),
    resumeCountdown: sendTo('countdown', { type: 'countdown.resumed' }),
    announceResendCooldown: raise({ type: 'whatsapp.cooldownStarted' }),
    // The view provides the scroll (src/features/vote/VoteFlow.tsx): machines touch no page.
    scrollToTop: () => undefined,
  },
}).createMachine({
  id: 'vote',
  context: initialContext,
  initial: 'selecting',
  states: {
    selecting: {
      // Back at the list, the visitor chooses for themselves.
      entry: 'dropProposal',
      on: {
        'nominee.toggled': { actions: 'toggleNominee' },
        'nominee.preselected': { actions: 'chooseOnly' },
        'form.opened': { guard: 'hasSelection', target: 'form' },
      },
    },
    form: {
      initial: 'editing',
      after: {
        scrollToTop: { actions: 'scrollToTop' },
      },
      on: WHILE_IN_PROGRESS,
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'changeField' },
            'areaCode.changed': { actions: 'changeAreaCode' },
            'form.closed': { target: '#vote.selecting' },
            'form.submitted': [
              { guard: 'formValid', target: 'submitting', actions: ['markAttempted', { type: 'report', params: { outcome: 'none' } }] },
              { actions: ['markAttempted', { type: 'report', params: { outcome: 'formInvalid' } }] },
            ],
          },
        },
        submitting: {
          tags: [AWAITING_TAG],
          invoke: {
            src: 'submitVotes',
            input: ({ context }) => voteRequest(context.form),
            onDone: [
              {
                guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                target: '#vote.otp',
                actions: { type: 'storeFirstCode', params: ({ event }) => ({ result: event.output }) },
              },
              { target: 'editing', actions: { type: 'report', params: { outcome: 'codeRefused' } } },
            ],
            onError: { target: 'editing', actions: { type: 'report', params: { outcome: 'codeRequestFailed' } } },
          },
          after: {
            answerTimeLimit: { target: 'editing', actions: { type: 'report', params: { outcome: 'codeRequestFailed' } } },
          },
        },
      },
    },
    otp: {
      type: 'parallel',
      entry: ['clearDigits', { type: 'report', params: { outcome: 'none' } }],
      invoke: {
        id: 'countdown',
        src: 'otpCountdown',
        input: ({ context }) => ({ expiresAt: context.codeExpiresAt }),
      },
      on: {
        ...WHILE_IN_PROGRESS,
        // The GOV.UK "confirm a phone number" pattern: back to the form, selection and values kept.
        'otp.numberChangeRequested': { target: '#vote.form' },
      },
      states: {
        code: {
          initial: 'entering',
          on: {
            'flow.resumed': { actions: 'resumeCountdown' },
          },
          states: {
            entering: {
              on: {
                'otp.digitEntered': { target: 'complete', actions: 'enterDigit' },
                'otp.pasted': { target: 'complete', actions: 'pasteCode' },
              },
            },
            /** Entering the sixth digit submits the code at once. */
            complete: {
              always: [{ guard: 'codeComplete', target: 'checking' }, { target: 'entering' }],
            },
            checking: {
              tags: [AWAITING_TAG],
              invoke: {
                src: 'checkOtp',
                input: ({ context }) => checkOtpRequest(context.form, context.selected, context.digits.join('')),
                onDone: [
                  {
                    guard: { type: 'otpAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: '#vote.thankYou',
                    actions: { type: 'storeReceipt', params: ({ event }) => ({ result: event.output }) },
                  },
                  {
                    guard: { type: 'otpLocked', params: ({ event }) => ({ result: event.output }) },
                    target: 'locked',
                    actions: ['clearDigits', 'zeroCountdown', { type: 'report', params: { outcome: 'locked' } }],
                  },
                  {
                    target: 'entering',
                    actions: ['clearDigits', { type: 'report', params: { outcome: 'codeRejected' } }],
                  },
                ],
                onError: {
                  target: 'entering',
                  actions: ['clearDigits', { type: 'report', params: { outcome: 'checkFailed' } }],
                },
              },
              after: {
                answerTimeLimit: { target: 'entering', actions: ['clearDigits', { type: 'report', params: { outcome: 'checkFailed' } }] },
              },
            },
            /** 406: the countdown is zeroed; the boxes, RESEND CODE and the e-mail link stay disabled. */
            locked: {},
          },
        },
        whatsapp: {
          initial: 'ready',
          on: {
            // The e-mail link used while a WhatsApp resend is awaited: the wait counts from the later use.
            'whatsapp.cooldownStarted': { actions: 'startResendCooldown' },
          },
          states: {
            ready: {
              on: {
                'otp.resendRequested': { guard: 'canRequestCode', target: 'requesting' },
                'whatsapp.cooldownStarted': { target: 'coolingDown', actions: 'startResendCooldown' },
              },
            },
            requesting: {
              tags: [AWAITING_TAG],
              // The 240 s run from the use, whatever the server answers.
              entry: 'startResendCooldown',
              invoke: {
                src: 'requestCode',
                input: ({ context }) => otpRequest(context.form, 'whatsapp'),
                onDone: [
                  { guard: 'codeLocked', target: 'coolingDown' },
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: 'coolingDown',
                    actions: [
                      { type: 'storeNewCode', params: ({ event }) => ({ result: event.output, channel: 'whatsapp' as const }) },
                      'restartCountdown',
                      { type: 'report', params: { outcome: 'resentByWhatsApp' } },
                    ],
                  },
                  { target: 'coolingDown' },
                ],
                onError: { target: 'coolingDown' },
              },
              after: { answerTimeLimit: { target: 'coolingDown' } },
            },
            coolingDown: {
              after: { resendCooldown: { target: 'ready' } },
              on: {
                // Re-entering arms the delay again, from the deadline in the context.
                'whatsapp.cooldownStarted': { target: 'coolingDown', reenter: true, actions: 'startResendCooldown' },
                'flow.resumed': { target: 'coolingDown', reenter: true },
              },
            },
          },
        },
        email: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { emailResendDelay: { target: 'available' } },
              on: {
                'flow.resumed': { target: 'waiting', reenter: true },
              },
            },
            available: {
              on: {
                'otp.emailResendRequested': { guard: 'canRequestCode', target: 'requesting', actions: 'announceResendCooldown' },
              },
            },
            requesting: {
              tags: [AWAITING_TAG],
              invoke: {
                src: 'requestCode',
                input: ({ context }) => otpRequest(context.form, 'email'),
                onDone: [
                  { guard: 'codeLocked', target: 'used' },
                  {
                    guard: { type: 'codeAccepted', params: ({ event }) => ({ result: event.output }) },
                    target: 'used',
                    actions: [
                      { type: 'storeNewCode', params: ({ event }) => ({ result: event.output, channel: 'email' as const }) },
                      'restartCountdown',
                      { type: 'report', params: { outcome: 'resentByEmail' } },
                    ],
                  },
                  { target: 'used' },
                ],
                onError: { target: 'used' },
              },
              after: { answerTimeLimit: { target: 'used' } },
            },
            used: {},
          },
        },
      },
    },
    thankYou: {
      on: {
        'flow.restarted': { target: 'selecting', actions: 'startOver' },
        'nominee.preselected': { actions: 'propose' },
      },
    },
  },
});
