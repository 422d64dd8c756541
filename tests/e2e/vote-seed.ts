/**
 * The vote flow at the code stage, as a page's sessionStorage keeps it (machines/vote.persistence.ts),
 * so a browser test can start there instead of walking the list and the form: the full walk is
 * tested once per path (tests/e2e/vote.spec.ts), the rest start from this seed.
 *
 * Written out here, not made by the machine: Playwright cannot import machines/ (src/config.ts
 * reads import.meta.env). tests/unit/vote-seed.test.ts checks that it is exactly what the machine
 * stores after the same walk, so a change of the machine's shape fails there, by name.
 */

/** machines/vote.persistence.ts: VOTE_FLOW_STORAGE_KEY and VOTE_FLOW_STORAGE_VERSION. */
export const VOTE_FLOW_KEY = 'vote.flow';
export const VOTE_FLOW_VERSION = 3;
/** The e-mail link's wait after the first code (docs/requirements.md#constants: 10 s). */
const EMAIL_RESEND_DELAY_MS = 10_000;

export interface SeedVoter {
  fullName: string;
  email: string;
  /** As typed into Mobile Number, without the area code. */
  phone: string;
  /** The area code's country (cca2). */
  country: string;
}

export const SEED_VOTER: SeedVoter = { fullName: 'Ana Wijaya', email: 'ana.w@example.co.id', phone: '812 3456 7890', country: 'ID' };

/** The fields of submit_votes for an Indonesian number, as the form sends them (src/domain/vote-form.ts's voteRequest). */
export function submitVotesFields(voter: SeedVoter = SEED_VOTER): Record<string, string> {
  return { name: voter.fullName, phone: `+62${voter.phone.replace(/\s/g, '')}`, country: voter.country, email: voter.email };
}

/** The cities the list shows, in order (src/domain/protocol.ts's LOCATION_ORDER): the picker drops the others. */
export const LISTED_CITIES = ['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali'];

/**
 * The stored flow right after submit_votes answered code 200: `selected` chosen, `voter` filled in,
 * the code's countdown running from `answeredAt` (the page's clock, ms) for `timeoutSeconds`.
 */
export function codeStageFlow({
  selected,
  voter = SEED_VOTER,
  answeredAt,
  timeoutSeconds,
}: {
  selected: string[];
  voter?: SeedVoter;
  answeredAt: number;
  timeoutSeconds: number;
}): string {
  const expiresAt = answeredAt + timeoutSeconds * 1000;
  return JSON.stringify({
    version: VOTE_FLOW_VERSION,
    snapshot: {
      status: 'active',
      value: { otp: { code: 'entering', whatsapp: 'ready', email: 'waiting' } },
      historyValue: {},
      context: {
        selected,
        form: { ...voter },
        attempted: true,
        digits: ['', '', '', '', '', ''],
        codeExpiresAt: expiresAt,
        resendAvailableAt: 0,
        emailAvailableAt: answeredAt + EMAIL_RESEND_DELAY_MS,
        codeChannel: 'whatsapp',
        votedFor: [],
        prizeCode: 'XXXX-XXXX-XXXX',
        outcome: 'none',
        proposed: null,
      },
      children: {
        countdown: {
          snapshot: {
            status: 'active',
            value: 'running',
            historyValue: {},
            context: { expiresAt, secondsLeft: timeoutSeconds },
            children: {},
          },
          src: 'otpCountdown',
          syncSnapshot: false,
        },
      },
    },
  });
}
