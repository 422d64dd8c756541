/**
 * The facts of the back-end protocol (docs/requirements.md#calls and #constants) that the app, its machines and the
 * simulator all depend on, in one module so they cannot drift apart.
 */

/** `status` of a data response that may be used (docs/requirements.md#startup: anything else is ignored). */
export const DATA_SUCCESS_STATUS = 1;

/**
 * The answer codes of the vote calls: `code` of a code request (submit_votes, otp, otp_email),
 * `status` of check_otp. The spec names ok, success and locked; the others are our back end's
 * (mocks/README.md), and the app treats them all as "any other status".
 */
export const VOTE_STATUS = {
  ok: 200,
  success: 1,
  wrongCode: 400,
  locked: 406,
  alreadyVoted: 409,
  invalid: 422,
  tooSoon: 429,
} as const;

/** A code request succeeded: the confirmation stage opens. */
export const CODE_REQUEST_SUCCESS = VOTE_STATUS.ok;
/** check_otp accepted the code. */
export const OTP_SUCCESS_STATUSES: readonly number[] = [VOTE_STATUS.ok, VOTE_STATUS.success];
/** check_otp: the number is locked. */
export const OTP_LOCK_STATUS = VOTE_STATUS.locked;

/** RESEND CODE (and the e-mail link, once used) wait this long before another resend. */
export const RESEND_COOLDOWN_MS = 240_000;
/** The e-mail link is offered this long after the first code request. */
export const EMAIL_RESEND_DELAY_MS = 10_000;
/** How long a code lives: the `timeout` our back end answers a code request with. */
export const CODE_LIFETIME_SECONDS = 180;

/** Group keys of winner_{year}.json: '1' normal list, '2' readers' choice. */
export const WINNER_GROUP_KEYS = ['1', '2'] as const;

/** Nominees are shown grouped by location in this order; other locations are not shown. */
export const LOCATION_ORDER = ['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali'] as const;

/** A JSON object (not an array, not null), the check every reader of an answer starts from. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The back end's calls (docs/requirements.md#calls), under the configured base URL. */
export const ENDPOINTS = {
  websiteData: '/api/get_website_data',
  nominees: '/api/get_nominees',
  nominee: '/api/get_nominee',
  winner: '/api/get_winner',
  judges: '/api/get_judges',
  sponsors: '/api/get_sponsors',
  partners: '/api/get_partners',
  publications: '/api/get_publications',
  counters: '/api/get_counters',
  submitVotes: '/api/submit_votes',
  otp: '/api/otp',
  checkOtp: '/api/check_otp',
} as const;
