import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { IMAGE_MANIFEST_PATH, parseImageManifest, variantUrl } from '../../src/lib/images';
import { APP_READY_ATTRIBUTE } from '../../src/document/app-ready';
import { WEB_FONTS_ATTRIBUTE } from '../../src/document/web-fonts-in';
import { scaled } from '../../tools/test-time-scale.mjs';

/** The machine charts page lays out five ELK charts on load: seconds on a busy 2-core machine. */
export const CHARTS_LAID_OUT = { timeout: scaled(20_000) };

/** The tag of a test whose subject changes with the screen's width, in a spec that otherwise runs on a phone only. */
export const WIDTHS = '@widths';

/**
 * Until the simulator runs and the app has taken over the built page: pre-rendered pages show
 * before the app runs, and a press on one of their buttons is held until then (src/document/early-presses.ts).
 */
export async function waitForApp(page: Page) {
  await page.locator('#simulator-root').waitFor({ state: 'attached' });
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/** A promise that settles when the test says so: a route handler awaits `opened` to hold a request until `open()`. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Reads the simulator's answer to a back-end path from inside the page, as the site would. */
export async function simulatorJson<T>(page: Page, path: string): Promise<T> {
  await waitForApp(page);
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { token: 'simulator', 'Content-Type': 'application/json' } });
    return response.json();
  }, path);
}

/** Fails the test when the page tries to reach any host but the site itself. */
export function watchForeignRequests(page: Page): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob')) {
      foreign.push(request.url());
    }
  });
  return foreign;
}

/** The rules every screen is held to: WCAG 2.2 A and AA, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Fails with each rule axe finds broken on the page (or only within the selector), its count and
 * its first element. Axe computes the violations alone, not the passes and the undecided, which
 * takes about an eighth less of the browser's time for the same verdict. It runs in the page
 * itself (legacy mode): by default AxeBuilder opens a blank tab to merge each frame's results,
 * a renderer and a second copy of axe for every check, half its CPU (measured: 1.0–1.4 s a run
 * against 0.55–0.7); the pages checked have no frames (a video player loads only when asked).
 */
export async function expectNoAxeViolations(page: Page, label: string, within?: string) {
  const axe = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode();
  const results = await (within ? axe.include(within) : axe).analyze();
  const summary = results.violations.map(
    (violation) => `${label}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Fails on any uncaught page error or console.error, but one: a page being left. MSW's worker stops
 * answering a page at its beforeunload, so the back-end calls the page still makes pass to the site's
 * server, which has no /api/; their failed loads are logged after the next page's navigation
 * request and before that page replaces this one, and are the left page's, not the next one's.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  let leaving = false;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving = true;
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) leaving = false;
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A failed load names only its status: the address says which resource it was.
    const { url } = message.location();
    if (leaving && message.text().startsWith('Failed to load resource') && new URL(url, page.url()).pathname.startsWith('/api/')) return;
    errors.push(`${message.text()} ${url}`.trim());
  });
  return errors;
}

export async function openSection(page: Page, path = '/bestrestaurantsandbars') {
  await page.goto(path);
  await waitForApp(page);
  await expect(page.getByRole('heading', { name: "EXQUISITE'S BEST RESTAURANTS & BARS", exact: true })).toBeVisible();
}

/** Opens the collapsed menu on small screens; a no-op where it is always shown. */
export async function openMenu(page: Page, name: string) {
  await waitForApp(page);
  const nav = page.getByRole('navigation', { name });
  await expect(nav).toBeVisible();
  const toggle = nav.getByRole('button', { name: 'Menu' });
  if (await toggle.isVisible()) await toggle.click();
  return nav;
}

/** The three self-hosted faces (src/boot/web-fonts.ts), as loadedWebFontFaces names them. */
export const WEB_FONT_FACES = ['Montserrat 400', 'Montserrat 600', 'Playfair Display 700'];

/** The web font faces the page has loaded, fallback faces left out, sorted; none until they have taken over the whole page. */
export function loadedWebFontFaces(page: Page): Promise<string[]> {
  return page.evaluate((takenOver) => {
    if (!document.body.hasAttribute(takenOver)) return [];
    return [...document.fonts]
      .filter((face) => face.status === 'loaded' && !face.family.includes('fallback'))
      .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`)
      .sort();
  }, WEB_FONTS_ATTRIBUTE);
}

/**
 * How a browser reads a piece of server HTML: its whole text and its paragraphs' texts. Parsed in a
 * blank page, since the site's own pages refuse plain HTML strings (Trusted Types).
 */
export async function readHtml(page: Page, html: string): Promise<{ text: string; paragraphs: string[] }> {
  const blank = await page.context().newPage();
  try {
    return await blank.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      return { text: doc.body.textContent ?? '', paragraphs: [...doc.querySelectorAll('p')].map((p) => p.textContent ?? '') };
    }, html);
  } finally {
    await blank.close();
  }
}

/**
 * The image shows `url` as the build processed it: one of its WebP copies (src/lib/images.ts), or
 * the original itself when the build made none (an image it could not read).
 */
export async function expectImageOf(image: Locator, url: string) {
  const manifest = parseImageManifest(await (await image.page().request.get(IMAGE_MANIFEST_PATH)).json());
  const processed = manifest[url];
  if (!processed) {
    await expect(image).toHaveAttribute('src', url);
    return;
  }
  const copies = processed.widths.map((width) => variantUrl(processed, width));
  await expect(image).toHaveAttribute('src', new RegExp(`^(${copies.map((copy) => copy.replace(/[.]/g, '\\.')).join('|')})$`));
}
