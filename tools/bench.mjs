#!/usr/bin/env node
/**
 * `npm run bench`: the live build, built with its data from the simulator server on loopback
 * (decision 015), served gzip-compressed as a real deployment would, measured in the tests'
 * Chromium (Debian's; tools/chromium.mjs): Lighthouse 12 (mobile, slow 4G, the CPU slowed to
 * Lighthouse's reference phone from this host's benchmarkIndex: tools/cpu-calibration.mjs; median
 * of BENCH_RUNS=3 runs) on five pages, each page with two throttling methods:
 *
 * - simulated (Lighthouse's default, Lantern): the page loads unthrottled and Lighthouse computes
 *   what it would have taken on the slow link. The category scores come from these runs. Lantern
 *   leaves Low-priority images out of its LCP, so on pages with photos its LCP is a figure, not a
 *   budget.
 * - applied (`throttlingMethod: 'devtools'`): Chromium itself slows the link and the CPU, with
 *   Lighthouse's own mobileSlow4G values, so the photos take the time they take: the LCP, CLS and
 *   TBT budgets of the pages with photos, the bytes of the images loaded during the load, and the
 *   requests that shared the link with the LCP photo.
 *
 * With both methods a built page is measured against its floor too (the same HTML and style sheet
 * with no script and only its first-screen photo: the fastest that photo can be shown), printed as
 * a ratio to the floor's LCP. With applied throttling a page of one heading (no style sheet, font,
 * image or script) is measured first: the first paint this host and its throttling allow at all,
 * printed beside the pages' FCP.
 *
 * Then the large data set's responsiveness and memory. Prints one table against the budgets,
 * naming the method of each figure, and exits non-zero when a budget is missed (a goal missed is
 * printed, not failed). The median run's Lighthouse report of each page and method is kept in
 * artefacts/lighthouse/ ({page}.simulate.json, {page}.devtools.json; open it in the Lighthouse
 * viewer, or read its JSON); BENCH_EXPLAIN=1 also prints the requests that started before the
 * LCP and the long main-thread tasks, from that report, and every image the applied run loaded.
 *
 * BENCH_PAGES=/winner,/votenow measures only those pages, BENCH_RUNS=1 one run of each,
 * BENCH_METHODS=devtools (or simulate) one method only, BENCH_SKIP_SCALE=1 skips the large data set,
 * BENCH_SCALE_ONLY=1 measures only the large data set (the build, then no Lighthouse).
 *
 * The build is made against the simulator's `before-last-nominee` scenario and measured against
 * the default one, so one nominee is added since the build: its page is the nominee route's shell,
 * the only page where the live warm-up runs (src/boot/warm-up.ts), measured as "a new nominee".
 *
 * Without a Chromium (tools/chromium.mjs) it stops before building anything.
 * Everything it starts (the build, both servers, each Chromium) runs as a
 * process group that is stopped when the bench ends, fails or is interrupted
 * (tools/process-groups.mjs). It refuses to start when its ports are taken.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { connect } from 'node:net';
import lighthouse from 'lighthouse';
// Lighthouse's own throttling profiles (no package export; the path is Lighthouse 12's).
import { throttling as LIGHTHOUSE_THROTTLING } from 'lighthouse/core/config/constants.js';
import { chromium } from '@playwright/test';
import { routeWeight, SECTION_HOME_JS_BUDGET_KB, sectionHomeCatalogs } from './bundle-weight.mjs';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { launchDebuggingChromium } from './debugging-chromium.mjs';
import { calibrationMoved, hostBenchmarkIndex, ranAtTheCalibratedSpeed, slowdownFor } from './cpu-calibration.mjs';
import { interruptedExitCode, startGroup, stop, stopAll, stopOnExit, untilAnswering } from './process-groups.mjs';
import { GZIP_LEVEL } from '../deploy/site-rules.mjs';

const CHROMIUM = requireChromium();
stopOnExit();

// BENCH_SIM_PORT and BENCH_SITE_PORT move the servers off the ports of the tests (8787 is also the one the live build is built for).
const SIM_PORT = Number(process.env.BENCH_SIM_PORT ?? 8787);
const SITE_PORT = Number(process.env.BENCH_SITE_PORT ?? 4175);
const SITE = `http://127.0.0.1:${SITE_PORT}`;
const API = `http://127.0.0.1:${SIM_PORT}`;
const TOKEN = 'simulator-token';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
const REPORTS = 'artefacts/lighthouse';

/**
 * The throttling of both methods: Lighthouse's default mobile profile ("slow 4G": 150 ms RTT,
 * 1.6 Mbit/s), with the CPU slowdown calibrated to this host (tools/cpu-calibration.mjs) before
 * the pages are measured; BENCH_CPU_SLOWDOWN=4 sets it instead. Lantern reads rttMs and
 * throughputKbps; the applied method reads the devtools values derived from them
 * (requestLatencyMs, download/uploadThroughputKbps), which Lighthouse adjusts for what Chromium's
 * per-request throttling leaves out.
 */
