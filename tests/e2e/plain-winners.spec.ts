import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { simulatorJson, watchPageErrors } from './support';

interface WinnerLink {
  title: string;
  url: string;
}
type Groups = Partial<Record<'1' | '2', Record<string, WinnerLink[]>>>;
type WinnersByCity = Record<string, Groups>;

const FEATURED = ['jakarta', 'bali'];
const hasWinners = (group: Record<string, WinnerLink[]> | undefined) => Object.values(group ?? {}).some((list) => list.length > 0);
const cityHasWinners = (groups: Groups) => hasWinners(groups['1']) || hasWinners(groups['2']);
const notNetworkNoise = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

async function openYear(page: Page, year: number) {
  await page.goto(`/winner-awards/${year}`);
  await expect(page.getByRole('heading', { level: 1, name: 'WINNERS', exact: true })).toBeVisible();
  const data = await simulatorJson<WinnersByCity>(page, `/assets/json/winner_${year}.json`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
  return { data, main };
}

/** Columns of a category grid, from its computed track list. */
const columnCount = (page: Page) =>
  page
    .getByRole('main')
    .locator('.plain-winners__grid')
    .first()
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

test.describe('plain winners (winner-awards/{year})', () => {
  for (const [width, columns] of [
    [1280, 3],
    [820, 2],
    [375, 1],
  ] as const) {
    test(`jakarta and bali first, then OTHER CITIES, in ${columns} column(s) at ${width} px`, async ({ page }) => {
      const errors = watchPageErrors(page);
      await page.setViewportSize({ width, height: 900 });
      const { data, main } = await openYear(page, 2019);
      await expect(page).toHaveTitle('Awards - Winners 2019');
      await expect(main.getByText('2019', { exact: true })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img', { name: 'Exquisite Awards 2019' })).toBeVisible();

      const others = Object.keys(data).filter((city) => !FEATURED.includes(city) && cityHasWinners(data[city]!));
      expect(Object.keys(data).length).toBeGreaterThan(2);
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['JAKARTA', 'BALI', 'OTHER CITIES']);
      await expect(main.getByRole('region', { name: 'OTHER CITIES' }).getByRole('heading', { level: 3 })).toHaveText(
        others.map((city) => city.toUpperCase()),
      );
      // A city with only a readers' choice group (lombok) still shows, with that group.
      const readersOnly = others.find((city) => !hasWinners(data[city]!['1']) && hasWinners(data[city]!['2']));
      expect(readersOnly).toBeDefined();

      expect(await columnCount(page)).toBe(columns);
      // Categories of one city side by side: as many distinct left edges in the first row as columns.
      const lefts = await main
        .getByRole('region', { name: 'BALI' })
        .locator('.plain-winners__grid')
        .first()
        .locator(':scope > li')
        .evaluateAll((items) => [...new Set(items.map((item) => Math.round(item.getBoundingClientRect().left)))].length);
      expect(lefts).toBe(Math.min(columns, Object.keys(data.bali!['1'] ?? {}).length));
      expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
    });
  }

  test('each city shows its categories, winners linking out safely, and its READERS’ CHOICE group', async ({ page }) => {
    const { data, main } = await openYear(page, 2023);
    for (const city of FEATURED) {
      const region = main.getByRole('region', { name: city.toUpperCase() });
      const normal = Object.entries(data[city]!['1'] ?? {});
      const readers = Object.entries(data[city]!['2'] ?? {});
      for (const [category, winners] of [...normal, ...readers]) {
        await expect(region.getByRole('heading', { name: category, exact: true })).toBeVisible();
        for (const winner of winners) {
          const link = region.getByRole('link', { name: winner.title, exact: true }).first();
          await expect(link).toHaveAttribute('href', winner.url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        }
      }
      await expect(region.getByRole('heading', { name: "READERS' CHOICE", exact: true })).toHaveCount(readers.length > 0 ? 1 : 0);
    }
  });

  test('jakarta comes first even when the file lists bali first', async ({ page }) => {
    const { data, main } = await openYear(page, 2023);
    expect(Object.keys(data).slice(0, 2)).toEqual(['bali', 'jakarta']);
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('JAKARTA');
  });

  test('other cities carry their own readers’ choice group only when they have one', async ({ page }) => {
    const { data, main } = await openYear(page, 2021);
    const others = main.getByRole('region', { name: 'OTHER CITIES' });
    const otherCities = Object.keys(data).filter((city) => !FEATURED.includes(city));
    await expect(others.getByRole('heading', { level: 3 })).toHaveText(otherCities.map((city) => city.toUpperCase()));
    const withReaders = otherCities.filter((city) => hasWinners(data[city]!['2'])).length;
    await expect(others.getByRole('heading', { name: "READERS' CHOICE", exact: true })).toHaveCount(withReaders);
  });

  test('a city with no winners is left out', async ({ page }) => {
    const { data, main } = await openYear(page, 2018);
    const empty = Object.keys(data).filter((city) => !cityHasWinners(data[city]!));
    expect(empty.length).toBeGreaterThan(0);
    for (const city of empty) await expect(main.getByRole('heading', { name: city.toUpperCase(), exact: true })).toHaveCount(0);
  });

  test('a year without a winners file says so', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/winner-awards/2020');
    await expect(page.getByRole('heading', { level: 1, name: 'WINNERS', exact: true })).toBeVisible();
    await expect(page.getByText('No winners list is available for 2020.')).toBeVisible();
    await page.getByRole('link', { name: 'SEE THE 2024 WINNERS' }).click();
    await expect(page).toHaveURL(/\/winner\/2024$/);
    expect(notNetworkNoise(errors)).toEqual([]);
  });
});
