#!/usr/bin/env node
/**
 * `npm run bench`: the live build, built with its data from the simulator server on loopback
 * (decision 015), served gzip-compressed as a real deployment would, measured in the tests'
 * Chromium (Debian's; scripts/chromium.mjs): Lighthouse (mobile, default throttling, median of 3 runs) on five
 * pages and on each one's floor: the same HTML, style sheet and images without any script, the
 * fastest that first screen can be; each page's LCP is printed as a ratio to its floor's. Then the
 * large data set's responsiveness and memory. Prints one
 * table against the budgets and exits non-zero when a budget is missed.
 * The median run's Lighthouse report of each page is kept in
 * artefacts/lighthouse/ (open it in the Lighthouse viewer, or read its JSON);
 * BENCH_EXPLAIN=1 also prints the requests that started before the LCP and
 * the long main-thread tasks, from that report.
 *
 * Without a Chromium (scripts/chromium.mjs) it stops before building anything.
 * Everything it starts (the build, both servers, each Chromium) runs as a
 * process group that is stopped when the bench ends, fails or is interrupted
 * (scripts/process-groups.mjs). It refuses to start when its ports are taken.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { routeWeight } from './bundle-weight.mjs';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { launchDebuggingChromium } from './debugging-chromium.mjs';
import { interruptedExitCode, startGroup, stop, stopAll, stopOnExit } from './process-groups.mjs';

const CHROMIUM = requireChromium();
stopOnExit();

const SIM_PORT = 8787;
const SITE_PORT = 4175;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const API = `http://127.0.0.1:${SIM_PORT}`;
const TOKEN = 'simulator-token';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const REPORTS = 'artefacts/lighthouse';

const BUDGET = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  lcpMs: 1200,
  /** Goal for a page's LCP over its floor's (reported, not a budget of its own). */
  floorRatio: 1.15,
  cls: 0.02,
  tbtMs: 100,
  homeJsKb: 120,
  toggleMs: 100,
  heapGrowthMb: 5,
};