const THROTTLING = { ...LIGHTHOUSE_THROTTLING.mobileSlow4G };
/** The host's benchmarkIndex the slowdown was calibrated from (null when BENCH_CPU_SLOWDOWN set it). */
let hostIndex = null;
const METHOD_LABEL = { simulate: 'simulated', devtools: 'applied' };
/** BENCH_METHODS=simulate,devtools (the default): the throttling methods to run. */
const METHODS = (process.env.BENCH_METHODS ?? 'simulate,devtools')
  .split(',')
  .map((method) => method.trim())
  .filter(Boolean);
const unknownMethods = METHODS.filter((method) => !(method in METHOD_LABEL));
if (unknownMethods.length || !METHODS.length) {
  console.error(`BENCH_METHODS=${process.env.BENCH_METHODS}: name simulate, devtools or both (comma-separated)`);
  process.exit(1);
}
const SIMULATED = METHODS.includes('simulate');
const SCALE_ONLY = Boolean(process.env.BENCH_SCALE_ONLY);
const APPLIED = METHODS.includes('devtools');

const BUDGET = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
  /** Simulated LCP: a budget on pages without photos only (Lantern leaves Low-priority images out of it). */
  lcpMs: 1200,
  /** Goal for a page's LCP over its floor's (reported, not a budget of its own)... */
  floorRatio: 1.05,
  /** ...with applied throttling, where the floor itself takes longer than this. */
  floorSlowMs: 1300,
  cls: 0.02,
  /** At the calibrated slowdown: Lighthouse's reference phone. */
  tbtMs: 200,
  /** Applied throttling: text on screen after about one round trip (the first screen's styles are in the HTML). */
  appliedFcpMs: 1000,
  /** Applied throttling: the vote screen's LCP is its text. */
  voteScreenLcpMs: 1100,
  /** Applied throttling, on the pages with photos: LCP budget and goal, and the images' bytes loaded during the load. */
  appliedLcpMs: 2000,
  appliedLcpGoalMs: 1500,
  imageKb: 500,
  homeJsKb: SECTION_HOME_JS_BUDGET_KB,
  /** Goal: a built page's first screen arrives in a new connection's first round trip (`htmlKb`). */
  firstRoundTripKb: 14,
  toggleMs: 100,
  /** A keystroke in the vote screen's search field to the next painted frame. */
  keystrokeMs: 50,
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

async function startSimulator(scenario) {
  const server = start(process.execPath, ['tools/simulator-serve.mjs'], {
    SIM_PORT: String(SIM_PORT),
    SITE_ORIGIN: SITE,
    SIM_TOKEN: TOKEN,
    SIM_SCENARIO: scenario,
    SIM_KEEP_ALIVE: '1',
  });
  await untilAnswering(`${API}/api/get_counters`, server, { token: TOKEN });
  return server;
}

/**
 * The floor of a page: its built HTML (dist-live) with every script and module link taken out, and
 * every image but its first-screen photo (the one asked for at high priority), written beside it
 * under /bench-floor/, so the same server sends it with the same style sheet: the fastest that its
 * LCP photo can be shown. Returns its path.
 */
function writeFloor(path) {
  const built = readFileSync(join('dist-live', path, 'index.html'), 'utf8');
  const floor = built
    .replace(/<script\b[\s\S]*?<\/script>/g, '')
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<img\b[^>]*>/g, (image) => (/fetchpriority="high"/i.test(image) ? image : ''))
    .replace(/<link rel="preload"[^>]*as="image"[^>]*>/g, (link) => (/fetchpriority="high"/i.test(link) ? link : ''));
  return writeBesideBuild(`/bench-floor${path === '/' ? '/home' : path}/index.html`, floor);
}

/** Writes a page the bench measures into dist-live at `path`; returns the path. */
function writeBesideBuild(path, html) {
  mkdirSync(dirname(join('dist-live', path)), { recursive: true });
  writeFileSync(join('dist-live', path), html);
  return path;
}

/**
 * The first paint this host and its throttling allow at all: a page of one heading, with no style
 * sheet, font, image or script, served as the pages are (its path is written beside the floors).
 * Measured with applied throttling before the pages, its FCP is printed beside theirs: about the
 * least any page's first paint takes on this host, whatever the page holds.
 */
function writeReferencePage() {
  return writeBesideBuild(
    '/bench-floor/one-heading/index.html',
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<title>One heading</title></head><body><h1>Best Restaurants &amp; Bars</h1></body></html>',
  );
}

