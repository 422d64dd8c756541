/**
 * The simulator's mutable state and the server rules that read and change it.
 *
 * The rules are plain functions of (state, input, now): the handlers only parse requests and
 * serialise answers. State is persisted as JSON through a KeyValueStore after every change.
 */
import type {
  CheckOtpRequest,
  CheckOtpResult,
  CodeRequestResult,
  Counters,
  Nominee,
  OtpRequest,
  VoteRequest,
  WebsiteData,
} from '../src/domain/types';
import { CODE_LIFETIME_SECONDS, isRecord, RESEND_COOLDOWN_MS, VOTE_STATUS } from '../src/domain/protocol';
import { createSeedData, type SeedData, type SeedSize } from './data/seed';
import { createInbox, ON_TIME, type Delivery, type Inbox, type InboxMessage } from './inbox';
import { safeGet, safeSet, type KeyValueStore } from './key-value-store';

export { createMemoryStore, type KeyValueStore } from './key-value-store';

export const STATE_STORAGE_KEY = 'sim.state';
const STATE_VERSION = 2;

/** The fifth wrong code locks the phone (NIST SP 800-63B, 5.2.2: limit failed attempts)... */
export const MAX_WRONG_ATTEMPTS = 5;
/** ...for 30 minutes, not for good: anyone who knows a number could otherwise lock its owner out. */
export const LOCK_DURATION_MS = 30 * 60_000;
/** Code requests (submit_votes and otp) a number may make in RATE_WINDOW_MS... */
export const CODES_PER_NUMBER = 5;
/** ...and a client (an address) for all numbers together. */
export const CODES_PER_CLIENT = 20;
export const RATE_WINDOW_MS = 60 * 60_000;
/** The client of the in-browser simulator, which has one. */
export const BROWSER_CLIENT = 'browser';
/** The countdown target: 21 days after the state was created (rounded to the hour). */
export const SCHEDULE_OFFSET_MS = 21 * 24 * 3600_000;

export const PRIZE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

export interface OtpRecord {
  code: string;
  issuedAt: number;
  expiresAt: number;
  used: boolean;
  /** The prize code of the vote this code confirmed: a repeated check gets it again. */
  prizeCode?: string;
}

export interface PhoneState {
  /** The current code; a newer code replaces (invalidates) it. */
  otp: OtpRecord | null;
  wrongAttempts: number;
  /** Code entry and new codes are refused until then (ms since the epoch). */
  lockedUntil: number | null;
  /** When this number's recent code requests were made (the rate limit). */
  codeRequests: number[];
  /** UTC day (YYYY-MM-DD) of the last successful vote. */
  votedDay: string | null;
  /** Last code request of any kind (submit_votes or otp). */
  lastCodeAt: number | null;
  /** Last WhatsApp or e-mail resend (/api/otp): the cooldown counts from it. */
  lastResendAt: number | null;
}

export interface SimulatorState {
  version: number;
  createdAt: number;
  /** schedule_time of get_website_data. */
  scheduleTime: number;
  /** Votes cast in the simulator, by nominee _id. */
  votesByNominee: Record<string, number>;
  extraVoters: number;
  extraVotes: number;
  /** By phone digits. */
  phones: Record<string, PhoneState>;
  inbox: InboxMessage[];
  prizeCodes: string[];
  /** When each client's recent code requests were made, by client address. */
  clientCodeRequests: Record<string, number[]>;
}

/** Who asks: the client's address on the real server, BROWSER_CLIENT in the browser. */
export interface ClientInput {
  client?: string;
}

/** Form fields as received: any of them may be missing. */
export type FormFields<T> = { [K in keyof T]?: string | undefined };

export interface SimulatorOptions {
  store: KeyValueStore;
  now?: () => number;
  /** Six-digit code source; crypto-random by default. */
  random?: () => string;
  /** Prize code source ('EXQ25-XXXX-XXXX'); crypto-random by default. */
  prizeCode?: () => string;
  size?: SeedSize;
  /** When codes reach the inbox (the active scenario's), read at sending; on sending by default. */
  delivery?: () => Delivery;
}

