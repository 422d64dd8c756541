/**
 * Named failure and load scenarios, chosen with ?scenario=NAME (remembered for the session).
 * Each scenario is data; the handlers apply it in one place (handlers/effects.ts).
 */
import { safeGet, safeSet, type KeyValueStore } from './store';

export interface ScenarioDefinition {
  name: string;
  /** One line for the simulator panel. */
  description: string;
  /** Which seed data set the simulator serves. */
  dataSize: 'default' | 'large';
  /** Wait before every back-end and static JSON answer (ms). */
  delayMs: number;
  /** Data lists answer {status: 0, data: null}. */
  failDataLists: boolean;
  /** Each /assets/json/* path answers HTTP 400 this many times, then succeeds. */
  staticFailuresPerPath: number;
  /** check_otp: normal rules, always the lock status 406, or a transport error. */
  checkOtp: 'rules' | 'locked' | 'network-error';
}

const BASE = {
  dataSize: 'default',
  delayMs: 0,
  failDataLists: false,
  staticFailuresPerPath: 0,
  checkOtp: 'rules',
} as const satisfies Omit<ScenarioDefinition, 'name' | 'description'>;

export const SCENARIOS = [
  { ...BASE, name: 'default', description: 'Normal server: seeded data and the real vote rules.' },
  { ...BASE, name: 'otp-locked', description: 'Every code check answers the lock status 406.', checkOtp: 'locked' },
  { ...BASE, name: 'otp-error', description: 'Every code check fails at the network level.', checkOtp: 'network-error' },
  { ...BASE, name: 'data-failure', description: 'Every data list answers status 0 with no data.', failDataLists: true },
  { ...BASE, name: 'static-flaky', description: 'Each static JSON file fails (HTTP 400) twice, then loads.', staticFailuresPerPath: 2 },
  {
    ...BASE,
    name: 'static-failure',
    description: 'Every static JSON file fails (HTTP 400), retries included.',
    staticFailuresPerPath: Number.POSITIVE_INFINITY,
  },
  { ...BASE, name: 'slow', description: 'Every call waits 1.5 s before answering.', delayMs: 1500 },
  { ...BASE, name: 'large', description: 'A large data set: 1,000 nominees, 40 judges, 60 sponsors.', dataSize: 'large' },
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