/**
 * A built page's HTML as the server sends it (gzip at the deployment's level, KB): the first screen's
 * part (the head, its inline styles and the rendered page, up to the data the page was built with,
 * which follows #root) and the whole page. A new connection's first round trip brings about 14 KB
 * (TCP's initial window of ten segments).
 */
function htmlKb(path) {
  const html = readFileSync(join('dist-live', path, 'index.html'), 'utf8');
  const dataAt = html.indexOf('<script type="application/json"', html.indexOf('<div id="root"'));
  const kb = (text) => Number((gzipSync(text, { level: GZIP_LEVEL }).length / 1024).toFixed(1));
  return { firstScreen: kb(dataAt === -1 ? html : html.slice(0, dataAt)), whole: kb(html) };
}

/** A URL of the report without its origin: the path the site serves. */
const sitePath = (url) => String(url).replace(/^https?:\/\/[^/]+/, '');

/** The report's requests that started before the LCP was painted (in the load Lighthouse observed). */
function requestsBeforeLcp(lhr) {
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  return (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (request) => (request.networkRequestTime ?? Infinity) <= observedLcp,
  );
}

/**
 * The requests that started before the LCP was painted, other than the page, its style sheet and
 * the LCP photo itself: what shares the slow link with what the visitor waits for.
 */
function competingRequests(lhr) {
  const lcpImage = lcpImageUrl(lhr);
  return requestsBeforeLcp(lhr).filter((request) => !['Document', 'Stylesheet'].includes(request.resourceType) && request.url !== lcpImage);
}

/** The LCP element's image request: the one whose path its snippet names, in src or srcset (none when it is text). */
function lcpImageUrl(lhr) {
  const snippet = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  const images = imageRequests(lhr).map((request) => request.url);
  return images.find((url) => snippet.includes(sitePath(url))) ?? null;
}

function lighthouseVersion() {
  try {
    return JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  } catch {
    return '12';
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/** Sum of the transfer sizes (KB) of the requests whose resourceType is Image, from the report's network-requests audit. */
const imageRequests = (lhr) => (lhr.audits['network-requests']?.details?.items ?? []).filter((request) => request.resourceType === 'Image');
const imageKb = (lhr) => Number((imageRequests(lhr).reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024).toFixed(1));

/**
 * Lighthouse's median figures of a page, with the throttling method 'simulate' (Lantern) or
 * 'devtools' (applied by Chromium); the median run's report is kept in REPORTS.
 */
async function lighthouseMedians(url, method) {
  const runs = [];
  /** The indexes of the runs set aside: the host ran off its calibrated speed (tools/cpu-calibration.mjs). */
  const setAside = [];
  /** The calibration read again when the page's runs showed it had moved (calibrationMoved), once a page. */
  let recalibrated = null;
  // A run that Lighthouse itself could not complete (runtimeError, no scores) is run again, twice at most.
  for (let index = 0, failures = 0; index < RUNS; index += 1) {
    if (recalibrated === null && hostIndex !== null && calibrationMoved(setAside, hostIndex, RUNS)) {
      console.warn(
        `  ${new URL(url).pathname} (${METHOD_LABEL[method]}): every run set aside on one side of the calibration; calibrating again`,
      );
      await calibrateCpu();
      recalibrated = { benchmarkIndex: hostIndex, slowdown: THROTTLING.cpuSlowdownMultiplier };
      runs.length = 0;
      setAside.length = 0;
      index = 0;
    }
    const chrome = await launchDebuggingChromium(CHROMIUM, CHROME_FLAGS);
    try {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        throttlingMethod: method,
        throttling: THROTTLING,
      });
      if (lhr.runtimeError && failures < 2) {
        failures += 1;
        index -= 1;
        console.warn(`Lighthouse could not measure ${url} (${METHOD_LABEL[method]}: ${lhr.runtimeError.code}); running it again`);
        continue;
      }
      // A run at another host speed measured another phone: run again, as many times as the runs kept at most.
      const runIndex = Math.round(lhr.environment?.benchmarkIndex ?? 0);
      if (hostIndex !== null && !ranAtTheCalibratedSpeed(runIndex, hostIndex) && setAside.length < RUNS) {
        setAside.push(runIndex);
        index -= 1;
        console.warn(`  ${new URL(url).pathname} (${METHOD_LABEL[method]}): run set aside, the host at benchmarkIndex ${runIndex}`);
        continue;
      }
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        imageKb: imageKb(lhr),
        benchmarkIndex: runIndex,
        lcpBreakdown: describeLcp(lhr),
        lhr,
      });
      const { fcpMs, lcpMs, tbtMs } = runs.at(-1);
      console.error(
        `  ${new URL(url).pathname} (${METHOD_LABEL[method]}) run ${runs.length} of ${RUNS}: FCP ${fcpMs} ms, LCP ${lcpMs} ms, TBT ${tbtMs} ms`,
      );
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
  writeFileSync(`${REPORTS}/${name}.${method}.json`, JSON.stringify(middle.lhr));
  // The run with the most blocking time, when it stands out from the median: what was different in it.
  const worst = [...runs].sort((a, b) => b.tbtMs - a.tbtMs)[0];
  const worstStandsOut = worst.tbtMs > medians.tbtMs + 50;
  if (worstStandsOut) writeFileSync(`${REPORTS}/${name}.${method}.most-tbt.json`, JSON.stringify(worst.lhr));
  const explanation = process.env.BENCH_EXPLAIN
    ? [
        explainLcp(middle.lhr),
        ...(worstStandsOut ? [`  long main-thread tasks of the run with the most TBT (${worst.tbtMs} ms):`, ...longTasks(worst.lhr)] : []),
      ].join('\n')
    : null;
  return {
    ...medians,
    tbtRuns: runs.map((run) => run.tbtMs),
    benchmarkIndexRuns: runs.map((run) => run.benchmarkIndex),
    setAsideIndexes: setAside,
    recalibrated,
    lcpBreakdown: middle.lcpBreakdown,
    explanation,
    lhr: middle.lhr,
  };
}

