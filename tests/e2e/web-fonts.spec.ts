import { expect, test } from '@playwright/test';
import { WEB_FONT_FACES, loadedWebFontFaces } from './support';

/** The web fonts wait for the first screen's data (src/boot/web-fonts.ts); layout-shift.spec.ts holds the still swap. */
const STARTUP_CALLS = ['get_website_data', 'get_nominees', 'get_partners', 'get_sponsors', 'get_publications', 'get_judges'];

test('the web fonts load after the startup data', async ({ page }) => {
  await page.goto('/bestrestaurantsandbars/votenow');
  await expect.poll(() => loadedWebFontFaces(page)).toEqual(WEB_FONT_FACES);

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
});
