/**
 * How far a long step is (images, venue kits, pages, the server's files made after it starts):
 * done/total, the rate and the time left, drawn by cli-progress. In a terminal the line is
 * redrawn in place; without one (CI, npm test's prefixed logs) a plain line is printed every
 * PLAIN_LINE_INTERVAL_MS, and one more when the step ends. Steps shorter than that print only
 * their end, which each step writes itself with its figures.
 */
import cliProgress from 'cli-progress';

/** A line every ten seconds: enough to see a step move in a CI log, not so many that the log is only progress. */
const PLAIN_LINE_INTERVAL_MS = 10_000;

/**
 * @typedef {object} Progress
 * @property {(count?: number) => void} tick one more done (or `count` more)
 * @property {() => void} stop the step is over: the bar stops (its last line stays)
 */

/** @type {Progress} */
const SILENT = { tick: () => undefined, stop: () => undefined };

/**
 * @param {string} label what the step does, e.g. "images"
 * @param {number} total how many things it does
 * @param {{ stream?: NodeJS.WriteStream }} [options]
 * @returns {Progress}
 */
export function startProgress(label, total, { stream = process.stderr } = {}) {
  if (total <= 0) return SILENT;
  const started = performance.now();
  let done = 0;
  const payload = () => {
    const seconds = (performance.now() - started) / 1000;
    const rate = seconds > 0 ? done / seconds : 0;
    const left = rate > 0 ? `${Math.ceil((total - done) / rate)} s left` : 'time left not known yet';
    return { label, rate: rate.toFixed(1), left };
  };
  const bar = new cliProgress.SingleBar({
    format: '{label} {bar} {value}/{total} · {rate}/s · {left}',
    barsize: 24,
    hideCursor: false,
    stream,
    noTTYOutput: !stream.isTTY,
    notTTYSchedule: PLAIN_LINE_INTERVAL_MS,
    // A redraw at most four times a second.
    fps: 4,
  });
  bar.start(total, 0, payload());
  let stopped = false;
  return {
    tick(count = 1) {
      done += count;
      bar.update(Math.min(done, total), payload());
    },
    stop() {
      if (stopped) return;
      stopped = true;
      bar.update(Math.min(done, total), payload());
      bar.stop();
    },
  };
}
