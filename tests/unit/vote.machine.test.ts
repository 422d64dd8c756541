import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import {
  EMAIL_RESEND_DELAY_MS,
  PRIZE_CODE_PLACEHOLDER,
  RESEND_COOLDOWN_MS,
  SCROLL_TO_TOP_DELAY_MS,
  voteMachine,
} from '../../machines/vote.machine';
import type { CheckOtpRequest, CheckOtpResult, CodeRequestResult, OtpRequest, VoteRequest } from '../../src/api/types';

type Snapshot = SnapshotFrom<typeof voteMachine>;

/** Every state node the tests pass through, compared with the machine's own at the end. */
const visitedStates = new Set<string>();
const takenEvents = new Set<string>();

interface Answers {
  submit?: (input: VoteRequest) => Promise<CodeRequestResult>;
  request?: (input: OtpRequest) => Promise<CodeRequestResult>;
  check?: (input: CheckOtpRequest) => Promise<CheckOtpResult>;
}

function harness(answers: Answers = {}) {
  const clock = new SimulatedClock();
  const calls = { submit: [] as VoteRequest[], request: [] as OtpRequest[], check: [] as CheckOtpRequest[] };
  const scrollToTop = vi.fn();
  const machine = voteMachine.provide({
    actors: {
      submitVotes: fromPromise<CodeRequestResult, VoteRequest>(async ({ input }) => {
        calls.submit.push(input);
        return (answers.submit ?? (async () => ({ code: 200, timeout: 180 })))(input);
      }),
      requestCode: fromPromise<CodeRequestResult, OtpRequest>(async ({ input }) => {
        calls.request.push(input);
        return (answers.request ?? (async () => ({ code: 200, timeout: 120 })))(input);
      }),
      checkOtp: fromPromise<CheckOtpResult, CheckOtpRequest>(async ({ input }) => {
        calls.check.push(input);
        return (answers.check ?? (async () => ({ status: 1, data: { code: 'EXQ25-ABCD-EFGH' } })))(input);
      }),
    },
    actions: { scrollToTop },
  });
  const actor = createActor(machine, { clock });
  actor.subscribe((snapshot) => {
    for (const node of snapshot._nodes) visitedStates.add(node.id);
  });
  actor.start();
  const send = (event: Parameters<typeof actor.send>[0]) => {
    takenEvents.add(event.type);
    actor.send(event);
  };
  /** SimulatedClock fires the timers due in one increment; a ticking countdown re-arms each second. */
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) clock.increment(Math.min(1000, left));
  };
  return { actor, clock, advance, calls, scrollToTop, send, snapshot: () => actor.getSnapshot() };
}

type Harness = ReturnType<typeof harness>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fillForm({ send }: Harness, overrides: Partial<Record<'fullName' | 'email' | 'phone', string>> = {}) {
  const values = { fullName: 'Ana Wijaya', email: 'ana.w@example.co.id', phone: '812 3456 7890', ...overrides };
  for (const [field, value] of Object.entries(values)) send({ type: 'field.changed', field: field as 'fullName', value });
}

async function reachOtp(h: Harness) {
  h.send({ type: 'nominee.toggled', id: 'n1' });
  h.send({ type: 'nominee.toggled', id: 'n2' });
  h.send({ type: 'form.opened' });
  fillForm(h);
  h.send({ type: 'form.submitted' });
  await waitFor(h.actor, (snapshot) => snapshot.matches('otp'));
}

function typeCode(h: Harness, code: string) {
  [...code].forEach((digit, index) => h.send({ type: 'otp.digitEntered', index, value: digit }));
}

const secondsLeft = (snapshot: Snapshot) =>
  (snapshot.children.countdown?.getSnapshot() as { context: { secondsLeft: number } } | undefined)?.context.secondsLeft;

