/** Pages built with their data (docs/decisions/015): what a crawler and a chat preview read, and what the browser does with it. */
import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { createSeedData } from '../../mocks/data/seed';
import { normalOrder } from '../../src/domain/ordering';
import { watchPageErrors, expectImageOf } from './support';
import { PREVIEW_MAX_BYTES } from '../../builder/image-pipeline';

const seed = createSeedData('default');
const nominee = normalOrder(seed.nominees).find((item) => item.images.length > 0 && item.logo_url !== '')!;
const article = seed.documents.awardsWinnerArticles['2024']![0]!;
const NOMINEE = `/bestrestaurantsandbars/nominee/${nominee.slug}`;

const meta = (page: Page, property: string) => page.locator(`head meta[property="${property}"]`).getAttribute('content');

test.describe('built pages, read without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a nominee's page shows the nominee, and previews with its name, description and a JPEG of its photo", async ({ page, request }) => {
    await page.goto(NOMINEE);
    await expect(page).toHaveTitle(`${nominee.name} – Best Restaurant & Bars 2025`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nominee.name);
    const photo = page.getByRole('img', { name: `${nominee.name}, photo 1` }).first();
    await expectImageOf(photo, nominee.images[0]!);
    // The copies are files of the build: the HTML asks for them before the simulator runs.
    expect(await photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

    const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(NOMINEE);
    expect(await meta(page, 'og:url')).toBe(canonical);
    expect(await meta(page, 'og:title')).toBe(`${nominee.name} – Best Restaurant & Bars 2025`);
    expect(await meta(page, 'og:description')).toMatch(new RegExp(`^${nominee.name}, `));
    expect(await meta(page, 'og:type')).toBe('website');
    expect(await meta(page, 'og:site_name')).toBe('Exquisite Awards');
    expect(await meta(page, 'og:image:alt')).toBe(`${nominee.name}, photo 1`);
    expect([await meta(page, 'og:image:width'), await meta(page, 'og:image:height')]).toEqual(['1200', '630']);
    await expect(page.locator('head meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(jsonLd).toMatchObject({ '@context': 'https://schema.org', name: nominee.name });

    // What a chat's crawler fetches: the pipeline's JPEG, at most 300 KB.
    const image = await request.get(new URL(new URL((await meta(page, 'og:image'))!).pathname, page.url()).href);
    expect(image.ok()).toBe(true);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    expect((await image.body()).byteLength).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
  });

  test('a winner article and the section home show their data', async ({ page }) => {
    await page.goto(`/winner/2024/article/${article.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expectImageOf(page.locator('main img').first(), article.images[0]!);

    await page.goto('/bestrestaurantsandbars');
    const banner = seed.website.banner_home!;
    await expect(page.getByRole('region', { name: banner.title })).toBeVisible();
    await expectImageOf(page.locator('.top-banner__image'), banner.image_url);
    await expect(page.getByRole('link', { name: new RegExp(normalOrder(seed.nominees)[0]!.name) }).first()).toBeVisible();
    expect(await meta(page, 'og:image')).toMatch(/\/img\/[\da-f]{16}-preview\.jpg$/);
  });

  test('the sitemap lists every built page, and robots.txt names it', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    const sitemapUrl = /^Sitemap: (.+)$/m.exec(robots)?.[1];
    expect(sitemapUrl).toMatch(/\/sitemap\.xml$/);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url!).pathname);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/',
        '/bestrestaurantsandbars',
        NOMINEE,
        `/bestrestaurantsandbars/nominee/winner/${nominee.slug}`,
        `/winner/2024/article/${article.slug}`,
      ]),
    );
    expect(paths.filter((path) => path.includes(':'))).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

test('a page whose data changed after the build hydrates without an error and shows the new data', async ({ page }) => {
  const errors = watchPageErrors(page);
  // The page's code arrives after the new data: the page must still hydrate from the data it was built with.
  const nomineesAnswered = page.waitForResponse((response) => response.url().includes('/api/get_nominees'));
  await page.context().route(/\/assets\/NomineePage-[\w-]+\.js$/, async (route) => {
    await nomineesAnswered;
    await route.continue();
  });
  // Every name is different on this server: the page was built with the names of the default one.
  await page.goto(`${NOMINEE}?scenario=odd-long-names`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText(nominee.name);
  await expect(heading).toContainText(nominee.name);
  expect(errors).toEqual([]);
});