export interface Simulator {
  readonly seed: SeedData;
  readonly inbox: Inbox;
  readonly now: () => number;
  /** Current nominees, votes cast in the simulator included. */
  nominees(): Nominee[];
  /** A current nominee by slug, else a past section winner by slug; null when unknown. */
  findNominee(slug: string): Nominee | null;
  counters(): Counters;
  websiteData(): WebsiteData;
  /** get_winner: '2025' is the current nominee list; past years from the seed; null when unknown. */
  sectionWinners(year: string): Nominee[] | null;
  /** POST /api/submit_votes. */
  requestCode(input: FormFields<VoteRequest> & ClientInput): CodeRequestResult;
  /** POST /api/otp: WhatsApp resend, or e-mail resend when `email` is present. */
  resendCode(input: FormFields<OtpRequest> & ClientInput): CodeRequestResult;
  /** POST /api/check_otp. */
  checkOtp(input: FormFields<CheckOtpRequest>): CheckOtpResult;
  /** When the newest code sent expires, while it can still be used; null when there is none. */
  liveCodeExpiry(): number | null;
  /** A copy of the persisted state (for tests and debugging). */
  snapshot(): SimulatorState;
  /** Forget every vote, code and message; a new schedule_time is computed. */
  reset(): void;
}

// ---------------------------------------------------------------------------------------------
// Randomness
// ---------------------------------------------------------------------------------------------

