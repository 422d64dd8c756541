/** `npm run dev`: the simulator site with hot reload, from the sources, with no build. */
import { expect, test } from '@playwright/test';
import { scaled } from '../../tools/test-time-scale.mjs';
import { expectFirstScreenPhotos, pageProblems, startCommand, whileRunning } from './support';

const PORT = 4180;

test('npm run dev serves the section home with its photos and a second page, with no error, and keeps running', async ({ page }) => {
  const dev = await startCommand(['npm', 'run', 'dev', '--', '--port', String(PORT), '--strictPort'], /Local:\s+(http:\/\/\S+?)\/?\s/);
  const problems = pageProblems(page);
  await whileRunning(dev, problems, async () => {
    await page.goto(`${dev.url}/bestrestaurantsandbars`);
    // The first page of a fresh clone waits for Vite to bundle the dependencies and transform every
    // module it asks for (and may reload once when it finds more): minutes beside npm test's suites.
    const heading = page.getByRole('heading', { level: 1, name: "Exquisite's Best Restaurants & Bars 2025" });
    await expect(heading).toBeVisible({ timeout: scaled(180_000) });
    await expectFirstScreenPhotos(page);

    await page.goto(`${dev.url}/id/bestrestaurantsandbars/vote`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Vite shows a failed module as an overlay element over the page.
    await expect(page.locator('vite-error-overlay')).toHaveCount(0);
    expect(problems).toEqual([]);
    expect(dev.exited(), dev.output()).toBe(false);
  });
});
