/**
 * Named failure and load scenarios, chosen with ?scenario=NAME (remembered for the session).
 * Each scenario is data; the handlers apply it in one place (handlers/effects.ts).
 */
import type { SeedSize } from './data/seed';
import { ON_TIME, type Delivery } from './inbox';
import { safeGet, safeSet, type KeyValueStore } from './key-value-store';

/**
 * How answers are reshaped after the rules ran (handlers/variants.ts): 'as-is' leaves them alone;
 * 'hostile' carries attack payloads in every HTML, URL and name field; the others are the odd
 * responses a real back end or a misconfigured host may send.
 */
export type AnswerVariant =
  'as-is' | 'hostile' | 'missing-data' | 'nulls' | 'numbers-as-strings' | 'no-images' | 'empty-menu' | 'html-error' | 'long-names';

export interface ScenarioDefinition {
  name: string;
  /** One line for the simulator panel. */
  description: string;
  /** Which seed data set the simulator serves. */
  dataSize: SeedSize;
  /** Wait before every back-end and static JSON answer (ms). */
  delayMs: number;
  /** Data lists answer {status: 0, data: null}. */
  failDataLists: boolean;
  /** Each /assets/json/* path answers HTTP 400 this many times (after any drops), then succeeds. */
  staticFailuresPerPath: number;
  /** Each /assets/json/* path first drops the connection this many times (a network error). */
  staticDropsPerPath: number;
  /** check_otp: normal rules, always the lock status 406, or a transport error. */
  checkOtp: 'rules' | 'locked' | 'network-error';
  /** This call answers its status and headers and the start of its body, then nothing more, ever. */
  stalls: 'nothing' | 'submit-votes' | 'check-otp';
  /** Reshapes answers: hostile content or an odd response (see AnswerVariant). */
  answers: AnswerVariant;
  /** When the codes sent reach the simulator inbox, by channel. */
  delivery: Delivery;
  /** Every phone has voted today: code requests answer 409 and no code is sent. */
  votedToday: boolean;
  /** The seed's last nominee is not listed yet, nor found by its slug (a back end before it was added). */
  withoutLastNominee: boolean;
  /** The seed's first nominee has another name and its photos in another order (a back end after one venue changed). */
  changesFirstNominee: boolean;
  /**
   * How winner_{year}.json carries the readers' choice (docs/requirements.md#data allows both): a group level
   * between city and category, or the group on each winner under city -> category.
   */
  winnersReading: 'group-level' | 'group-on-items';
}

const BASE = {
  dataSize: 'default',
  delayMs: 0,
  failDataLists: false,
  staticFailuresPerPath: 0,
  staticDropsPerPath: 0,
  checkOtp: 'rules',
  stalls: 'nothing',
  answers: 'as-is',
  delivery: ON_TIME,
  votedToday: false,
  withoutLastNominee: false,
  changesFirstNominee: false,
  winnersReading: 'group-level',
} as const satisfies Omit<ScenarioDefinition, 'name' | 'description'>;

