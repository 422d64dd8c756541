#!/usr/bin/env node
/**
 * `npm start`: the site in simulator mode, served by tools/serve.mjs, in seconds when nothing
 * changed and within a minute from a fresh clone (docs/decisions/030-made-when-first-asked-for.md).
 *
 * - dist/ is built again only when what it is built from changed: the sources, the configuration,
 *   the locked packages and the environment the build reads (the stamp, dist/.build-stamp).
 * - The build leaves the photos' copies and previews and the venue kits its caches lack to the
 *   server (ON_DEMAND_FILES=1, builder/on-demand.ts): the server makes each when first asked for,
 *   then the rest in the background, into the caches, so the next build finds them.
 * - Every long step prints its progress; a port in use or a cache that cannot be written is one
 *   line saying what to do, and exit code 1, before anything is built.
 *
 * `--build-only` builds (or finds dist/ up to date) and stops: npm test's simulator build, so that
 * its test of `npm start` serves at once. `npm run build` still makes everything before it ends.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isPortFree } from './ports.mjs';
import { startGroup, stopOnExit } from './process-groups.mjs';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(projectRoot, 'dist');
const stampFile = join(dist, '.build-stamp');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const buildOnly = process.argv.includes('--build-only');

/** What a simulator build is made from: these files and folders of the project, and ENVIRONMENT. */
const INPUTS = [
  'src',
  'machines',
  'mocks',
  'builder',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'tsconfig.json',
  'package-lock.json',
];
/** The environment the build reads (vite.config.ts, builder/, mocks/): another value, another build. */
const ENVIRONMENT = /^(VITE_|SITE_URL$|STATIC_JSON_ORIGIN$|IMAGE_ENCODING$|VENUE_KITS$|SIM_PHOTO_CACHE$)/;

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}

/** @param {string} path @param {string[]} into */
function listFiles(path, into) {
  if (!existsSync(path)) return into;
  if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) listFiles(join(path, name), into);
  else into.push(path);
  return into;
}

/** A hash of every input's path and bytes, and of the environment the build reads. */
function buildStamp() {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((input) => listFiles(join(projectRoot, input), []))) {
    hash
      .update(`${relative(projectRoot, file)}\0`)
      .update(readFileSync(file))
      .update('\0');
  }
  const environment = Object.entries(process.env)
    .filter(([name]) => ENVIRONMENT.test(name))
    .sort(([a], [b]) => a.localeCompare(b));
  return hash.update(JSON.stringify(environment)).digest('hex');
}

if (!buildOnly && !(await isPortFree(port, host)))
  fail(`Port ${port} is in use: stop what uses it, or set PORT to a free port (PORT=5174 npm start).`);
const cache = join(projectRoot, 'node_modules/.cache');
try {
  mkdirSync(cache, { recursive: true });
  accessSync(cache, constants.W_OK);
} catch {
  fail(`Cannot write the build's cache at ${cache}: make it writable by this user (or run npm ci again as this user).`);
}

const stamp = buildStamp();
const upToDate = existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(dist, 'prerendered.json'));
if (upToDate) {
  console.log('dist/ is up to date with the sources: serving it as it is (npm run build makes everything again)');
} else {
  console.log('Building dist/ in simulator mode; photo copies and venue kits not in the cache are made when first asked for');
  stopOnExit();
  const vite = join(projectRoot, 'node_modules/vite/bin/vite.js');
  const build = startGroup(process.execPath, [vite, 'build'], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, ON_DEMAND_FILES: '1' },
  });
  const { code } = await build.exited;
  if (code !== 0) fail(`The build failed (exit code ${code ?? 'none'}): its messages are above.`);
  writeFileSync(stampFile, stamp);
}

if (!buildOnly) await import('./serve.mjs');
