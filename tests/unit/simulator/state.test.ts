// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createSimulator,
  cryptoPrizeCode,
  cryptoRandomSixDigits,
  CODES_PER_CLIENT,
  CODES_PER_NUMBER,
  LOCK_DURATION_MS,
  MAX_WRONG_ATTEMPTS,
  RATE_WINDOW_MS,
  STATE_STORAGE_KEY,
  type KeyValueStore,
  type Simulator,
} from '../../../mocks/state';

const START = Date.UTC(2026, 0, 10, 9, 0, 0);
const PHONE = '628123456789';
const VOTER = { name: 'Ayu Lestari', phone: PHONE, country: 'ID', email: 'ayu@example.com' };

let time = START;
let codes: string[] = [];
let store: KeyValueStore;
let sim: Simulator;

function make(): Simulator {
  return createSimulator({
    store,
    now: () => time,
    random: () => codes.shift() ?? '999999',
    prizeCode: () => 'EXQ25-AAAA-BBBB',
  });
}

function ids(n: number): string[] {
  return sim.seed.nominees.slice(0, n).map((nominee) => nominee._id);
}

function check(otp: string, chosen: string[] = ids(2)) {
  return sim.checkOtp({ ...VOTER, otp, data_submit: JSON.stringify(chosen) });
}

beforeEach(() => {
  time = START;
  codes = ['123456', '234567', '345678', '456789', '567890', '678901', '789012'];
  store = createMemoryStore();
  sim = make();
});

