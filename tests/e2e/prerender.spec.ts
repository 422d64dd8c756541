import { expect, test, type Page } from '@playwright/test';
import { simulatorJson, watchPageErrors } from './support';
import type { Nominee } from '../../src/domain/types';
import { PRERENDERED_ROUTES } from '../../builder/prerendered-routes';
import { localizedPath, type Locale } from '../../src/i18n/locale';

/** A real address for each pre-rendered route: ':slug' takes a nominee's or a 2024 winner's slug from the simulator. */
async function addressOf(page: Page, route: string): Promise<string> {
  if (!route.includes(':slug')) return route;
  await page.goto('/');
  if (route.startsWith('/winner/')) {
    const [winner] = await simulatorJson<Nominee[]>(page, '/assets/json/winner_new_2024.json');
    return route.replace(':slug', winner!.slug);
  }
  const { data } = await simulatorJson<{ data: Nominee[] }>(page, '/api/get_nominees');
  return route.replace(':slug', data[0]!.slug);
}

test.describe('pre-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its two tiles and its title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Awards - Exquisite');
    await expect(page.getByRole('link', { name: /Exquisite Awards/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Best Restaurants & Bars 2025/ })).toBeVisible();
  });

  test('the vote screen shows the section header and the vote banner before any script runs', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/votenow');
    await expect(page).toHaveTitle('Best Restaurant & Bars 2025');
    await expect(page.getByRole('link', { name: "Home: Exquisite's Best Restaurants & Bars 2025" })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Voting' })).toContainText('is now closed');
    await expect(page.getByRole('status')).toHaveText('Loading the nominees…');
  });

  test('a nominee address gets the nominee shell, and an unknown address the bare page', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/nominee/any-slug');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await page.goto('/no/such/page');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/**
 * In Bahasa Indonesia, a page of each kind of start: eager (the section home) and lazy with its data
 * (a nominee); the vote screen's shell hydrates in the Indonesian vote walk (indonesian.spec.ts).
 */
const INDONESIAN_SAMPLE = ['/bestrestaurantsandbars', '/bestrestaurantsandbars/nominee/:slug'];
const HYDRATED: { route: string; locale: Locale }[] = [
  ...PRERENDERED_ROUTES.map(({ route }) => ({ route, locale: 'en' as const })),
  ...INDONESIAN_SAMPLE.map((route) => ({ route, locale: 'id' as const })),
];

// One test per route, so the routes spread over the workers instead of making one long walk.
for (const { route, locale } of HYDRATED) {
  test(`${localizedPath(route, locale)} hydrates the HTML it was served, without an error`, async ({ page }) => {
    // Readiness 'interactive' comes after parsing and before any module script runs: the served HTML.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as { servedFirstChild?: Element | null }).servedFirstChild = document.querySelector('#root > *');
      });
    });
    const address = localizedPath(await addressOf(page, route), locale);
    const errors = watchPageErrors(page);
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root .loading, #root [aria-busy="true"]')).toHaveCount(0);
    const keptServedHtml = await page.evaluate(() => {
      const served = (window as { servedFirstChild?: Element | null }).servedFirstChild;
      return Boolean(served?.isConnected);
    });
    expect(keptServedHtml, `${address} kept the served HTML`).toBe(true);
    // A missing sponsors file of an early year is a 404 the site expects; any script error is not.
    expect(
      errors.filter((error) => !error.startsWith('Failed to load resource')),
      address,
    ).toEqual([]);
  });
}
