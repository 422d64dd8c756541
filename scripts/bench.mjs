#!/usr/bin/env node
/**
 * `npm run bench`: the live build against the simulator server on loopback,
 * served gzip-compressed as a real deployment would, measured in Debian's
 * Chromium: Lighthouse (mobile, default throttling, median of 3 runs) on five
 * pages, then the large data set's responsiveness and memory. Prints one
 * table against the budgets and exits non-zero when a budget is missed.
 * The median run's Lighthouse report of each page is kept in
 * artefacts/lighthouse/ (open it in the Lighthouse viewer, or read its JSON);
 * BENCH_EXPLAIN=1 also prints the requests and tasks Lighthouse's simulated
 * LCP waited for.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
// Lighthouse's own LCP simulation (Lantern), to print the graph behind a figure (BENCH_EXPLAIN=1).
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { routeWeight } from './bundle-weight.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH as CHROMIUM } from './chromium.mjs';

const SIM_PORT = 8787;
const SITE_PORT = 4175;
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const API = `http://127.0.0.1:${SIM_PORT}`;
const TOKEN = 'simulator-token';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const REPORTS = 'artefacts/lighthouse';

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  lcpMs: 2000,
  cls: 0.02,
  tbtMs: 100,
  homeJsKb: 120,
  toggleMs: 100,
  heapGrowthMb: 5,
};

const children = [];

function run(command, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

function start(command, args, env) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

async function waitFor(url, headers = {}) {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      const response = await fetch(url, { headers });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up`);
}

async function startSimulator(scenario) {
  const server = start('node', ['scripts/simulator-serve.mjs'], { SIM_PORT: String(SIM_PORT), SITE_ORIGIN: SITE, SIM_TOKEN: TOKEN, SIM_SCENARIO: scenario, SIM_KEEP_ALIVE: '1' });
  await waitFor(`${API}/api/get_counters`, { token: TOKEN });
  return server;
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
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    try {
      const { lhr, artifacts } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
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
        artifacts,
      });
    } finally {
      await chrome.kill();
    }
  }
  const figures = Object.keys(runs[0]).filter((key) => !['lhr', 'artifacts', 'lcpBreakdown'].includes(key));
  const medians = Object.fromEntries(figures.map((key) => [key, median(runs.map((result) => result[key]))]));
  // Where the median run's LCP time went, so a missed budget says what to work on.
  const middle = [...runs].sort((a, b) => a.lcpMs - b.lcpMs)[Math.floor(runs.length / 2)];
  mkdirSync(REPORTS, { recursive: true });
  const name = new URL(url).pathname.replace(/^\/|\/$/g, '').replaceAll('/', '_') || 'home';
  writeFileSync(`${REPORTS}/${name}.json`, JSON.stringify(middle.lhr));
  const explanation = process.env.BENCH_EXPLAIN ? await explainLcp(middle.lhr, middle.artifacts) : null;
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
 * What Lighthouse's simulation waited for: every request and long task of its pessimistic LCP
 * graph with simulated start and end (ms). A request that overlaps another shares the throttled
 * bandwidth with it, so the list shows what the LCP element's code and data competed with.
 */