describe('random sources', () => {
  it('draws six digits with leading zeros allowed', () => {
    for (let i = 0; i < 200; i++) expect(cryptoRandomSixDigits()).toMatch(/^\d{6}$/);
  });

  it('draws prize codes from the unambiguous alphabet', () => {
    for (let i = 0; i < 50; i++) expect(cryptoPrizeCode()).toMatch(/^EXQ25-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
  });
});

describe('requesting a code (submit_votes)', () => {
  it('issues a code valid for 180 s and sends it by WhatsApp', () => {
    expect(sim.requestCode(VOTER)).toEqual({ code: 200, timeout: 180 });
    expect(sim.inbox.latest()).toMatchObject({ channel: 'WhatsApp', recipient: PHONE, code: '123456', sentAt: START });
    expect(sim.snapshot().phones[PHONE]?.otp).toEqual({ code: '123456', issuedAt: START, expiresAt: START + 180_000, used: false });
  });

  it('needs every field', () => {
    expect(sim.requestCode({ ...VOTER, email: '' })).toEqual({ code: 422, timeout: 0 });
    expect(sim.requestCode({ ...VOTER, phone: undefined })).toEqual({ code: 422, timeout: 0 });
    expect(sim.inbox.messages()).toHaveLength(0);
  });
});

describe('checking a code (check_otp)', () => {
  it('counts the right code once, and answers it again with the same prize code within its lifetime', () => {
    sim.requestCode(VOTER);
    expect(check('123456')).toEqual({ status: 1, data: { code: 'EXQ25-AAAA-BBBB' } });
    const counted = sim.counters();
    time = START + 179_000;
    expect(check('123456')).toEqual({ status: 1, data: { code: 'EXQ25-AAAA-BBBB' } });
    expect(sim.counters()).toEqual(counted);
    // Same phone, same day, another code or the code expired: already voted.
    expect(check('654321')).toEqual({ status: 409, data: null });
    time = START + 180_000;
    expect(check('123456')).toEqual({ status: 409, data: null });
  });

  it('refuses a used code on the next day', () => {
    sim.requestCode(VOTER);
    expect(check('123456').status).toBe(1);
    time += 24 * 3600_000;
    expect(check('123456')).toEqual({ status: 400, data: null });
  });

  it('refuses a code after 180 s', () => {
    sim.requestCode(VOTER);
    time = START + 180_000;
    expect(check('123456')).toEqual({ status: 400, data: null });
    expect(sim.snapshot().phones[PHONE]?.wrongAttempts).toBe(1);
  });

  it('accepts a code just before it expires', () => {
    sim.requestCode(VOTER);
    time += 179_999;
    expect(check('123456').status).toBe(1);
  });

  it('knows when the newest usable code expires (Expire code), and that a used or expired one has none', () => {
    expect(sim.liveCodeExpiry()).toBe(null);
    sim.requestCode(VOTER);
    time += 10_000;
    sim.requestCode({ ...VOTER, phone: '628999' });
    expect(sim.liveCodeExpiry()).toBe(START + 10_000 + 180_000);
    expect(check('123456').status).toBe(1);
    expect(sim.liveCodeExpiry()).toBe(START + 10_000 + 180_000);
    time = START + 10_000 + 180_000;
    expect(sim.liveCodeExpiry()).toBe(null);
  });

  it('invalidates an older code when a newer one is issued', () => {
    sim.requestCode(VOTER);
    time += 10_000;
    sim.requestCode(VOTER);
    expect(check('123456')).toEqual({ status: 400, data: null });
    expect(check('234567').status).toBe(1);
  });

  it('locks the phone on the fifth wrong code for 30 minutes, sending no new code meanwhile', () => {
    sim.requestCode(VOTER);
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i++) expect(check('000000').status).toBe(400);
    expect(check('000000')).toEqual({ status: 406, data: null });
    expect(check('123456')).toEqual({ status: 406, data: null });
    time += 60_000;
    expect(sim.requestCode(VOTER)).toEqual({ code: 406, timeout: LOCK_DURATION_MS / 1000 - 60 });
    expect(sim.resendCode({ phone: PHONE, country: 'ID' }).code).toBe(406);
    time = START + LOCK_DURATION_MS;
    expect(sim.requestCode(VOTER)).toEqual({ code: 200, timeout: 180 });
    expect(check('234567').status).toBe(1);
  });

  it('limits code requests per number in an hour, answering 429 with the seconds left', () => {
    for (let i = 0; i < CODES_PER_NUMBER; i++) {
      expect(sim.requestCode(VOTER).code).toBe(200);
      time += 60_000;
    }
    expect(sim.requestCode(VOTER)).toEqual({ code: 429, timeout: 3600 - CODES_PER_NUMBER * 60 });
    expect(sim.requestCode({ ...VOTER, phone: '628111111111' }).code).toBe(200);
    time = START + RATE_WINDOW_MS;
    expect(sim.requestCode(VOTER).code).toBe(200);
  });

  it('limits code requests per client, whatever the number', () => {
    for (let i = 0; i < CODES_PER_CLIENT; i++) expect(sim.requestCode({ ...VOTER, phone: `62800${i}`, client: '10.0.0.1' }).code).toBe(200);
    expect(sim.requestCode({ ...VOTER, phone: '628009999', client: '10.0.0.1' }).code).toBe(429);
    expect(sim.requestCode({ ...VOTER, phone: '628009999', client: '10.0.0.2' }).code).toBe(200);
  });

  it('refuses a malformed, empty or unknown selection without counting a wrong attempt', () => {
    sim.requestCode(VOTER);
    expect(sim.checkOtp({ ...VOTER, otp: '123456', data_submit: 'not json' }).status).toBe(422);
    expect(sim.checkOtp({ ...VOTER, otp: '123456', data_submit: '[]' }).status).toBe(422);
    expect(sim.checkOtp({ ...VOTER, otp: '123456', data_submit: '{"a":1}' }).status).toBe(422);
    expect(check('123456', ['ffffffffffffffffffffffff']).status).toBe(422);
    expect(sim.snapshot().phones[PHONE]?.wrongAttempts).toBe(0);
    expect(check('123456').status).toBe(1);
  });

  it('allows one vote per phone per UTC day', () => {
    sim.requestCode(VOTER);
    expect(check('123456').status).toBe(1);
    expect(sim.requestCode(VOTER)).toEqual({ code: 409, timeout: 0 });
    expect(sim.resendCode({ phone: PHONE, country: 'ID' })).toEqual({ code: 409, timeout: 0 });
    // Another phone may vote.
    const other = { ...VOTER, phone: '6598765432' };
    expect(sim.requestCode(other).code).toBe(200);
    expect(sim.checkOtp({ ...other, otp: '234567', data_submit: JSON.stringify(ids(1)) }).status).toBe(1);
    // The next UTC day the first phone may vote again.
    time = Date.UTC(2026, 0, 11, 0, 0, 1);
    expect(sim.requestCode(VOTER).code).toBe(200);
    expect(check('345678').status).toBe(1);
  });

  it('adds one vote per distinct nominee and updates the counters', () => {
    const before = sim.counters();
    const [a, b] = ids(2) as [string, string];
    const votesA = sim.nominees().find((n) => n._id === a)!.votes;
    const votesB = sim.nominees().find((n) => n._id === b)!.votes;
    sim.requestCode(VOTER);
    expect(check('123456', [a, b, a, a]).status).toBe(1);
    expect(sim.nominees().find((n) => n._id === a)!.votes).toBe(votesA + 1);
    expect(sim.nominees().find((n) => n._id === b)!.votes).toBe(votesB + 1);
    expect(sim.counters()).toEqual({
      total_active_nominees: before.total_active_nominees,
      total_voters: before.total_voters + 1,
      total_votes: before.total_votes + 2,
    });
    // The seed itself is untouched.
    expect(sim.seed.nominees.find((n) => n._id === a)!.votes).toBe(votesA);
  });
});