/** The widest copy a full-width photo needs on Lighthouse's phone (412 CSS px at 1.75): the 828 of IMAGE_WIDTHS. */
const WIDEST_NEEDED = 828;

/**
 * What looks wrong in a report of a page with photos: an image that is not one of the build's
 * copies (/img/{name}-{width}.webp or .avif: an original, requested at full size), a copy wider than the
 * phone needs, or an LCP element that is not a photo.
 */
function oddities(lhr) {
  const notes = [];
  for (const request of imageRequests(lhr)) {
    const path = sitePath(request.url);
    const kb = `${((request.transferSize ?? 0) / 1024).toFixed(1)} KB`;
    const copy = /^\/img\/[^/]+-(\d+)\.(?:webp|avif)$/.exec(path);
    if (copy && Number(copy[1]) > WIDEST_NEEDED) notes.push(`copy ${copy[1]} px wide loaded (${kb}): ${path}`);
    else if (!copy && !path.endsWith('.svg')) notes.push(`image that is not one of the build's copies loaded (${kb}): ${request.url}`);
  }
  const node = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (!node) notes.push('no LCP element reported');
  else if (!/^<img\b/i.test(node.snippet ?? '')) notes.push(`LCP element is not a photo: ${String(node.snippet).slice(0, 120)}`);
  return notes;
}

/** A report's time, in whole milliseconds. */
const ms = (value) => String(Math.round(value ?? 0));

/** Every image request of the report, in the order the page asked for them. */
function listImages(lhr) {
  return imageRequests(lhr)
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime)
    .map(
      (request) =>
        `    ${ms(request.networkRequestTime).padStart(5)}–${ms(request.networkEndTime).padEnd(5)} ${sitePath(request.url)} (${request.transferSize} B, ${request.priority})`,
    );
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
 * priority that decide its share of the throttled bandwidth; then the long main-thread tasks.
 * Simulated: the requests' times are the unthrottled load's (ms from the navigation; Lighthouse
 * reports no simulated time per request), the tasks' simulated. Applied: both are the throttled
 * load's, and every image loaded is listed too.
 */
/** The report's long main-thread tasks, in order, as lines. */
function longTasks(lhr) {
  return (lhr.audits['long-tasks']?.details?.items ?? [])
    .sort((a, b) => a.startTime - b.startTime)
    .map(
      (task) =>
        `    ${ms(task.startTime).padStart(5)}–${ms(task.startTime + task.duration).padEnd(5)} main-thread task ${sitePath(task.url)}`,
    );
}

