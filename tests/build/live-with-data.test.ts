// @vitest-environment node
/**
 * A live build takes its pages' data from the back end at build time (docs/decisions/015). Built
 * once, against the simulator's real server answering with the hostile data set (names of its
 * own, payloads in every HTML, URL and name field): its pages carry that server's names, its
 * photos' copies and previews, and keep server HTML in its place, Chromium hydrates them without
 * an error, and what does not fit the data's shapes is dropped and said. The build without a back
 * end is npm test's own live build (tests/build/live-bundle.test.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../../tools/chromium.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JSDOM } from 'jsdom';
import { build, createLogger } from 'vite';
import { createSimulatorServer } from '../../mocks/server';
import { LONG_WORD } from '../../mocks/handlers/variants';
import type { Nominee } from '../../src/domain/types';
import { IMAGE_MANIFEST_PATH, parseImageManifest, srcSet, variantUrl } from '../../src/lib/images';
import { localeOfPath, unlocalizedPath } from '../../src/i18n/locale';
import { routeOf } from '../../src/routes';
import { scaled } from '../../tools/test-time-scale.mjs';
import { freePort } from '../../tools/ports.mjs';

const TOKEN = 'build-token';
// Every HTML field of the answers carries the hostile payloads (mocks/data/xss-corpus.ts); the
// server keeps answering so until the end, for the build's pages to hydrate against.
const sim = createSimulatorServer({ port: 0, token: TOKEN, scenario: 'hostile' });
const outDir = mkdtempSync(join(tmpdir(), 'live-with-data-'));
let simulatorBase = '';
let judgeCount = 0;
let nominees: Nominee[] = [];
/** What the build said: Vite's warnings, and the console's warnings and errors (React's among them). */
const warnings: string[] = [];
const consoleWarnings: string[] = [];
const consoleErrors: string[] = [];

