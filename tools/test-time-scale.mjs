/**
 * How long a test may wait here, against the 2-core development machine it was written on.
 * npm test (tools/browser-tests.mjs) measures this machine once, before it starts anything: a fixed
 * workload on one core (65 ms there), and the cores it may use (an affinity
 * such as `taskset -c 0` counts). The slower or the fewer, the larger TEST_TIME_SCALE, which it
 * gives every step; the configs' time-outs and the tests' own waits are multiplied by it through
 * `scaled`, so a machine half as fast, or one core, waits twice as long instead of failing, and
 * every machine gets twice the room for a crowded run (CONTENTION_HEADROOM). A test
 * that hangs still fails; one that waits for a core does not. Run alone, a suite uses 1 (or the
 * TEST_TIME_SCALE it is given).
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';

/** The workload's best time on the 2-core development machine, idle, 2026-11-28 (machine-speed 392 ms). */
export const REFERENCE_WORKLOAD_MS = 65;
/** The cores the time-outs were written for. */
const REFERENCE_CORES = 2;
/**
 * A one-core workload sees a slow core, not a crowded machine: on a machine whose workload took
 * 1.6 times the reference, npm test's suites ran 3 times as long as on the development machine
 * (docs/decisions/033). Every limit gets this much more room on top.
 */
const CONTENTION_HEADROOM = 2;
/** Beyond this, a wait that long is a hang, not a slow machine. */
const LARGEST_SCALE = 8;

/** The fixed workload: hashing and sorting, on one core; best of three, in milliseconds. */
export function workloadMs() {
  const words = Array.from({ length: 150_000 }, (_, index) => ((index * 2654435761) % 4294967296).toString(36));
  const text = words.join(' ');
  const once = () => {
    const started = performance.now();
    for (let round = 0; round < 12; round++) createHash('sha256').update(text).update(String(round)).digest('hex');
    words.slice().sort();
    JSON.parse(JSON.stringify(words));
    return performance.now() - started;
  };
  return Math.min(once(), once(), once());
}

/** This machine's scale: its speed against the reference, times the cores it lacks, times the headroom for a crowded machine. */
export function measureTimeScale({ ms = workloadMs(), cores = availableParallelism() } = {}) {
  const scale = Math.max(1, ms / REFERENCE_WORKLOAD_MS) * Math.max(1, REFERENCE_CORES / cores) * CONTENTION_HEADROOM;
  return { ms, cores, scale: Math.min(LARGEST_SCALE, Math.round(scale * 10) / 10) };
}

/** The scale npm test measured (TEST_TIME_SCALE), else 1. */
export const TIME_SCALE = Math.min(LARGEST_SCALE, Math.max(1, Number(process.env.TEST_TIME_SCALE) || 1));

/** A time-out written for the development machine, for this one. */
export const scaled = (/** @type {number} */ ms) => Math.round(ms * TIME_SCALE);