describe('vote flow: choosing nominees', () => {
  it('starts with the list shown and nothing chosen', () => {
    const { snapshot } = harness();
    expect(snapshot().value).toBe('selecting');
    expect(snapshot().context.selected).toEqual([]);
    expect(snapshot().context.prizeCode).toBe(PRIZE_CODE_PLACEHOLDER);
  });

  it('toggles a nominee in and out of the selection', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'nominee.toggled', id: 'n2' });
    h.send({ type: 'nominee.toggled', id: 'n1' });
    expect(h.snapshot().context.selected).toEqual(['n2']);
  });

  it('opens the form only with at least one nominee, then scrolls to the top 100 ms later', () => {
    const h = harness();
    expect(h.snapshot().can({ type: 'form.opened' })).toBe(false);
    h.send({ type: 'form.opened' });
    expect(h.snapshot().value).toBe('selecting');
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    h.clock.increment(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(h.scrollToTop).not.toHaveBeenCalled();
    h.clock.increment(1);
    expect(h.scrollToTop).toHaveBeenCalledTimes(1);
  });

  it('goes back to the list from the form, keeping the selection', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    h.send({ type: 'form.closed' });
    expect(h.snapshot().value).toBe('selecting');
    expect(h.snapshot().context.selected).toEqual(['n1']);
  });
});

describe('vote flow: the form', () => {
  it('sends nothing while invalid and highlights after the first attempt', async () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    expect(h.snapshot().context.attempted).toBe(false);
    fillForm(h, { email: 'not-an-email' });
    h.send({ type: 'form.submitted' });
    await settle();
    expect(h.calls.submit).toEqual([]);
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(h.snapshot().context.attempted).toBe(true);
  });

  it('filters the phone as it is typed', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    h.send({ type: 'field.changed', field: 'phone', value: '+62a81-2+3 4' });
    expect(h.snapshot().context.form.phone).toBe('+628123 4');
  });

  it('sends name, phone with the calling code, country and e-mail, with input disabled meanwhile', async () => {
    let answer: (value: CodeRequestResult) => void = () => undefined;
    const h = harness({ submit: () => new Promise((resolve) => (answer = resolve)) });
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    fillForm(h);
    h.send({ type: 'areaCode.changed', country: 'SG' });
    h.send({ type: 'form.submitted' });
    expect(h.snapshot().matches({ form: 'submitting' })).toBe(true);
    expect(h.snapshot().can({ type: 'field.changed', field: 'fullName', value: 'x' })).toBe(false);
    await settle();
    expect(h.calls.submit).toEqual([{ name: 'Ana Wijaya', phone: '+6581234567890', country: 'SG', email: 'ana.w@example.co.id' }]);
    answer({ code: 200, timeout: 95 });
    await waitFor(h.actor, (snapshot) => snapshot.matches('otp'));
    expect(secondsLeft(h.snapshot())).toBe(95);
  });

  it('returns to the form, inputs enabled, when the code request is refused or fails', async () => {
    const refused = harness({ submit: async () => ({ code: 409, timeout: 0 }) });
    refused.send({ type: 'nominee.toggled', id: 'n1' });
    refused.send({ type: 'form.opened' });
    fillForm(refused);
    refused.send({ type: 'form.submitted' });
    await waitFor(refused.actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    expect(refused.calls.submit).toHaveLength(1);

    const failed = harness({ submit: () => Promise.reject(new TypeError('Failed to fetch')) });
    failed.send({ type: 'nominee.toggled', id: 'n1' });
    failed.send({ type: 'form.opened' });
    fillForm(failed);
    failed.send({ type: 'form.submitted' });
    await waitFor(failed.actor, (snapshot) => snapshot.matches({ form: 'editing' }));
    expect(failed.snapshot().can({ type: 'form.submitted' })).toBe(true);
  });
});

