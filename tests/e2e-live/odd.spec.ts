/**
 * Odd responses from the real server, one test each: no screen crashes (no uncaught error),
 * what does not fit is dropped (logged to the console for developers, never shown), and the
 * sections whose data is missing hide (docs/requirements.md#errors).
 */
import { expect, test, type Page } from '@playwright/test';
import type { ScenarioName } from '../../mocks/scenarios';
import { reachConfirmation, typeCode } from '../e2e/vote-support';
import {
  horizontalOverflow,
  latestServerCode,
  openScreen,
  recordedRequests,
  resetServer,
  sampleSlugs,
  siteRoutes,
  visitEach,
  watchConsole,
  watchCrashes,
} from './support';
import { scaled } from '../../tools/test-time-scale.mjs';

const NOMINEES_HEADING = "EXQUISITE'S BEST RESTAURANTS & BARS";

/**
 * Opens every screen at phone width, three at a time; returns what went wrong, route by route.
 * The console messages of every page go to `messages`.
 */
async function visitEveryScreen(page: Page, messages: { type: string; text: string }[]): Promise<string[]> {
  const routes = siteRoutes(await sampleSlugs());
  const problems = new Map<string, string[]>();
  const crashesOf = new Map<Page, string[]>();
  await page.setViewportSize({ width: 375, height: 800 });
  await visitEach(
    page,
    routes,
    async (tab, route) => {
      const found: string[] = [];
      const crashes = crashesOf.get(tab) ?? [];
      const before = crashes.length;
      await openScreen(tab, route);
      if (crashes.length > before) found.push(`${route}: ${crashes.slice(before).join(' | ')}`);
      const overflow = await horizontalOverflow(tab);
      if (overflow > 0) found.push(`${route}: ${overflow}px of horizontal scroll`);
      if (await tab.evaluate(() => '__pwned' in window)) found.push(`${route}: a payload ran`);
      problems.set(route, found);
    },
    {
      prepare: (tab) => {
        crashesOf.set(tab, watchCrashes(tab));
        if (tab !== page) watchConsole(tab, messages);
      },
    },
  );
  return routes.flatMap((route) => problems.get(route) ?? []);
}

async function openScenario(page: Page, request: Parameters<typeof resetServer>[0], scenario: ScenarioName) {
  await resetServer(request, { scenario });
  const consoleMessages = watchConsole(page);
  expect(await visitEveryScreen(page, consoleMessages)).toEqual([]);
  return consoleMessages;
}

const warnings = (messages: { type: string; text: string }[]) => messages.filter((m) => m.type === 'warning').map((m) => m.text);

test.describe('odd responses', () => {
  test.describe.configure({ timeout: scaled(90_000) });

  test('a missing data field: the back end sections hide, static pages still show', async ({ page, request }) => {
    const messages = await openScenario(page, request, 'odd-missing-data');
    await page.goto('/bestrestaurantsandbars');
    await expect(page.getByRole('heading', { name: NOMINEES_HEADING, exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'THE JUDGES' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Best Restaurants & Bars' })).toHaveCount(0);
    await page.goto('/bestrestaurantsandbars/vote');
    await expect(page.locator('dl.counters')).toHaveCount(0);
    await page.goto('/about');
    await expect(page.locator('.about__body')).toBeVisible();
    expect(warnings(messages).some((text) => text.includes('not loaded'))).toBe(true);
  });

  test('nulls in place of lists and strings: items keep what they have, the rest hides', async ({ page, request }) => {
    const messages = await openScenario(page, request, 'odd-nulls');
    await page.goto('/bestrestaurantsandbars');
    await expect(page.getByRole('heading', { name: NOMINEES_HEADING, exact: true })).toBeVisible();
    const cards = page.locator('a.nominee-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.locator('img')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Our offices' })).toHaveCount(0);
    await page.goto('/bestrestaurantsandbars/how-to');
    await expect(page.locator('main .server-html')).toHaveCount(0);
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'ABOUT US' })).toBeVisible();
    await expect(page.locator('.about__body')).toHaveCount(0);
    expect(warnings(messages).some((text) => text.includes('[api] dropped'))).toBe(true);
  });

  test('numbers sent as strings are read as numbers, and a vote still goes through', async ({ page, request }) => {
    await openScenario(page, request, 'odd-numbers-as-strings');
    await page.goto('/bestrestaurantsandbars/vote');
    await expect(page.locator('dl.counters dd').first()).toHaveText(/^[1-9][\d,]*$/);
    await expect(page.locator('.schedule-countdown')).toContainText(/[1-9]/);
    await reachConfirmation(page);
    await typeCode(page, await latestServerCode(request));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('nominees without images: cards and nominee pages show without a picture', async ({ page, request }) => {
    await openScenario(page, request, 'odd-no-images');
    await page.goto('/bestrestaurantsandbars');
    await expect(page.locator('a.nominee-card').first()).toBeVisible();
    await expect(page.locator('a.nominee-card img')).toHaveCount(0);
    const { nominee } = await sampleSlugs();
    await page.goto(`/bestrestaurantsandbars/nominee/${nominee}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an empty menu: the section header shows without its menu', async ({ page, request }) => {
    await openScenario(page, request, 'odd-empty-menu');
    await page.goto('/bestrestaurantsandbars');
    await expect(page.getByRole('link', { name: "Home: Exquisite's Best Restaurants & Bars 2025" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Best Restaurants & Bars' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: NOMINEES_HEADING, exact: true })).toBeVisible();
  });

  test('HTML error pages instead of JSON: every section hides, nothing of the page shows or runs', async ({ page, request }) => {
    await openScenario(page, request, 'odd-html-error');
    await page.goto('/bestrestaurantsandbars');
    await expect(page.getByRole('heading', { name: NOMINEES_HEADING, exact: true })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'THE JUDGES' })).toHaveCount(0);
    await resetServer(request, { scenario: 'odd-html-error' });
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'ABOUT US' })).toBeVisible();
    const aboutRequests = async () => (await recordedRequests(request)).filter((r) => r.path === '/assets/json/about.json').length;
    // The app asks once it runs: on a busy machine, after the page has gone quiet once already.
    await expect.poll(aboutRequests).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.about__body')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Bad Gateway');
    // A 200 that is not JSON is a failure, not a reason to retry (only 400 and network errors are).
    expect(await aboutRequests()).toBe(1);
  });

  test('very long names wrap inside their boxes at 375 px', async ({ page, request }) => {
    await openScenario(page, request, 'odd-long-names');
    await page.goto('/bestrestaurantsandbars/judges');
    await expect(
      page
        .getByRole('main')
        .getByText(/Restaurantandbar/)
        .first(),
    ).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
