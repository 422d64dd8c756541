#!/usr/bin/env node
/**
 * What fills a page's main thread, task by task: loads one page of the live build (dist-live, as
 * `npm run bench` leaves it, or `TRACE_BUILD=1` builds it) from the simulator's server at a CPU
 * slowdown and Lighthouse's applied slow 4G, records Chromium's own trace with its CPU profile,
 * and prints the first contentful paint, then each main-thread task over 50 ms: when it ran, how
 * long, its rendering steps (style, layout, paint) and the functions that spent its time. The sum
 * of the tasks' excess over 50 ms is printed as a rough TBT (from the start, not from FCP). Between
 * the tasks, the responses that were in by then, in order.
 *
 *   node tools/trace-tasks.mjs /bestrestaurantsandbars/votenow --cpu 14 [--runs 3]
 *
 * `--cpu`: the slowdown `npm run bench` printed for this host (its calibration); 4 otherwise.
 * The servers take the bench's ports (8787 is the one the live build calls), so run it alone.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { startGroup, stopAll, stopOnExit, untilAnswering } from './process-groups.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { cpu: { type: 'string', default: '4' }, runs: { type: 'string', default: '1' }, wait: { type: 'string', default: '9000' } },
});
const path = positionals[0] ?? '/';
const SIM = 'http://127.0.0.1:8787';
const SITE = 'http://127.0.0.1:4175';
const TOKEN = 'simulator-token';
/** Lighthouse's applied slow 4G (devtools throttling). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const STEPS = new Set([
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'EvaluateScript',
  'v8.compile',
  'MinorGC',
  'MajorGC',
]);

stopOnExit();
const serve = (script, env) => startGroup(process.execPath, [script], { stdio: 'ignore', env: { ...process.env, ...env } });

/** Each main-thread task over 50 ms of a trace, with its steps and the functions that spent its time. */
function longTasks(traceEvents) {
  const mainThreads = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const onMain = (e) => mainThreads.has(`${e.pid}:${e.tid}`);
  const start = Math.min(...traceEvents.filter((e) => onMain(e) && e.ts > 0).map((e) => e.ts));
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');

  const nodes = new Map();
  const samples = [];
  let clock = 0;
  for (const event of traceEvents.filter((e) => e.name === 'Profile' || e.name === 'ProfileChunk').sort((a, b) => a.ts - b.ts)) {
    if (event.name === 'Profile') {
      clock = event.args.data.startTime;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(`${event.id}:${node.id}`, node.callFrame);
    (cpuProfile.samples ?? []).forEach((id, index) => {
      clock += timeDeltas[index] ?? 0;
      samples.push({ ts: clock, frame: `${event.id}:${id}` });
    });
  }
  const label = (frame) => {
    const call = nodes.get(frame);
    return call ? `${call.functionName || '(anonymous)'} ${(call.url || '').split('/').pop()}:${call.columnNumber ?? ''}` : '?';
  };

  const tasks = traceEvents.filter((e) => onMain(e) && e.name === 'RunTask' && e.ph === 'X' && e.dur > 50_000);
  // When each response was in: a task that follows one is often what it set off.
  const addresses = new Map(
    traceEvents.filter((e) => e.name === 'ResourceSendRequest').map((e) => [e.args.data.requestId, e.args.data.url]),
  );
  const arrivals = traceEvents
    .filter((e) => e.name === 'ResourceFinish' && addresses.has(e.args.data.requestId))
    .map((e) => ({ atMs: Math.round((e.ts - start) / 1000), address: new URL(addresses.get(e.args.data.requestId)).pathname }))
    .sort((a, b) => a.atMs - b.atMs);
  return {
    fcpMs: fcp ? Math.round((fcp.ts - start) / 1000) : null,
    arrivals,
    tasks: tasks.map((task) => {
      const end = task.ts + task.dur;
      const steps = new Map();
      for (const e of traceEvents)
        if (onMain(e) && e.ph === 'X' && STEPS.has(e.name) && e.ts >= task.ts && e.ts <= end)
          steps.set(e.name, (steps.get(e.name) ?? 0) + e.dur / 1000);
      const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= end);
      const self = new Map();
      inside.forEach((sample, index) => {
        const spent = ((inside[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000;
        self.set(label(sample.frame), (self.get(label(sample.frame)) ?? 0) + spent);
      });
      return { atMs: Math.round((task.ts - start) / 1000), ms: Math.round(task.dur / 1000), steps, self };
    }),
  };
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, ms]) => ms >= 1);

const simulator = serve('tools/simulator-serve.mjs', { SIM_PORT: '8787', SITE_ORIGIN: SITE, SIM_TOKEN: TOKEN, SIM_KEEP_ALIVE: '1' });
try {
  await untilAnswering(`${SIM}/api/get_counters`, simulator, { token: TOKEN });
  if (process.env.TRACE_BUILD) {
    console.log('building dist-live with the simulator’s data…');
    const env = { ...process.env, VITE_API_BASE_URL: SIM, VITE_API_TOKEN: TOKEN, STATIC_JSON_ORIGIN: SIM, SITE_URL: SITE };
    const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-live', '--emptyOutDir'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error('the build failed');
  }
  const site = serve('tools/serve.mjs', { DIST_DIR: 'dist-live', PORT: '4175', STATIC_JSON_ORIGIN: SIM, KEEP_ALIVE: '1' });
  await untilAnswering(SITE, site);
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    for (let run = 1; run <= Number(values.runs); run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(values.cpu) });
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'],
      });
      await page.goto(`${SITE}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(Number(values.wait));
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
      await context.close();

      const { fcpMs, tasks, arrivals } = longTasks(traceEvents);
      const excess = tasks.reduce((sum, task) => sum + task.ms - 50, 0);
      console.log(`\n${path}, run ${run}, CPU ×${values.cpu}: FCP ${fcpMs} ms; ${tasks.length} tasks over 50 ms, ${excess} ms over`);
      let arrived = 0;
      for (const task of tasks) {
        for (; arrived < arrivals.length && arrivals[arrived].atMs <= task.atMs; arrived += 1)
          console.log(`  in at ${arrivals[arrived].atMs} ms: ${arrivals[arrived].address}`);
        const steps = top(task.steps, 5).map(([name, ms]) => `${name} ${Math.round(ms)}`);
        console.log(`  at ${task.atMs} ms: ${task.ms} ms${steps.length ? `  [${steps.join(', ')}]` : ''}`);
        for (const [name, ms] of top(task.self, 6)) console.log(`    ${String(Math.round(ms)).padStart(5)} ms  ${name}`);
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  await stopAll();
}
