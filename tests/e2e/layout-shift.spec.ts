import { expect, test } from '@playwright/test';
import { loadedWebFontFaces, WEB_FONT_FACES } from './support';
import { createSeedData } from '../../mocks/data/seed';

/**
 * Nothing moves while a page loads: placeholders hold the space of what is loading, and the web
 * fonts swap in over fallback faces shaped like them. Measured with the Layout Instability API
 * from the first paint until the fonts are in, on a phone, with the simulator's slow back end
 * (every answer after 1.5 s), so every loading state is on screen long enough to count. The
 * simulator's panel is left out: a crowded machine drew it after the page, shifting only itself.
 */
/** A stale link: the not-found message replaces the loading placeholder. */
const STALE_LINK = '/winner/2024/article/no-such-winner';
const ROUTES = [
  '/',
  '/bestrestaurantsandbars',
  '/bestrestaurantsandbars/votenow',
  '/bestrestaurantsandbars/vote',
  '/bestrestaurantsandbars/winner',
  '/bestrestaurantsandbars/nominee/:slug',
  '/winner/2024',
  // Shells whose main text comes with the data, after the first paint.
  '/about',
  '/bestrestaurantsandbars/how-to',
  STALE_LINK,
];
const MOST_LAYOUT_SHIFT = 0.02;
/** The simulator's seeded data, as each test's fresh browser has it. */
const FIRST_NOMINEE = createSeedData('default').nominees[0]!;

for (const route of ROUTES) {
  test(`${route} loads without moving what is already shown`, async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as { layoutShifts?: string[] }).layoutShifts = shifts;
      (window as { layoutShift?: number }).layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: { node?: Node }[];
        })[]) {
          if (entry.hadRecentInput) continue;
          // The simulator's own panel (QA's tool, in no live build) is not the site: a shift of it alone is not counted.
          const panel = document.getElementById('simulator-root');
          if (panel && entry.sources.length > 0 && entry.sources.every((source) => source.node && panel.contains(source.node))) continue;
          (window as { layoutShift?: number }).layoutShift! += entry.value;
          shifts.push(
            `${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | undefined)?.className || source.node?.nodeName).join(', ')}`,
          );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${route.replace(':slug', FIRST_NOMINEE.slug)}?scenario=slow`);
    await expect.poll(() => loadedWebFontFaces(page)).toEqual(WEB_FONT_FACES);
    await expect(page.locator('#root .loading')).toHaveCount(0);
    if (route === STALE_LINK) await expect(page.getByRole('heading', { name: "We couldn't find that winner" })).toBeVisible();
    if (route.includes(':slug')) await expect(page.getByRole('heading', { level: 1, name: FIRST_NOMINEE.name })).toBeVisible();
    // The swap lays the page out again in the next frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const { total, shifts } = await page.evaluate(() => ({
      total: (window as { layoutShift?: number }).layoutShift ?? 0,
      shifts: (window as { layoutShifts?: string[] }).layoutShifts ?? [],
    }));
    expect(total, `${route}:\n${shifts.join('\n')}`).toBeLessThan(MOST_LAYOUT_SHIFT);
  });
}
