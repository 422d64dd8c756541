// @vitest-environment node
/** The build's image pipeline (builder/image-pipeline.ts): formats, widths, the caches and the failure path. */
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createImagePipeline, PREVIEW_MAX_BYTES, rasterIfVector, VECTOR_WIDTH, widthsFor } from '../../builder/image-pipeline';
import { IMAGE_WIDTHS, variantUrl } from '../../src/lib/images';

/** A photo-like JPEG: a gradient with noise, so it compresses as a photograph does. */
async function photo(width: number, height: number, seed = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i++) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i % (width * 3)) / (width * 3)) * 160 + (state % 80);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A server that answers each URL from `files`, with an ETag, and 304 to a request that names it. */
function server(files: Record<string, Buffer>) {
  const calls: { url: string; ifNoneMatch: string | null }[] = [];
  const fetchImage = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const ifNoneMatch = new Headers(init?.headers).get('if-none-match');
    calls.push({ url, ifNoneMatch });
    const body = files[url];
    if (!body) return new Response('gone', { status: 404 });
    const etag = `"${body.length}"`;
    if (ifNoneMatch === etag) return new Response(null, { status: 304 });
    return new Response(new Uint8Array(body), { headers: { etag, 'content-type': 'image/jpeg' } });
  });
  return { fetchImage: fetchImage as unknown as typeof fetch, calls };
}

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'pipeline-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const pipelineFor = (fetchImage: typeof fetch, warn = vi.fn(), outDir = join(root, 'dist')) =>
  createImagePipeline({ outDir, cacheDir: join(root, 'cache'), origin: 'https://site.example', fetch: fetchImage, warn });

describe('widths', () => {
  it('writes every width below the original, and the original capped at the widest', () => {
    expect(widthsFor(1000)).toEqual([320, 480, 640, 750, 828, 1000]);
    expect(widthsFor(828)).toEqual([320, 480, 640, 750, 828]);
    expect(widthsFor(2400)).toEqual([...IMAGE_WIDTHS]);
    expect(widthsFor(200)).toEqual([200]);
  });
});

