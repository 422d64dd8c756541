import type { Locator, Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { readHtml, simulatorJson, watchForeignRequests, watchPageErrors } from './support';
import type { Brand, VideoItem as Video, AboutContent as About } from '../../src/domain/types';

/** Publications in the footer: by position, each logo linked only when its url is non-empty. */
async function expectPublications(page: Page) {
  const publications = [...(await simulatorJson<{ data: Brand[] }>(page, '/api/get_publications')).data].sort(
    (a, b) => a.position - b.position,
  );
  const section = page.getByRole('contentinfo').getByRole('region', { name: 'OUR PUBLICATIONS' });
  await expect(section.getByRole('img')).toHaveCount(publications.length);
  expect(await section.getByRole('img').evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).toEqual(
    publications.map((publication) => publication.name),
  );
  const linked = publications.filter((publication) => publication.url !== '');
  expect(linked.length).toBeGreaterThan(0);
  expect(linked.length).toBeLessThan(publications.length);
  const links = section.getByRole('link');
  await expect(links).toHaveCount(linked.length);
  for (const [index, publication] of linked.entries()) {
    await expect(links.nth(index)).toHaveAttribute('href', publication.url);
    await expect(links.nth(index).getByRole('img')).toHaveAttribute('alt', publication.name);
  }
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test.describe('about', () => {
  test('shows the title, the sanitised body, the videos, publications, offices and copyright', async ({ page }) => {
    const errors = watchPageErrors(page);
    const foreign = watchForeignRequests(page);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'ABOUT US', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Awards - About Us');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);

    const about = await simulatorJson<About>(page, '/assets/json/about.json');
    const paragraphs = (await readHtml(page, about.content)).paragraphs.filter((text) => text.trim() !== '');
    expect(paragraphs.length).toBeGreaterThan(0);
    const body = page.getByRole('article');
    for (const text of paragraphs) await expect(body.getByText(text, { exact: true })).toBeVisible();

    const players = page.getByRole('region', { name: 'Videos' }).getByRole('button', { name: /^Play video/ });
    await expect(players).toHaveCount(about.youtube_url.length);
    // The player pasted into the body waits for the visitor too.
    await expect(body.getByRole('button', { name: 'Play video: The 2024 ceremony' })).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);

    await expectPublications(page);
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'OUR SPONSORS' })).toHaveCount(0);
    for (const city of ['Jakarta', 'Bali', 'Singapore']) {
      await expect(page.getByRole('contentinfo').getByRole('heading', { name: city })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByText(`Copyright © ${new Date().getUTCFullYear()}`)).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a video plays only when asked, in the privacy-enhanced player', async ({ page }) => {
    await page.route(/youtube/, (route) => route.abort());
    await page.goto('/about');
    await expect(
      page
        .getByRole('region', { name: 'Videos' })
        .getByRole('button', { name: /^Play video/ })
        .first(),
    ).toBeVisible();
    const about = await simulatorJson<About>(page, '/assets/json/about.json');
    const id = /embed\/([\w-]{11})/.exec(about.youtube_url[1]!)![1];
    await page
      .getByRole('region', { name: 'Videos' })
      .getByRole('button', { name: /^Play video/ })
      .nth(1)
      .click();
    await expect(page.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0`);

    await page.getByRole('article').getByRole('button', { name: 'Play video: The 2024 ceremony' }).click();
    await expect(page.locator('iframe[title="The 2024 ceremony"]')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
  });
});

test.describe('video', () => {
  test('shows every video with its title, in order, and the publications', async ({ page }) => {
    const errors = watchPageErrors(page);
    const foreign = watchForeignRequests(page);
    await page.goto('/video');
    await expect(page.getByRole('heading', { level: 1, name: 'VIDEO', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Awards - Video');
    const videos = await simulatorJson<Video[]>(page, '/assets/json/videos.json');
    const figures = page.getByRole('main').getByRole('figure');
    await expect(figures).toHaveCount(videos.length);
    for (const [index, video] of videos.entries()) {
      await expect(figures.nth(index)).toContainText(video.title);
      await expect(figures.nth(index).getByRole('button', { name: `Play video: ${video.title}` })).toBeVisible();
    }
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectPublications(page);
    await expect(page.getByRole('contentinfo').getByText(`Copyright © ${new Date().getUTCFullYear()}`)).toBeVisible();
    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the first video is full width and the rest half width; one column on phones', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/video');
    const figures = page.getByRole('main').getByRole('figure');
    await expect(figures.nth(2)).toBeVisible();
    const list = await box(page.getByRole('main').getByRole('list').first());
    const [first, second, third] = [await box(figures.nth(0)), await box(figures.nth(1)), await box(figures.nth(2))];
    expect(first.width).toBeCloseTo(list.width, 0);
    expect(second.width).toBeLessThan(list.width * 0.55);
    expect(second.width).toBeGreaterThan(list.width * 0.4);
    expect(Math.round(third.y)).toBe(Math.round(second.y));
    expect(third.x).toBeGreaterThan(second.x + second.width);

    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await box(page.getByRole('main').getByRole('list').first());
    for (const index of [0, 1, 2]) expect((await box(figures.nth(index))).width).toBeCloseTo(narrow.width, 0);
    expect((await box(figures.nth(2))).y).toBeGreaterThan((await box(figures.nth(1))).y);
  });

  test('a video swaps in the privacy-enhanced player on click', async ({ page }) => {
    await page.route(/youtube/, (route) => route.abort());
    await page.goto('/video');
    await expect(page.getByRole('main').getByRole('figure').nth(1)).toBeVisible();
    const videos = await simulatorJson<Video[]>(page, '/assets/json/videos.json');
    const second = page.getByRole('main').getByRole('figure').nth(1);
    await second.getByRole('button', { name: `Play video: ${videos[1]!.title}` }).click();
    await expect(second.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect(second.locator('iframe')).toHaveAttribute('title', videos[1]!.title);
    await expect(second).toContainText(videos[1]!.title);
  });
});
