/**
 * The CPU slowdown that makes this host Lighthouse's reference phone (docs/performance.md,
 * "A calibrated bench"). Lighthouse's mobile CPU ×4 is right on a host whose benchmarkIndex is
 * about 1,533; its throttling calculator puts the slowdown on a line through 1,300 → 3×,
 * 1,533 → 4× and 2,000 → 6×. On a faster host ×4 leaves the CPU faster than the phone, on a
 * slower one it leaves it slower: figures from two hosts mean the same phone only at the
 * slowdown of this line.
 */

/** The calculator's line: 233.3 benchmark points a step of slowdown, 4× at 1,533. */
const POINTS_PER_STEP = (2000 - 1300) / 3;
const REFERENCE = { benchmarkIndex: 1533, slowdown: 4 };

/**
 * The slowdown for a host's benchmarkIndex, to one decimal; at least 1 (a host slower than the
 * phone cannot be sped up: `slowerThanThePhone` says so).
 * @param {number} benchmarkIndex
 * @returns {{ slowdown: number, slowerThanThePhone: boolean }}
 */
export function slowdownFor(benchmarkIndex) {
  const exact = REFERENCE.slowdown + (benchmarkIndex - REFERENCE.benchmarkIndex) / POINTS_PER_STEP;
  return { slowdown: Math.max(1, Math.round(exact * 10) / 10), slowerThanThePhone: exact < 1 };
}

/**
 * How far a run's own benchmarkIndex may stray from the one the slowdown was set for. The host's
 * speed changes by the minute (one bench read 1,601 and 2,821 in runs of one page): a run at an
 * index 40 % below the calibration's measured a phone 40 % slower than the reference.
 */
export const RUN_INDEX_TOLERANCE = 0.15;

/**
 * Whether a run measured the calibrated phone: its own benchmarkIndex (Lighthouse's, read at the
 * run's start) within RUN_INDEX_TOLERANCE of the index the slowdown was set from.
 * @param {number} runIndex
 * @param {number} calibratedIndex
 */
export const ranAtTheCalibratedSpeed = (runIndex, calibratedIndex) => Math.abs(runIndex / calibratedIndex - 1) <= RUN_INDEX_TOLERANCE;

/**
 * Whether the runs set aside for one page say the calibration itself no longer holds: as many as
 * the runs it keeps, every one on the same side of it (the host has sped up or slowed down since,
 * or the calibration was read at a busy moment), so the page should be measured after calibrating
 * again rather than kept at a slowdown meant for another speed.
 * @param {readonly number[]} setAsideIndexes
 * @param {number} calibratedIndex
 * @param {number} runs
 */
export const calibrationMoved = (setAsideIndexes, calibratedIndex, runs) =>
  setAsideIndexes.length >= runs &&
  (setAsideIndexes.every((index) => index > calibratedIndex) || setAsideIndexes.every((index) => index < calibratedIndex));

/**
 * The host's benchmarkIndex as Lighthouse measures it at the start of a run (a fresh browser, a
 * fresh page, nothing throttled): the median of `runs` runs of `measureOnce`, each Lighthouse's
 * `lhr.environment.benchmarkIndex`. A page's own JavaScript warms the engine and reads higher.
 * @param {() => Promise<number>} measureOnce
 * @returns {Promise<{ median: number, runs: number[] }>}
 */
export async function hostBenchmarkIndex(measureOnce, runs = 3) {
  const values = [];
  for (let run = 0; run < runs; run += 1) values.push(Math.round(await measureOnce()));
  return { median: [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0, runs: values };
}
