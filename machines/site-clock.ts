/**
 * The clock the site's timed machines run on: the vote flow (its deadlines, the
 * code countdown, RESEND CODE's cooldown, the e-mail link's delay) and the vote
 * landing page's schedule countdown. It is XState's `Clock` (the actors'
 * delayed transitions) plus `now()` (the deadlines they compute from).
 *
 * Live builds run on the real clock. Simulator builds install a clock the
 * simulator panel can move forward (mocks/simulated-clock.ts) before the app starts, so
 * the simulator's server rules and the page's machines skip time together
 * (docs/decisions/016).
 */
/** XState's `Clock` (which the package does not export by name) plus `now()`. */
export interface SiteClock {
  /** The current time, in ms since the epoch. */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
}

export const realClock: SiteClock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof setTimeout>),
};

let installed: SiteClock = realClock;

/** Simulator builds: run every timed machine created from now on by `clock`. */
export function installSiteClock(clock: SiteClock): void {
  installed = clock;
}

/** Hands every call to the installed clock, so machines and actors can hold it from the start. */
export const siteClock: SiteClock = {
  now: () => installed.now(),
  setTimeout: (callback, ms) => installed.setTimeout(callback, ms),
  clearTimeout: (id) => installed.clearTimeout(id),
};
