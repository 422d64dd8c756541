#!/usr/bin/env node
/**
 * `npm run test:browsers`: the two production builds npm test makes, and everything that reads
 * them, each started as soon as what it reads is there:
 *
 *   build:live (dist-live/) ─▶ the live-build suite (playwright.live.config.ts), then the Firefox
 *                            and WebKit walks (tools/engine-tests.mjs: they need its port)
 *   then npm start's build (dist/) ─▶ the simulator-build suite (playwright.config.ts)
 *                            └─────▶ the README's serving commands (playwright.commands.config.ts)
 *   both ─────────────────────▶ the build tests (tests/build, Vitest: the third build of the run)
 *                          └──▶ the HTML check (tools/check-html.mjs)
 *
 * With --checks (`npm test`), the type check, ESLint and Prettier, and the unit tests run side by
 * side while the builds are made, and a failed check stops everything. Each suite starts as
 * soon as the builds it reads are there, without waiting for the checks (a failed one stops it
 * anyway). The commands' tests, the HTML check and the Firefox and WebKit walks run at a lower CPU
 * priority (LOWER_PRIORITY, below): they take several times as long beside the suites, which their
 * scaled time-outs allow (tools/test-time-scale.mjs). The live suite and the build tests do not:
 * lowered, they ended the run behind the e2e suite with the machine half idle
 * (docs/decisions/042-background-steps-lowered-per-session.md, 058-long-steps-not-lowered.md).
 *
 * dist-live/ is made first (seconds: it has no data, nothing listens on the back end's port yet),
 * with its manifest for the bundle budget and its log kept in test-results/build-live.log for
 * tests/build/live-bundle.test.ts: the live suite and the walks after it run one at a time on the
 * back end's port, a chain that ends near the e2e suite only when it starts first. Then dist/
 * (seconds: its photos, their copies and the kits are made by its server when a test asks for
 * them), while the checks and the live suite run. The build tests come after both, on the
 * machine's cores once the builds are done. The suites use their
 * own ports and servers, and the browser suites' time is mostly waiting, so side by side they take
 * about the time of the longest. Each line is prefixed with its step; the exit code is non-zero
 * when any step fails (a step whose build or checks failed is skipped).
 *
 * Without a Chromium (tools/chromium.mjs) it stops before starting anything. Playwright stops
 * its own servers when it ends, and when it is interrupted (SIGINT: it tears its servers down;
 * other signals would leave them running): so SIGINT, SIGTERM or SIGHUP here sends SIGINT to every
 * step and waits for them (tools/process-groups.mjs), killing a step that takes too long.
 */
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { requireChromium } from './chromium.mjs';
import { interruptedExitCode, startGroup, stopAll, stopOnExit } from './process-groups.mjs';
import { isPortFree } from './ports.mjs';
import { measureTimeScale, REFERENCE_WORKLOAD_MS } from './test-time-scale.mjs';

requireChromium();

const resolve = createRequire(import.meta.url).resolve;
const playwright = resolve('@playwright/test/cli');
// Vitest's command line, which its package does not export.
const vitest = join(dirname(resolve('vitest/package.json')), 'vitest.mjs');
/** What the live build printed, for tests/build/live-bundle.test.ts (tests/build/outputs.ts). */
const LIVE_BUILD_LOG = 'test-results/build-live.log';

stopOnExit();

// Measured before anything starts: every step's time-outs and waits are scaled by it.
if (!process.env.TEST_TIME_SCALE) {
  const { ms, cores, scale } = measureTimeScale();
  process.env.TEST_TIME_SCALE = String(scale);
  console.log(
    `This machine: a workload of ${REFERENCE_WORKLOAD_MS} ms on the development machine took ${ms.toFixed(0)} ms, ${cores} core(s): time-outs × ${scale}`,
  );
}

/** Whether a failed check has stopped the run (run() then starts no step). */
let stopped = false;

/** For the log: how long each step took, and when in the run it ended. */
const runStarted = performance.now();
const seconds = (/** @type {number} */ ms) => (ms / 1000).toFixed(0);

