import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
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

/**
 * How far the page scrolls sideways at each width: opened at the narrowest, as on a phone, then
 * widened as a window is, the app answering each width before it is measured (one load a page; a
 * failure keeps its trace, with screenshots).
 */
async function sidewaysOverflowAtEachWidth(page: Page, open: () => Promise<unknown>): Promise<Record<number, number>> {
  const overflow: Record<number, number> = {};
  for (const [index, width] of WIDTHS.entries()) {
    await page.setViewportSize({ width, height: 900 });
    if (index === 0) {
      await open();
      await waitForApp(page);
    }
    // Two frames: the resize's media queries and observers have run and been laid out.
    await page.evaluate(() => new Promise((settled) => requestAnimationFrame(() => requestAnimationFrame(settled))));
    overflow[width] = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  }
  return overflow;
}

/** No sideways scroll at any width. */
const NONE = Object.fromEntries(WIDTHS.map((width) => [width, 0]));

test.describe('layout at the four widths', () => {
  for (const [name, path] of PAGES) {
    test(`${name} never scrolls sideways`, async ({ page }) => {
      const overflow = await sidewaysOverflowAtEachWidth(page, () => page.goto(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
      expect(overflow, path).toEqual(NONE);
    });
  }

  test('a nominee page never scrolls sideways', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars');
    const href = await page
      .getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" })
      .getByRole('link')
      .first()
      .getAttribute('href');
    const overflow = await sidewaysOverflowAtEachWidth(page, () => page.goto(href!));
    await expect(page.getByRole('region', { name: /^Photos of/ })).toBeVisible();
    expect(overflow, 'nominee').toEqual(NONE);
  });
});