async function liveBuild(apiBaseUrl: string, out: string): Promise<void> {
  const saved = {
    base: process.env.VITE_API_BASE_URL,
    token: process.env.VITE_API_TOKEN,
    site: process.env.SITE_URL,
    kits: process.env.VENUE_KITS,
  };
  // Its pages are what these tests read: the venue kits are not made (tests/unit/venue-kit.test.ts tests them).
  Object.assign(process.env, {
    VITE_API_BASE_URL: apiBaseUrl,
    VITE_API_TOKEN: TOKEN,
    SITE_URL: 'https://awards.example',
    VENUE_KITS: 'off',
  });
  const warn = vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void consoleWarnings.push(args.map(String).join(' ')));
  const error = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args.map(String).join(' ')));
  try {
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    await build({ customLogger: logger, build: { outDir: out, emptyOutDir: true } });
  } finally {
    warn.mockRestore();
    error.mockRestore();
    for (const [key, value] of Object.entries({
      VITE_API_BASE_URL: saved.base,
      VITE_API_TOKEN: saved.token,
      SITE_URL: saved.site,
      VENUE_KITS: saved.kits,
    })) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

beforeAll(async () => {
  const base = await sim.listen();
  simulatorBase = base;
  const get = async <T>(path: string) =>
    ((await (await fetch(`${base}${path}`, { headers: { token: TOKEN } })).json()) as { data: T }).data;
  nominees = await get<Nominee[]>('/api/get_nominees');
  judgeCount = (await get<unknown[]>('/api/get_judges')).length;
  // This build downloads the back end's photos and makes their copies (sketches in npm test): half a
  // minute alone, but npm test runs it at a lower priority beside the e2e suite, which leaves it
  // little of the machine until that suite ends.
  await liveBuild(base, outDir);
}, scaled(900_000));

afterAll(async () => {
  await sim.close();
  rmSync(outDir, { recursive: true, force: true });
});

describe('a live build', () => {
  it("writes each nominee's page with the back end's data, its canonical URL on SITE_URL, its photo's copies and a JPEG preview of it", () => {
    // Half the hostile images are payloads, dropped: one whose first photo is a real one.
    const nominee = nominees.find((item) => item.location === 'jakarta' && /^https?:\/\//.test(item.images[0] ?? ''))!;
    expect(nominee.name).toContain(LONG_WORD);
    const html = readFileSync(join(outDir, 'bestrestaurantsandbars/nominee', nominee.slug, 'index.html'), 'utf8');
    // The name, markup and all, as the text of the heading.
    expect(new JSDOM(html).window.document.querySelector('h1')?.textContent).toBe(nominee.name);
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
    const html = readFileSync(join(outDir, 'bestrestaurantsandbars/judges/index.html'), 'utf8');
    const { document } = new JSDOM(html).window;
    expect(judgeCount).toBeGreaterThan(0);
    expect(document.querySelectorAll('#root ol.judges__list > li.judge')).toHaveLength(judgeCount);
    expect(document.querySelectorAll('li.judge')).toHaveLength(judgeCount);
    // Nothing of the page's content after #root: only the template's scripts and noscript, and last, the style
    // sheet the head preloads, applied from the end of the body (docs/decisions/034).
    const after = [...document.body.children].slice([...document.body.children].indexOf(document.getElementById('root')!) + 1);
    const preloaded = document.head.querySelector('link[rel="preload"][as="style"]')?.getAttribute('href');
    const isTheSheet = (element: Element) =>
      element === document.body.lastElementChild && element.matches('link[rel="stylesheet"]') && element.getAttribute('href') === preloaded;
    expect(
      after
        .filter((element) => !['SCRIPT', 'NOSCRIPT'].includes(element.tagName) && !isTheSheet(element))
        .map((element) => element.outerHTML.slice(0, 80)),
    ).toEqual([]);
    // The page's own ids (the judges' anchors among them) stay one each.
    const ownIds = [...document.querySelectorAll('[id]')].map((element) => element.id).filter((id) => !id.startsWith('user-content-'));
    expect(new Set(ownIds).size).toBe(ownIds.length);
  });

  it(
    'hydrates every page of the hostile build in Chromium without a hydration error',
    async () => {
      const { routes } = JSON.parse(readFileSync(join(outDir, 'prerendered.json'), 'utf8')) as { routes: { route: string }[] };
      // Every page written for an address of its own (the shells of ':slug' routes have no data to
      // disagree on), except where pages repeat what others show. The hostile data set gives every
      // nominee's answer the same payloads and varies only the list's links and images (every six
      // places: mocks/handlers/variants.ts), which the section's lists show whole: of the nominee
      // pages, six; of their winner variant and of the kits (a venue's name only), one; and in
      // Bahasa Indonesia, the same pages with other words, one of each route.
      const written = routes.map(({ route }) => route).filter((route) => !route.includes(':'));
      const onePerRoute = (pages: string[]) =>
        new Map(pages.map((route) => [routeOf(unlocalizedPath(route))?.route.pattern, route])).values();
      const english = written.filter((route) => localeOfPath(route) === 'en');
      const nomineePages = english.filter((route) => /^\/bestrestaurantsandbars\/nominee\/(?!winner\/)/.test(route));
      const repeats = english.filter((route) => /^\/bestrestaurantsandbars\/(nominee\/winner|kit)\//.test(route));
      const paths = [
        ...english.filter((route) => !repeats.includes(route) && !nomineePages.includes(route)),
        ...nomineePages.slice(0, 6),
        ...onePerRoute(repeats),
        ...onePerRoute(written.filter((route) => localeOfPath(route) === 'id')),
      ];
      expect(paths.length).toBeGreaterThan(30);
      const server = await serveBuild(outDir);
      const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
      const errors: string[] = [];
      try {
        const visit = async (queue: string[]) => {
          const page = await browser.newPage();
          page.setDefaultTimeout(scaled(30_000));
          // Hydration never waits for a photo: decoding them would only slow the check down.
          await page.route(/\.(webp|jpe?g|png|avif)(\?|$)/, (route) => route.abort());
          let current = '';
          page.on('pageerror', (error) => errors.push(`${current}: ${error.message}`));
          // React reports a failed hydration as a console error (#418 and its kin in production builds).
          page.on('console', (message) => {
            if (message.type() === 'error' && /Minified React error|hydrat/i.test(message.text()))
              errors.push(`${current}: ${message.text()}`);
          });
          for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
            current = path;
            await page.goto(`${server.url}${path}`);
            await page.waitForSelector('html[data-app-ready]', { timeout: scaled(20_000) });
          }
        };
        // Three tabs at a time share the queue.
        const queue = [...paths];
        await Promise.all([visit(queue), visit(queue), visit(queue)]);
        expect(errors).toEqual([]);
      } finally {
        await browser.close();
        await server.stop();
      }
    },
    scaled(240_000),
  );

  it('says what it dropped from the hostile answers, and renders without a warning from React', () => {
    const dropped = consoleWarnings.filter((line) => line.startsWith('[api] dropped '));
    expect(dropped.some((line) => line.startsWith('[api] dropped image that does not fit its shape x" onerror='))).toBe(true);
    expect(dropped.some((line) => /^\[api\] dropped \w+( \w+)* link that does not fit its shape/.test(line))).toBe(true);
    // Rolldown's advisory that plugins took over a second says the machine was busy, not that the
    // build went wrong; Vite prints it when it bundles its config, where the build's own option to
    // silence it (vite.config.ts) does not reach.
    const busyMachine = (line: string) => line.includes('[PLUGIN_TIMINGS]');
    expect(consoleWarnings.filter((line) => !line.startsWith('[api] dropped ') && !busyMachine(line))).toEqual([]);
    expect(warnings.filter((warning) => warning.includes('could not be reached'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

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