/**
 * Each step runs under a shell that writes the CPU time of the processes it waited for (`times`:
 * its children's user and system time; Chromium's renderers, which nobody waits for, escape it) to
 * a file of its own, for the step's last line: on two busy cores the run's length follows the CPU
 * its steps spend.
 */
const cpuTimes = mkdtempSync(join(tmpdir(), 'browser-tests-cpu-'));
process.on('exit', () => rmSync(cpuTimes, { recursive: true, force: true }));
/** @param {boolean} lowered whether the step's session takes the lower priority first (LOWER_PRIORITY, below) */
const underTimes = (lowered) => [
  'bash',
  '-c',
  `${lowered ? SESSION_PRIORITY : ''}"$@"; status=$?; times > "$STEP_CPU_FILE"; exit $status`,
  'step',
];

/** @param {string} file what `times` wrote: the shell's own line, then its children's user and system time */
function cpuSeconds(file) {
  try {
    const children = readFileSync(file, 'utf8').trim().split('\n').at(-1) ?? '';
    return [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce((sum, [, min, sec]) => sum + Number(min) * 60 + Number(sec), 0);
  } catch {
    return undefined;
  }
}

/**
 * The suites off the critical path (the simulator build, then the e2e suite) run at a lower CPU
 * priority: on two cores they would otherwise delay the build that the longest suite waits for.
 * Each step is a session of its own (tools/process-groups.mjs), and where the kernel groups a
 * session's processes for scheduling (autogroup, Linux's default on desktops and this machine), a
 * process's nice value weighs only against its own session's: the session's own value is set too,
 * from inside it. Measured 2026-11-29: two sessions with `nice -n 10` alone shared two busy cores
 * equally with two that were not niced; with the session's value, about one part in nine.
 */
const LOWER_PRIORITY = ['nice', '-n', '10'];
const SESSION_PRIORITY = 'if [ -w /proc/self/autogroup ]; then echo 10 > /proc/self/autogroup 2>/dev/null || true; fi; ';

/**
 * Runs one step, its lines prefixed with its name (and, with `log`, also written there).
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{ log?: string, background?: boolean, quickImages?: boolean }} [options] `background`: at a lower CPU
 * priority; `quickImages`: with the environment of QUICK_IMAGES
 * @returns {Promise<boolean>} whether it succeeded
 */
function run(name, command, args, { log, background = false, quickImages = true } = {}) {
  if (stopped) {
    console.log(`[${name}] skipped: a check failed and the run was stopped`);
    return Promise.resolve(false);
  }
  const [executable, ...rest] = [...(background ? LOWER_PRIORITY : []), ...underTimes(background), command, ...args];
  const cpuFile = join(cpuTimes, name.replace(/\W+/g, '-'));
  const startedAt = performance.now();
  const started = startGroup(
    executable,
    rest,
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...(quickImages ? QUICK_IMAGES : process.env), STEP_CPU_FILE: cpuFile } },
    { stopSignal: 'SIGINT', graceMs: 30_000 },
  );
  let file = null;
  if (log) {
    mkdirSync(dirname(log), { recursive: true });
    file = createWriteStream(log);
  }
  for (const stream of [started.process.stdout, started.process.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      console.log(`[${name}] ${line}`);
      file?.write(`${line}\n`);
    });
  }
  // Killed by a signal, or never started: a failure.
  return started.exited.then(({ code }) => {
    file?.end();
    const now = performance.now();
    const cpu = cpuSeconds(cpuFile);
    const took = `${seconds(now - startedAt)} s, ending ${seconds(now - runStarted)} s into the run${cpu === undefined ? '' : `, ${cpu.toFixed(0)} s of CPU`}`;
    console.log(`[${name}] ${code === 0 ? 'passed' : `failed (exit code ${code ?? 'none'})`} (${took})`);
    return code === 0;
  });
}

/**
 * Runs `step` once every step in `after` has succeeded; otherwise skips it, as a failure.
 * @param {string} name
 * @param {Promise<boolean>[]} after
 * @param {() => Promise<boolean>} step
 */
async function when(name, after, step) {
  if ((await Promise.all(after)).every(Boolean)) return step();
  console.log(`[${name}] skipped: a build it reads, or a check, failed`);
  return false;
}