describe('vote flow: the confirmation code', () => {
  it('opens with the countdown from the server timeout, ticking each second and stopping at zero', async () => {
    const h = harness({ submit: async () => ({ code: 200, timeout: 3 }) });
    await reachOtp(h);
    expect(secondsLeft(h.snapshot())).toBe(3);
    h.clock.increment(1000);
    expect(secondsLeft(h.snapshot())).toBe(2);
    h.advance(2000);
    expect(secondsLeft(h.snapshot())).toBe(0);
    h.advance(5000);
    expect(secondsLeft(h.snapshot())).toBe(0);
  });

  it('checks the code as soon as the sixth digit is entered, then thanks with the prize code', async () => {
    const h = harness();
    await reachOtp(h);
    typeCode(h, '12345');
    expect(h.snapshot().matches({ otp: { code: 'entering' } })).toBe(true);
    h.send({ type: 'otp.digitEntered', index: 5, value: '6' });
    expect(h.snapshot().matches({ otp: { code: 'checking' } })).toBe(true);
    await waitFor(h.actor, (snapshot) => snapshot.matches('thankYou'));
    expect(h.calls.check).toEqual([
      { name: 'Ana Wijaya', phone: '+6281234567890', country: 'ID', email: 'ana.w@example.co.id', data_submit: '["n1","n2"]', otp: '123456' },
    ]);
    expect(h.snapshot().context.prizeCode).toBe('EXQ25-ABCD-EFGH');
    expect(h.snapshot().context.selected).toEqual([]);
  });

  it('accepts status 200 as success too', async () => {
    const h = harness({ check: async () => ({ status: 200, data: { code: 'EXQ25-2222-3333' } }) });
    await reachOtp(h);
    typeCode(h, '000000');
    await waitFor(h.actor, (snapshot) => snapshot.matches('thankYou'));
    expect(h.snapshot().context.prizeCode).toBe('EXQ25-2222-3333');
  });

  it('keeps only digits, clears a box, and fills all six from a pasted code with spaces or dashes', async () => {
    const h = harness();
    await reachOtp(h);
    h.send({ type: 'otp.digitEntered', index: 0, value: 'a' });
    expect(h.snapshot().context.digits[0]).toBe('');
    h.send({ type: 'otp.digitEntered', index: 0, value: '7' });
    expect(h.snapshot().context.digits[0]).toBe('7');
    h.send({ type: 'otp.digitEntered', index: 0, value: '' });
    expect(h.snapshot().context.digits[0]).toBe('');
    h.send({ type: 'otp.pasted', text: 'abc' });
    expect(h.snapshot().matches({ otp: { code: 'entering' } })).toBe(true);
    h.send({ type: 'otp.pasted', text: '123 - 456' });
    await waitFor(h.actor, (snapshot) => snapshot.matches('thankYou'));
    expect(h.calls.check[0]?.otp).toBe('123456');
  });

  it('on 406 zeroes and stops the countdown, clears the digits and keeps the boxes disabled', async () => {
    const h = harness({ check: async () => ({ status: 406, data: null }) });
    await reachOtp(h);
    typeCode(h, '999999');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'locked' } }));
    expect(h.snapshot().context.digits).toEqual(['', '', '', '', '', '']);
    expect(secondsLeft(h.snapshot())).toBe(0);
    h.clock.increment(3000);
    expect(secondsLeft(h.snapshot())).toBe(0);
    expect(h.snapshot().can({ type: 'otp.digitEntered', index: 0, value: '1' })).toBe(false);
  });

  it('on any other status clears the digits and enables the boxes again', async () => {
    const h = harness({ check: async () => ({ status: 400, data: null }) });
    await reachOtp(h);
    typeCode(h, '111111');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'entering' } }));
    expect(h.snapshot().context.digits.join('')).toBe('');
    expect(h.snapshot().can({ type: 'otp.digitEntered', index: 0, value: '1' })).toBe(true);
    expect(h.snapshot().context.announcement).toMatch(/not accepted/);
  });

  it('on a transport error clears the digits and enables the boxes again', async () => {
    const h = harness({ check: () => Promise.reject(new TypeError('Failed to fetch')) });
    await reachOtp(h);
    typeCode(h, '222222');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'entering' } }));
    expect(h.snapshot().context.digits.join('')).toBe('');
  });

  it('leaves the boxes disabled when name, e-mail, phone or selection are missing', () => {
    const h = harness();
    const restored = voteMachine.resolveState({
      value: { otp: { code: 'entering', whatsapp: 'ready', email: 'available' } },
      context: { ...h.snapshot().context, selected: ['n1'], form: { fullName: '', email: 'a@b.co', phone: '812', country: 'ID' } },
    });
    const actor = createActor(voteMachine, { snapshot: restored, clock: new SimulatedClock() });
    actor.subscribe((snapshot) => snapshot._nodes.forEach((node) => visitedStates.add(node.id)));
    actor.start();
    expect(actor.getSnapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    actor.send({ type: 'otp.pasted', text: '123456' });
    expect(actor.getSnapshot().matches({ otp: { code: 'blocked' } })).toBe(true);
    actor.stop();
  });
});

