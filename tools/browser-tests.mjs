#!/usr/bin/env node
/**
 * `npm run test:browsers` after both builds: the simulator-build suite (playwright.config.ts)
 * and the live-build suite (playwright.live.config.ts) side by side. They use their own ports
 * and servers, and their time is mostly waiting (page loads, the simulator, clocks), so running
 * them together takes about the time of the longer one. Each line is prefixed with its suite;
 * the exit code is non-zero when either fails.
 *
 * Without a Chromium (tools/chromium.mjs) it stops before starting anything. Playwright stops
 * its own servers when it ends, and when it is interrupted (SIGINT: it tears its servers down;
 * other signals would leave them running): so SIGINT, SIGTERM or SIGHUP here sends SIGINT to both
 * suites and waits for them (tools/process-groups.mjs), killing a suite that takes too long.
 */
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';
import { requireChromium } from './chromium.mjs';
import { interruptedExitCode, startGroup, stopAll, stopOnExit } from './process-groups.mjs';

requireChromium();

const playwright = createRequire(import.meta.url).resolve('@playwright/test/cli');
const SUITES = [
  { name: 'e2e', args: ['test'] },
  { name: 'live', args: ['test', '-c', 'playwright.live.config.ts'] },
];

stopOnExit();

/** @param {{ name: string, args: string[] }} suite */
function run({ name, args }) {
  const started = startGroup(
    process.execPath,
    [playwright, ...args],
    { stdio: ['ignore', 'pipe', 'pipe'], env: process.env },
    { stopSignal: 'SIGINT', graceMs: 30_000 },
  );
  for (const stream of [started.process.stdout, started.process.stderr]) {
    if (stream) createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  // Killed by a signal, or never started: a failure.
  return started.exited.then(({ code }) => ({ name, code: code ?? 1 }));
}

/** @type {{ name: string, code: number }[]} */
let results = [];
try {
  results = await Promise.all(SUITES.map(run));
} finally {
  await stopAll();
}
for (const { name, code } of results) console.log(`[${name}] ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
process.exit(interruptedExitCode ?? (results.some(({ code }) => code !== 0) ? 1 : 0));