async function explainLcp(lhr, artifacts) {
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, SourceMaps: artifacts.SourceMaps, simulator: null };
  const result = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings: lhr.configSettings });
  const rows = [...result.pessimisticEstimate.nodeTimings.entries()]
    .filter(([node, timing]) => node.type === 'network' || timing.duration >= 20)
    .sort(([, a], [, b]) => a.startTime - b.startTime)
    .map(([node, timing]) => {
      const what = node.type === 'network' ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.transferSize} B)` : 'main-thread task';
      return `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ${what}`;
    });
  return [`  simulated LCP ${Math.round(result.timing)} ms, pessimistic graph:`, ...rows].join('\n');
}

async function scaleFigures() {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
    const cdp = await page.context().newCDPSession(page);

    await page.goto(`${SITE}/bestrestaurantsandbars`);
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

try {
  await run('npm', ['run', 'build:live', '--', '--manifest']);
  const home = routeWeight('dist-live', 'src/pages/SectionHomePage.tsx');
  check('JS before the section home is interactive (KB gzip)', Number((home.totalGzip / 1024).toFixed(1)), `≤ ${BUDGET.homeJsKb}`, home.totalGzip / 1024 <= BUDGET.homeJsKb);

  let simulator = await startSimulator('default');
  start('node', ['scripts/serve.mjs'], { DIST_DIR: 'dist-live', PORT: String(SITE_PORT), STATIC_JSON_ORIGIN: API, KEEP_ALIVE: '1' });
  await waitFor(SITE);

  const nominees = await (await fetch(`${API}/api/get_nominees`, { headers: { token: TOKEN, 'Content-Type': 'application/json' } })).json();
  const slug = nominees.data.find((nominee) => nominee.location === 'jakarta')?.slug ?? nominees.data[0].slug;
  const allPages = ['/', '/bestrestaurantsandbars', '/bestrestaurantsandbars/votenow', `/bestrestaurantsandbars/nominee/${slug}`, '/winner/2024'];
  // BENCH_PAGES=/winner,/votenow measures only the pages whose path contains one of these ('/' is the home page alone).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const pages = only ? allPages.filter((path) => only.some((part) => (part === '/' ? path === '/' : path.includes(part)))) : allPages;

  for (const path of pages) {
    const result = await lighthouseMedians(`${SITE}${path}`);
    check(`${path} Performance`, result.performance, `≥ ${BUDGET.performance}`, result.performance >= BUDGET.performance);
    check(`${path} Accessibility`, result.accessibility, `= ${BUDGET.accessibility}`, result.accessibility >= BUDGET.accessibility);
    check(`${path} Best Practices`, result.bestPractices, `= ${BUDGET.bestPractices}`, result.bestPractices >= BUDGET.bestPractices);
    check(`${path} SEO`, result.seo, `≥ ${BUDGET.seo}`, result.seo >= BUDGET.seo);
    check(`${path} LCP (ms)`, result.lcpMs, `≤ ${BUDGET.lcpMs}`, result.lcpMs <= BUDGET.lcpMs);
    check(`${path} CLS`, result.cls, `≤ ${BUDGET.cls}`, result.cls <= BUDGET.cls);
    check(`${path} TBT (ms)`, result.tbtMs, `≤ ${BUDGET.tbtMs}`, result.tbtMs <= BUDGET.tbtMs);
    lcpNotes.push(`${path}: ${result.lcpBreakdown}${result.explanation ? `\n${result.explanation}` : ''}`);
  }

  simulator.kill();
  await sleep(500);
  // BENCH_SKIP_SCALE=1 stops after Lighthouse (for quick iterations on page speed).
  if (!process.env.BENCH_SKIP_SCALE) {
    simulator = await startSimulator('large');
    const scale = await scaleFigures();
    check(`large: VIEW ALL renders ${scale.cards} cards (ms)`, scale.viewAllMs, 'info', true);
    check(`large: toggle repaint, median of 200 on ${scale.toggles} nominees (ms)`, scale.toggleMedianMs, `≤ ${BUDGET.toggleMs}`, scale.toggleMedianMs <= BUDGET.toggleMs);
    check('large: toggle repaint, 95th percentile (ms)', scale.toggleP95Ms, `≤ ${BUDGET.toggleMs}`, scale.toggleP95Ms <= BUDGET.toggleMs);
    check('large: heap growth over 200 toggles (MB)', scale.heapGrowthMb, `≤ ${BUDGET.heapGrowthMb}`, scale.heapGrowthMb <= BUDGET.heapGrowthMb);
  }
} finally {
  for (const child of children) child.kill();
}

const width = Math.max(...rows.map((row) => row.what.length));
console.log(`\nBenchmark ${new Date().toISOString().slice(0, 10)} (live build, simulator server on loopback, Chromium ${CHROMIUM})\n`);
console.log(`${'measure'.padEnd(width)}  ${'value'.padStart(8)}  budget   result`);
for (const row of rows) console.log(`${row.what.padEnd(width)}  ${String(row.value).padStart(8)}  ${row.budget.padEnd(7)}  ${row.ok ? 'ok' : 'MISSED'}`);
const missed = rows.filter((row) => !row.ok).length;
console.log(`\n${rows.length - missed} within budget, ${missed} missed`);
console.log(`\nLargest contentful paint, median run:\n${lcpNotes.map((note) => `  ${note}`).join('\n')}`);
process.exit(missed === 0 ? 0 : 1);