describe('the image pipeline', () => {
  it('writes WebP copies at each width, with the size, name and tone the pages need', async () => {
    const { fetchImage } = server({ 'https://cdn.example/a.jpg': await photo(1100, 825) });
    const pipeline = pipelineFor(fetchImage);
    const manifest = await pipeline.process(['https://cdn.example/a.jpg']);
    const image = manifest['https://cdn.example/a.jpg']!;
    expect(image).toMatchObject({ width: 1100, height: 825, widths: [320, 480, 640, 750, 828, 1080, 1100] });
    expect(image.tone).toEqual(expect.any(Number));
    for (const width of image.widths) {
      const copy = await sharp(join(root, 'dist/img', `${image.name}-${width}.webp`)).metadata();
      expect(copy).toMatchObject({ format: 'webp', width, height: Math.round((width * 825) / 1100) });
    }
  });

  it("writes AVIF copies too, at the same widths, of a first screen's photo only, and reuses them on a rebuild", async () => {
    const first = 'https://cdn.example/first.jpg';
    const other = 'https://cdn.example/other.jpg';
    const files = { [first]: await photo(900, 600), [other]: await photo(900, 600, 2) };
    const manifest = await pipelineFor(server(files).fetchImage).process([first, other], [first]);
    const image = manifest[first]!;
    expect(image.avif).toBe(true);
    expect(manifest[other]).not.toHaveProperty('avif');
    for (const width of image.widths) {
      const avif = await readFile(join(root, 'dist/img', `${image.name}-${width}.avif`));
      const webp = await readFile(join(root, 'dist/img', `${image.name}-${width}.webp`));
      expect(await sharp(avif).metadata()).toMatchObject({ format: 'heif', compression: 'av1', width });
      // Fewer bytes than the WebP copy at the SSIM of it (tools/image-quality.mjs): the reason to have them.
      expect(avif.length).toBeLessThan(webp.length);
    }
    const otherCopies = (await readdir(join(root, 'dist/img'))).filter((name) => name.startsWith(manifest[other]!.name));
    expect(otherCopies.every((name) => name.endsWith('.webp'))).toBe(true);

    const warm = pipelineFor(server(files).fetchImage, vi.fn(), join(root, 'dist-2'));
    await warm.process([first, other], [first]);
    expect(warm.figures()).toMatchObject({ encoded: 0, reused: image.widths.length * 3 });
  });

  it('resolves a site-relative URL against the origin, and turns an EXIF-rotated photo as it is shown', async () => {
    const sideways = await sharp(await photo(800, 600))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { fetchImage, calls } = server({ 'https://site.example/uploads/b.jpg': sideways });
    const manifest = await pipelineFor(fetchImage).process(['/uploads/b.jpg']);
    expect(calls[0]?.url).toBe('https://site.example/uploads/b.jpg');
    expect(manifest['/uploads/b.jpg']).toMatchObject({ width: 600, height: 800 });
  });

  it('a rebuild asks again with the validators and re-encodes nothing that did not change', async () => {
    const url = 'https://cdn.example/a.jpg';
    const files = { [url]: await photo(900, 600) };
    const first = server(files);
    const cold = pipelineFor(first.fetchImage);
    const before = await cold.process([url]);
    expect(cold.figures()).toMatchObject({ images: 1, encoded: 6, reused: 0 });

    const second = server(files);
    const warm = pipelineFor(second.fetchImage, vi.fn(), join(root, 'dist-2'));
    expect(await warm.process([url])).toEqual(before);
    expect(second.calls).toEqual([{ url, ifNoneMatch: `"${files[url]!.length}"` }]);
    expect(warm.figures()).toMatchObject({ encoded: 0, reused: 6 });
    const placed = await readdir(join(root, 'dist-2/img'));
    expect(placed.length).toBe(6);
    // Placed as links to the cache's files, not as copies of their bytes.
    const [name] = placed;
    expect((await stat(join(root, 'dist-2/img', name!))).ino).toBe((await stat(join(root, 'cache/copies', name!))).ino);

    // Its size and tone come from what the cache kept of its content, not from decoding it again.
    const [factsFile] = await readdir(join(root, 'cache/facts'));
    const kept = JSON.parse(await readFile(join(root, 'cache/facts', factsFile!), 'utf8')) as { tone: number };
    expect(kept.tone).toBe(before[url]!.tone);
    await writeFile(join(root, 'cache/facts', factsFile!), JSON.stringify({ ...kept, tone: kept.tone + 1 }));
    const third = await pipelineFor(server(files).fetchImage, vi.fn(), join(root, 'dist-3')).process([url]);
    expect(third[url]!.tone).toBe(kept.tone + 1);

    // A changed photo at the same URL is a new content hash: new copies, new names.
    files[url] = await photo(900, 600, 2);
    const changed = await pipelineFor(server(files).fetchImage).process([url]);
    expect(changed[url]!.name).not.toBe(before[url]!.name);
  });

  it('an image that cannot be fetched or decoded costs only itself: null, one warning each, no fetch for what is not a URL', async () => {
    const { fetchImage, calls } = server({
      'https://cdn.example/ok.jpg': await photo(500, 400),
      'https://cdn.example/text.jpg': Buffer.from('<html>not an image</html>'),
    });
    const warn = vi.fn();
    const pipeline = pipelineFor(fetchImage, warn);
    const urls = ['https://cdn.example/ok.jpg', 'https://cdn.example/gone.jpg', 'https://cdn.example/text.jpg', 'x', 'javascript:alert(1)'];
    const manifest = await pipeline.process(urls);
    expect(manifest['https://cdn.example/ok.jpg']).toMatchObject({ width: 500 });
    for (const url of urls.slice(1)) expect(manifest[url]).toBeNull();
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls.join('\n')).toMatch(/gone\.jpg.*HTTP 404/);
    expect(calls.map(({ url }) => url)).not.toContain('x');
    expect(calls.some(({ url }) => url.startsWith('javascript'))).toBe(false);
    expect(pipeline.figures().failed).toBe(4);
  });

  it('a vector (a logo) is drawn at the width of its widest copy, transparent, and copied as a raster', async () => {
    // Its left half black, its right half clear: drawn, the edge falls between two pixels; enlarged, it would blur.
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="120" height="120" fill="#000"/></svg>',
    );
    const drawn = await rasterIfVector(svg);
    expect(await sharp(drawn).metadata()).toMatchObject({ format: 'png', width: VECTOR_WIDTH, height: VECTOR_WIDTH / 2, hasAlpha: true });
    const { data, info } = await sharp(drawn).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number) => data[(info.height / 2) * info.width * info.channels + x * info.channels + 3];
    expect([alphaAt(VECTOR_WIDTH / 2 - 1), alphaAt(VECTOR_WIDTH / 2)]).toEqual([255, 0]);

    const manifest = await pipelineFor(server({ 'https://cdn.example/logo.svg': svg }).fetchImage).process([
      'https://cdn.example/logo.svg',
    ]);
    const logo = manifest['https://cdn.example/logo.svg'];
    expect(logo).toMatchObject({ width: VECTOR_WIDTH, height: VECTOR_WIDTH / 2, widths: widthsFor(VECTOR_WIDTH) });
    expect(logo?.tone).toBeUndefined();
    const widest = await sharp(await readFile(join(root, 'dist', variantUrl(logo!, VECTOR_WIDTH)))).metadata();
    expect(widest).toMatchObject({ format: 'webp', width: VECTOR_WIDTH, hasAlpha: true });
  });

  it('draws a wide vector at its own width (at most the widest copy) and a tall one at most 1920 px tall', async () => {
    const vector = (width: number, height: number) =>
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}"/></svg>`,
      );
    expect(await sharp(await rasterIfVector(vector(1000, 100))).metadata()).toMatchObject({ width: 1000, height: 100 });
    expect(await sharp(await rasterIfVector(vector(4000, 100))).metadata()).toMatchObject({ width: 1920, height: 48 });
    expect(await sharp(await rasterIfVector(vector(10, 10_000))).metadata()).toMatchObject({ height: 1920 });
    const jpeg = await photo(40, 30);
    expect(await rasterIfVector(jpeg)).toBe(jpeg);
  });

  it('makes a chat preview: a JPEG of 1200×630, at most 300 KB, even from a heavy photo', async () => {
    const { fetchImage } = server({ 'https://cdn.example/big.jpg': await photo(2400, 1600) });
    const preview = await pipelineFor(fetchImage).preview('https://cdn.example/big.jpg');
    expect(preview).toMatchObject({ width: 1200, height: 630, path: expect.stringMatching(/^\/img\/[\da-f]{16}-preview\.jpg$/) });
    const bytes = await readFile(join(root, 'dist', preview!.path));
    expect(bytes.length).toBeLessThanOrEqual(PREVIEW_MAX_BYTES);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
