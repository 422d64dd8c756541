/**
 * The simulator's clock: the real clock plus an offset that QA moves forward
 * from the simulator panel ("Skip 4 minutes"). The simulator's server rules read
 * its `now()`, and the page's timed machines run on it (machines/site-clock.ts), so a
 * skip moves both together, as if that much time had passed: every timer that
 * falls due fires at once, earliest first, and the others are re-armed for the
 * time left. The offset is kept with the rest of the simulator's state for the
 * browser session; Reset clears it (docs/decisions/016).
 */
import { realClock, type SiteClock } from '../machines/site-clock';
import { safeGet, safeSet, type KeyValueStore } from './key-value-store';

export const CLOCK_STORAGE_KEY = 'sim.clock';

/** A callback that arms a timer due at once can keep a skip busy: it stops after this many. */
const MAX_TIMERS_PER_SKIP = 10_000;

export interface SkippableClock extends SiteClock {
  /** How far simulated time runs ahead of the real clock, in ms. */
  offset(): number;
  /** Moves simulated time `ms` forward: the timers now due fire at once, earliest first. */
  skip(ms: number): void;
  /** Back to the real time (Reset simulator). */
  reset(): void;
  /** Called after every skip and reset. */
  subscribe(listener: () => void): () => void;
}

interface Timer {
  due: number;
  callback: () => void;
  /** The underlying clock's timer. */
  handle: unknown;
}

function readOffset(store: KeyValueStore): number {
  const stored = Number(safeGet(store, CLOCK_STORAGE_KEY));
  return Number.isFinite(stored) && stored > 0 ? stored : 0;
}

/**
 * @param store where the offset survives a reload (sessionStorage in the browser)
 * @param base the clock underneath: the real one, or XState's SimulatedClock in tests
 */
export function createSkippableClock({ store, base = realClock }: { store: KeyValueStore; base?: SiteClock }): SkippableClock {
  let offset = readOffset(store);
  let lastId = 0;
  // Ids grow, so a Map's order is the order in which timers were armed: the tie-break for equal dues.
  const timers = new Map<number, Timer>();
  const listeners = new Set<() => void>();

  const now = () => base.now() + offset;
  const fire = (id: number) => {
    const timer = timers.get(id);
    if (!timer) return;
    timers.delete(id);
    timer.callback();
  };
  const arm = (id: number, timer: Timer) => {
    timer.handle = base.setTimeout(() => fire(id), Math.max(0, timer.due - now()));
  };
  const nextDue = (): number | undefined => {
    let next: number | undefined;
    for (const [id, timer] of timers) {
      if (timer.due <= now() && (next === undefined || timer.due < timers.get(next)!.due)) next = id;
    }
    return next;
  };
  const setOffset = (value: number) => {
    offset = value;
    safeSet(store, CLOCK_STORAGE_KEY, String(offset));
  };
  const changed = () => {
    for (const [id, timer] of timers) {
      base.clearTimeout(timer.handle);
      arm(id, timer);
    }
    for (const listener of [...listeners]) listener();
  };

  return {
    now,
    setTimeout(callback, ms) {
      const id = ++lastId;
      const timer: Timer = { due: now() + Math.max(0, ms), callback, handle: undefined };
      timers.set(id, timer);
      arm(id, timer);
      return id;
    },
    clearTimeout(id) {
      const timer = timers.get(id as number);
      if (!timer) return;
      base.clearTimeout(timer.handle);
      timers.delete(id as number);
    },
    offset: () => offset,
    skip(ms) {
      if (!(ms > 0)) return;
      setOffset(offset + ms);
      for (let fired = 0; fired < MAX_TIMERS_PER_SKIP; fired += 1) {
        const id = nextDue();
        if (id === undefined) break;
        base.clearTimeout(timers.get(id)!.handle);
        fire(id);
      }
      changed();
    },
    reset() {
      setOffset(0);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** '+0 s', '+10 s', '+1 min', '+4 min 10 s', '+1 h 5 min': how far ahead simulated time runs. */
export function formatOffset(ms: number): string {
  const seconds = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts =
    hours > 0
      ? [`${hours} h`, minutes > 0 ? `${minutes} min` : '']
      : minutes > 0
        ? [`${minutes} min`, rest > 0 ? `${rest} s` : '']
        : [`${rest} s`];
  return `+${parts.filter(Boolean).join(' ')}`;
}