/** The simulator server's port, which the live build is made for (tests/e2e-live/env.ts). */
const SIM_PORT = Number(process.env.SIM_PORT ?? 8787);

// The live build must find no back end (its pages are shells, and the build tests say so), and
// the live suite starts its own server there.
if (!(await isPortFree(SIM_PORT))) {
  console.error(`browser-tests: port ${SIM_PORT} is in use; the live build and suite need it free (or set SIM_PORT to a free port)`);
  process.exit(1);
}

const node = process.execPath;
/**
 * Recording a trace of every test costs the suites about an eighth of their time (measured
 * 2026-11-26: 57.0 s against 49.8 s for 46 tests), and the machine's two cores are busy throughout:
 * npm test records none. A failure still writes its page's accessibility snapshot
 * (error-context.md); `npx playwright test` on its own keeps the configs' traces of failures.
 */
const NO_TRACE = ['--trace=off'];
/**
 * Every build and server of the run makes its images quickly: the simulator's photos and their
 * copies as sketches (mocks/photos.ts, builder/image-pipeline.ts). The same sizes, widths and
 * files, for tests that read which copy is chosen, not what it shows or how many bytes it weighs.
 * Not the checks: the unit tests try the photos and copies that ship. Servers make only the files
 * a test asks for (ON_DEMAND_FILL=off, tools/on-demand-files.mjs).
 */
const QUICK_IMAGES = { ...process.env, IMAGE_ENCODING: 'quick', ON_DEMAND_FILL: 'off' };
/** @type {boolean[]} */
let results = [];
const background = { background: true };
try {
  // Side by side: queued behind ESLint, which waits for a core throughout the e2e suite, the unit
  // tests would start late and end after everything else.
  const checkSteps = process.argv.includes('--checks')
    ? ['typecheck', 'lint', 'test:unit'].map((script) => run(script, 'npm', ['run', '--silent', script], { quickImages: false }))
    : [];
  // A failed check ends the run: what is still building or testing is stopped, and nothing starts after it.
  for (const step of checkSteps)
    void step.then((passed) => {
      if (passed) return;
      stopped = true;
      void stopAll();
    });
  const checks = Promise.all(checkSteps).then((passed) => passed.every(Boolean));
  // First the live build: the live suite and the Firefox and WebKit walks after it run one at a
  // time on the back end's port, a chain that ends near the e2e suite only when it starts first.
  const liveBuild = run('build:live', 'npm', ['run', 'build:live', '--', '--manifest'], { log: LIVE_BUILD_LOG });
  // Then `npm start`'s own build (tools/start.mjs), which leaves photo copies and kits to the server:
  // the e2e suite's server makes what its pages ask for, and the commands' test of npm start finds
  // it up to date. Whatever the live build's result: the suites that read dist/ do not need it.
  const simulatorBuild = liveBuild.then(() => run('build', node, ['tools/start.mjs', '--build-only']));
  // Not lowered: one test at a time, with real waits of its own, it ends the run when it waits behind the e2e suite.
  const live = when('live', [liveBuild], () => run('live', node, [playwright, 'test', '-c', 'playwright.live.config.ts', ...NO_TRACE]));
  results = await Promise.all([
    checks,
    liveBuild,
    simulatorBuild,
    live,
    // After the live suite, whatever its result: both serve the live build against the simulator on SIM_PORT.
    when('engines', [liveBuild], () => live.then(() => run('engines', node, ['tools/engine-tests.mjs'], background))),
    when('e2e', [simulatorBuild], () => run('e2e', node, [playwright, 'test', ...NO_TRACE])),
    when('commands', [simulatorBuild], () =>
      run('commands', node, [playwright, 'test', '-c', 'playwright.commands.config.ts', ...NO_TRACE], background),
    ),
    // Not lowered: the run's third build, which ended the run when it waited behind the e2e suite.
    when('build tests', [liveBuild, simulatorBuild], () => run('build tests', node, [vitest, 'run', 'tests/build/'])),
    when('html', [liveBuild, simulatorBuild], () => run('html', node, ['tools/check-html.mjs'], background)),
  ]);
} finally {
  await stopAll();
}
process.exit(interruptedExitCode ?? (results.every(Boolean) ? 0 : 1));
