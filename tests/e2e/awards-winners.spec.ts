import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { gate, simulatorJson, waitForApp, watchForeignRequests, watchPageErrors, expectImageOf, WIDTHS } from './support';
import type { Brand, VideoItem as Video } from '../../src/domain/types';
import { scaled } from '../../tools/test-time-scale.mjs';

interface Winner {
  slug: string;
  name: string;
  category_name: string;
  images: string[];
}

const HEADING = "WINNER EXQUISITE'S AWARDS 2024";
const PREVIEW = 8;

/** The browser's own "Failed to load resource" line for a failed request: expected where a file fails. */
const notNetworkNoise = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

async function openWinners(page: Page, path = '/winner/2024') {
  await page.goto(path);
  // /winner/2024 is built with its data: VIEW ALL WINNERS shows before the app answers it.
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
}

test.describe('awards winners (winner/2024)', () => {
  test('VIEW ALL WINNERS pressed before the page answers shows them all once it does', async ({ page }) => {
    const errors = watchPageErrors(page);
    const pageCode = gate();
    await page.context().route(/\/assets\/AwardsWinnersPage-[\w-]+\.js$/, async (route) => {
      await pageCode.opened;
      await route.continue();
    });
    await page.goto('/winner/2024');
    const list = page.getByRole('region', { name: 'Winners 2024' });
    const viewAll = list.getByRole('button', { name: 'VIEW ALL WINNERS' });
    await viewAll.click();
    await expect(list.getByRole('listitem')).toHaveCount(PREVIEW);

    pageCode.open();
    await waitForApp(page);
    const winners = await simulatorJson<Winner[]>(page, '/assets/json/winner_new_2024.json');
    await expect(list.getByRole('listitem')).toHaveCount(winners.length);
    await expect(viewAll).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test(`shows the first 8 winners, then all of them after VIEW ALL WINNERS ${WIDTHS}`, async ({ page }) => {
    const errors = watchPageErrors(page);
    await openWinners(page);
    await expect(page).toHaveTitle('Awards - Winners 2024');
    const winners = await simulatorJson<Winner[]>(page, '/assets/json/winner_new_2024.json');
    expect(winners.length).toBeGreaterThan(PREVIEW);

    const list = page.getByRole('region', { name: 'Winners 2024' });
    const cards = list.getByRole('listitem');
    await expect(cards).toHaveCount(PREVIEW);
    for (const [index, winner] of winners.slice(0, PREVIEW).entries()) {
      const card = cards.nth(index).getByRole('link');
      await expect(card).toContainText(winner.name);
      await expect(card).toContainText(winner.category_name, { ignoreCase: true });
      await expect(card).toHaveAttribute('href', `/winner/2024/article/${winner.slug}`);
      await expectImageOf(card.locator('img'), winner.images[0]!);
    }

    await list.getByRole('button', { name: 'VIEW ALL WINNERS' }).click();
    await expect(cards).toHaveCount(winners.length);
    await expect(cards.last()).toContainText(winners.at(-1)!.name);
    await expect(list.getByRole('button', { name: 'VIEW ALL WINNERS' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: scaled(5000) }).toBeGreaterThan(900);
    expect(errors).toEqual([]);
  });

  test('a card opens the winner article', async ({ page }) => {
    await openWinners(page);
    const winners = await simulatorJson<Winner[]>(page, '/assets/json/winner_new_2024.json');
    const second = winners[1]!;
    await page
      .getByRole('region', { name: 'Winners 2024' })
      .getByRole('link', { name: new RegExp(second.name) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/winner/2024/article/${second.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.name, exact: true })).toBeVisible();
  });

  test('two embedded videos sit below the list and load nothing from YouTube until asked', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await page.route(/youtube/, (route) => route.abort());
    await openWinners(page);
    const videos = await simulatorJson<Video[]>(page, '/assets/json/videos.json');
    const players = page.getByRole('region', { name: 'Videos' }).getByRole('button', { name: /^Play video/ });
    await expect(players).toHaveCount(2);
    for (const [index, video] of videos.slice(0, 2).entries()) {
      await expect(players.nth(index)).toHaveAccessibleName(`Play video: ${video.title}`);
    }
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);

    await players.first().click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(page.locator('iframe')).toHaveAttribute('title', videos[0]!.title);
  });

  test('the header logo and the footer follow the year', async ({ page }) => {
    await openWinners(page);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Exquisite Awards 2024' })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    const sponsors = [...(await simulatorJson<Brand[]>(page, '/assets/json/sponsor_new_2024.json'))].sort(
      (a, b) => a.position - b.position,
    );
    const publications = [...(await simulatorJson<{ data: Brand[] }>(page, '/api/get_publications')).data].sort(
      (a, b) => a.position - b.position,
    );
    for (const [title, brands] of [
      ['OUR SPONSORS', sponsors],
      ['OUR PUBLICATIONS', publications],
    ] as const) {
      const section = footer.getByRole('region', { name: title });
      await expect(section.getByRole('img')).toHaveCount(brands.length);
      expect(await section.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
        brands.map((brand) => brand.name),
      );
      await expect(section.getByRole('link')).toHaveCount(brands.filter((brand) => brand.url !== '').length);
    }
  });

  test('a year without a winners file hides the list and keeps the page', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/winner/2023');
    await expect(page.getByRole('heading', { level: 1, name: "WINNER EXQUISITE'S AWARDS 2023", exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Videos' }).getByRole('button', { name: /^Play video/ })).toHaveCount(2);
    await expect(page.getByRole('region', { name: 'Winners 2023' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'VIEW ALL WINNERS' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    expect(notNetworkNoise(errors)).toEqual([]);
  });

  // Needs the simulator scenario 'static-failure' (every /assets/json/* file answers HTTP 500):
  // a page.route cannot fail the file, because the MSW service worker answers it first.
  test('a failed winners file hides the section without breaking the page', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/winner/2024?scenario=static-failure');
    await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'OUR PUBLICATIONS' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: scaled(10_000) });
    await expect(page.getByRole('region', { name: 'Winners 2024' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'VIEW ALL WINNERS' })).toHaveCount(0);
    // The year's sponsors failed too: only logged.
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'OUR SPONSORS' })).toHaveCount(0);
    expect(notNetworkNoise(errors)).toEqual([]);
  });
});
