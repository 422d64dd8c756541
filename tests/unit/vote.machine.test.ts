// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type Snapshot, type SnapshotFrom } from 'xstate';
import { getStateNodes } from '@xstate/graph';
import { PRIZE_CODE_PLACEHOLDER, voteMachine } from '../../machines/vote.machine';
import { SCROLL_TO_TOP_DELAY_MS } from '../../src/lib/timing';
import { EMAIL_RESEND_DELAY_MS, RESEND_COOLDOWN_MS } from '../../src/domain/protocol';
import { ANSWER_TIME_LIMIT_MS } from '../../src/data/time-limit';
import type { CheckOtpRequest, CheckOtpResult, CodeRequestResult, OtpRequest, VoteRequest } from '../../src/domain/types';
import { loadVoteFlow, saveVoteFlow, VOTE_FLOW_STORAGE_KEY } from '../../machines/vote.persistence';
import { createMemoryStore } from '../../mocks/key-value-store';
import { installSiteClock, realClock, type SiteClock } from '../../machines/site-clock';
import { createSkippableClock } from '../../mocks/simulated-clock';
import { restoreWallClock, simulatedWallClock, type WallClock } from './wall-clock';

type VoteSnapshot = SnapshotFrom<typeof voteMachine>;

/** Every state node the tests pass through, compared with the machine's own at the end. */
const visitedStates = new Set<string>();
const takenEvents = new Set<string>();

afterEach(() => {
  restoreWallClock();
  installSiteClock(realClock);
});

/** Whether the state node at `path` (['otp', 'code', 'entering']) is active, through the public `matches`. */
function isActive(snapshot: VoteSnapshot, path: readonly string[]): boolean {
  if (path.length === 0) return true;
  const value = path.slice(0, -1).reduceRight<unknown>((inner, key) => ({ [key]: inner }), path.at(-1));
  return snapshot.matches(value as Parameters<VoteSnapshot['matches']>[0]);
}

interface Answers {
  submit?: (input: VoteRequest, signal: AbortSignal) => Promise<CodeRequestResult>;
  request?: (input: OtpRequest, signal: AbortSignal) => Promise<CodeRequestResult>;
  check?: (input: CheckOtpRequest, signal: AbortSignal) => Promise<CheckOtpResult>;
}

/** An answer that never comes; `aborted` tells whether the flow gave up on it. */
function stalled<T>() {
  const seen: AbortSignal[] = [];
  return {
    answer: (_: unknown, signal: AbortSignal) => {
      seen.push(signal);
      return new Promise<T>(() => undefined);
    },
    aborted: () => seen.length > 0 && seen.every((signal) => signal.aborted),
  };
}

function harness(
  answers: Answers = {},
  { wall = simulatedWallClock(), snapshot, clock = wall.clock }: { wall?: WallClock; snapshot?: Snapshot<unknown>; clock?: SiteClock } = {},
) {
  const calls = { submit: [] as VoteRequest[], request: [] as OtpRequest[], check: [] as CheckOtpRequest[] };
  const scrollToTop = vi.fn();
  const machine = voteMachine.provide({
    actors: {
      submitVotes: fromPromise<CodeRequestResult, VoteRequest>(async ({ input, signal }) => {
        calls.submit.push(input);
        return (answers.submit ?? (async () => ({ code: 200, timeout: 180 })))(input, signal);
      }),
      requestCode: fromPromise<CodeRequestResult, OtpRequest>(async ({ input, signal }) => {
        calls.request.push(input);
        return (answers.request ?? (async () => ({ code: 200, timeout: 120 })))(input, signal);
      }),
      checkOtp: fromPromise<CheckOtpResult, CheckOtpRequest>(async ({ input, signal }) => {
        calls.check.push(input);
        return (answers.check ?? (async () => ({ status: 1, data: { code: 'EXQ25-ABCD-EFGH' } })))(input, signal);
      }),
    },
    actions: { scrollToTop },
  });
  const actor = createActor(machine, { clock, ...(snapshot ? { snapshot } : {}) });
  actor.subscribe((next) => {
    for (const node of getStateNodes(voteMachine.root)) if (isActive(next, node.path)) visitedStates.add(node.id);
  });
  actor.start();
  const send = (event: Parameters<typeof actor.send>[0]) => {
    takenEvents.add(event.type);
    actor.send(event);
  };
  return { actor, wall, advance: wall.advance, calls, scrollToTop, send, snapshot: () => actor.getSnapshot() };
}