function explainLcp(lhr) {
  const applied = lhr.configSettings?.throttlingMethod === 'devtools';
  const simulatedLcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
  const observedLcp = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Infinity;
  const requests = requestsBeforeLcp(lhr)
    .sort((a, b) => a.networkRequestTime - b.networkRequestTime)
    .map(
      (request) =>
        `    ${ms(request.networkRequestTime).padStart(5)}–${ms(request.networkEndTime).padEnd(5)} ${request.resourceType} ${sitePath(request.url)} (${request.transferSize} B, ${request.priority})`,
    );
  const tasks = longTasks(lhr);
  // With applied throttling the observed load is the throttled one: its times are the figures.
  if (applied)
    return [
      `  applied LCP ${simulatedLcp} ms; requests started before it (throttled times):`,
      ...requests,
      `  long main-thread tasks (throttled times):`,
      ...(tasks.length ? tasks : ['    none']),
      `  every image loaded (${imageKb(lhr)} KB):`,
      ...listImages(lhr),
    ].join('\n');
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

    // A built page shows its buttons before the app answers them: wait for the app (src/document/app-ready.ts).
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
    // The list renders the cards near the screen; End in the list renders them all, as it does for a visitor.
    const total = Number(await page.locator('.vote-picker > li').first().getAttribute('aria-setsize'));
    await page.locator('button[aria-pressed]').first().focus();
    await page.keyboard.press('End');
    await page.waitForFunction((count) => document.querySelectorAll('.vote-picker > li').length === count, total);
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

    // A keystroke in the search field: to the next painted frame (the field shows it), and
    // to the frame where the list shows what matches (it is rendered deferred: aria-busy until then).
    // Words from the venues' own names, typed a letter at a time and deleted the same way, each key
    // once the list has settled from the one before.
    const typing = await page.evaluate(async () => {
      const field = document.querySelector('input[type="search"]');
      const list = document.querySelector('.vote-picker');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const names = [...document.querySelectorAll('.vote-option__name')].slice(0, 40).map((name) => name.textContent ?? '');
      const words = [...new Set(names.flatMap((name) => name.split(/\s+/)).filter((word) => word.length >= 4))].slice(0, 10);
      const frames = [];
      const settled = [];
      const key = async (value) => {
        const start = performance.now();
        setValue.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        await nextFrame();
        frames.push(performance.now() - start);
        while (list.getAttribute('aria-busy') === 'true') await nextFrame();
        settled.push(performance.now() - start);
      };
      for (const word of words) {
        for (let length = 1; length <= word.length; length += 1) await key(word.slice(0, length));
        for (let length = word.length - 1; length >= 0; length -= 1) await key(word.slice(0, length));
      }
      return { frames, settled };
    });
    return {
      cards,
      toggles,
      viewAllMs: Math.round(viewAllMs),
      toggleMedianMs: Math.round(median(durations)),
      toggleP95Ms: Math.round(percentile(durations, 0.95)),
      heapGrowthMb: Number(((heapAfter - heapBefore) / 1024 / 1024).toFixed(2)),
      keystrokes: typing.frames.length,
      keystrokeMedianMs: Math.round(median(typing.frames)),
      keystrokeP95Ms: Math.round(percentile(typing.frames, 0.95)),
      keystrokeListP95Ms: Math.round(percentile(typing.settled, 0.95)),
    };
  } finally {
    await browser.close();
  }
}

/**
 * Sets the CPU slowdown that makes this host Lighthouse's reference phone, from its benchmarkIndex
 * (tools/cpu-calibration.mjs), unless BENCH_CPU_SLOWDOWN sets it.
 */
async function calibrateCpu() {
  if (process.env.BENCH_CPU_SLOWDOWN) {
    THROTTLING.cpuSlowdownMultiplier = Number(process.env.BENCH_CPU_SLOWDOWN);
    return;
  }
  // Lighthouse's own measure, in a run that throttles nothing and gathers almost nothing.
  const measureOnce = async () => {
    const chrome = await launchDebuggingChromium(CHROMIUM, CHROME_FLAGS);
    try {
      const { lhr } = await lighthouse(`${SITE}/robots.txt`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyAudits: ['viewport'],
        throttlingMethod: 'provided',
      });
      return lhr.environment.benchmarkIndex;
    } finally {
      await chrome.close();
    }
  };
  const host = await hostBenchmarkIndex(measureOnce);
  hostIndex = host.median;
  const { slowdown, slowerThanThePhone } = slowdownFor(hostIndex);
  THROTTLING.cpuSlowdownMultiplier = slowdown;
  console.log(`benchmarkIndex ${hostIndex} (Lighthouse's, median of ${host.runs.join(' / ')}): CPU ×${slowdown}`);
  if (slowerThanThePhone) console.warn('this host is slower than the reference phone even unthrottled: its figures are pessimistic');
}

/** The applied figures every built page is held to: text on screen after one round trip, a quiet main thread. */
function appliedFirstPaintAndTbt(path, result) {
  const method = 'devtools';
  atMost(`${path} FCP (ms)`, method, result.fcpMs, BUDGET.appliedFcpMs);
  if (path.endsWith('/votenow')) atMost(`${path} LCP, its text (ms)`, method, result.lcpMs, BUDGET.voteScreenLcpMs);
  atMost(`${path} TBT (ms)`, method, result.tbtMs, BUDGET.tbtMs);
  // A median hides a run's long task: each run's figure, for the budget holds run after run; and each run's host index.
  if (RUNS > 1) info(`${path} TBT of each run (ms)`, method, result.tbtRuns.join(' / '));
  info(`${path} benchmarkIndex of each run`, method, result.benchmarkIndexRuns.join(' / '));
  if (result.recalibrated)
    info(
      `${path} calibrated again before its runs: benchmarkIndex`,
      method,
      `${result.recalibrated.benchmarkIndex} (CPU ×${result.recalibrated.slowdown})`,
    );
  if (result.setAsideIndexes.length) info(`${path} runs set aside: their benchmarkIndex`, method, result.setAsideIndexes.join(' / '));
}

