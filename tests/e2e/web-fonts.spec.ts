import { expect, test } from '@playwright/test';

/**
 * The web fonts wait for the first screen's data (src/web-fonts.ts), and the fallback faces
 * shaped like them (src/styles/global.css) keep the swap from moving the page.
 */
const STARTUP_CALLS = ['get_website_data', 'get_nominees', 'get_partners', 'get_sponsors', 'get_publications', 'get_judges'];

test('the web fonts load after the startup data, and their swap moves nothing', async ({ page }) => {
  await page.addInitScript(() => {
    (window as { layoutShift?: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) (window as { layoutShift?: number }).layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });

  await page.goto('/bestrestaurantsandbars/votenow');
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded' && !face.family.includes('fallback'))
          .map((face) => `${face.family.replaceAll('"', '')} ${face.weight}`)
          .sort(),
      ),
    )
    .toEqual(['Montserrat 400', 'Montserrat 600', 'Playfair Display 700']);

  const timing = await page.evaluate((calls) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lastAnswer: Math.max(...calls.map((call) => entries.find((entry) => entry.name.includes(`/api/${call}`))?.responseEnd ?? Infinity)),
      firstFont: Math.min(...entries.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime)),
      fonts: entries.filter((entry) => entry.name.endsWith('.woff2')).length,
    };
  }, STARTUP_CALLS);
  expect(timing.fonts).toBe(3);
  expect(timing.lastAnswer).toBeLessThan(Infinity);
  expect(timing.firstFont).toBeGreaterThan(timing.lastAnswer);

  // The swap lays the page out again in the next frames.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as { layoutShift?: number }).layoutShift)).toBeLessThan(0.01);
});
