/**
 * A built page paints after one round trip: the styles its first screen needs are in its HTML
 * (builder/critical-css.ts), and the style sheet, applied from the end of the body, moves nothing on
 * that screen when it comes (docs/decisions/034).
 */
import { expect, test, type Page } from '@playwright/test';
import { cspViolations, watchCspViolations } from './csp-support';
import { gate, waitForApp } from './support';

const PAGES = ['/bestrestaurantsandbars', '/bestrestaurantsandbars/nominee/amuz', '/winner/2024', '/id/bestrestaurantsandbars/vote'];

declare global {
  interface Window {
    __firstScreen?: Element[];
  }
}

/** Where each element of the first screen sits and how its text looks; the elements are kept for the next call. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    window.__firstScreen ??= [...document.querySelectorAll('#root *')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < innerHeight;
    });
    return window.__firstScreen.map((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        element: `${element.tagName.toLowerCase()}.${element.className}`,
        box: [box.x, box.y, box.width, box.height].map(Math.round).join(' '),
        text: `${style.fontFamily} ${style.fontSize} ${style.color} ${style.backgroundColor}`,
      };
    });
  });
}

for (const path of PAGES) {
  test(`${path} paints before its style sheet comes, and the sheet moves nothing on the first screen`, async ({ page }) => {
    await watchCspViolations(page);
    // The code is held too: what the app and the web fonts change after it starts is not the sheet's doing.
    const sheet = gate();
    const code = gate();
    await page.route('**/assets/*.css', async (route) => {
      await sheet.opened;
      await route.continue();
    });
    await page.route('**/assets/*.js', async (route) => {
      await code.opened;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const painted = await firstScreen(page);
    expect(painted.length).toBeGreaterThan(5);

    sheet.open();
    await page.waitForFunction(() => [...document.styleSheets].some((sheet) => sheet.href?.includes('/assets/')));
    expect(await firstScreen(page)).toEqual(painted);
    // The inline styles are allowed by their hash: nothing was refused.
    expect(await cspViolations(page)).toEqual([]);
    code.open();
    await waitForApp(page);
  });
}

test('an inline style the policy does not list is refused and reported', async ({ page }) => {
  await watchCspViolations(page);
  await page.goto('/bestrestaurantsandbars');
  await waitForApp(page);
  const applied = await page.evaluate(() => {
    const style = document.createElement('style');
    style.append(document.createTextNode('body { outline: 7px solid red; }'));
    document.head.append(style);
    return getComputedStyle(document.body).outlineWidth === '7px';
  });
  expect(applied).toBe(false);
  await expect.poll(async () => (await cspViolations(page)).map((violation) => violation.directive)).toContain('style-src-elem');
});
