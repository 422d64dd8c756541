// @vitest-environment node
/**
 * A live build takes its pages' data from the back end at build time (docs/decisions/015): built
 * against the simulator's real server, answering with names of its own, its pages carry that
 * server's names; built against hostile answers, its pages keep server HTML in its place and
 * Chromium hydrates them without an error; a build that cannot reach a back end still succeeds,
 * with shells.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../tools/chromium.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSDOM } from 'jsdom';
import { build, createLogger } from 'vite';
import { createSimulatorServer } from '../../mocks/server';
import type { Nominee } from '../../src/data/types';
import { IMAGE_MANIFEST_PATH, parseImageManifest, srcSet, variantUrl } from '../../src/lib/images';

const TOKEN = 'build-token';
const sim = createSimulatorServer({ port: 0, token: TOKEN, scenario: 'odd-long-names' });
const outDir = mkdtempSync(join(tmpdir(), 'live-with-data-'));
const unreachableOutDir = mkdtempSync(join(tmpdir(), 'live-unreachable-'));
const hostileOutDir = mkdtempSync(join(tmpdir(), 'live-hostile-'));
let simulatorBase = '';
let judgeCount = 0;
let nominees: Nominee[] = [];
const warnings: string[] = [];

async function liveBuild(apiBaseUrl: string, out: string): Promise<void> {
  const saved = { base: process.env.VITE_API_BASE_URL, token: process.env.VITE_API_TOKEN, site: process.env.SITE_URL };
  Object.assign(process.env, { VITE_API_BASE_URL: apiBaseUrl, VITE_API_TOKEN: TOKEN, SITE_URL: 'https://awards.example' });
  try {
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    await build({ customLogger: logger, build: { outDir: out, emptyOutDir: true } });
  } finally {
    for (const [key, value] of Object.entries({ VITE_API_BASE_URL: saved.base, VITE_API_TOKEN: saved.token, SITE_URL: saved.site })) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

beforeAll(async () => {
  const base = await sim.listen();
  simulatorBase = base;
  nominees = ((await (await fetch(`${base}/api/get_nominees`, { headers: { token: TOKEN } })).json()) as { data: Nominee[] }).data;
  await liveBuild(base, outDir);
  // Every HTML field of the answers carries the hostile payloads (mocks/data/xss-corpus.ts); the
  // server keeps answering so until the end, for the hostile build's pages to hydrate against.
  sim.reset({ scenario: 'hostile', token: TOKEN });
  judgeCount = ((await (await fetch(`${base}/api/get_judges`, { headers: { token: TOKEN } })).json()) as { data: unknown[] }).data.length;
  await liveBuild(base, hostileOutDir);
  // Nothing listens on port 9 (discard): the connection is refused.
  await liveBuild('http://127.0.0.1:9', unreachableOutDir);
  // On a clean clone the first build makes the simulator's photos and every copy of them (about 3 minutes on 2 cores).
}, 480_000);

afterAll(async () => {
  await sim.close();
  rmSync(outDir, { recursive: true, force: true });
  rmSync(unreachableOutDir, { recursive: true, force: true });
  rmSync(hostileOutDir, { recursive: true, force: true });
});

describe('a live build', () => {
  it("writes each nominee's page with the back end's data, its canonical URL on SITE_URL, its photo's copies and a JPEG preview of it", () => {
    const nominee = nominees.find((item) => item.location === 'jakarta' && item.images.length > 0)!;
    expect(nominee.name).toMatch(/Grand Grand/);
    const html = readFileSync(join(outDir, 'bestrestaurantsandbars/nominee', nominee.slug, 'index.html'), 'utf8');
    expect(html).toContain(`>${nominee.name}</h1>`);
    expect(html).toContain(`<link rel="canonical" href="https://awards.example/bestrestaurantsandbars/nominee/${nominee.slug}" />`);
    const manifest = parseImageManifest(JSON.parse(readFileSync(join(outDir, IMAGE_MANIFEST_PATH), 'utf8')));
    const photo = manifest[nominee.images[0]!]!;
    expect(photo.widths.length).toBeGreaterThan(3);
    for (const width of photo.widths) expect(existsSync(join(outDir, variantUrl(photo, width)))).toBe(true);
    expect(html).toContain(`srcSet="${srcSet(photo)}"`);
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/awards\.example\/img\/[\da-f]{16}-preview\.jpg" \/>/);
    expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).toContain(
      `<loc>https://awards.example/bestrestaurantsandbars/nominee/${nominee.slug}</loc>`,
    );
    // A live build writes no simulator files.
    expect(existsSync(join(outDir, 'sim'))).toBe(false);
  });

  it("keeps hostile server HTML inside its container: the judges' page parses back with every judge in the list", () => {
    const html = readFileSync(join(hostileOutDir, 'bestrestaurantsandbars/judges/index.html'), 'utf8');
    const { document } = new JSDOM(html).window;
    expect(judgeCount).toBeGreaterThan(0);
    expect(document.querySelectorAll('#root ol.judges__list > li.judge')).toHaveLength(judgeCount);
    expect(document.querySelectorAll('li.judge')).toHaveLength(judgeCount);
    // Nothing of the page's content after #root: only the template's scripts and noscript.
    const after = [...document.body.children].slice([...document.body.children].indexOf(document.getElementById('root')!) + 1);
    expect(
      after.filter((element) => !['SCRIPT', 'NOSCRIPT'].includes(element.tagName)).map((element) => element.outerHTML.slice(0, 80)),
    ).toEqual([]);
    // The page's own ids (the judges' anchors among them) stay one each.
    const ownIds = [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => !id.startsWith('user-content-'));
    expect(new Set(ownIds).size).toBe(ownIds.length);
  });

  it("hydrates the hostile build's judges and winner nominee pages in Chromium without a hydration error", async () => {
    const winners = join(hostileOutDir, 'bestrestaurantsandbars/nominee/winner');
    const winnerSlug = readdirSync(winners).find((name) => !name.startsWith('['));
    expect(winnerSlug).toBeDefined();
    const server = await serveBuild(hostileOutDir);
    const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
    try {
      const page = await browser.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // React reports a failed hydration as a console error (#418 and its kin in production builds).
      page.on('console', (message) => {
        if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text())) errors.push(message.text());
      });
      for (const path of ['/bestrestaurantsandbars/judges', `/bestrestaurantsandbars/nominee/winner/${winnerSlug}`]) {
        await page.goto(`${server.url}${path}`);
        await page.waitForSelector('html[data-app-ready]', { timeout: 20_000 });
        expect(errors, path).toEqual([]);
      }
    } finally {
      await browser.close();
      await server.stop();
    }
  }, 60_000);

  it('still succeeds when the back end cannot be reached: shells, and one clear warning', () => {
    expect(existsSync(join(unreachableOutDir, 'bestrestaurantsandbars/nominee/[slug]/index.html'))).toBe(true);
    expect(existsSync(join(unreachableOutDir, 'bestrestaurantsandbars/nominee', nominees[0]!.slug))).toBe(false);
    expect(warnings.filter((warning) => warning.includes('could not be reached'))).toHaveLength(1);
  });
});

/** A free port on the loopback interface. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The build served as `npm run preview` serves it, with static JSON from the simulator; stopped by the caller. */
async function serveBuild(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['tools/serve.mjs'], {
    env: { ...process.env, DIST_DIR: dir, PORT: String(port), HOST: '127.0.0.1', STATIC_JSON_ORIGIN: simulatorBase },
    stdio: 'ignore',
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(url);
      return { url, stop };
    } catch (error) {
      if (attempt === 100) {
        await stop();
        throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
