import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { openMenu, simulatorJson, watchPageErrors } from './support';
import { scaled } from '../../tools/test-time-scale.mjs';

interface Envelope<T> {
  status: number;
  data: T;
}
interface Nominee {
  slug: string;
  name: string;
  location: string;
  rank: number;
  votes: number;
}

const SECTION = '/bestrestaurantsandbars';
const winnerOrder = (list: Nominee[]) => [...list].sort((a, b) => a.rank - b.rank || b.votes - a.votes);
const votes = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'Vote' : 'Votes'}`;

async function expectWinners(page: Page, year: number, expected: Nominee[]) {
  const top = page.getByRole('region', { name: `TOP 10 BEST RESTAURANTS & BARS ${year}` });
  const topCards = top.getByRole('link');
  await expect(topCards).toHaveCount(Math.min(10, expected.length));
  for (const [index, nominee] of expected.slice(0, 10).entries()) {
    const card = topCards.nth(index);
    await expect(card.locator('.nominee-card__name')).toHaveText(nominee.name);
    await expect(card).toHaveAttribute('href', `${SECTION}/nominee/winner/${nominee.slug}`);
  }
  await expect(top.getByText(/\d Votes?\b/)).toHaveCount(0);

  const rest = page.getByRole('region', { name: 'THE OTHER NOMINEES' });
  const restCards = rest.getByRole('link');
  await expect(restCards).toHaveCount(expected.length - 10);
  for (const [index, nominee] of expected.slice(10).entries()) {
    const card = restCards.nth(index);
    await expect(card.locator('.nominee-card__name')).toHaveText(nominee.name);
    await expect(card.getByText(votes(nominee.votes), { exact: true })).toBeVisible();
    await expect(card).toHaveAttribute('href', `${SECTION}/nominee/winner/${nominee.slug}`);
  }
}

test.describe('section winners', () => {
  test('2025 from the shared nominee list: banner, heading, top 10 without votes, the rest with votes', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(`${SECTION}/winner`);
    await expect(
      page.getByRole('heading', { level: 1, name: "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2025", exact: true }),
    ).toBeVisible();
    await expect(page.locator('.section-winners__banner')).toBeVisible();
    const expected = winnerOrder((await simulatorJson<Envelope<Nominee[]>>(page, '/api/get_nominees')).data);
    expect(expected.length).toBeGreaterThan(10);
    await expectWinners(page, 2025, expected);
    expect(errors).toEqual([]);
  });

  test('a card opens the winner variant of the nominee page at its rank', async ({ page }) => {
    await page.goto(`${SECTION}/winner`);
    await expect(page.getByRole('region', { name: 'TOP 10 BEST RESTAURANTS & BARS 2025' })).toBeVisible();
    const expected = winnerOrder((await simulatorJson<Envelope<Nominee[]>>(page, '/api/get_nominees')).data);
    const third = expected[2]!;
    await page.getByRole('region', { name: 'TOP 10 BEST RESTAURANTS & BARS 2025' }).getByRole('link').nth(2).click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}/nominee/winner/${third.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(third.name);
    await expect(page.getByRole('main').getByText('No. 3', { exact: true })).toBeVisible();
  });

  test('2024 in past-year mode from get_winner, reached from the menu', async ({ page }) => {
    await page.goto(`${SECTION}/winner`);
    const nav = await openMenu(page, 'Best Restaurants & Bars');
    await nav.getByRole('button', { name: /submenu$/ }).click();
    await nav.getByRole('link', { name: '2024 WINNERS' }).click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}/winner/2024$`));
    await expect(
      page.getByRole('heading', { level: 1, name: "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2024", exact: true }),
    ).toBeVisible();
    await expect(page.locator('.section-winners__banner')).toHaveCount(0);

    const past = await simulatorJson<Envelope<Record<string, Nominee[]>>>(page, '/api/get_winner?year=2024');
    const expected = winnerOrder(past.data['2024'] ?? []);
    expect(expected.length).toBeGreaterThan(10);
    await expectWinners(page, 2024, expected);
  });

  test('the built year holds its winners before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${SECTION}/winner/2024`);
    await expect(page.getByRole('region', { name: 'TOP 10 BEST RESTAURANTS & BARS 2024' })).toBeVisible();
    await context.close();
  });

  test('shows a loading state while a year the build did not write loads', async ({ page }) => {
    await page.goto(`${SECTION}/winner/2023?scenario=slow`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the winners' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('No winners to show for 2023.', { timeout: scaled(10_000) });
  });

  test('a year without data says so', async ({ page }) => {
    await page.goto(`${SECTION}/winner/2019`);
    await expect(
      page.getByRole('heading', { level: 1, name: "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2019", exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('No winners to show for 2019.');
    await expect(page.getByRole('region', { name: /^TOP 10/ })).toHaveCount(0);
  });

  test('a failed call says the winners could not be loaded', async ({ page }) => {
    await page.goto(`${SECTION}/winner/2024?scenario=data-failure`);
    await expect(page.getByRole('status')).toHaveText('The 2024 winners could not be loaded. Please try again later.');
  });

  test('an address that is not a year shows a not-found state', async ({ page }) => {
    await page.goto(`${SECTION}/winner/latest`);
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that year" })).toBeVisible();
    await page.getByRole('link', { name: 'See the 2025 winners' }).click();
    await expect(page).toHaveURL(new RegExp(`${SECTION}/winner$`));
  });
});
