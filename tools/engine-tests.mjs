#!/usr/bin/env node
/**
 * `node tools/engine-tests.mjs [firefox] [webkit] [--only=TEXT]`: the walks of tests/engines/ in
 * Debian's Firefox ESR (puppeteer-core, WebDriver BiDi) and WebKitGTK (WebKitWebDriver and
 * MiniBrowser on an Xvfb display, selenium-webdriver), side by side, against the live build (dist-live/,
 * npm run build:live) served by nginx, talking to the simulator's real server
 * (docs/decisions/024-firefox-and-webkit-in-the-tests.md).
 *
 * It starts its own servers: the simulator on SIM_PORT, 8787 (the live build has that address baked
 * in, so the port must be free: run it after the live Chromium suite, never beside it), nginx on
 * ENGINE_SITE_PORT (4175), Xvfb on a free display, WebKitWebDriver on a free port. Everything it starts runs in its own
 * process group (tools/process-groups.mjs) and is stopped when it ends, fails, or is interrupted
 * (SIGINT, SIGTERM, SIGHUP); Firefox is closed by puppeteer, and killed by it if Node exits first.
 * Screenshots of failed walks go to test-results/engines/. The exit code is 1 when a walk fails.
 */
import { accessSync, constants, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { importTypeScript } from './node-bundle.mjs';
import { interruptedExitCode, startGroup, stopAll, stopOnExit } from './process-groups.mjs';
import { freePort, isPortFree } from './ports.mjs';
import { scaled } from './test-time-scale.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
/** Where the live build calls its back end, the token it was built with, and that server's environment. */
const { SIM_PORT, SIM_URL, SIM_TOKEN, liveSimulatorEnv } = await importTypeScript('tests/e2e-live/env.ts', 'live-env');
const SITE_PORT = Number(process.env.ENGINE_SITE_PORT ?? 4175);
const SITE_URL = `http://127.0.0.1:${SITE_PORT}`;
const SIM_CONTROL_KEY = 'engine-tests-control-key';
const DIST = process.env.LIVE_DIST_DIR ?? 'dist-live';
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** Xvfb's screen, larger than any window the walks ask for (tests/engines/webkit.ts). */
const SCREEN = '1280x1024x24';
const START_LIMIT_MS = scaled(60_000);

const args = process.argv.slice(2);
const only = args.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const named = args.filter((arg) => !arg.startsWith('--'));
const unknown = named.filter((name) => name !== 'firefox' && name !== 'webkit');
if (unknown.length > 0) {
  console.error(`Unknown engine ${unknown.join(', ')}: firefox, webkit or both (the default).`);
  process.exit(2);
}
/** @type {('firefox' | 'webkit')[]} */
const engines = named.length > 0 ? /** @type {('firefox' | 'webkit')[]} */ (named) : ['firefox', 'webkit'];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** @param {string} command */
const onPath = (command) => (process.env.PATH ?? '').split(':').some((dir) => dir && isExecutable(join(dir, command)));

// What is missing, said in one line before anything starts.
const missing = [];
if (engines.includes('firefox') && !isExecutable(FIREFOX)) missing.push('firefox-esr');
if (engines.includes('webkit')) {
  if (!onPath('WebKitWebDriver')) missing.push('webkit2gtk-driver');
  else if (!isExecutable(MINIBROWSER)) missing.push('libwebkit2gtk-4.1-0');
  if (!onPath('Xvfb')) missing.push('xvfb');
}
if (missing.length > 0) {
  console.error(`The engine tests need Debian's ${missing.join(', ')}: apt-get install ${missing.join(' ')}`);
  process.exit(1);
}
if (!existsSync(join(root, DIST, 'prerendered.json'))) {
  console.error(`${DIST}/ holds no live build: run npm run build:live first.`);
  process.exit(1);
}

for (const [port, what] of /** @type {const} */ ([
  [SIM_PORT, 'the simulator (the live build calls it there; is the live Chromium suite running?)'],
  [SITE_PORT, 'nginx (ENGINE_SITE_PORT moves it)'],
])) {
  if (!(await isPortFree(port))) {
    console.error(`Port ${port} is in use, and the engine tests need it for ${what}.`);
    process.exit(1);
  }
}

stopOnExit();

/** @type {Map<string, string[]>} the last lines each server printed, shown when something fails */
const serverOutput = new Map();

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} commandArgs
 * @param {NodeJS.ProcessEnv} env
 */