export const SCENARIOS = [
  { ...BASE, name: 'default', description: 'Normal server: seeded data and the real vote rules.' },
  { ...BASE, name: 'otp-locked', description: 'Every code check answers the lock status 406.', checkOtp: 'locked' },
  { ...BASE, name: 'otp-error', description: 'Every code check fails at the network level.', checkOtp: 'network-error' },
  { ...BASE, name: 'otp-stalled', description: 'Every code check sends its headers, then never finishes its answer.', stalls: 'check-otp' },
  {
    ...BASE,
    name: 'submit-stalled',
    description: 'Every vote submission sends its headers, then never finishes its answer.',
    stalls: 'submit-votes',
  },
  {
    ...BASE,
    name: 'whatsapp-undelivered',
    description: 'Codes are sent, but WhatsApp messages never arrive: try the e-mail link.',
    delivery: { ...ON_TIME, WhatsApp: null },
  },
  {
    ...BASE,
    name: 'email-delayed',
    description: 'E-mails arrive 30 simulated seconds after they are sent (Skip 1 minute brings them).',
    delivery: { ...ON_TIME, 'E-mail': 30_000 },
  },
  { ...BASE, name: 'voted-today', description: 'This phone has voted today: the server refuses a second vote.', votedToday: true },
  { ...BASE, name: 'data-failure', description: 'Every data list answers status 0 with no data.', failDataLists: true },
  { ...BASE, name: 'static-flaky', description: 'Each static JSON file fails (HTTP 400) twice, then loads.', staticFailuresPerPath: 2 },
  {
    ...BASE,
    name: 'static-failure',
    description: 'Every static JSON file fails (HTTP 400), retries included.',
    staticFailuresPerPath: Number.POSITIVE_INFINITY,
  },
  {
    ...BASE,
    name: 'static-dropped',
    description: 'Each static JSON file: the connection drops, then HTTP 400, then it loads.',
    staticDropsPerPath: 1,
    staticFailuresPerPath: 1,
  },
  { ...BASE, name: 'slow', description: 'Every call waits 1.5 s before answering.', delayMs: 1500 },
  { ...BASE, name: 'large', description: 'A large data set: 1,000 nominees, 40 judges, 60 sponsors.', dataSize: 'large' },
  {
    ...BASE,
    name: 'one-venue-changed',
    description: "After one venue changed: the first nominee renamed, its photos reordered (the build's scale bench).",
    changesFirstNominee: true,
  },
  {
    ...BASE,
    name: 'ten-times',
    description: "Ten times the programme: 400 nominees, each with photos of its own (the build's scale bench).",
    dataSize: 'ten-times',
  },
  {
    ...BASE,
    name: 'ten-times-one-changed',
    description: 'The ten-times programme after one venue changed: the first nominee renamed, its photos reordered.',
    dataSize: 'ten-times',
    changesFirstNominee: true,
  },
  {
    ...BASE,
    name: 'hostile',
    description: 'Every HTML, URL and name field carries attack payloads (scripts, handlers, frames, forms).',
    answers: 'hostile',
  },
  { ...BASE, name: 'odd-missing-data', description: 'Back-end answers have status 1 but no data field.', answers: 'missing-data' },
  { ...BASE, name: 'odd-nulls', description: 'Lists and strings are null (names and ids kept); lists hold a null item.', answers: 'nulls' },
  {
    ...BASE,
    name: 'odd-numbers-as-strings',
    description: 'Every number is sent as a string, status and code included.',
    answers: 'numbers-as-strings',
  },
  {
    ...BASE,
    name: 'odd-no-images',
    description: 'Nominees come without images (empty or missing list) and without a logo.',
    answers: 'no-images',
  },
  { ...BASE, name: 'odd-empty-menu', description: 'The website data has an empty menu.', answers: 'empty-menu' },
  {
    ...BASE,
    name: 'odd-html-error',
    description: 'HTML error pages instead of JSON: HTTP 502 from the back end, HTTP 200 for static files.',
    answers: 'html-error',
  },
  { ...BASE, name: 'odd-long-names', description: 'Every name and title is very long, with a 192-letter word.', answers: 'long-names' },
  {
    ...BASE,
    name: 'before-last-nominee',
    description: 'The last nominee is not listed yet: a build against it serves that nominee a shell (the bench).',
    withoutLastNominee: true,
  },
  {
    ...BASE,
    name: 'winners-group-on-items',
    description: "winner_{year}.json keyed by city, then category, each winner naming its group (the spec's other reading).",
    winnersReading: 'group-on-items',
  },
] as const satisfies readonly ScenarioDefinition[];

export type ScenarioName = (typeof SCENARIOS)[number]['name'];

export const DEFAULT_SCENARIO: ScenarioName = 'default';
export const SCENARIO_STORAGE_KEY = 'sim.scenario';
export const SCENARIO_QUERY_PARAM = 'scenario';

export function isScenarioName(value: unknown): value is ScenarioName {
  return typeof value === 'string' && SCENARIOS.some((s) => s.name === value);
}

export function getScenarioDefinition(name: ScenarioName): ScenarioDefinition {
  return SCENARIOS.find((s) => s.name === name) ?? SCENARIOS[0];
}

export function storeScenario(store: KeyValueStore, name: ScenarioName): void {
  safeSet(store, SCENARIO_STORAGE_KEY, name);
}

/**
 * The active scenario: `?scenario=NAME` on the URL wins and is stored; otherwise the stored one;
 * otherwise 'default'. Unknown names (on the URL or stored) fall back to 'default'.
 */
export function readScenario(url: string | URL, store: KeyValueStore): ScenarioName {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URL(String(url), 'http://localhost').searchParams.get(SCENARIO_QUERY_PARAM);
  } catch {
    fromUrl = null;
  }
  if (fromUrl !== null) {
    const name = isScenarioName(fromUrl) ? fromUrl : DEFAULT_SCENARIO;
    storeScenario(store, name);
    return name;
  }
  const stored = safeGet(store, SCENARIO_STORAGE_KEY);
  return isScenarioName(stored) ? stored : DEFAULT_SCENARIO;
}

/** The page URL with ?scenario=NAME set (the panel reloads to it). */
export function urlWithScenario(url: string | URL, name: ScenarioName): string {
  const next = new URL(String(url));
  next.searchParams.set(SCENARIO_QUERY_PARAM, name);
  return next.toString();
}
