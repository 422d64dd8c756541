// @vitest-environment node
/** Each venue's kit as the build makes it (builder/venue-kit.ts): sizes, formats, QR codes read back, names laid out, languages, the cache. */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKitWriter, kitCacheKey, type KitOrder } from '../../builder/venue-kit';
import { makeVenueKit, qrSvg } from '../../builder/kit-templates';
import { fit, loadFaces, withFallbacks } from '../../builder/kit-text-layout';
import { KIT_FILES, kitFileName, type KitFile } from '../../src/domain/kit';

const voteUrl = 'https://awards.example/bestrestaurantsandbars/votenow?for=kaum';
const voteUrlInIndonesian = 'https://awards.example/id/bestrestaurantsandbars/votenow?for=kaum';

/** The text of the QR code in an image, read as a phone's camera would (null when none is found). */
async function readQr(image: Buffer | string): Promise<string | null> {
  // Read at 600 px wide, as a camera sees a code from a little away: several pixels a module, far fewer to decode.
  const { data, info } = await sharp(typeof image === 'string' ? Buffer.from(image) : image)
    .resize({ width: 600, withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

const photo = () =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a4a5a' } })
    .jpeg()
    .toBuffer();

describe('a venue\'s kit and its "I voted for" card', () => {
  let kit: Awaited<ReturnType<typeof makeVenueKit>>;
  beforeAll(async () => {
    kit = await makeVenueKit({ slug: 'kaum', name: 'Kaum', status: 'nominee', locale: 'en', voteUrl, cover: await photo() });
  });

  it('has a 1080 × 1920 story and a 1080 × 1080 post as JPEG, a 1,200 px PNG and SVGs', async () => {
    expect(await sharp(kit.story).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1920 });
    expect(await sharp(kit.post).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expect(await sharp(kit.voted).metadata()).toMatchObject({ format: 'jpeg', width: 1080, height: 1080 });
    expect(await sharp(kit.qrPng).metadata()).toMatchObject({
      format: 'png',
      width: KIT_FILES.qrPng.width,
      height: KIT_FILES.qrPng.height,
    });
    expect(await sharp(kit.qrSvg).metadata()).toMatchObject({ format: 'svg' });
    expect(await sharp(kit.badge).metadata()).toMatchObject({
      format: 'svg',
      width: KIT_FILES.badge.width,
      height: KIT_FILES.badge.height,
    });
    // Words are outlines: the badge needs no font where it is shown.
    expect(kit.badge.toString()).not.toContain('<text');
  });

  it('carries QR codes that read back as the exact "Vote for" link, alone and on every image', async () => {
    expect(await readQr(kit.qrPng)).toBe(voteUrl);
    expect(await readQr(await sharp(kit.qrSvg).resize({ width: 600 }).png().toBuffer())).toBe(voteUrl);
    expect(await readQr(kit.story)).toBe(voteUrl);
    expect(await readQr(kit.post)).toBe(voteUrl);
    expect(await readQr(kit.voted)).toBe(voteUrl);
  });

  it('leaves a quiet zone of four modules around the code', async () => {
    const svg = await qrSvg(voteUrl);
    // qrcode's SVG: the view box is the code and its margin, one unit a module.
    const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    const { data, info } = await sharp(kit.qrPng).greyscale().raw().toBuffer({ resolveWithObject: true });
    const quiet = Math.floor((4 * info.width) / size);
    const dark: number[] = [];
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const inBorder = x < quiet || y < quiet || x >= info.width - quiet || y >= info.height - quiet;
        if (inBorder && data[y * info.width + x]! < 128) dark.push(x);
      }
    }
    expect(dark).toEqual([]);
    // And the code starts right after it: a finder pattern's dark corner.
    expect(data[(quiet + 2) * info.width + quiet + 2]).toBeLessThan(128);
  });

  it('is made without a photo too, on the site colours', async () => {
    const bare = await makeVenueKit({ slug: 'kaum', name: 'Kaum', status: 'winner', locale: 'en', voteUrl, cover: null });
    expect(await sharp(bare.story).metadata()).toMatchObject({ width: 1080, height: 1920 });
    expect(await readQr(bare.story)).toBe(voteUrl);
    const broken = await makeVenueKit({
      slug: 'kaum',
      name: 'Kaum',
      status: 'winner',
      locale: 'en',
      voteUrl,
      cover: Buffer.from('not a photo'),
    });
    expect(await sharp(broken.post).metadata()).toMatchObject({ width: 1080, height: 1080 });
  });
});

describe('a name laid out', () => {
  const box = { size: 120, minSize: 44, maxWidth: 900, maxLines: 4 };

  it('keeps a long name whole, in at most its lines, each within the width, words unbroken where they fit', async () => {
    const { display } = await loadFaces();
    const name = 'The Cinnamon Bistro & Extraordinarily Long Restaurant Name of Jakarta Selatan Kebayoran Baru';
    const { size, lines } = fit(display, name, box);
    expect(lines.length).toBeLessThanOrEqual(box.maxLines);
    expect(size).toBeLessThan(box.size);
    expect(lines.join(' ')).toBe(name);
  });

  it('breaks a word longer than the line between letters, never inside one (an accent stays on its letter)', async () => {
    const { display } = await loadFaces();
    const word = 'Kafe\u0301'.repeat(20);
    const { lines } = fit(display, word, { ...box, minSize: 120 });
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe(word);
    for (const line of lines) expect(line.startsWith('\u0301')).toBe(false);
  });
});

describe('a name in any script', () => {
  const name = '老北京炸酱面 Kaum 🍜';

  it('finds every character in the fonts the project brings: Chinese and an emoji too, no empty box', async () => {
    const { display } = await loadFaces();
    const face = await withFallbacks(display, name);
    expect(face.fonts.length).toBeGreaterThan(display.fonts.length);
    const missing = [...name.replace(/\s/g, '')].filter((char) => !face.fonts.some((font) => font.charToGlyphIndex(char) > 0));
    expect(missing).toEqual([]);
    // A Latin name needs nothing more.
    expect(await withFallbacks(display, 'Kaum Café')).toBe(display);
  });

  it('lays it out on the images', async () => {
    const kit = await makeVenueKit({ slug: 'lao', name, status: 'nominee', locale: 'en', voteUrl, cover: null });
    expect(await readQr(kit.story)).toBe(voteUrl);
    expect(await sharp(kit.post).metadata()).toMatchObject({ width: 1080, height: 1080 });
  });
});

describe('the kits of a build', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'kits-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes each file under the venue, and a rebuild with nothing changed makes none again', async () => {
    const input: KitOrder = { slug: 'kaum', name: 'Kaum', status: 'nominee', locale: 'en', voteUrl, cover: null };
    const cold = createKitWriter({ outDir: join(root, 'dist'), cacheDir: join(root, 'cache') });
    await cold.write(input);
    expect(cold.figures()).toEqual({ kits: 1, made: 1, reused: 0, deferred: 0 });
    expect((await readdir(join(root, 'dist/kit/kaum'))).sort()).toEqual([
      'kaum-badge.svg',
      'kaum-i-voted.jpg',
      'kaum-instagram-story.jpg',
      'kaum-qr-code.png',
      'kaum-qr-code.svg',
      'kaum-square-post.jpg',
    ]);
    const warm = createKitWriter({ outDir: join(root, 'dist-2'), cacheDir: join(root, 'cache') });
    await warm.write(input);
    await warm.write({ ...input, status: 'winner' });
    expect(warm.figures()).toEqual({ kits: 2, made: 1, reused: 1, deferred: 0 });
  });

  it('writes the Indonesian kit beside the English one, under its own names, its codes leading to the Indonesian vote', async () => {
    const english: KitOrder = { slug: 'kaum', name: 'Kaum', status: 'nominee', locale: 'en', voteUrl, cover: null };
    const indonesian: KitOrder = { ...english, locale: 'id', voteUrl: voteUrlInIndonesian };
    // The cache of the test above holds the English kit: only the Indonesian one is made.
    const writer = createKitWriter({ outDir: join(root, 'dist-languages'), cacheDir: join(root, 'cache') });
    await writer.write(english);
    await writer.write(indonesian);
    expect(writer.figures()).toEqual({ kits: 2, made: 1, reused: 1, deferred: 0 });
    // The language alone makes another kit: its words differ even where its link would not.
    expect(kitCacheKey({ ...english, locale: 'id' })).not.toBe(kitCacheKey(english));

    const folder = join(root, 'dist-languages/kit/kaum');
    const kinds = Object.keys(KIT_FILES) as KitFile[];
    expect((await readdir(folder)).sort()).toEqual(
      kinds.flatMap((kind) => [kitFileName('kaum', kind, 'en'), kitFileName('kaum', kind, 'id')]).sort(),
    );
    expect(kitFileName('kaum', 'qrPng', 'id')).toBe('kaum-id-qr-code.png');
    expect(await readQr(await readFile(join(folder, 'kaum-id-qr-code.png')))).toBe(voteUrlInIndonesian);
    expect(await readQr(await readFile(join(folder, 'kaum-id-instagram-story.jpg')))).toBe(voteUrlInIndonesian);
    expect(await readQr(await readFile(join(folder, 'kaum-qr-code.png')))).toBe(voteUrl);
  });
});