const rows = [];
const lcpNotes = [];
const oddNotes = [];
/** A figure against its budget; method: 'simulate', 'devtools' or null (not Lighthouse's). */
const check = (what, method, value, budget, ok) => rows.push({ what, method, value, budget, ok, kind: 'budget' });
/** A figure that must not exceed its limit. */
const atMost = (what, method, value, limit) => check(what, method, value, `≤ ${limit}`, value <= limit);
const info = (what, method, value, budget = 'info') => rows.push({ what, method, value, budget, ok: true, kind: 'info' });
/** A goal: printed met or not, never a failure. */
const goal = (what, method, value, budget, met) => rows.push({ what, method, value, budget, ok: true, met, kind: 'goal' });

const taken = [];
for (const port of [SIM_PORT, SITE_PORT]) if (await listening(port)) taken.push(port);
if (taken.length) {
  console.error(`Port ${taken.join(' and ')} of 127.0.0.1 is in use (another bench, npm test or npm run simulator:serve?): stop it first`);
  process.exit(1);
}

let failure = null;
try {
  // The pages are built with the simulator server's data, as a deployment's are with its back end's, before its last
  // nominee was added: the back end lists that nominee at bench time, and the build has no page for it (a shell).
  let simulator = await startSimulator('before-last-nominee');
  const liveBuild = { VITE_API_BASE_URL: API, VITE_API_TOKEN: TOKEN, STATIC_JSON_ORIGIN: API, SITE_URL: SITE };
  await run('npx', ['vite', 'build', '--outDir', 'dist-live', '--emptyOutDir', '--manifest'], liveBuild);
  await stop(simulator);
  simulator = await startSimulator('default');
  const home = routeWeight('dist-live', 'src/features/section/SectionHomePage.tsx', sectionHomeCatalogs('en'));
  check(
    'JS before the section home is interactive (KB gzip)',
    null,
    Number((home.totalGzip / 1024).toFixed(1)),
    `≤ ${BUDGET.homeJsKb}`,
    home.totalGzip / 1024 <= BUDGET.homeJsKb,
  );

  const nominees = await (await fetch(`${API}/api/get_nominees`, { headers: { token: TOKEN, 'Content-Type': 'application/json' } })).json();
  const slug = nominees.data.find((nominee) => nominee.location === 'jakarta')?.slug ?? nominees.data[0].slug;
  // The nominee the build has no page for (prerendered.json lists the pages it wrote).
  const built = new Set(JSON.parse(readFileSync('dist-live/prerendered.json', 'utf8')).routes.map(({ route }) => route));
  const newNominee = nominees.data.find((nominee) => !built.has(`/bestrestaurantsandbars/nominee/${nominee.slug}`))?.slug;
  if (!newNominee) throw new Error('every nominee has a built page: no shell to measure');
  // photos: the page's first screen shows photos, and the applied-throttling budgets are its (the home page shows logos only).
  const allPages = [
    { path: '/', photos: false },
    { path: '/bestrestaurantsandbars', photos: true },
    { path: '/bestrestaurantsandbars/votenow', photos: true },
    { path: `/bestrestaurantsandbars/nominee/${slug}`, photos: true },
    // A nominee added since the build: the route's shell, the one page where the warm-up runs. Its photos are the
    // original uploads (the build made no copies of them), so its figures are printed, not held to the budgets.
    { path: `/bestrestaurantsandbars/nominee/${newNominee}`, photos: true, shell: true },
    { path: '/winner/2024', photos: true },
  ];
  // BENCH_PAGES=/winner,/votenow measures only the pages whose path contains one of these ('/' is the home page alone).
  const only = process.env.BENCH_PAGES?.split(',').filter(Boolean);
  const chosen = only ? allPages.filter(({ path }) => only.some((part) => (part === '/' ? path === '/' : path.includes(part)))) : allPages;
  // BENCH_SCALE_ONLY=1: no Lighthouse, only the large data set's figures.
  const pages = SCALE_ONLY ? [] : chosen;

  // Every built page has its floor, measured with each method beside the page: the ratio says what
  // the scripts and the other images add to the first screen (a shell's HTML names no photo: none).
  // Written before the server starts, which lists the build's files once.
  const floors = new Map(pages.filter(({ shell }) => !shell).map(({ path }) => [path, writeFloor(path)]));
  const referencePage = writeReferencePage();
  const site = start(process.execPath, ['tools/serve.mjs'], {
    DIST_DIR: 'dist-live',
    PORT: String(SITE_PORT),
    STATIC_JSON_ORIGIN: API,
    KEEP_ALIVE: '1',
  });
  await untilAnswering(SITE, site);
  if (pages.length) await calibrateCpu();
  if (pages.length && APPLIED) {
    const reference = await lighthouseMedians(`${SITE}${referencePage}`, 'devtools');
    info('a page of one heading, nothing else: FCP (ms)', 'devtools', reference.fcpMs, 'reference');
  }

  const note = (path, method, result) =>
    lcpNotes.push(`${path} (${METHOD_LABEL[method]}): ${result.lcpBreakdown}${result.explanation ? `\n${result.explanation}` : ''}`);
  for (const { path, photos, shell } of pages) {
    if (!shell) {
      const html = htmlKb(path);
      const within = html.firstScreen <= BUDGET.firstRoundTripKb;
      goal(`${path} HTML of the first screen (KB gzip)`, null, html.firstScreen, `≤ ${BUDGET.firstRoundTripKb} goal`, within);
      info(`${path} HTML with its built data (KB gzip)`, null, html.whole);
    }
    // A shell has no floor (its HTML names no photo), and what it is measured for is its photo's LCP: applied only.
    if (SIMULATED && !shell) {
      const method = 'simulate';
      const floor = await lighthouseMedians(`${SITE}${floors.get(path)}`, method);
      const result = await lighthouseMedians(`${SITE}${path}`, method);
      const ratio = Number((result.lcpMs / floor.lcpMs).toFixed(2));
      info(`${path} floor: LCP (ms)`, method, floor.lcpMs);
      goal(`${path} LCP / floor LCP`, method, ratio, `≤ ${BUDGET.floorRatio} goal`, ratio <= BUDGET.floorRatio);
      // The score weighs Lantern's LCP most: on a page with photos it is a goal, as that LCP is.
      const scored = photos ? goal : check;
      scored(
        `${path} Performance`,
        method,
        result.performance,
        `≥ ${BUDGET.performance}${photos ? ' goal' : ''}`,
        result.performance >= BUDGET.performance,
      );
      check(
        `${path} Accessibility`,
        method,
        result.accessibility,
        `= ${BUDGET.accessibility}`,
        result.accessibility >= BUDGET.accessibility,
      );
      check(
        `${path} Best Practices`,
        method,
        result.bestPractices,
        `= ${BUDGET.bestPractices}`,
        result.bestPractices >= BUDGET.bestPractices,
      );
      check(`${path} SEO`, method, result.seo, `≥ ${BUDGET.seo}`, result.seo >= BUDGET.seo);
      // Lantern leaves Low-priority images out of its LCP: on a page with photos the applied LCP is the budget.
      if (photos) info(`${path} LCP (ms)`, method, result.lcpMs, `info (≤ ${BUDGET.lcpMs} w/o photos)`);
      else atMost(`${path} LCP (ms)`, method, result.lcpMs, BUDGET.lcpMs);
      atMost(`${path} CLS`, method, result.cls, BUDGET.cls);
      atMost(`${path} TBT (ms)`, method, result.tbtMs, BUDGET.tbtMs);
      note(path, method, result);
    }
    if (APPLIED) {
      const method = 'devtools';
      const result = await lighthouseMedians(`${SITE}${path}`, method);
      if (photos && !shell) {
        atMost(`${path} LCP (ms)`, method, result.lcpMs, BUDGET.appliedLcpMs);
        goal(`${path} LCP (ms)`, method, result.lcpMs, `≤ ${BUDGET.appliedLcpGoalMs} goal`, result.lcpMs <= BUDGET.appliedLcpGoalMs);
        const floor = await lighthouseMedians(`${SITE}${floors.get(path)}`, method);
        const ratio = Number((result.lcpMs / floor.lcpMs).toFixed(2));
        info(`${path} floor: LCP (ms)`, method, floor.lcpMs);
        // Near the floor: within 15 % of it where the floor itself is slow; under the LCP goal otherwise.
        if (floor.lcpMs > BUDGET.floorSlowMs)
          goal(`${path} LCP / floor LCP`, method, ratio, `≤ ${BUDGET.floorRatio} goal`, ratio <= BUDGET.floorRatio);
        else info(`${path} LCP / floor LCP`, method, ratio);
        const competing = competingRequests(result.lhr);
        goal(`${path} other requests before the LCP`, method, competing.length, '= 0 goal', competing.length === 0);
        atMost(`${path} images loaded (KB)`, method, result.imageKb, BUDGET.imageKb);
        atMost(`${path} CLS`, method, result.cls, BUDGET.cls);
        appliedFirstPaintAndTbt(path, result);
        for (const odd of oddities(result.lhr)) oddNotes.push(`${path} (applied): ${odd}`);
      } else if (shell) {
        info(`${path} LCP (ms)`, method, result.lcpMs);
        info(`${path} images loaded (KB)`, method, result.imageKb);
        info(`${path} CLS`, method, result.cls);
        info(`${path} TBT (ms)`, method, result.tbtMs);
      } else {
        atMost(`${path} LCP (ms)`, method, result.lcpMs, BUDGET.appliedLcpMs);
        atMost(`${path} CLS`, method, result.cls, BUDGET.cls);
        appliedFirstPaintAndTbt(path, result);
      }
      note(path, method, result);
    }
  }

  await stop(simulator);
  // BENCH_SKIP_SCALE=1 stops after Lighthouse (for quick iterations on page speed).
  if (!process.env.BENCH_SKIP_SCALE) {
    simulator = await startSimulator('large');
    const scale = await scaleFigures();
    info(`large: VIEW ALL renders ${scale.cards} cards (ms)`, null, scale.viewAllMs);
    atMost(`large: toggle repaint, median of 200 on ${scale.toggles} nominees (ms)`, null, scale.toggleMedianMs, BUDGET.toggleMs);
    atMost('large: toggle repaint, 95th percentile (ms)', null, scale.toggleP95Ms, BUDGET.toggleMs);
    atMost('large: heap growth over 200 toggles (MB)', null, scale.heapGrowthMb, BUDGET.heapGrowthMb);
    info(`large: search keystroke to next frame, median of ${scale.keystrokes} (ms)`, null, scale.keystrokeMedianMs);
    atMost('large: search keystroke to next frame, 95th percentile (ms)', null, scale.keystrokeP95Ms, BUDGET.keystrokeMs);
    info('large: search keystroke to the list matching, 95th percentile (ms)', null, scale.keystrokeListP95Ms);
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
const budgetWidth = Math.max(6, ...rows.map((row) => row.budget.length));
const methodOf = (row) => (row.method ? METHOD_LABEL[row.method] : '—');
const resultOf = (row) =>
  row.kind === 'goal' ? (row.met ? 'goal met' : 'goal not met') : row.kind === 'info' ? '' : row.ok ? 'ok' : 'MISSED';
console.log(`\nBenchmark ${new Date().toISOString().slice(0, 10)} (live build, simulator server on loopback, Chromium ${CHROMIUM})`);
console.log(
  `Lighthouse ${lighthouseVersion()}, mobile, median of ${RUNS} run${RUNS === 1 ? '' : 's'}; ` +
    `simulated = Lantern at ${THROTTLING.rttMs} ms RTT, ${THROTTLING.throughputKbps} Kbps; ` +
    `applied = devtools throttling at ${THROTTLING.requestLatencyMs} ms latency, ${Math.round(THROTTLING.downloadThroughputKbps * 100) / 100}/${THROTTLING.uploadThroughputKbps} Kbps down/up; ` +
    `both CPU ×${THROTTLING.cpuSlowdownMultiplier}` +
    (hostIndex === null ? ' (BENCH_CPU_SLOWDOWN)' : ` (calibrated: this host's benchmarkIndex ${hostIndex})`) +
    `\n`,
);
console.log(`${'measure'.padEnd(width)}  ${'method'.padEnd(9)}  ${'value'.padStart(8)}  ${'budget'.padEnd(budgetWidth)}  result`);
for (const row of rows)
  console.log(
    `${row.what.padEnd(width)}  ${methodOf(row).padEnd(9)}  ${String(row.value).padStart(8)}  ${row.budget.padEnd(budgetWidth)}  ${resultOf(row)}`.trimEnd(),
  );
const budgets = rows.filter((row) => row.kind === 'budget');
const missed = budgets.filter((row) => !row.ok).length;
const goals = rows.filter((row) => row.kind === 'goal');
console.log(
  `\n${budgets.length - missed} of ${budgets.length} within budget, ${missed} missed; goals: ${goals.filter((row) => row.met).length} of ${goals.length} met`,
);
if (oddNotes.length) console.log(`\nWorth a look (median applied run):\n${oddNotes.map((odd) => `  ${odd}`).join('\n')}`);
console.log(`\nLargest contentful paint, median run:\n${lcpNotes.map((note) => `  ${note}`).join('\n')}`);
process.exit(missed === 0 ? 0 : 1);