describe('vote flow: resending the code', () => {
  it('resends by WhatsApp, restarts the countdown with the new timeout, then waits 240 s', async () => {
    const h = harness({ request: async () => ({ code: 200, timeout: 60 }) });
    await reachOtp(h);
    h.advance(10_000);
    expect(secondsLeft(h.snapshot())).toBe(170);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    expect(h.calls.request).toEqual([{ phone: '+6281234567890', country: 'ID' }]);
    expect(secondsLeft(h.snapshot())).toBe(60);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.clock.increment(1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
  });

  it('cools down even when the resend is refused or fails, without touching the countdown', async () => {
    const h = harness({ request: async () => ({ code: 429, timeout: 30 }) });
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    expect(secondsLeft(h.snapshot())).toBe(180);

    const failing = harness({ request: () => Promise.reject(new TypeError('offline')) });
    await reachOtp(failing);
    failing.send({ type: 'otp.resendRequested' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
  });

  it('enables the e-mail link 10 s after the first code request, once', async () => {
    const h = harness({ request: async () => ({ code: 200, timeout: 90 }) });
    await reachOtp(h);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    h.clock.increment(EMAIL_RESEND_DELAY_MS - 1);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    h.clock.increment(1);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(true);
    h.send({ type: 'otp.emailResendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { email: 'used' } }));
    expect(h.calls.request).toEqual([{ phone: '+6281234567890', country: 'ID', email: 'ana.w@example.co.id' }]);
    expect(secondsLeft(h.snapshot())).toBe(90);
    h.clock.increment(RESEND_COOLDOWN_MS * 2);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
  });

  it('disables the WhatsApp resend for 240 s after the e-mail link is used', async () => {
    const h = harness();
    await reachOtp(h);
    h.clock.increment(EMAIL_RESEND_DELAY_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
    h.send({ type: 'otp.emailResendRequested' });
    expect(h.snapshot().matches({ otp: { whatsapp: 'coolingDown' } })).toBe(true);
    h.clock.increment(RESEND_COOLDOWN_MS - 1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.clock.increment(1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
  });

  it('restarts the 240 s when the e-mail link is used during a WhatsApp cooldown', async () => {
    const h = harness();
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    h.clock.increment(EMAIL_RESEND_DELAY_MS);
    h.send({ type: 'otp.emailResendRequested' });
    h.clock.increment(RESEND_COOLDOWN_MS - EMAIL_RESEND_DELAY_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.clock.increment(EMAIL_RESEND_DELAY_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
  });

  it('refuses the e-mail link after a failed e-mail request too', async () => {
    const h = harness({ request: async () => ({ code: 500, timeout: 0 }) });
    await reachOtp(h);
    h.advance(EMAIL_RESEND_DELAY_MS);
    h.send({ type: 'otp.emailResendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { email: 'used' } }));
    expect(secondsLeft(h.snapshot())).toBe(170);

    const failing = harness({ request: () => Promise.reject(new TypeError('offline')) });
    await reachOtp(failing);
    failing.clock.increment(EMAIL_RESEND_DELAY_MS);
    failing.send({ type: 'otp.emailResendRequested' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches({ otp: { email: 'used' } }));
  });
});

describe('vote flow: coverage of the machine', () => {
  it('every state node of the machine is reached by these tests', () => {
    // Transient states (only `always` transitions) are passed through, never rested in.
    const transient = (node: { always?: unknown[]; on: object }) => (node.always?.length ?? 0) > 0 && Object.keys(node.on).length === 0;
    const all = getStateNodes(voteMachine.root)
      .filter((node) => !transient(node))
      .map((node) => node.id);
    expect(all.filter((id) => !visitedStates.has(id))).toEqual([]);
  });

  it('every event the machine accepts is sent by these tests', () => {
    const accepted = new Set(
      getStateNodes(voteMachine.root)
        .flatMap((node) => [...node.ownEvents])
        .filter((type) => !type.startsWith('xstate.') && type !== 'whatsapp.cooldownStarted'),
    );
    expect([...accepted].filter((type) => !takenEvents.has(type))).toEqual([]);
  });
});
