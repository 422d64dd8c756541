#!/usr/bin/env node
/**
 * `npm run test:browsers` after both builds: the simulator-build suite (playwright.config.ts)
 * and the live-build suite (playwright.live.config.ts) side by side. They use their own ports
 * and servers, and their time is mostly waiting (page loads, the simulator, clocks), so running
 * them together takes about the time of the longer one. Each line is prefixed with its suite;
 * the exit code is non-zero when either fails. Playwright stops its own servers when it ends.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SUITES = [
  { name: 'e2e', args: ['playwright', 'test'] },
  { name: 'live', args: ['playwright', 'test', '-c', 'playwright.live.config.ts'] },
];

function run({ name, args }) {
  const child = spawn('npx', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
  }
  return { child, done: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0) }))) };
}

const runs = SUITES.map(run);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const { child } of runs) child.kill(signal);
  });
}
const results = await Promise.all(runs.map((entry) => entry.done));
for (const { name, code } of results) console.log(`[${name}] ${code === 0 ? 'passed' : `failed (exit code ${code})`}`);
process.exit(results.some(({ code }) => code !== 0) ? 1 : 0);
