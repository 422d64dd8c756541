import { expect, test, type Locator, type Page } from '@playwright/test';
import { loadedWebFontFaces, simulatorJson, WEB_FONT_FACES } from './support';
import type { Nominee } from '../../src/domain/types';
import { createSeedData } from '../../mocks/data/seed';

const firstWinner = createSeedData('default').documents.awardsWinnerArticles['2024']![0]!;

/**
 * The first image of a built page must sit exactly where the running page shows it, at every
 * width, or the page would jump when the app takes over. A page built with its data (decision
 * 015) has the image itself in its HTML; a shell has the box live builds paint the image into
 * before the app has loaded (src/lib/first-screen-image.ts; tests/e2e-live/first-screen.spec.ts
 * covers the shells). Read from the built HTML with scripts off, and from the running page.
 */
const WIDTHS = [375, 820, 1280, 1600];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxesAtEveryWidth(page: Page, target: Locator, { scripted }: { scripted: boolean }): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    // Let the slider take the new width (it listens to resize) and render it.
    if (scripted) await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const box = await target.boundingBox();
    expect(box, `${width} px`).not.toBeNull();
    boxes.push(box!);
  }
  return boxes;
}

const PAGES: { name: string; path: (nominees: Nominee[]) => string; image: (page: Page, nominees: Nominee[]) => Promise<Locator> }[] = [
  {
    name: 'the section home: the banner',
    path: () => '/bestrestaurantsandbars',
    image: async (page) => page.locator('.top-banner img'),
  },
  {
    name: 'a nominee: the first photo',
    path: (nominees) => `/bestrestaurantsandbars/nominee/${nominees[0]!.slug}`,
    image: async (page, nominees) => page.getByRole('img', { name: `${nominees[0]!.name}, photo 1`, exact: true }).first(),
  },
  {
    name: '/winner/2024: the first winner',
    path: () => '/winner/2024',
    image: async (page) => page.getByRole('region', { name: 'Winners 2024' }).getByRole('link', { name: firstWinner.name }).locator('img'),
  },
];

test.describe('the first screen image', () => {
  for (const target of PAGES) {
    test(`sits where the page shows its image — ${target.name}`, async ({ browser, page }) => {
      await page.goto('/');
      const { data: nominees } = await simulatorJson<{ data: Nominee[] }>(page, '/api/get_nominees');
      const path = target.path(nominees);

      const still = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });
      const built = await still.newPage();
      await built.goto(path);
      await expect(built.locator('[data-first-screen-image]'), 'a page built with its data has no placeholder').toHaveCount(0);
      const slots = await boxesAtEveryWidth(built, await target.image(built, nominees), { scripted: false });
      await still.close();

      await page.goto(path);
      const image = await target.image(page, nominees);
      await expect(image).toBeVisible();
      await expect.poll(() => loadedWebFontFaces(page)).toEqual(WEB_FONT_FACES);
      const images = await boxesAtEveryWidth(page, image, { scripted: true });

      WIDTHS.forEach((width, index) => {
        const slot = slots[index]!;
        const shown = images[index]!;
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(slot[side] - shown[side]), `${width} px, ${side}: box ${slot[side]}, image ${shown[side]}`).toBeLessThanOrEqual(
            2,
          );
        }
      });
    });
  }
});

/** The built pages' one entry script (src/boot/boot.ts). */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/;

/** The photos a page asked for: each copy's name (`/img/<name>-<width>.<format>`), once. */
function photosAskedFor(page: Page): Set<string> {
  const names = new Set<string>();
  page.on('request', (request) => {
    const name = /\/img\/([\da-f]+)-\d+\.(?:webp|avif)$/.exec(new URL(request.url()).pathname)?.[1];
    if (name) names.add(name);
  });
  return names;
}

// The first photo has the link to itself: the photos below the first screen (the cards' and the
// slider's others) wait for the entry script to say the first screen is in. Without the entry
// script they never start, which shows they do not start on their own (scripts stay on: a browser
// loads every photo at once when they are off); with it they come after the first.
test.describe('the photos below the first screen', () => {
  const pages = [
    { name: '/winner/2024', path: () => '/winner/2024', photos: (page: Page) => page.locator('.winner-grid img') },
    {
      name: 'a nominee',
      path: (nominees: Nominee[]) => `/bestrestaurantsandbars/nominee/${nominees[0]!.slug}`,
      photos: (page: Page) => page.locator('.slider__slide img'),
    },
  ];
  for (const target of pages) {
    test(`wait for the first photo — ${target.name}`, async ({ browser, page }) => {
      await page.goto('/');
      const { data: nominees } = await simulatorJson<{ data: Nominee[] }>(page, '/api/get_nominees');
      const phone = { viewport: { width: 390, height: 844 } };

      const still = await browser.newContext(phone);
      await still.route(ENTRY_SCRIPT, (route) => route.abort());
      const built = await still.newPage();
      const askedBeforeTheWord = photosAskedFor(built);
      await built.goto(target.path(nominees), { waitUntil: 'networkidle' });
      expect(await target.photos(built).count(), 'the page has photos below its first').toBeGreaterThan(1);
      expect([...askedBeforeTheWord], 'the first photo alone').toHaveLength(1);
      await still.close();

      const scripted = await browser.newContext(phone);
      const running = await scripted.newPage();
      const asked = photosAskedFor(running);
      await running.goto(target.path(nominees));
      await expect.poll(() => asked.size, 'the photos below, once the first is in').toBeGreaterThan(1);
      await scripted.close();
    });
  }
});