function startServer(name, command, commandArgs, env) {
  const started = startGroup(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  /** @type {string[]} */
  const lines = [];
  serverOutput.set(name, lines);
  for (const stream of [started.process.stdout, started.process.stderr]) {
    if (stream)
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        if (lines.length > 40) lines.shift();
      });
  }
  return started;
}

/**
 * Waits until the URL answers (any HTTP status below 500), or the server has exited.
 * @param {string} what
 * @param {string} url
 * @param {ReturnType<typeof startGroup>} server
 */
async function answers(what, url, server) {
  let exited = false;
  server.exited.then(() => (exited = true));
  const deadline = Date.now() + START_LIMIT_MS;
  for (;;) {
    if (exited) throw new Error(`${what} stopped before it answered`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${what} did not answer at ${url} within ${START_LIMIT_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts Xvfb on the first free display number (-displayfd: it says which once it accepts
 * connections); Xvfb removes its lock files when stopped with SIGTERM.
 * @returns {Promise<string>} the DISPLAY
 */
async function startDisplay() {
  const xvfb = startServer('Xvfb', 'Xvfb', ['-displayfd', '1', '-screen', '0', SCREEN, '-nolisten', 'tcp'], {});
  const stdout = xvfb.process.stdout;
  if (!stdout) throw new Error('Xvfb has no output');
  const number = await Promise.race([
    new Promise((resolve) => createInterface({ input: stdout }).once('line', resolve)),
    xvfb.exited.then(() => {
      throw new Error('Xvfb stopped before it had a display');
    }),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error(`Xvfb had no display within ${START_LIMIT_MS / 1000} s`)), START_LIMIT_MS),
    ),
  ]);
  return `:${String(number).trim()}`;
}

const started = Date.now();
/** @type {{ engine: string, passed: number, failed: number, ms: number }[]} */
let results = [];
let setUpFailed = false;
try {
  const simulator = startServer('simulator', process.execPath, ['tools/simulator-serve.mjs'], liveSimulatorEnv(SITE_URL, SIM_CONTROL_KEY));
  const nginx = startServer('nginx', process.execPath, ['tools/serve-nginx.mjs'], {
    PORT: String(SITE_PORT),
    HOST: '127.0.0.1',
    DIST,
    STATIC_JSON_ORIGIN: SIM_URL,
  });
  const webDriverPort = await freePort();
  const webDriverUrl = `http://127.0.0.1:${webDriverPort}`;
  /** WebKit's display (Xvfb, on a display number it picks), then WebKitWebDriver on it. */
  const startWebKit = async () => {
    const display = await startDisplay();
    const webDriver = startServer('WebKitWebDriver', 'WebKitWebDriver', [`--port=${webDriverPort}`], { DISPLAY: display });
    await answers('WebKitWebDriver', `${webDriverUrl}/status`, webDriver);
  };

  const [walks] = await Promise.all([
    importTypeScript('tests/engines/run.ts', 'engine-tests'),
    answers('the simulator server', `${SIM_URL}/__simulator/health`, simulator),
    answers('nginx', SITE_URL, nginx),
    engines.includes('webkit') ? startWebKit() : undefined,
  ]);
  console.log(`[engines] servers up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${SITE_URL}, ${SIM_URL}`);

  results = await Promise.all(
    engines.map((engine) =>
      walks.runEngine({
        engine,
        site: SITE_URL,
        backEnd: { url: SIM_URL, token: SIM_TOKEN, controlKey: SIM_CONTROL_KEY },
        webDriver: webDriverUrl,
        only,
        artefacts: join(root, 'test-results/engines'),
        /** @param {string} line */
        log: (line) => console.log(`[${engine}] ${line}`),
      }),
    ),
  );
} catch (error) {
  setUpFailed = true;
  console.error(`[engines] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopAll();
}

const failed = setUpFailed || results.some((result) => result.failed > 0);
if (failed) {
  for (const [name, lines] of serverOutput) {
    if (lines.length > 0) console.log(`[engines] the last lines of ${name}:\n  ${lines.join('\n  ')}`);
  }
}
for (const { engine, passed, failed: failures, ms } of results) {
  console.log(`[${engine}] ${passed} passed, ${failures} failed in ${(ms / 1000).toFixed(1)} s`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failures = results.reduce((sum, result) => sum + result.failed, 0) + (setUpFailed ? 1 : 0);
console.log(`engines: ${passed} passed, ${failures} failed`);
console.log(`[engines] ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
process.exit(interruptedExitCode ?? (failed ? 1 : 0));