async function run(command, args, env = {}) {
  const child = startGroup(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
  const { code, signal } = await child.exited;
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} ended with ${signal ?? `exit code ${code}`}`);
}

const start = (command, args, env) =>
  startGroup(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });

/** Whether something accepts connections on a loopback port. */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const answer = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.once('connect', () => answer(true)).once('error', () => answer(false));
    socket.setTimeout(1000, () => answer(false));
  });

/** Until the url answers 2xx; fails at once when the server started for it has exited. */
async function waitFor(url, server, headers = {}) {
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

async function startSimulator(scenario) {
  const server = start(process.execPath, ['scripts/simulator-serve.mjs'], {
    SIM_PORT: String(SIM_PORT),
    SITE_ORIGIN: SITE,
    SIM_TOKEN: TOKEN,
    SIM_SCENARIO: scenario,
    SIM_KEEP_ALIVE: '1',
  });
  await waitFor(`${API}/api/get_counters`, server, { token: TOKEN });
  return server;
}

/**
 * The floor of a page: its built HTML (dist-live) with every script and module link taken out,
 * written beside it under /bench-floor/, so the same server sends it with the same style sheet
 * and images. Returns its path.
 */
function writeFloor(path) {
  const built = readFileSync(join('dist-live', path, 'index.html'), 'utf8');
  const floor = built.replace(/<script\b[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  const floorPath = `/bench-floor${path === '/' ? '/home' : path}/`;
  mkdirSync(dirname(join('dist-live', floorPath, 'index.html')), { recursive: true });
  writeFileSync(join('dist-live', floorPath, 'index.html'), floor);
  return `${floorPath}index.html`;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

async function lighthouseMedians(url) {
  const runs = [];
  // A run that Lighthouse itself could not complete (runtimeError, no scores) is run again, twice at most.
  for (let index = 0, failures = 0; index < RUNS; index += 1) {
    const chrome = await launchDebuggingChromium(CHROMIUM, CHROME_FLAGS);
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (lhr.runtimeError && failures < 2) {
        failures += 1;
        index -= 1;
        console.warn(`Lighthouse could not measure ${url} (${lhr.runtimeError.code}); running it again`);
        continue;
      }
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        lcpBreakdown: describeLcp(lhr),
        lhr,
      });
    } finally {
      await chrome.close();
    }
  }
  const figures = Object.keys(runs[0]).filter((key) => !['lhr', 'lcpBreakdown'].includes(key));
  const medians = Object.fromEntries(figures.map((key) => [key, median(runs.map((result) => result[key]))]));
  // Where the median run's LCP time went, so a missed budget says what to work on.
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  mkdirSync(REPORTS, { recursive: true });
  const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home';
  writeFileSync(`${REPORTS}/${name}.json`, JSON.stringify(middle.lhr));
  const explanation = process.env.BENCH_EXPLAIN ? explainLcp(middle.lhr) : null;
  return { ...medians, lcpBreakdown: middle.lcpBreakdown, explanation };
}

/** The LCP element and Lighthouse's four phases of it (TTFB, load delay, load time, render delay). */
function describeLcp(lhr) {
  const [elementTable, phaseTable] = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  const element = node ? `${node.nodeLabel ?? ''} <${node.selector ?? '?'}>` : 'unknown element';
  const phases = (phaseTable?.items ?? []).map((phase) => `${phase.phase} ${Math.round(phase.timing)} ms`).join(', ');
  const fcp = Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0);
  return `FCP ${fcp} ms; LCP ${element.replace(/\s+/g, ' ').slice(0, 90)}: ${phases || 'no phases'}`;
}

/**
 * What the LCP competed with, from the report alone (Lighthouse's public output): every request
 * that started before the observed LCP, in the order the page asked for them, with the bytes and
 * priority that decide its share of the simulated throttled bandwidth; then the long main-thread
 * tasks with their simulated start and duration. The requests' times are the unthrottled load's
 * (ms from the navigation); Lighthouse reports no simulated time per request.
 */
function explainLcp(lhr) {
  const simulatedLcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const path = (url) => url.replace(/^https?:\/\/[^/]+/, '');
  const ms = (value) => String(Math.round(value ?? 0));
  const requests = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((request) => (request.networkRequestTime ?? Infinity) <= observedLcp)
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime)
    .map(
      (request) =>
        `    ${ms(request.networkRequestTime).padStart(5)}–${ms(request.networkEndTime).padEnd(5)} ${request.resourceType} ${path(request.url)} (${request.transferSize} B, ${request.priority})`,
    );
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      (task) =>
        `    ${ms(task.startTime).padStart(5)}–${ms(task.startTime + task.duration).padEnd(5)} main-thread task ${path(String(task.url))}`,
    );
  return [
    `  simulated LCP ${simulatedLcp} ms (observed, unthrottled: ${ms(observedLcp)} ms); requests started before the observed LCP (unthrottled times):`,
    ...requests,
    `  long main-thread tasks (simulated times):`,
    ...(tasks.length ? tasks : ['    none']),
  ].join('\n');
}

async function scaleFigures() {
  // Stopping on a signal is stopOnExit's (an exit kills Playwright's browsers), not Playwright's.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const cdp = await page.context().newCDPSession(page);

    // A built page shows its buttons before the app answers them: wait for the app (src/lib/app-ready.ts).
    const appReady = () => page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.goto(`${SITE}/bestrestaurantsandbars`);
    await appReady();
    await page.getByRole('button', { name: 'VIEW ALL NOMINEES' }).waitFor();
    const viewAllMs = await page.evaluate(async () => {
      const button = [...document.querySelectorAll('button')].find((candidate) => candidate.textContent === 'VIEW ALL NOMINEES');
      const start = performance.now();
      button?.click();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return performance.now() - start;
    });
    const cards = await page.locator('.nominee-grid > li').count();

    await page.goto(`${SITE}/bestrestaurantsandbars/votenow`);
    await appReady();
    await page.locator('button[aria-pressed]').first().waitFor();
    const toggles = await page.locator('button[aria-pressed]').count();
    await cdp.send('HeapProfiler.collectGarbage');
    const heapBefore = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    const durations = await page.evaluate(async () => {
      const buttons = [...document.querySelectorAll('button[aria-pressed]')];
      const times = [];
      for (let index = 0; index < 200; index += 1) {
        const button = buttons[(index * 7) % buttons.length];
        const start = performance.now();
        button.click();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        times.push(performance.now() - start);
      }
      return times;
    });
    await cdp.send('HeapProfiler.collectGarbage');
    const heapAfter = (await cdp.send('Runtime.getHeapUsage')).usedSize;
    return {
      cards,
      toggles,
      viewAllMs: Math.round(viewAllMs),
      toggleMedianMs: Math.round(median(durations)),
      toggleP95Ms: Math.round(percentile(durations, 0.95)),
      heapGrowthMb: Number(((heapAfter - heapBefore) / 1024 / 1024).toFixed(2)),
    };
  } finally {
    await browser.close();
  }
}

const rows = [];
const lcpNotes = [];
const check = (what, value, budget, ok) => rows.push({ what, value, budget, ok });

const taken = [];
for (const port of [SIM_PORT, SITE_PORT]) if (await listening(port)) taken.push(port);
if (taken.length) {
  console.error(`Port ${taken.join(' and ')} of 127.0.0.1 is in use (another bench, npm test or npm run simulator:serve?): stop it first`);
  process.exit(1);
}

let failure = null;
try {
  let simulator = await startSimulator('default');
  // The pages are built with the simulator server's data, as a deployment's are with its back end's.
  await run('npm', ['run', 'build:live', '--', '--manifest'], { STATIC_JSON_ORIGIN: API, SITE_URL: SITE });
  const home = routeWeight('dist-live', 'src/pages/SectionHomePage.tsx');
  check(
    'JS before the section home is interactive (KB gzip)',
    Number((home.totalGzip / 1024).toFixed(1)),
    `≤ ${BUDGET.homeJsKb}`,
    home.totalGzip / 1024 <= BUDGET.homeJsKb,
  );

  const nominees = await (await fetch(`${API}/api/get_nominees`, { headers: { token: TOKEN, 'Content-Type': 'application/json' } })).json();
  const slug = nominees.data.find((nominee) => nominee.location === 'jakarta')?.slug ?? nominees.data[0].slug;
  const allPages = [
    '/',
    '/bestrestaurantsandbars',
    '/bestrestaurantsandbars/votenow',
    `/bestrestaurantsandbars/nominee/${slug}`,
    '/winner/2024',
  ];
  // BENCH_PAGES=/winner,/votenow measures only the pages whose path contains one of these ('/' is the home page alone).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const pages = only ? allPages.filter((path) => only.some((part) => (part === '/' ? path === '/' : path.includes(part)))) : allPages;

  // Written before the server starts, which lists the build's files once.
  const floors = new Map(pages.map((path) => [path, writeFloor(path)]));
  const site = start(process.execPath, ['scripts/serve.mjs'], {
    DIST_DIR: 'dist-live',
    PORT: String(SITE_PORT),
    STATIC_JSON_ORIGIN: API,
    KEEP_ALIVE: '1',
  });
  await waitFor(SITE, site);

  for (const path of pages) {
    const floor = await lighthouseMedians(`${SITE}${floors.get(path)}`);
    const result = await lighthouseMedians(`${SITE}${path}`);
    const ratio = Number((result.lcpMs / floor.lcpMs).toFixed(2));
    check(`${path} floor: LCP (ms)`, floor.lcpMs, 'info', true);
    check(`${path} LCP / floor LCP`, ratio, `≤ ${BUDGET.floorRatio} goal`, true);
    check(`${path} Performance`, result.performance, `≥ ${BUDGET.performance}`, result.performance >= BUDGET.performance);
    check(`${path} Accessibility`, result.accessibility, `= ${BUDGET.accessibility}`, result.accessibility >= BUDGET.accessibility);
    check(`${path} Best Practices`, result.bestPractices, `= ${BUDGET.bestPractices}`, result.bestPractices >= BUDGET.bestPractices);
    check(`${path} SEO`, result.seo, `≥ ${BUDGET.seo}`, result.seo >= BUDGET.seo);
    check(`${path} LCP (ms)`, result.lcpMs, `≤ ${BUDGET.lcpMs}`, result.lcpMs <= BUDGET.lcpMs);
    check(`${path} CLS`, result.cls, `≤ ${BUDGET.cls}`, result.cls <= BUDGET.cls);
    check(`${path} TBT (ms)`, result.tbtMs, `≤ ${BUDGET.tbtMs}`, result.tbtMs <= BUDGET.tbtMs);
    lcpNotes.push(`${path}: ${result.lcpBreakdown}${result.explanation ? `\n${result.explanation}` : ''}`);
  }

  await stop(simulator);
  // BENCH_SKIP_SCALE=1 stops after Lighthouse (for quick iterations on page speed).
  if (!process.env.BENCH_SKIP_SCALE) {
    simulator = await startSimulator('large');
    const scale = await scaleFigures();
    check(`large: VIEW ALL renders ${scale.cards} cards (ms)`, scale.viewAllMs, 'info', true);
    check(
      `large: toggle repaint, median of 200 on ${scale.toggles} nominees (ms)`,
      scale.toggleMedianMs,
      `≤ ${BUDGET.toggleMs}`,
      scale.toggleMedianMs <= BUDGET.toggleMs,
    );
    check('large: toggle repaint, 95th percentile (ms)', scale.toggleP95Ms, `≤ ${BUDGET.toggleMs}`, scale.toggleP95Ms <= BUDGET.toggleMs);
    check(
      'large: heap growth over 200 toggles (MB)',
      scale.heapGrowthMb,
      `≤ ${BUDGET.heapGrowthMb}`,
      scale.heapGrowthMb <= BUDGET.heapGrowthMb,
    );
  }
} catch (error) {
  failure = error;
} finally {
  await stopAll();
}
// Interrupted: what failed meanwhile failed because its servers were stopped.
if (interruptedExitCode !== null) process.exit(interruptedExitCode);
if (failure) throw failure;

const width = Math.max(...rows.map((row) => row.what.length));
console.log(`\nBenchmark ${new Date().toISOString().slice(0, 10)} (live build, simulator server on loopback, Chromium ${CHROMIUM})\n`);
console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(8)}  budget   result`);
for (const row of rows)
  console.log(`${row.what.padEnd(width)}  ${String(row.value).padStart(8)}  ${row.budget.padEnd(7)}  ${row.ok ? 'ok' : 'MISSED'}`);
const missed = rows.filter((row) => !row.ok).length;
console.log(`\n${rows.length - missed} within budget, ${missed} missed`);
console.log(`\nLargest contentful paint, median run:\n${lcpNotes.map((note) => `  ${note}`).join('\n')}`);
process.exit(missed === 0 ? 0 : 1);