describe('resending a code (otp)', () => {
  it('resends by WhatsApp, then refuses for 240 s with the seconds left', () => {
    sim.requestCode(VOTER);
    time += 5_000;
    // The first submit does not start the cooldown.
    expect(sim.resendCode({ phone: PHONE, country: 'ID' })).toEqual({ code: 200, timeout: 180 });
    expect(sim.inbox.latest()).toMatchObject({ channel: 'WhatsApp', recipient: PHONE, code: '234567' });
    time += 100_000;
    expect(sim.resendCode({ phone: PHONE, country: 'ID' })).toEqual({ code: 429, timeout: 140 });
    time += 139_500;
    expect(sim.resendCode({ phone: PHONE, country: 'ID', email: VOTER.email })).toEqual({ code: 429, timeout: 1 });
    time += 500;
    expect(sim.resendCode({ phone: PHONE, country: 'ID', email: VOTER.email })).toEqual({ code: 200, timeout: 180 });
    expect(sim.inbox.latest()).toMatchObject({ channel: 'E-mail', recipient: VOTER.email, code: '345678' });
  });

  it('an e-mail resend also starts the cooldown and replaces the code', () => {
    sim.requestCode(VOTER);
    expect(sim.resendCode({ phone: PHONE, country: 'ID', email: VOTER.email }).code).toBe(200);
    expect(sim.resendCode({ phone: PHONE, country: 'ID' }).code).toBe(429);
    expect(check('123456').status).toBe(400);
    expect(check('234567').status).toBe(1);
  });

  it('needs a phone and a country', () => {
    expect(sim.resendCode({ phone: '', country: 'ID' }).code).toBe(422);
    expect(sim.resendCode({ phone: PHONE }).code).toBe(422);
  });
});

describe('persistence', () => {
  it('restores votes, codes and messages from the store', () => {
    sim.requestCode(VOTER);
    expect(check('123456').status).toBe(1);
    const again = make();
    expect(again.counters()).toEqual(sim.counters());
    expect(again.inbox.messages()).toEqual(sim.inbox.messages());
    expect(again.requestCode(VOTER).code).toBe(409);
    expect(again.websiteData().schedule_time).toBe(sim.websiteData().schedule_time);
  });

  it('sets the schedule 21 days ahead, on the hour, once', () => {
    const schedule = sim.websiteData().schedule_time!;
    expect(schedule % 3600_000).toBe(0);
    expect(schedule - START).toBe(21 * 24 * 3600_000);
    time += 3 * 3600_000 + 1234;
    expect(make().websiteData().schedule_time).toBe(schedule);
  });

  it('starts fresh from a corrupt store', () => {
    store.setItem(STATE_STORAGE_KEY, '{not json');
    expect(make().counters()).toEqual(sim.seed.counters);
  });

  it('reset forgets everything and notifies inbox listeners', () => {
    sim.requestCode(VOTER);
    check('123456');
    let notified = 0;
    const unsubscribe = sim.inbox.subscribe(() => {
      notified += 1;
    });
    time += 7 * 3600_000;
    sim.reset();
    expect(notified).toBe(1);
    expect(sim.inbox.messages()).toEqual([]);
    expect(sim.counters()).toEqual(sim.seed.counters);
    expect(sim.requestCode(VOTER).code).toBe(200);
    expect(make().inbox.messages()).toHaveLength(1);
    expect(notified).toBe(2);
    unsubscribe();
    sim.requestCode({ ...VOTER, phone: '6511112222' });
    expect(notified).toBe(2);
  });
});

describe('lookups', () => {
  it('finds nominees by slug, current first, then past winners', () => {
    const first = sim.seed.nominees[0]!;
    expect(sim.findNominee(first.slug)?._id).toBe(first._id);
    const pastOnly = sim.seed.sectionWinners['2024']!.find((n) => !sim.seed.nominees.some((c) => c.slug === n.slug))!;
    expect(sim.findNominee(pastOnly.slug)?.slug).toBe(pastOnly.slug);
    expect(sim.findNominee('no-such-venue')).toBeNull();
  });

  it('serves section winners: 2025 from the current list, 2024 from the seed', () => {
    expect(sim.sectionWinners('2025')).toHaveLength(sim.seed.nominees.length);
    expect(sim.sectionWinners('2024')).toHaveLength(30);
    expect(sim.sectionWinners('1999')).toBeNull();
  });
});
