import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';

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
const ARTEFACTS = 'artefacts/screenshots';

test.describe('layout at the four widths', () => {
  mkdirSync(ARTEFACTS, { recursive: true });

  for (const [name, path] of PAGES) {
    test(`${name} never scrolls sideways`, async ({ page }) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        await page.screenshot({ path: `${ARTEFACTS}/${name}-${width}.png`, fullPage: true });
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
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
      await page.setViewportSize({ width, height: 900 });
      await page.goto(href!);
      await expect(page.getByRole('region', { name: /^Photos of/ })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${ARTEFACTS}/nominee-${width}.png`, fullPage: true });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
        `nominee at ${width} px`,
      ).toBeLessThanOrEqual(0);
    }
  });
});
