#!/usr/bin/env node
/**
 * `npm run bench:build`: what a deployment build costs as the programme grows. For today's
 * programme (40 venues) and ten times it (400 venues, each with photos of its own, scenario
 * `ten-times`), a live build in both languages against the simulator's server, photos of real
 * weight, three times: cold (empty caches), warm (nothing changed), and warm after one venue
 * changed (renamed, its photos reordered: scenario `*one-venue-changed`). Prints each time, the
 * images' and kits' own times, the cost per venue and the peak memory of the build, beside this
 * machine's speed (../shared/tools/machine-speed.mjs, when it is there). Figures go to
 * docs/deployment.md.
 *
 * Before the builds, the simulator draws every photo once (cached in node_modules/.cache/
 * simulator-photos): a back end has its photos before a build asks for them, so drawing them is
 * not the build's cost. Each series builds into a temporary folder (mode 700) with caches of its
 * own (BUILD_CACHE_DIR), removed at the end; the servers it starts are stopped however it ends.
 *
 * `--venues=40` or `--venues=400` runs one size only. BUILD_SCALE_SIM_PORT moves the simulator
 * (8790 by default, away from the tests' ports).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startProgress } from '../builder/progress.mjs';
import { startGroup, stop, stopAll, stopOnExit } from './process-groups.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const SIM_PORT = Number(process.env.BUILD_SCALE_SIM_PORT ?? 8790);
const API = `http://127.0.0.1:${SIM_PORT}`;
const TOKEN = 'simulator-token';
const SIZES = [
  { venues: 40, scenario: 'default', changed: 'one-venue-changed' },
  { venues: 400, scenario: 'ten-times', changed: 'ten-times-one-changed' },
];
const only = /^--venues=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--venues=')) ?? '')?.[1];
const sizes = only ? SIZES.filter((size) => size.venues === Number(only)) : SIZES;
if (sizes.length === 0) {
  console.error(`build-scale: --venues is one of ${SIZES.map((size) => size.venues).join(', ')}`);
  process.exit(2);
}

stopOnExit();
/** The series' temporary folder, removed however the bench ends (an interrupt exits without `finally`). */
let work = null;
process.on('exit', () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

function machineSpeed() {
  const script = join(projectRoot, '../shared/tools/machine-speed.mjs');
  if (!existsSync(script)) return 'machine-speed: not measured (../shared/tools/machine-speed.mjs is not there)';
  return execFileSync(process.execPath, [script], { encoding: 'utf8' }).trim();
}

async function startSimulator(scenario) {
  const server = startGroup(process.execPath, ['tools/simulator-serve.mjs'], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SIM_PORT: String(SIM_PORT), SIM_SCENARIO: scenario, SIM_TOKEN: TOKEN, SIM_KEEP_ALIVE: '1' },
  });
  for (;;) {
    if (server.process.exitCode !== null) throw new Error('the simulator server exited');
    const healthy = await fetch(`${API}/__simulator/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return server;
    await sleep(200);
  }
}

/** Asks the simulator for every nominee photo once, two at a time, with its progress. */
async function drawPhotos() {
  const answer = await (await fetch(`${API}/api/get_nominees`, { headers: { token: TOKEN, 'Content-Type': 'application/json' } })).json();
  const urls = [...new Set(answer.data.flatMap((nominee) => nominee.images))];
  const progress = startProgress('the back end draws its photos', urls.length);
  const queue = [...urls];
  // Two at a time: the machine's two cores.
  const drawer = async () => {
    for (let url = queue.shift(); url; url = queue.shift()) {
      await (await fetch(url)).arrayBuffer();
      progress.tick();
    }
  };
  await Promise.all([drawer(), drawer()]);
  progress.stop();
  return urls.length;
}

/**
 * One live build, its output prefixed; its time, the images' and kits' lines, and its peak memory.
 * @returns {Promise<{ seconds: number, images: string, kits: string, peakMb: number }>}
 */
async function build(label, { outDir, cacheDir }) {
  const started = performance.now();
  const child = startGroup(
    process.execPath,
    ['--import', './tools/peak-memory.mjs', 'node_modules/vite/bin/vite.js', 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        VITE_API_BASE_URL: API,
        VITE_API_TOKEN: TOKEN,
        STATIC_JSON_ORIGIN: API,
        SITE_URL: 'https://site.example',
        BUILD_CACHE_DIR: cacheDir,
      },
    },
  );
  const seen = { images: '', kits: '', peakMb: 0 };
  for (const stream of [child.process.stdout, child.process.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (line.startsWith('images:')) seen.images = line;
      if (line.startsWith('venue kits:')) seen.kits = line;
      const peak = /^peak memory: (\d+) MB$/.exec(line);
      if (peak) seen.peakMb = Number(peak[1]);
      // The bundle's table is the same every time: only what the build does and its progress.
      if (!/ kB │|^dist\/|^\s*$/.test(line)) console.log(`[${label}] ${line}`);
    });
  }
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`${label}: the build failed (exit code ${code})`);
  return { seconds: (performance.now() - started) / 1000, ...seen };
}

const speed = machineSpeed();
console.log(speed);
const rows = [];
try {
  for (const { venues, scenario, changed } of sizes) {
    work = await mkdtemp(join(tmpdir(), 'build-scale-'));
    const folders = { outDir: join(work, 'dist'), cacheDir: join(work, 'cache') };
    let simulator = await startSimulator(scenario);
    const photos = await drawPhotos();
    const cold = await build(`${venues} cold`, folders);
    const warm = await build(`${venues} warm`, folders);
    await stop(simulator);
    simulator = await startSimulator(changed);
    const oneChanged = await build(`${venues} one changed`, folders);
    await stop(simulator);
    rows.push({ venues, photos, cold, warm, oneChanged });
    await rm(work, { recursive: true, force: true });
    work = null;
  }
} finally {
  await stopAll();
  if (work) await rm(work, { recursive: true, force: true });
}

const s = (seconds) => `${seconds.toFixed(0)} s`;
console.log(`\nBuild cost as the programme grows (live build, both languages, photos of real weight); ${speed}`);
console.log('| venues | nominee photos | cold | warm | one venue changed | cold per venue | peak memory |');
console.log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const { venues, photos, cold, warm, oneChanged } of rows) {
  const peak = Math.max(cold.peakMb, warm.peakMb, oneChanged.peakMb);
  console.log(
    `| ${venues} | ${photos} | ${s(cold.seconds)} | ${s(warm.seconds)} | ${s(oneChanged.seconds)} | ${(cold.seconds / venues).toFixed(2)} s | ${peak} MB |`,
  );
}
for (const { venues, cold, oneChanged } of rows) {
  console.log(`${venues} venues, cold: ${cold.images} · ${cold.kits}`);
  console.log(`${venues} venues, one changed: ${oneChanged.images} · ${oneChanged.kits}`);
}
const [small, large] = rows;
if (small && large) {
  console.log(
    `Each venue past ${small.venues} adds ${((large.cold.seconds - small.cold.seconds) / (large.venues - small.venues)).toFixed(2)} s to a cold build.`,
  );
}