type Harness = ReturnType<typeof harness>;

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function fillForm({ send }: Harness, overrides: Partial<Record<'fullName' | 'email' | 'phone', string>> = {}) {
  const values = { fullName: 'Ana Wijaya', email: 'ana.w@example.co.id', phone: '812 3456 7890', ...overrides };
  for (const [field, value] of Object.entries(values)) send({ type: 'field.changed', field: field as 'fullName', value });
}

/** One nominee chosen, the form filled in and sent; resolves once the submission is under way. */
async function submitForm(h: Harness) {
  h.send({ type: 'nominee.toggled', id: 'n1' });
  h.send({ type: 'form.opened' });
  fillForm(h);
  h.send({ type: 'form.submitted' });
  await settle();
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

const secondsLeft = (snapshot: VoteSnapshot) => snapshot.children.countdown?.getSnapshot().context.secondsLeft;

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
    h.advance(SCROLL_TO_TOP_DELAY_MS - 1);
    expect(h.scrollToTop).not.toHaveBeenCalled();
    h.advance(1);
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
    h.advance(1000);
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
      {
        name: 'Ana Wijaya',
        phone: '+6281234567890',
        country: 'ID',
        email: 'ana.w@example.co.id',
        data_submit: '["n1","n2"]',
        otp: '123456',
      },
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
    h.advance(3000);
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
    expect(h.snapshot().context.outcome).toBe('codeRejected');
  });

  it('on a transport error clears the digits and enables the boxes again', async () => {
    const h = harness({ check: () => Promise.reject(new TypeError('Failed to fetch')) });
    await reachOtp(h);
    typeCode(h, '222222');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'entering' } }));
    expect(h.snapshot().context.digits.join('')).toBe('');
  });

  it('refuses the resends when name, e-mail, phone or selection are missing', () => {
    const wall = simulatedWallClock();
    const { context } = createActor(voteMachine).getSnapshot();
    const incomplete = voteMachine.resolveState({
      value: { otp: { code: 'entering', whatsapp: 'ready', email: 'available' } },
      context: { ...context, selected: ['n1'], form: { fullName: '', email: 'a@b.co', phone: '812', country: 'ID' } },
    });
    const h = harness({}, { wall, snapshot: incomplete });
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    h.actor.stop();
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
    h.advance(RESEND_COOLDOWN_MS - 1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.advance(1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
  });

  it("on the simulator's clock, skipping 4 minutes enables RESEND CODE and zeroes the countdown at once", async () => {
    const wall = simulatedWallClock();
    const skippable = createSkippableClock({ store: createMemoryStore(), base: wall.clock });
    installSiteClock(skippable);
    const h = harness({}, { wall, clock: skippable });
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    expect(secondsLeft(h.snapshot())).toBe(120);
    skippable.skip(RESEND_COOLDOWN_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
    expect(h.snapshot().matches({ otp: { email: 'available' } })).toBe(true);
    expect(secondsLeft(h.snapshot())).toBe(0);
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
    h.advance(EMAIL_RESEND_DELAY_MS - 1);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    h.advance(1);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(true);
    h.send({ type: 'otp.emailResendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { email: 'used' } }));
    expect(h.calls.request).toEqual([{ phone: '+6281234567890', country: 'ID', email: 'ana.w@example.co.id' }]);
    expect(secondsLeft(h.snapshot())).toBe(90);
    h.advance(RESEND_COOLDOWN_MS * 2);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
  });

  it('disables the WhatsApp resend for 240 s after the e-mail link is used', async () => {
    const h = harness();
    await reachOtp(h);
    h.advance(EMAIL_RESEND_DELAY_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
    h.send({ type: 'otp.emailResendRequested' });
    expect(h.snapshot().matches({ otp: { whatsapp: 'coolingDown' } })).toBe(true);
    h.advance(RESEND_COOLDOWN_MS - 1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.advance(1);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
  });

  it('restarts the 240 s when the e-mail link is used during a WhatsApp cooldown', async () => {
    const h = harness();
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    h.advance(EMAIL_RESEND_DELAY_MS);
    h.send({ type: 'otp.emailResendRequested' });
    h.advance(RESEND_COOLDOWN_MS - EMAIL_RESEND_DELAY_MS);
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    h.advance(EMAIL_RESEND_DELAY_MS);
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
    failing.advance(EMAIL_RESEND_DELAY_MS);
    failing.send({ type: 'otp.emailResendRequested' });
    await waitFor(failing.actor, (snapshot) => snapshot.matches({ otp: { email: 'used' } }));
  });
});

/** A harness whose flow is saved as the view saves it, and a way to "reload the tab" from what was saved. */
function persistedHarness(answers: Answers = {}) {
  const storage = createMemoryStore();
  const wall = simulatedWallClock();
  const first = harness(answers, { wall });
  first.actor.subscribe(() => saveVoteFlow(storage, first.actor));
  const reload = (nextAnswers: Answers = answers) => {
    first.actor.stop();
    const snapshot = loadVoteFlow(storage);
    const next = harness(nextAnswers, { wall, ...(snapshot ? { snapshot } : {}) });
    next.actor.subscribe(() => saveVoteFlow(storage, next.actor));
    next.send({ type: 'flow.resumed' });
    wall.flush();
    return next;
  };
  return { ...first, storage, reload };
}

describe('vote flow: a reload or a discarded tab', () => {
  it('restores the selection, then the form with its values', () => {
    const h = persistedHarness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    const atList = h.reload();
    expect(atList.snapshot().value).toBe('selecting');
    expect(atList.snapshot().context.selected).toEqual(['n1']);
    atList.actor.stop();

    const h2 = persistedHarness();
    h2.send({ type: 'nominee.toggled', id: 'n2' });
    h2.send({ type: 'form.opened' });
    fillForm(h2);
    const atForm = h2.reload();
    expect(atForm.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(atForm.snapshot().context.form).toMatchObject({ fullName: 'Ana Wijaya', phone: '812 3456 7890' });
    expect(atForm.snapshot().context.selected).toEqual(['n2']);
  });

  it('keeps the last settled flow while an answer is awaited, so a reload never sends the call again', async () => {
    const submit = stalled<CodeRequestResult>();
    const h = persistedHarness({ submit: submit.answer });
    await submitForm(h);
    expect(h.snapshot().matches({ form: 'submitting' })).toBe(true);
    const after = h.reload();
    expect(after.snapshot().matches({ form: 'editing' })).toBe(true);
    await settle();
    expect(after.calls.submit).toEqual([]);
    expect(submit.aborted()).toBe(true);
  });

  it('at CONFIRMATION CODE: the countdown and both waits go on from the real clock, no code is asked again, typed digits are gone', async () => {
    const h = persistedHarness();
    await reachOtp(h);
    h.advance(EMAIL_RESEND_DELAY_MS);
    h.send({ type: 'otp.resendRequested' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    h.advance(30_000);
    typeCode(h, '12');
    expect(secondsLeft(h.snapshot())).toBe(90);

    // The visitor reads WhatsApp for 50 s; the tab is discarded meanwhile.
    h.wall.sleep(50_000);
    const after = h.reload();
    await settle();
    expect(after.snapshot().matches({ otp: { code: 'entering' } })).toBe(true);
    expect(after.snapshot().context.digits.join('')).toBe('');
    expect(secondsLeft(after.snapshot())).toBe(40);
    expect(after.calls.submit).toEqual([]);
    expect(after.calls.request).toEqual([]);
    expect(after.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(true);
    after.advance(RESEND_COOLDOWN_MS - 80_000 - 1);
    expect(after.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    after.advance(1);
    expect(after.snapshot().can({ type: 'otp.resendRequested' })).toBe(true);
    after.advance(40_000);
    expect(secondsLeft(after.snapshot())).toBe(0);

    typeCode(after, '123456');
    await waitFor(after.actor, (snapshot) => snapshot.matches('thankYou'));
    expect(after.calls.check[0]).toMatchObject({ name: 'Ana Wijaya', data_submit: '["n1","n2"]', otp: '123456' });
  });

  it('at THANK YOU: the same receipt, until the visitor starts over, which forgets everything', async () => {
    const h = persistedHarness();
    await reachOtp(h);
    typeCode(h, '654321');
    await waitFor(h.actor, (snapshot) => snapshot.matches('thankYou'));
    expect(h.snapshot().context).toMatchObject({ votedFor: ['n1', 'n2'], selected: [], prizeCode: 'EXQ25-ABCD-EFGH' });
    expect(h.snapshot().context.form.phone).toBe('');
    const after = h.reload();
    expect(after.snapshot().value).toBe('thankYou');
    expect(after.snapshot().context).toMatchObject({ votedFor: ['n1', 'n2'], prizeCode: 'EXQ25-ABCD-EFGH' });
    after.send({ type: 'flow.restarted' });
    expect(after.snapshot().value).toBe('selecting');
    expect(after.snapshot().context.votedFor).toEqual([]);
    expect(h.storage.getItem(VOTE_FLOW_STORAGE_KEY)).toBeNull();
  });

  it('restores a lock as a lock', async () => {
    const h = persistedHarness({ check: async () => ({ status: 406, data: null }) });
    await reachOtp(h);
    typeCode(h, '999999');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'locked' } }));
    const after = h.reload();
    expect(after.snapshot().matches({ otp: { code: 'locked' } })).toBe(true);
    after.advance(2000);
    expect(secondsLeft(after.snapshot())).toBe(0);
  });
});

describe('vote flow: a frozen or backgrounded tab', () => {
  it('shows 60 s less after sleeping 60 s, and the waits end on time', async () => {
    const h = harness();
    await reachOtp(h);
    h.advance(2000);
    expect(secondsLeft(h.snapshot())).toBe(178);
    h.wall.sleep(60_000);
    expect(secondsLeft(h.snapshot())).toBe(118);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(true);
    h.wall.sleep(500_000);
    expect(secondsLeft(h.snapshot())).toBe(0);
  });

  it("counts down on second boundaries of the deadline, whatever the timeout's start", async () => {
    const h = harness({ submit: async () => ({ code: 200, timeout: 3 }) });
    await reachOtp(h);
    h.wall.sleep(400);
    expect(secondsLeft(h.snapshot())).toBe(3);
    h.send({ type: 'flow.resumed' });
    h.advance(599);
    expect(secondsLeft(h.snapshot())).toBe(3);
    h.advance(1);
    expect(secondsLeft(h.snapshot())).toBe(2);
  });
});

describe('vote flow: a "Vote for …" link (docs/decisions/021)', () => {
  it('while choosing: that venue becomes the only one chosen, and VOTE NOW can open the form', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'nominee.toggled', id: 'n2' });
    h.send({ type: 'nominee.preselected', id: 'n3' });
    expect(h.snapshot().value).toBe('selecting');
    expect(h.snapshot().context).toMatchObject({ selected: ['n3'], proposed: null });
    expect(h.snapshot().can({ type: 'form.opened' })).toBe(true);
  });

  it('at the form: proposes the venue without touching the flow; declined, nothing changes', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    fillForm(h);
    h.send({ type: 'nominee.preselected', id: 'n3' });
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(h.snapshot().context).toMatchObject({ selected: ['n1'], proposed: 'n3' });
    h.send({ type: 'preselection.declined' });
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(h.snapshot().context).toMatchObject({ selected: ['n1'], proposed: null });
    expect(h.snapshot().can({ type: 'preselection.accepted' })).toBe(false);
    // The venue the vote already has: nothing to ask.
    h.send({ type: 'nominee.preselected', id: 'n1' });
    expect(h.snapshot().context.proposed).toBeNull();
  });

  it('at the code: accepted, back to the list with only that venue chosen and the details kept', async () => {
    const h = harness();
    await reachOtp(h);
    h.send({ type: 'nominee.preselected', id: 'n3' });
    expect(h.snapshot().matches({ otp: { code: 'entering' } })).toBe(true);
    h.send({ type: 'preselection.accepted' });
    expect(h.snapshot().value).toBe('selecting');
    expect(h.snapshot().context).toMatchObject({ selected: ['n3'], proposed: null });
    expect(h.snapshot().context.form.fullName).toBe('Ana Wijaya');
    expect(h.snapshot().children.countdown).toBeUndefined();
  });

  it('is not accepted while the code or the details are being checked', async () => {
    const check = stalled<CheckOtpResult>();
    const h = harness({ check: check.answer });
    await reachOtp(h);
    h.send({ type: 'nominee.preselected', id: 'n3' });
    typeCode(h, '123456');
    expect(h.snapshot().matches({ otp: { code: 'checking' } })).toBe(true);
    expect(h.snapshot().can({ type: 'preselection.accepted' })).toBe(false);
    h.send({ type: 'preselection.accepted' });
    expect(h.snapshot().matches({ otp: { code: 'checking' } })).toBe(true);

    const submit = stalled<CodeRequestResult>();
    const s = harness({ submit: submit.answer });
    await submitForm(s);
    s.send({ type: 'nominee.preselected', id: 'n3' });
    expect(s.snapshot().can({ type: 'preselection.accepted' })).toBe(false);
  });

  it('a proposal left unanswered is dropped once the visitor is back at the list', () => {
    const h = harness();
    h.send({ type: 'nominee.toggled', id: 'n1' });
    h.send({ type: 'form.opened' });
    h.send({ type: 'nominee.preselected', id: 'n3' });
    h.send({ type: 'form.closed' });
    expect(h.snapshot().context).toMatchObject({ selected: ['n1'], proposed: null });
  });

  it('at THANK YOU: the receipt stays; a new vote starts with the venue chosen, and survives a reload', async () => {
    const h = persistedHarness();
    await reachOtp(h);
    typeCode(h, '654321');
    await waitFor(h.actor, (snapshot) => snapshot.matches('thankYou'));
    h.send({ type: 'nominee.preselected', id: 'n3' });
    const after = h.reload();
    expect(after.snapshot().value).toBe('thankYou');
    expect(after.snapshot().context).toMatchObject({ votedFor: ['n1', 'n2'], proposed: 'n3', prizeCode: 'EXQ25-ABCD-EFGH' });
    after.send({ type: 'flow.restarted' });
    expect(after.snapshot().value).toBe('selecting');
    expect(after.snapshot().context).toMatchObject({ selected: ['n3'], votedFor: [], proposed: null, prizeCode: PRIZE_CODE_PLACEHOLDER });
  });
});

describe('vote flow: the lock, Change number and the time limit', () => {
  it('after 406 refuses RESEND CODE and the e-mail link; Change number goes back to the form with everything kept', async () => {
    const h = harness({ check: async () => ({ status: 406, data: null }) });
    await reachOtp(h);
    h.advance(EMAIL_RESEND_DELAY_MS);
    typeCode(h, '999999');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'locked' } }));
    expect(h.snapshot().context.outcome).toBe('locked');
    expect(h.snapshot().can({ type: 'otp.resendRequested' })).toBe(false);
    expect(h.snapshot().can({ type: 'otp.emailResendRequested' })).toBe(false);
    h.send({ type: 'otp.resendRequested' });
    await settle();
    expect(h.calls.request).toEqual([]);

    h.send({ type: 'otp.numberChangeRequested' });
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(h.snapshot().context.selected).toEqual(['n1', 'n2']);
    expect(h.snapshot().context.form.email).toBe('ana.w@example.co.id');
    h.send({ type: 'field.changed', field: 'phone', value: '811 0000 1111' });
    h.send({ type: 'form.submitted' });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'entering' } }));
    expect(h.calls.submit.at(-1)?.phone).toBe('+628110000 1111'.replace(/\s/g, ''));
    expect(secondsLeft(h.snapshot())).toBe(180);
  });

  it('a resend answered after the lock leaves the countdown at zero', async () => {
    let answerResend: (result: CodeRequestResult) => void = () => undefined;
    const h = harness({
      check: async () => ({ status: 406, data: null }),
      request: () => new Promise((resolve) => (answerResend = resolve)),
    });
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    typeCode(h, '999999');
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { code: 'locked' } }));
    answerResend({ code: 200, timeout: 180 });
    await waitFor(h.actor, (snapshot) => snapshot.matches({ otp: { whatsapp: 'coolingDown' } }));
    expect(secondsLeft(h.snapshot())).toBe(0);
  });

  it('gives up on a stalled submission after the time limit: the form is editable again and the call aborted', async () => {
    const submit = stalled<CodeRequestResult>();
    const h = harness({ submit: submit.answer });
    await submitForm(h);
    h.advance(ANSWER_TIME_LIMIT_MS - 100);
    expect(h.snapshot().matches({ form: 'submitting' })).toBe(true);
    h.advance(100);
    expect(h.snapshot().matches({ form: 'editing' })).toBe(true);
    expect(h.snapshot().context.outcome).toBe('codeRequestFailed');
    expect(submit.aborted()).toBe(true);
  });

  it('gives up on a stalled code check and a stalled resend after the time limit: boxes cleared and enabled', async () => {
    const check = stalled<CheckOtpResult>();
    const resend = stalled<CodeRequestResult>();
    const h = harness({ check: check.answer, request: resend.answer });
    await reachOtp(h);
    h.send({ type: 'otp.resendRequested' });
    typeCode(h, '123456');
    await settle();
    expect(h.snapshot().hasTag('awaiting')).toBe(true);
    h.advance(ANSWER_TIME_LIMIT_MS);
    expect(h.snapshot().matches({ otp: { code: 'entering', whatsapp: 'coolingDown' } })).toBe(true);
    expect(h.snapshot().context.digits.join('')).toBe('');
    expect(h.snapshot().context.outcome).toBe('checkFailed');
    expect(check.aborted() && resend.aborted()).toBe(true);
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
