/** Photos as a phone gets them (builder/image-pipeline.ts, src/components/Photo.tsx, docs/decisions/020). */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createSeedData } from '../../mocks/data/seed';
import { normalOrder } from '../../src/domain/ordering';
import { IMAGE_MANIFEST_PATH } from '../../src/lib/images';
import { openSection, waitForApp, watchPageErrors } from './support';

const DPR = 2;
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: DPR, isMobile: true, hasTouch: true });

const seed = createSeedData('default');

interface ImageRequest {
  url: string;
  priority: string;
}

/** Every image request of the page, with the priority Chromium gave it. */
async function watchImageRequests(page: Page): Promise<ImageRequest[]> {
  const requests: ImageRequest[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Network.requestWillBeSent', ({ request, type }) => {
    if (type === 'Image') requests.push({ url: new URL(request.url).pathname, priority: request.initialPriority });
  });
  await cdp.send('Network.enable');
  return requests;
}

/** The copy the browser chose for a loaded image, the copies it had, and the width its box needs. */
async function choice(image: Locator) {
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  return image.evaluate((element: HTMLImageElement) => {
    const widthOf = (url: string) => Number(/-(\d+)\.(?:webp|avif)$/.exec(url)?.[1]);
    return {
      chosen: widthOf(new URL(element.currentSrc).pathname),
      format: /\.(\w+)$/.exec(element.currentSrc)?.[1],
      name: /\/img\/([\da-f]+)-/.exec(element.currentSrc)?.[1] ?? '',
      offered: element.srcset.split(',').map((candidate) => widthOf(candidate.trim().split(' ')[0]!)),
      needed: element.getBoundingClientRect().width * window.devicePixelRatio,
    };
  });
}

/** The narrowest copy at least as wide as the box needs (the widest when none is). */
function expectNarrowestThatFills({ chosen, offered, needed }: { chosen: number; offered: number[]; needed: number }) {
  expect(offered.length).toBeGreaterThan(1);
  expect(chosen).toBe(offered.find((width) => width >= needed) ?? Math.max(...offered));
}

test('at 390 px and DPR 2, each photo comes as the narrowest copy that fills it, the first screen’s as AVIF at high priority, no original', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const requests = await watchImageRequests(page);

  await openSection(page);
  const banner = await choice(page.locator('.top-banner__image'));
  expectNarrowestThatFills(banner);
  expect(banner.chosen).toBeLessThanOrEqual(828);
  const bannerRequests = requests.filter(({ url }) => url.startsWith(`/img/${banner.name}-`));
  // The first screen's photo as AVIF, asked for once (the preload and the <picture> agree).
  expect(banner.format).toBe('avif');
  expect(bannerRequests).toHaveLength(1);
  expect(['High', 'VeryHigh']).toContain(bannerRequests[0]!.priority);
  const card = await choice(page.locator('.nominee-card img').first());
  expectNarrowestThatFills(card);

  const nominee = normalOrder(seed.nominees).find((item) => item.images.length >= 4)!;
  await page.goto(`/bestrestaurantsandbars/nominee/${nominee.slug}`);
  await waitForApp(page);
  const first = await choice(page.getByRole('img', { name: `${nominee.name}, photo 1`, exact: true }));
  expectNarrowestThatFills(first);
  expect(first.format).toBe('avif');
  const firstRequests = requests.filter(({ url }) => url.startsWith(`/img/${first.name}-`));
  expect(firstRequests.every(({ url }) => url.endsWith('.avif'))).toBe(true);
  expect(firstRequests.at(-1)!.priority).toMatch(/^(High|VeryHigh)$/);
  // A photo no page shows first has WebP copies only.
  // Off screen in the slider, so out of the accessibility tree until it is shown.
  const second = page.locator(`img[alt="${nominee.name}, photo 2"]`).first();
  expect(
    await second.evaluate((element: HTMLImageElement) => [element.parentElement?.localName, element.srcset.includes('.webp ')]),
  ).toEqual(['li', true]);

  await page.goto('/bestrestaurantsandbars/votenow');
  await waitForApp(page);
  expectNarrowestThatFills(await choice(page.locator('.vote-option img').first()));

  // Only the build's copies: never a back end's original of a megabyte.
  expect(requests.filter(({ url }) => url.endsWith('.jpg'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('an image the build did not know is shown from its original URL, in the same box', async ({ page }) => {
  // As after a nominee's new photo: the manifest does not name it (the page's own data names the cover).
  // The context sees the requests the simulator's service worker passes on, which the page's routes do not.
  await page.context().route(`**${IMAGE_MANIFEST_PATH}`, (route) => route.fulfill({ json: {} }));
  await openSection(page);
  // A nominee of the first six cards with more than one photo: its cover is known, its other photos are not.
  const nominee = normalOrder(seed.nominees)
    .slice(0, 6)
    .find((item) => item.images.length > 1)!;
  await page.locator('.nominee-card', { hasText: nominee.name }).click();

  const carousel = page.getByRole('region', { name: `Photos of ${nominee.name}` });
  // Slides out of view are hidden from the accessibility tree: found by their alt text.
  const photo = (number: number) => carousel.locator(`img[alt="${nominee.name}, photo ${number}"]`).first();
  const second = photo(2);
  await expect(second).toHaveAttribute('src', nominee.images[1]!);
  await expect(second).not.toHaveAttribute('srcset', /./);
  const box = (image: Locator) =>
    image.evaluate((element) => {
      const { width, height } = element.getBoundingClientRect();
      return { width, height };
    });
  expect(await box(second)).toEqual(await box(photo(1)));
});
