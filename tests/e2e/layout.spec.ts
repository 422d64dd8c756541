import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';

const WIDTHS = [375, 820, 1280, 1600];
const PAGES: [string, string][] = [
  ['home', '/'],
  ['section', '/bestrestaurantsandbars'],
  ['votenow', '/bestrestaurantsandbars/votenow'],
  ['vote-landing', '/bestrestaurantsandbars/vote'],
  ['judges', '/bestrestaurantsandbars/judges'],
  ['section-winners', '/bestrestaurantsandbars/winner'],
  ['awards-winners', '/winner/2024'],
  ['plain-winners', '/winner-awards/2023'],
  ['about', '/about'],
  ['video', '/video'],
];

/** How far the page scrolls sideways once the app has rendered it (a failure keeps its trace, with screenshots). */
async function sidewaysOverflow(page: Page, path: string, width: number): Promise<number> {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await waitForApp(page);
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('layout at the four widths', () => {
  for (const [name, path] of PAGES) {
    test(`${name} never scrolls sideways`, async ({ page }) => {
      for (const width of WIDTHS) {
        expect(await sidewaysOverflow(page, path, width), `${path} at ${width} px`).toBeLessThanOrEqual(0);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      }
    });
  }

  test('a nominee page never scrolls sideways', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars');
    const href = await page
      .getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" })
      .getByRole('link')
      .first()
      .getAttribute('href');
    for (const width of WIDTHS) {
      expect(await sidewaysOverflow(page, href!, width), `nominee at ${width} px`).toBeLessThanOrEqual(0);
      await expect(page.getByRole('region', { name: /^Photos of/ })).toBeVisible();
    }
  });
});