/** A uniform integer in [0, bound) from crypto.getRandomValues (rejection sampling). */
function cryptoInt(bound: number): number {
  const limit = Math.floor(0x1_0000_0000 / bound) * bound;
  const buffer = new Uint32Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buffer);
    const value = buffer[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

/** A uniformly random six-digit code, leading zeros allowed ('000000'..'999999'). */
export function cryptoRandomSixDigits(): string {
  return String(cryptoInt(1_000_000)).padStart(6, '0');
}

/** 'EXQ25-XXXX-XXXX', X from PRIZE_ALPHABET. */
export function cryptoPrizeCode(): string {
  const chars = Array.from({ length: 8 }, () => PRIZE_ALPHABET.charAt(cryptoInt(PRIZE_ALPHABET.length)));
  return `EXQ25-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

// ---------------------------------------------------------------------------------------------
// Pure helpers
// ---------------------------------------------------------------------------------------------

/** The key of a phone: its digits ('+62 812-3456' and '628123456' are the same phone). */
export function phoneKey(phone: string | undefined): string {
  return (phone ?? '').replace(/\D/g, '');
}

/** UTC day of a timestamp, 'YYYY-MM-DD'. */
export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function present(value: string | undefined): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function freshState(now: number): SimulatorState {
  const hour = 3600_000;
  return {
    version: STATE_VERSION,
    createdAt: now,
    scheduleTime: Math.round(now / hour) * hour + SCHEDULE_OFFSET_MS,
    votesByNominee: {},
    extraVoters: 0,
    extraVotes: 0,
    phones: {},
    inbox: [],
    prizeCodes: [],
    clientCodeRequests: {},
  };
}

function loadState(store: KeyValueStore, now: number): SimulatorState {
  const raw = safeGet(store, STATE_STORAGE_KEY);
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (
        isRecord(parsed) &&
        parsed.version === STATE_VERSION &&
        typeof parsed.scheduleTime === 'number' &&
        isRecord(parsed.votesByNominee) &&
        isRecord(parsed.phones) &&
        Array.isArray(parsed.inbox) &&
        Array.isArray(parsed.prizeCodes)
      ) {
        return { ...freshState(now), ...(parsed as Partial<SimulatorState>) };
      }
    } catch {
      // fall through to a fresh state
    }
  }
  return freshState(now);
}

function emptyPhone(): PhoneState {
  return { otp: null, wrongAttempts: 0, lockedUntil: null, codeRequests: [], votedDay: null, lastCodeAt: null, lastResendAt: null };
}

/** Nominee ids from data_submit (a JSON array of ids), deduplicated; null when malformed or empty. */
export function parseNomineeIds(dataSubmit: string | undefined): string[] | null {
  if (!present(dataSubmit)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(dataSubmit);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length === 0) return null;
  const ids: string[] = [];
  for (const item of parsed) {
    if (typeof item !== 'string' && typeof item !== 'number') return null;
    const id = String(item);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------
// The simulator
// ---------------------------------------------------------------------------------------------

export function createSimulator(options: SimulatorOptions): Simulator {
  const { store } = options;
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? cryptoRandomSixDigits;
  const prizeCode = options.prizeCode ?? cryptoPrizeCode;
  const delivery = options.delivery ?? (() => ON_TIME);
  const seed = createSeedData(options.size ?? 'default');
  const nomineeIds = new Set(seed.nominees.map((n) => n._id));

  let state = loadState(store, now());
  const save = () => safeSet(store, STATE_STORAGE_KEY, JSON.stringify(state));
  save();

  const inbox = createInbox(state.inbox, (messages) => {
    state.inbox = messages;
    save();
  });

  const phoneOf = (key: string): PhoneState => {
    const existing = state.phones[key];
    if (existing) return existing;
    const created = emptyPhone();
    state.phones[key] = created;
    return created;
  };

  const votedToday = (phone: PhoneState, at: number) => phone.votedDay === utcDay(at);
  const secondsUntil = (time: number, at: number) => Math.max(1, Math.ceil((time - at) / 1000));
  const lockEnd = (phone: PhoneState, at: number) => (phone.lockedUntil !== null && at < phone.lockedUntil ? phone.lockedUntil : null);

  /**
   * A code request from `client`, counted when admitted; otherwise the answer to give: the number
   * is locked (406), or the number or the client asked too often (429), with the seconds to wait.
   */
  const admitCodeRequest = (phone: PhoneState, client: string | undefined, at: number): CodeRequestResult | null => {
    const locked = lockEnd(phone, at);
    if (locked !== null) return { code: VOTE_STATUS.locked, timeout: secondsUntil(locked, at) };
    const recent = (times: number[] = []) => times.filter((time) => at - time < RATE_WINDOW_MS);
    const fromNumber = (phone.codeRequests = recent(phone.codeRequests));
    const clientKey = client ?? BROWSER_CLIENT;
    const fromClient = (state.clientCodeRequests[clientKey] = recent(state.clientCodeRequests[clientKey]));
    for (const [times, limit] of [
      [fromNumber, CODES_PER_NUMBER],
      [fromClient, CODES_PER_CLIENT],
    ] as const) {
      if (times.length >= limit) return { code: VOTE_STATUS.tooSoon, timeout: secondsUntil((times[0] ?? at) + RATE_WINDOW_MS, at) };
    }
    fromNumber.push(at);
    fromClient.push(at);
    return null;
  };

  /** Issue a new code (invalidating the previous one) and deliver it to the inbox. */
  const issueCode = (phone: PhoneState, channel: InboxMessage['channel'], recipient: string, at: number): CodeRequestResult => {
    const code = random();
    phone.otp = { code, issuedAt: at, expiresAt: at + CODE_LIFETIME_SECONDS * 1000, used: false };
    phone.lastCodeAt = at;
    save();
    const delay = delivery()[channel];
    inbox.add({ channel, recipient, code, sentAt: at, arrivesAt: delay === null ? null : at + delay });
    return { code: VOTE_STATUS.ok, timeout: CODE_LIFETIME_SECONDS };
  };

  const withVotes = (n: Nominee): Nominee => ({ ...n, votes: n.votes + (state.votesByNominee[n._id] ?? 0) });

  const newPrizeCode = (): string => {
    let code = prizeCode();
    for (let i = 0; i < 20 && state.prizeCodes.includes(code); i++) code = prizeCode();
    return code;
  };

  return {
    seed,
    inbox,
    now,

    nominees: () => seed.nominees.map(withVotes),

    findNominee(slug) {
      const current = seed.nominees.find((n) => n.slug === slug);
      if (current) return withVotes(current);
      for (const list of Object.values(seed.sectionWinners)) {
        const past = list.find((n) => n.slug === slug);
        if (past) return past;
      }
      return null;
    },

    counters: () => ({
      total_active_nominees: seed.counters.total_active_nominees,
      total_voters: seed.counters.total_voters + state.extraVoters,
      total_votes: seed.counters.total_votes + state.extraVotes,
    }),

    websiteData: () => ({ ...seed.website, schedule_time: state.scheduleTime }),

    sectionWinners(year) {
      if (year === '2025') return seed.nominees.map(withVotes);
      return seed.sectionWinners[year] ?? null;
    },

    requestCode(input) {
      const at = now();
      const key = phoneKey(input.phone);
      if (!present(input.name) || !key || !present(input.country) || !present(input.email)) {
        return { code: VOTE_STATUS.invalid, timeout: 0 };
      }
      const phone = phoneOf(key);
      if (votedToday(phone, at)) return { code: VOTE_STATUS.alreadyVoted, timeout: 0 };
      const refusal = admitCodeRequest(phone, input.client, at);
      if (refusal) return refusal;
      return issueCode(phone, 'WhatsApp', input.phone ?? key, at);
    },

    resendCode(input) {
      const at = now();
      const key = phoneKey(input.phone);
      if (!key || !present(input.country)) return { code: VOTE_STATUS.invalid, timeout: 0 };
      const phone = phoneOf(key);
      if (votedToday(phone, at)) return { code: VOTE_STATUS.alreadyVoted, timeout: 0 };
      if (phone.lastResendAt !== null && at - phone.lastResendAt < RESEND_COOLDOWN_MS) {
        return { code: VOTE_STATUS.tooSoon, timeout: Math.ceil((RESEND_COOLDOWN_MS - (at - phone.lastResendAt)) / 1000) };
      }
      const refusal = admitCodeRequest(phone, input.client, at);
      if (refusal) return refusal;
      phone.lastResendAt = at;
      return present(input.email)
        ? issueCode(phone, 'E-mail', input.email.trim(), at)
        : issueCode(phone, 'WhatsApp', input.phone ?? key, at);
    },

    checkOtp(input) {
      const at = now();
      const key = phoneKey(input.phone);
      if (!key) return { status: VOTE_STATUS.invalid, data: null };
      const phone = phoneOf(key);
      if (lockEnd(phone, at) !== null) return { status: VOTE_STATUS.locked, data: null };
      const otp = phone.otp;
      const sameCode = otp !== null && at < otp.expiresAt && (input.otp ?? '').trim() === otp.code;
      // An answer lost on the way (a dropped connection, a reloaded tab): the same right code asked
      // again gets the same success, and the vote is not counted twice.
      if (sameCode && otp.used && otp.prizeCode) return { status: VOTE_STATUS.success, data: { code: otp.prizeCode } };
      if (votedToday(phone, at)) return { status: VOTE_STATUS.alreadyVoted, data: null };
      const ids = parseNomineeIds(input.data_submit);
      if (!present(input.name) || !present(input.email) || !present(input.country) || !ids || ids.some((id) => !nomineeIds.has(id))) {
        return { status: VOTE_STATUS.invalid, data: null };
      }
      if (!sameCode || otp.used) {
        phone.wrongAttempts += 1;
        const locks = phone.wrongAttempts >= MAX_WRONG_ATTEMPTS;
        if (locks) {
          // The lock also ends the code: after it, a new code and five new tries.
          phone.lockedUntil = at + LOCK_DURATION_MS;
          phone.wrongAttempts = 0;
          phone.otp = null;
        }
        save();
        return { status: locks ? VOTE_STATUS.locked : VOTE_STATUS.wrongCode, data: null };
      }
      otp.used = true;
      for (const id of ids) state.votesByNominee[id] = (state.votesByNominee[id] ?? 0) + 1;
      state.extraVoters += 1;
      state.extraVotes += ids.length;
      phone.votedDay = utcDay(at);
      phone.wrongAttempts = 0;
      const code = newPrizeCode();
      otp.prizeCode = code;
      state.prizeCodes.push(code);
      save();
      return { status: VOTE_STATUS.success, data: { code } };
    },

    liveCodeExpiry() {
      const at = now();
      const live = Object.values(state.phones)
        .map((phone) => phone.otp)
        .filter((otp): otp is OtpRecord => otp !== null && !otp.used && otp.expiresAt > at)
        .sort((a, b) => b.issuedAt - a.issuedAt);
      return live[0]?.expiresAt ?? null;
    },

    snapshot: () => JSON.parse(JSON.stringify(state)) as SimulatorState,

    reset() {
      state = freshState(now());
      save();
      inbox.clear();
    },
  };
}
