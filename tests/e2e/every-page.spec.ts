import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './warm-context';
import { cspViolations, watchCspViolations } from './csp-support';
import { expectNoAxeViolations, waitForApp, watchPageErrors } from './support';
import { PRERENDERED_ROUTES } from '../../builder/prerendered-routes';
import { localizedPath, type Locale } from '../../src/i18n/locale';

const SECTION_TITLE = 'Best Restaurant & Bars 2025';
/** The winners' pages of the early years, whose sponsors file may be missing. */
const PLAIN_WINNERS = '/winner-awards/:id';

/** The title and the level-1 heading of each page whose words do not come from a venue. */
const TITLED: Record<string, [title: string, heading: string]> = {
  '/about': ['Awards - About Us', 'ABOUT US'],
  '/video': ['Awards - Video', 'VIDEO'],
  '/winner/2024': ['Awards - Winners 2024', "WINNER EXQUISITE'S AWARDS 2024"],
  '/winner-awards/2023': ['Awards - Winners 2023', 'WINNERS'],
  '/bestrestaurantsandbars/how-to': [SECTION_TITLE, 'HOW TO VOTE'],
  '/bestrestaurantsandbars/judges': [SECTION_TITLE, 'THE JUDGES'],
  '/bestrestaurantsandbars/vote': [SECTION_TITLE, "VOTE FOR EXQUISITE'S BEST RESTAURANTS & BARS 2025"],
  '/bestrestaurantsandbars/votenow': [SECTION_TITLE, "EXQUISITE'S BEST RESTAURANTS & BARS 2025"],
  '/bestrestaurantsandbars/winner': [SECTION_TITLE, "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2025"],
  '/bestrestaurantsandbars/winner/2024': [SECTION_TITLE, "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2024"],
};

/**
 * Every built page in English, and in Bahasa Indonesia a page of each kind of start: eager (the
 * section home) and lazy with its data (a nominee); the vote screen's shell hydrates in the
 * Indonesian vote walk (indonesian.spec.ts).
 */
const INDONESIAN_SAMPLE = ['/bestrestaurantsandbars', '/bestrestaurantsandbars/nominee/:slug'];
const PAGES: { route: string; pattern: string; locale: Locale }[] = [
  ...PRERENDERED_ROUTES.map(({ route, pattern }) => ({ route, pattern, locale: 'en' as const })),
  ...PRERENDERED_ROUTES.filter(({ route }) => INDONESIAN_SAMPLE.includes(route)).map(({ route, pattern }) => ({
    route,
    pattern,
    locale: 'id' as const,
  })),
];

/**
 * Axe checks the first page of each route of the table in each language: the later years of the
 * plain winners' pages are the same view with another year's list.
 */
const AXE_CHECKED = new Set(PAGES.map((page) => PAGES.find(({ pattern, locale }) => pattern === page.pattern && locale === page.locale)));

/** The build's output the suite is served (playwright.config.ts). */
const DIST_DIR = process.env.DIST_DIR ?? 'dist';

/**
 * A real address for each pre-rendered route: ':slug' takes the first venue or winner the build
 * wrote a page for, so the test opens that page alone (no page before it in the tab).
 */
function addressOf(route: string): string {
  if (!route.includes(':slug')) return route;
  const parent = route.slice(0, route.indexOf(':slug'));
  const folder = join(DIST_DIR, parent);
  const slug = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('[') && existsSync(join(folder, entry.name, 'index.html')))
    .map((entry) => entry.name)
    .sort()[0];
  if (!slug) throw new Error(`the build wrote no page under ${folder}`);
  return `${parent}${slug}`;
}

// Each page is opened once, for everything a page owes its visitor as it loads; one test per page,
// so the pages spread over the workers instead of making one long walk.
for (const entry of PAGES) {
  const { route, locale } = entry;
  const titled = locale === 'en' ? TITLED[route] : undefined;
  const axeChecked = AXE_CHECKED.has(entry);
  const checks = [
    'hydrates the HTML it was served without an error or a violation of its security policy',
    titled && 'has its title and heading',
    axeChecked && 'passes axe',
  ];
  test(`${localizedPath(route, locale)} ${checks.filter(Boolean).join(', ')}`, async ({ page }) => {
    // Readiness 'interactive' comes after parsing and before any module script runs: the served HTML.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { servedFirstChild?: Element | null }).servedFirstChild = document.querySelector('#root > *');
      });
    });
    const address = localizedPath(addressOf(route), locale);
    await watchCspViolations(page);
    const errors = watchPageErrors(page);
    await page.goto(address);
    await waitForApp(page);
    // Lazy images, fonts and transitions settled: colours are measured as shown.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root .loading, #root [aria-busy="true"]')).toHaveCount(0);
    // A photo without a source waits, hidden, for the image manifest, which is retried a second
    // after a failure: the page is looked at once every photo shows.
    await expect(page.locator('#root img:not([src])')).toHaveCount(0);
    const keptServedHtml = await page.evaluate(() => {
      const served = (window as { servedFirstChild?: Element | null }).servedFirstChild;
      return Boolean(served?.isConnected);
    });
    expect(keptServedHtml, `${address} kept the served HTML`).toBe(true);
    if (titled) {
      const [title, heading] = titled;
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(title);
    }
    // A missing sponsors file of an early year is a 404 the site expects; any other error is not.
    const expected = (error: string) => entry.pattern === PLAIN_WINNERS && error.startsWith('Failed to load resource');
    expect(
      errors.filter((error) => !expected(error)),
      address,
    ).toEqual([]);
    expect(await cspViolations(page), address).toEqual([]);
    if (axeChecked) await expectNoAxeViolations(page, address);
  });
}
