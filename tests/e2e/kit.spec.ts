/** A venue's kit (issues 30, 31): found from its nominee page, every file downloads in either language, the page prints as a poster. */
import { expect, test } from './warm-context';
import sharp from 'sharp';
import { waitForApp, watchPageErrors } from './support';

test('a nominee page leads to its kit, and each download answers with its type', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/bestrestaurantsandbars/nominee/kaum');
  await waitForApp(page);
  await page.getByRole('link', { name: /^Promote Kaum/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promote Kaum' })).toBeVisible();
  await expect(page).toHaveURL(/\/bestrestaurantsandbars\/kit\/kaum$/);
  await waitForApp(page);

  const downloads = page.getByRole('link', { name: /^Download/ });
  await expect(downloads).toHaveCount(5);
  // Each file by its name, type and size in pixels (an SVG's own width and height).
  const expected = [
    ['kaum-instagram-story.jpg', 'image/jpeg', '1080 × 1920'],
    ['kaum-square-post.jpg', 'image/jpeg', '1080 × 1080'],
    ['kaum-qr-code.svg', 'image/svg+xml', expect.stringMatching(/^\d+ × \d+$/)],
    ['kaum-qr-code.png', 'image/png', '1200 × 1200'],
    ['kaum-badge.svg', 'image/svg+xml', '320 × 96'],
  ];
  const seen: string[][] = [];
  for (const link of await downloads.all()) {
    const name = (await link.getAttribute('download')) ?? '';
    const response = await page.request.get((await link.getAttribute('href')) ?? '');
    expect(response.ok()).toBe(true);
    const { width, height } = await sharp(await response.body()).metadata();
    seen.push([name, (response.headers()['content-type'] ?? '').split(';')[0]!, `${width} × ${height}`]);
  }
  expect(seen).toEqual(expected);

  // The sizes are written out beside each download.
  await expect(page.getByRole('link', { name: 'Download the story (JPEG, 1080 × 1920 px)' })).toBeVisible();
  // The caption names the venue and its vote link, nothing of a visitor.
  await expect(page.getByLabel('Caption', { exact: true })).toHaveValue(
    /^Kaum is a (nominee|winner) of .+ https?:\/\/[^ ]+\/bestrestaurantsandbars\/votenow\?for=kaum$/,
  );
  await expect(page.getByLabel('Badge HTML', { exact: true })).toHaveValue(
    /<a href="https?:\/\/[^"]+\/bestrestaurantsandbars\/nominee\/kaum"><img src="[^"]+\/kit\/kaum\/kaum-badge\.svg"/,
  );

  // The kit in Bahasa Indonesia, on the English page: its files under their own names, its links to the Indonesian vote.
  await expect(page.getByRole('button', { name: 'English', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const indonesian = page.getByRole('button', { name: 'Bahasa Indonesia', exact: true });
  await indonesian.click();
  await expect(indonesian).toHaveAttribute('aria-pressed', 'true');
  const story = page.getByRole('link', { name: /^Download the story/ });
  await expect(story).toHaveAttribute('download', 'kaum-id-instagram-story.jpg');
  const response = await page.request.get((await story.getAttribute('href')) ?? '');
  expect(response.ok()).toBe(true);
  expect((await sharp(await response.body()).metadata()).width).toBe(1080);
  await expect(page.getByLabel('Caption', { exact: true })).toHaveValue(/\/id\/bestrestaurantsandbars\/votenow\?for=kaum$/);
  expect(errors).toEqual([]);
});

test('the kit page prints as one A5 poster with the name and a QR code of at least 4 cm', async ({ page }) => {
  await page.goto('/bestrestaurantsandbars/kit/kaum');
  await waitForApp(page);
  await page.emulateMedia({ media: 'print' });
  const poster = page.locator('.kit-poster');
  await expect(poster.getByText('Kaum', { exact: true })).toBeVisible();
  const qr = poster.locator('.kit-poster__qr');
  await expect.poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  // 4 cm at CSS's 96 px to the inch.
  expect((await qr.boundingBox())!.width).toBeGreaterThanOrEqual((4 / 2.54) * 96);
  await expect(page.getByRole('button', { name: 'Print the poster' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // One page: a PDF names each page once.
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
});
