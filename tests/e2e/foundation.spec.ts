import { expect, test } from './warm-context';
import {
  expectNoAxeViolations,
  gate,
  openMenu,
  openSection,
  simulatorJson,
  waitForApp,
  watchForeignRequests,
  watchPageErrors,
  WIDTHS,
} from './support';
import type { Envelope, Brand } from '../../src/domain/types';
import { scaled } from '../../tools/test-time-scale.mjs';

interface Judge {
  name: string;
  position: number;
}
interface MenuItem {
  title: string;
  url: string;
  position: number;
}

const SECTION_TITLE = 'Best Restaurant & Bars 2025';

test.describe('home', () => {
  test('shows the two programme tiles', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await page.goto('/');
    const awards = page.getByRole('link', { name: /Exquisite Awards/ });
    await expect(awards).toHaveAttribute('target', '_blank');
    await expect(awards).toHaveAttribute('rel', 'noopener noreferrer');
    await page.getByRole('link', { name: /Best Restaurants & Bars 2025/ }).click();
    await expect(page).toHaveURL(/\/bestrestaurantsandbars$/);
    await expect(page).toHaveTitle(SECTION_TITLE);
    expect(foreign).toEqual([]);
  });
});

test.describe('routes', () => {
  test('winner redirects to the home page', async ({ page }) => {
    await page.goto('/winner');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: /Best Restaurants & Bars 2025/ })).toBeVisible();
  });

  test('bestrestaurantsandbars/nominee redirects to the section', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/nominee');
    await expect(page).toHaveURL(/\/bestrestaurantsandbars$/);
  });

  test('unknown paths show a not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await waitForApp(page);
    await expectNoAxeViolations(page, 'not found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an unknown nominee shows a not-found state inside the section', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/nominee/no-such-venue');
    await expect(page.getByRole('heading', { name: "We couldn't find that nominee" })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Voting' })).toBeVisible();
  });

  test.describe(() => {
    // Its clock and its first visit (the app's code held back) need a context of its own.
    test.use({ warmContext: false });
    test('the page a visit opens on stays where the visitor scrolled while the app was loading', async ({ page }) => {
      await page.clock.install();
      // Scrolls are then instant, so one read tells whether the page scrolled.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      // The app's code is held until the visitor has scrolled the built page.
      const appCode = gate();
      await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
        await appCode.opened;
        await route.continue();
      });
      await page.goto('/bestrestaurantsandbars');
      await page.evaluate(() => window.scrollTo(0, 600));
      appCode.open();
      await waitForApp(page);
      await page.clock.runFor(1000);
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    });
  });

  test('scrolls back to the top after navigating', async ({ page }) => {
    await openSection(page);
    const card = page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" }).getByRole('link').last();
    await card.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await card.click();
    await expect(page).toHaveURL(/\/nominee\//);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('awards header and footer', () => {
  test('the WINNERS submenu lists every past year', { tag: WIDTHS }, async ({ page }) => {
    await page.goto('/about');
    const nav = await openMenu(page, 'Awards');
    await nav.getByRole('button', { name: 'WINNERS' }).click();
    await expect(nav.getByRole('button', { name: 'WINNERS' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: '2024' })).toHaveAttribute('href', '/winner/2024');
    for (const year of [2023, 2022, 2021, 2019, 2018]) {
      await expect(nav.getByRole('link', { name: String(year) })).toHaveAttribute('href', `/winner-awards/${year}`);
    }
    await expect(nav.getByRole('link', { name: 'VIDEO' })).toHaveAttribute('href', '/video');
    await expect(nav.getByRole('link', { name: 'ABOUT US' })).toHaveAttribute('href', '/about');
    await expect(nav.getByRole('link', { name: 'CATEGORY' })).toHaveAttribute('target', '_blank');
    await expect(nav.getByRole('link', { name: 'CONTACT US' })).toHaveAttribute('target', '_blank');
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('button', { name: 'WINNERS' })).toHaveAttribute('aria-expanded', 'false');
    await nav.getByRole('button', { name: 'WINNERS' }).click();
    await nav.getByRole('link', { name: '2024' }).click();
    await expect(page).toHaveURL(/\/winner\/2024$/);
  });

  test('the footer shows the hotline, three offices and this year', async ({ page }) => {
    await page.goto('/video');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Hotline')).toBeVisible();
    for (const city of ['Jakarta', 'Bali', 'Singapore']) {
      await expect(footer.getByRole('heading', { name: city })).toBeVisible();
    }
    await expect(footer.getByText(`Copyright © ${new Date().getUTCFullYear()}`)).toBeVisible();
  });
});

