import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { simulatorJson, waitForApp, watchPageErrors, expectImageOf } from './support';
import type { ContactDetail as Detail } from '../../src/domain/types';

interface Winner {
  slug: string;
  name: string;
  location: string;
  category_name: string;
  images: string[];
  logo_url: string;
  detail: Detail;
}

const article = (slug: string) => `/winner/2024/article/${slug}`;
const notNetworkNoise = (errors: string[]) => errors.filter((error) => !error.startsWith('Failed to load resource'));

async function winnersOf2024(page: Page): Promise<Winner[]> {
  await page.goto('/winner/2024');
  await expect(page.getByRole('region', { name: 'Winners 2024' })).toBeVisible();
  return simulatorJson<Winner[]>(page, '/assets/json/winner_new_2024.json');
}

async function openArticle(page: Page, winner: Winner) {
  await page.goto(article(winner.slug));
  // Built with its data: the carousel shows its arrows before the app answers them.
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: winner.name, exact: true })).toBeVisible();
  return page.getByRole('article');
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'More winners' });

test.describe('winner article', () => {
  test('shows the award logo, category, name, location, content and the vote banner', async ({ page }) => {
    const errors = watchPageErrors(page);
    const [first] = await winnersOf2024(page);
    const body = await openArticle(page, first!);
    await expect(page).toHaveTitle(`Awards - ${first!.name}`);
    await expect(page.getByRole('banner').getByRole('img', { name: 'Exquisite Awards 2024' })).toBeVisible();
    await expect(body.getByRole('img', { name: 'Exquisite Awards 2024' })).toBeVisible();
    await expect(body.getByText(first!.category_name, { exact: true })).toBeVisible();
    await expect(body.getByText(first!.location, { exact: true })).toBeVisible();
    await expect(body.locator('.rich-text p').first()).toContainText(first!.name);
    await expect(page.getByRole('complementary', { name: 'Voting' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'OUR SPONSORS' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a looping carousel shows the winner’s photos, with named arrows', async ({ page }) => {
    const winners = await winnersOf2024(page);
    const winner = winners.find((item) => item.images.length >= 4)!;
    await openArticle(page, winner);
    const carousel = page.getByRole('region', { name: `Photos of ${winner.name}` });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expectImageOf(carousel.getByRole('img', { name: `${winner.name}, photo 1`, exact: true }), winner.images[0]!);
    const count = winner.images.length;
    await expect(carousel.getByText(`Photo 1 of ${count}`)).toBeAttached();
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect(carousel.getByText(`Photo 2 of ${count}`)).toBeAttached();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    // Looped: back from the first photo is the last one.
    await expect(carousel.getByText(`Photo ${count} of ${count}`)).toBeAttached();
  });

  test('the first article has no Prev link, and Next leads on', async ({ page }) => {
    const winners = await winnersOf2024(page);
    const [first, second, third] = winners as [Winner, Winner, Winner];
    await openArticle(page, first);
    await expect(nav(page).getByRole('link')).toHaveCount(1);
    await expect(nav(page).getByRole('link', { name: /^Prev/ })).toHaveCount(0);
    await expect(nav(page).locator('.article-nav__placeholder--prev')).toHaveCount(1);
    const next = nav(page).getByRole('link', { name: `Next ${second.name}`, exact: true });
    await expect(next).toHaveAttribute('href', article(second.slug));

    await next.click();
    await expect(page).toHaveURL(new RegExp(`${article(second.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: second.name, exact: true })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: `Prev ${first.name}`, exact: true })).toHaveAttribute('href', article(first.slug));
    await expect(nav(page).getByRole('link', { name: `Next ${third.name}`, exact: true })).toHaveAttribute('href', article(third.slug));
    await expect(nav(page).locator('.article-nav__placeholder')).toHaveCount(0);
  });

  test('the last article has no Next link, and Prev goes back', async ({ page }) => {
    const winners = await winnersOf2024(page);
    const last = winners.at(-1)!;
    const beforeLast = winners.at(-2)!;
    await openArticle(page, last);
    await expect(nav(page).getByRole('link')).toHaveCount(1);
    await expect(nav(page).getByRole('link', { name: /^Next/ })).toHaveCount(0);
    await expect(nav(page).locator('.article-nav__placeholder--next')).toHaveCount(1);
    await nav(page)
      .getByRole('link', { name: `Prev ${beforeLast.name}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${article(beforeLast.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: beforeLast.name, exact: true })).toBeVisible();
  });

  test('BACK TO ALL WINNERS returns to the year’s winners', async ({ page }) => {
    const winners = await winnersOf2024(page);
    await openArticle(page, winners[3]!);
    await page.getByRole('link', { name: 'BACK TO ALL WINNERS' }).click();
    await expect(page).toHaveURL(/\/winner\/2024$/);
    await expect(page.getByRole('heading', { level: 1, name: "WINNER EXQUISITE'S AWARDS 2024", exact: true })).toBeVisible();
  });

  test('contact details follow the display rules: website as its domain, absent fields hidden', async ({ page }) => {
    const winners = await winnersOf2024(page);
    const full = winners.find((winner) => Object.values(winner.detail).every((value) => value !== '-'))!;
    const body = await openArticle(page, full);
    const website = body.getByRole('link', { name: full.detail.domain, exact: true });
    await expect(website).toHaveAttribute('href', new RegExp(`^${full.detail.website.replace(/[.]/g, '\\.')}`));
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(body.getByRole('link', { name: full.detail.email })).toHaveAttribute('href', `mailto:${full.detail.email}`);
    await expect(body.getByRole('link', { name: full.detail.phone })).toHaveAttribute('href', /^tel:\+\d+$/);

    const partial = winners.find((winner) => winner.detail.website === '-' && winner.detail.phone !== '-');
    expect(partial, 'a seeded winner without a website').toBeDefined();
    const partialBody = await openArticle(page, partial!);
    await expect(partialBody.getByText('Website', { exact: true })).toHaveCount(0);
    await expect(partialBody.getByText('Phone', { exact: true })).toBeVisible();
  });

  test('shows the winner’s logo when there is one', async ({ page }) => {
    const winners = await winnersOf2024(page);
    const withLogo = winners.find((winner) => winner.logo_url)!;
    const withoutLogo = winners.find((winner) => !winner.logo_url)!;
    await openArticle(page, withLogo);
    await expectImageOf(page.getByRole('img', { name: `${withLogo.name} logo` }), withLogo.logo_url);
    await openArticle(page, withoutLogo);
    await expect(page.getByRole('img', { name: `${withoutLogo.name} logo` })).toHaveCount(0);
  });

  test('an unknown slug shows a not-found state inside the awards shell', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(article('no-such-winner'));
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that winner" })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Awards' })).toBeAttached();
    await page.getByRole('main').getByRole('link', { name: 'BACK TO ALL WINNERS' }).click();
    await expect(page).toHaveURL(/\/winner\/2024$/);
    expect(errors).toEqual([]);
  });

  test('an unknown year shows the same not-found state', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/winner/1999/article/anything');
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that winner" })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'BACK TO ALL WINNERS' })).toHaveAttribute('href', '/winner/2024');
    expect(notNetworkNoise(errors)).toEqual([]);
  });
});
