/**
 * The first screen before the app (docs/decisions/010): a live build paints a loading page's
 * first image into its pre-rendered placeholder, asks for the app's code only then, and the app
 * hydrates that page without an error and shows the same image in its place.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FIRST_SCREEN_WAIT_MS } from '../../src/boot/first-screen-wait';
import { resetServer, sampleSlugs, watchCrashes } from './support';

const PAGES: { name: string; path: () => Promise<string>; image: (page: Page) => Locator }[] = [
  {
    name: 'the section home',
    path: async () => '/bestrestaurantsandbars',
    image: (page) => page.locator('.top-banner img'),
  },
  {
    name: 'a nominee',
    path: async () => `/bestrestaurantsandbars/nominee/${(await sampleSlugs()).nominee}`,
    image: (page) => page.getByRole('img', { name: /, photo 1$/ }).first(),
  },
  {
    name: '/winner/2024',
    path: async () => '/winner/2024',
    image: (page) => page.getByRole('region', { name: 'Winners 2024' }).getByRole('listitem').first().locator('img'),
  },
];

test.describe('the first screen before the app (live build)', () => {
  test.beforeEach(async ({ request }) => {
    await resetServer(request);
  });

  for (const target of PAGES) {
    test(`${target.name}: the image is painted before the app's code is asked for, and the app takes over`, async ({ page }) => {
      const crashes = watchCrashes(page);
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      const whenAppAsked: { slot: string | null; at: number }[] = [];
      await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
        whenAppAsked.push(
          await page.evaluate(() => ({
            slot: document.querySelector<HTMLElement>('[data-first-screen-image]')?.style.backgroundImage ?? null,
            at: performance.now(),
          })),
        );
        await route.continue();
      });

      await page.goto(await target.path());
      const image = target.image(page);
      await expect(image).toBeVisible();
      await expect(page.locator('[data-first-screen-image]')).toHaveCount(0);

      const src = await image.getAttribute('src');
      expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sim\/img\//);
      expect(whenAppAsked).toHaveLength(1);
      // The app waits for the painted image, or at most FIRST_SCREEN_WAIT_MS: a machine slow enough
      // (one core beside npm test's suites) reaches the limit first, and the app must not come sooner.
      const [{ slot, at }] = whenAppAsked as [{ slot: string | null; at: number }];
      expect(slot === `url("${src}")` || at >= FIRST_SCREEN_WAIT_MS, `the app was asked for at ${at} ms, the slot showing ${slot}`).toBe(
        true,
      );
      expect(crashes).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});