test.describe('section header, banner and footer', () => {
  test('the menu follows the server items by position, with the winners submenu at position 1', { tag: WIDTHS }, async ({ page }) => {
    await openSection(page);
    const website = await simulatorJson<Envelope<{ menu: MenuItem[] }>>(page, '/api/get_website_data');
    const expected = [...website.data.menu].sort((a, b) => a.position - b.position);
    const nav = await openMenu(page, 'Best Restaurants & Bars');
    const labels = await nav.locator('.nav__list > li > a').allInnerTexts();
    expect(labels.map((label) => label.trim())).toEqual(expected.map((item) => item.title));
    const first = expected[0]!;
    await nav.getByRole('button', { name: `${first.title} submenu` }).click();
    await expect(nav.getByRole('link', { name: '2025 WINNERS' })).toHaveAttribute('href', '/bestrestaurantsandbars/winner');
    await expect(nav.getByRole('link', { name: '2024 WINNERS' })).toHaveAttribute('href', '/bestrestaurantsandbars/winner/2024');
  });

  test('the vote banner says voting is closed and links to the results', async ({ page }) => {
    await openSection(page);
    const banner = page.getByRole('complementary', { name: 'Voting' });
    await expect(banner).toContainText('closed');
    await banner.getByRole('link', { name: 'See the results' }).click();
    await expect(page).toHaveURL(/\/bestrestaurantsandbars\/winner$/);
  });

  test('the footer lists judges, sponsors, partners and publications by position', async ({ page }) => {
    await openSection(page);
    const judges = await simulatorJson<Envelope<Judge[]>>(page, '/api/get_judges');
    const footer = page.getByRole('contentinfo');
    const judgeLinks = footer.getByRole('region', { name: 'THE JUDGES' }).getByRole('link');
    const sortedJudges = [...judges.data].sort((a, b) => a.position - b.position);
    await expect(judgeLinks).toHaveText(sortedJudges.map((judge) => judge.name));
    for (const [index, judge] of sortedJudges.entries()) {
      await expect(judgeLinks.nth(index)).toHaveAttribute('href', `/bestrestaurantsandbars/judges#${judge.position}`);
    }

    for (const [title, path] of [
      ['OUR SPONSORS', '/api/get_sponsors'],
      ['OUR PARTNERS', '/api/get_partners'],
      ['OUR PUBLICATIONS', '/api/get_publications'],
    ] as const) {
      const brands = [...(await simulatorJson<Envelope<Brand[]>>(page, path)).data].sort((a, b) => a.position - b.position);
      const section = footer.getByRole('region', { name: title });
      await expect(section.getByRole('img')).toHaveCount(brands.length);
      expect(await section.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
        brands.map((brand) => brand.name),
      );
      const linked = brands.filter((brand) => brand.url !== '');
      expect(linked.length).toBeGreaterThan(0);
      expect(linked.length).toBeLessThan(brands.length);
      await expect(section.getByRole('link')).toHaveCount(linked.length);
    }
    await expect(footer.getByText(`Copyright © ${new Date().getUTCFullYear()}`)).toBeVisible();
  });

  test('a judge link in the footer lands on the judges page with the fragment', async ({ page }) => {
    await openSection(page);
    await page.getByRole('region', { name: 'THE JUDGES' }).getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/\/bestrestaurantsandbars\/judges#\d+$/);
  });

  test('failed data calls hide their sections without breaking the page', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto('/bestrestaurantsandbars?scenario=data-failure');
    await expect(page.getByRole('complementary', { name: 'Voting' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Play video/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: "EXQUISITE'S BEST RESTAURANTS & BARS", exact: true })).toHaveCount(0);
    const footer = page.getByRole('contentinfo');
    for (const title of ['THE JUDGES', 'OUR SPONSORS', 'OUR PARTNERS', 'OUR PUBLICATIONS']) {
      await expect(footer.getByRole('region', { name: title })).toHaveCount(0);
    }
    await expect(page.getByRole('navigation', { name: 'Best Restaurants & Bars' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('section home', () => {
  test('shows the top banner, six nominees, then all after VIEW ALL NOMINEES', async ({ page }) => {
    await openSection(page);
    const banner = page.locator('.top-banner__image');
    await expect(banner).toBeVisible();
    expect(await banner.evaluate((image) => image.getBoundingClientRect().width)).toBeLessThanOrEqual(800);

    const list = page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" });
    await expect(list.getByRole('listitem')).toHaveCount(6);
    const nominees = await simulatorJson<Envelope<{ location: string }[]>>(page, '/api/get_nominees');
    const cities = ['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali'];
    const shownCount = nominees.data.filter((nominee) => cities.includes(nominee.location)).length;

    await list.getByRole('button', { name: 'VIEW ALL NOMINEES' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(shownCount);
    await expect(list.getByRole('button', { name: 'VIEW ALL NOMINEES' })).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: scaled(5000) }).toBeGreaterThan(900);
  });

  test('cards show the first image, name and location and link to the nominee page', async ({ page }) => {
    await openSection(page);
    const card = page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" }).getByRole('link').first();
    const name = (await card.locator('.nominee-card__name').innerText()).trim();
    await expect(card.locator('.nominee-card__location')).toHaveText('jakarta', { ignoreCase: true });
    await expect(card.locator('img')).toHaveAttribute('src', /^\/img\/[\da-f]{16}-\d+\.webp$/);
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/bestrestaurantsandbars\/nominee\/[a-z0-9-]+$/);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the video loads nothing from YouTube until asked', async ({ page }) => {
    const foreign = watchForeignRequests(page);
    await page.route(/youtube/, (route) => route.abort());
    await openSection(page);
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(foreign).toEqual([]);
    await page.getByRole('button', { name: /Play video/ }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('the how-to-vote page shows the server text', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/how-to');
    await expect(page.getByRole('heading', { level: 1, name: 'HOW TO VOTE' })).toBeVisible();
    await expect(page.locator('.rich-text li').first()).toBeVisible();
  });
});
