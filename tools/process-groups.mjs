/**
 * Child processes that never outlive the script that started them (tools/bench.mjs,
 * tools/browser-tests.mjs). Each runs as the leader of its own process group, so stopping it
 * reaches whatever it started in turn (Chromium's helpers, nginx's workers, a shell's command).
 *
 * - stop(child): its stop signal to the group; after a grace period the stop signal again (to
 *   Playwright, a second SIGINT means "kill your servers and browsers now"), and two seconds
 *   later SIGKILL to the group; says whether the first signal alone ended the child (or, asked
 *   to, its whole group);
 * - stopAll(): the same for every child still running, side by side;
 * - stopOnExit(): SIGINT, SIGTERM and SIGHUP stop every child and then end the script (exit code
 *   128 + the signal's number); a second one repeats the stop signals at once, a third ends the
 *   script at once. Any other end of the script (process.exit, an uncaught error) SIGKILLs the
 *   groups of children still running, the one thing an 'exit' handler can still do.
 *
 * Only SIGKILL to the script itself escapes all of this.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * @typedef {object} Started
 * @property {import('node:child_process').ChildProcess} process
 * @property {NodeJS.Signals} stopSignal
 * @property {number} graceMs
 * @property {Promise<{ code: number | null, signal: NodeJS.Signals | null }>} exited settles when the leader has exited (or could not start: code null, signal null)
 */

/** @type {Set<Started>} */
const running = new Set();

/**
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import('node:child_process').SpawnOptions} [options] spawn's options (detached is always true)
 * @param {{ stopSignal?: NodeJS.Signals, graceMs?: number }} [stopping] what stops it cleanly (SIGTERM), and how long that may take (5 s)
 * @returns {Started}
 */
export function startGroup(command, args, options = {}, { stopSignal = 'SIGTERM', graceMs = 5_000 } = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  /** @type {Started} */
  const started = {
    process: child,
    stopSignal,
    graceMs,
    exited: new Promise((resolve) => {
      child.once('exit', (code, signal) => resolve({ code, signal }));
      // ENOENT and the like: no process, no 'exit'.
      child.once('error', (error) => {
        if (child.pid === undefined) {
          console.error(`${command}: ${error.message}`);
          resolve({ code: null, signal: null });
        }
      });
    }),
  };
  running.add(started);
  started.exited.then(() => running.delete(started));
  return started;
}

/** @param {Started} started */
const isRunning = (started) =>
  started.process.pid !== undefined && started.process.exitCode === null && started.process.signalCode === null;

/**
 * @param {number} pid
 * @param {NodeJS.Signals} signal
 */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // The group is gone already.
  }
}

/**
 * Whether a process of the group is still running. Read from /proc where there is one, so that a
 * zombie (exited, waiting for a parent that may never reap it) does not count; elsewhere, whether
 * signal 0 reaches anyone in the group.
 * @param {number} pgid
 */
function groupRunning(pgid) {
  let entries;
  try {
    entries = readdirSync('/proc');
  } catch {
    try {
      process.kill(-pgid, 0);
      return true;
    } catch (error) {
      return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
    }
  }
  return entries.some((entry) => {
    if (!/^\d+$/.test(entry)) return false;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      return false; // gone meanwhile
    }
    // After the command's name in parentheses: state, parent, group, …
    const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(group) === pgid && state !== 'Z';
  });
}

/**
 * Until no process of the group is running; false when one still is by `deadline` (a
 * `performance.now()` time).
 * @param {number} pgid
 * @param {number} deadline
 */
async function untilGroupEnded(pgid, deadline) {
  while (groupRunning(pgid)) {
    if (performance.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/**
 * Stops one child and its group; settles once the child has exited, with whether its stop signal
 * alone ended it within the grace period. With `wholeGroup`, that means every process of its group
 * (a command's Ctrl-C as a person presses it, which must leave nothing behind: tests/commands);
 * otherwise the child itself, and what outlived it is killed at once.
 * @param {Started} started
 * @param {{ wholeGroup?: boolean }} [options]
 * @returns {Promise<boolean>} false too when no signal was needed (the child had exited already)
 */
export async function stop(started, { wholeGroup = false } = {}) {
  const { pid } = started.process;
  if (pid === undefined) return false;
  let stoppedBySignal = false;
  if (isRunning(started)) {
    signalGroup(pid, started.stopSignal);
    const deadline = performance.now() + started.graceMs;
    const timedOut = Symbol('timed out');
    const leader = await Promise.race([started.exited, sleep(started.graceMs, timedOut)]);
    stoppedBySignal = leader !== timedOut && (!wholeGroup || (await untilGroupEnded(pid, deadline)));
    if (!stoppedBySignal) {
      console.error(
        `${started.process.spawnargs.join(' ')} did not stop within ${started.graceMs} ms of ${started.stopSignal}: ${started.stopSignal} again, then SIGKILL`,
      );
      signalGroup(pid, started.stopSignal);
      await Promise.race([started.exited, sleep(2_000)]);
    }
  }
  // Whatever of the group outlived its leader (or the leader itself, after the grace period).
  signalGroup(pid, 'SIGKILL');
  await started.exited;
  return stoppedBySignal;
}

/** Stops every child still running. */
export async function stopAll() {
  await Promise.all([...running].map((started) => stop(started)));
}

let installed = false;

/**
 * Once a signal has asked the script to stop (stopOnExit), the exit code it ends with
 * (128 + the signal's number); until then null. A script that ends by itself meanwhile
 * (its children gone, an error from a server that was stopped) ends with this code too.
 * @type {number | null}
 */
export let interruptedExitCode = null;

/** Stops every child when the script is interrupted or ends (see the top of this file). */
export function stopOnExit() {
  if (installed) return;
  installed = true;
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
    process.once(signal, () => {
      const code = 128 + constants.signals[signal];
      interruptedExitCode ??= code;
      console.error(`\n${signal}: stopping what this script started`);
      process.once(signal, () => {
        for (const started of running)
          if (isRunning(started) && started.process.pid !== undefined) signalGroup(started.process.pid, started.stopSignal);
        // The third ends the script at once (the 'exit' handler still kills).
        process.once(signal, () => process.exit(code));
      });
      stopAll().finally(() => process.exit(code));
    });
  }
  process.on('exit', () => {
    for (const started of running) if (started.process.pid !== undefined) signalGroup(started.process.pid, 'SIGKILL');
  });
}

/**
 * Until `url` answers 2xx (a server started for it has come up); fails at once when that server has
 * exited, and after 30 s of asking.
 * @param {string} url
 * @param {Started} server
 * @param {Record<string, string>} [headers]
 */
export async function untilAnswering(url, server, headers = {}) {
  let exited = false;
  server.exited.then(() => (exited = true));
  for (let attempt = 0; attempt < 150 && !exited; attempt += 1) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up${exited ? ': its server exited' : ''}`);
}
