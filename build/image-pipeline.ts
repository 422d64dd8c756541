/**
 * The build's image pipeline (docs/decisions/020): every image the data names is read once (the
 * back end's, a CDN's, or the simulator's), then written into the build as WebP copies at the
 * widths of IMAGE_WIDTHS it reaches, with its tone (and as AVIF too, for the photos a built page
 * shows first), and on demand as a chat preview (JPEG 1200×630, at most 300 KB). Pages name the copies through the manifest (src/lib/images.ts).
 *
 * Downloads and copies are cached between builds (cacheDir): a download is asked again with the
 * server's validators (ETag, Last-Modified), and copies are keyed by the content's hash, so a
 * rebuild re-encodes only what changed. An image that cannot be read or decoded costs only its
 * own copies: it is shown from its original URL, and the build says so once.
 */
import { createHash } from 'node:crypto';
import { access, copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { limitConcurrency } from '../src/lib/concurrency.ts';
import { IMAGE_DIRECTORY, IMAGE_WIDTHS, toneOf, type CopyFormat, type ImageManifest, type ProcessedImage } from '../src/lib/images.ts';
import { safeImageUrl } from '../src/lib/links.ts';

/** WebP at this quality and effort: see docs/decisions/020 for the measurements behind them. */
export const WEBP_OPTIONS = { quality: 72, effort: 2 } as const;
/**
 * The first screen's photos also as AVIF: the SSIM of WebP_OPTIONS at about three quarters of its
 * bytes (docs/decisions/027, `tools/image-quality.mjs`).
 */
export const AVIF_OPTIONS = { quality: 57, effort: 0, chromaSubsampling: '4:2:0' } as const;

/**
 * `IMAGE_ENCODING=quick` (npm test's builds): every copy is written under its own name and width,
 * as a sketch of the photo SKETCH_WIDTH px wide (its aspect and tone kept). The tests read which
 * copy a page chooses, where, and that it loads, never its pixels or bytes (the bench's); a sketch
 * takes a hundredth of a copy's time to make and to decode. Kept in a cache of their own, so that
 * no shipping build reuses them.
 */
const QUICK = process.env.IMAGE_ENCODING === 'quick';
/** Divides the photos' widths (multiples of 80 at 3:4, 5:4 and 12:5) into whole heights. */
const SKETCH_WIDTH = 120;
/** Chat previews (WhatsApp shows none over 300 KB). */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;
export const PREVIEW_MAX_BYTES = 300 * 1024;
const PREVIEW_QUALITIES = [82, 72, 62, 50, 40];
/** A download that takes longer, or is larger, is a failure of that image. */
const DOWNLOAD_TIME_LIMIT_MS = 30_000;
const DOWNLOAD_MAX_BYTES = 40 * 1024 * 1024;
const HASH_LENGTH = 16;

export interface PipelineOptions {
  /** The build's folder: copies go to its img/. */
  outDir: string;
  cacheDir: string;
  /** What a site-relative URL ('/…') is read from (STATIC_JSON_ORIGIN, else SITE_URL); null: they cannot be read. */
  origin: string | null;
  /** Reads an image the build has at hand (the simulator's) instead of the network; null when it has not. */
  readLocal?: (url: string) => Promise<Uint8Array | null>;
  fetch?: typeof fetch;
  warn(message: string): void;
  /** Images processed at once (libvips is itself multi-threaded). */
  concurrency?: number;
}

export interface PipelineFigures {
  images: number;
  /** Copies encoded in this build, and reused from the cache. */
  encoded: number;
  reused: number;
  failed: number;
}

export interface ImagePipeline {
  /**
   * Processes each URL once; the manifest of every URL processed so far. The `firstScreen` URLs
   * (a built page's LCP photo) get AVIF copies too.
   */
  process(urls: Iterable<string>, firstScreen?: Iterable<string>): Promise<ImageManifest>;
  /** An image's original bytes, as read (downloaded once); null when it cannot be read. */
  original(url: string): Promise<Buffer | null>;
  /** The chat preview of an image, written into the build: its path on the site, or null when it cannot be made. */
  preview(url: string): Promise<{ path: string; width: number; height: number } | null>;
  figures(): PipelineFigures;
}

/** What the cache keeps of a download: the validators to ask again with, and the content's hash. */
interface DownloadRecord {
  etag?: string;
  lastModified?: string;
  hash: string;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** The widths to write: those of IMAGE_WIDTHS below the original's, and the original's (at most the widest). */
export function widthsFor(originalWidth: number): number[] {
  const widest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  const below = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  return [...new Set([...below, Math.min(originalWidth, widest)])];
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export function createImagePipeline({
  outDir,
  cacheDir,
  origin,
  readLocal,
  fetch: fetchImage = fetch,
  warn,
  concurrency = 3,
}: PipelineOptions): ImagePipeline {
  const folders = {
    downloads: join(cacheDir, 'downloads'),
    originals: join(cacheDir, 'originals'),
    copies: join(cacheDir, QUICK ? 'copies-sketched' : 'copies'),
    out: join(outDir, IMAGE_DIRECTORY.replace(/^\/|\/$/g, '')),
  };
  const ready = Promise.all(Object.values(folders).map((folder) => mkdir(folder, { recursive: true })));
  const limit = limitConcurrency(concurrency);
  const figures: PipelineFigures = { images: 0, encoded: 0, reused: 0, failed: 0 };
  /** Per URL as the data names it: its content's hash, once read. */
  const sources = new Map<string, Promise<string | null>>();
  const processed = new Map<string, Promise<ProcessedImage | null>>();
  const manifest: ImageManifest = {};

  const fail = (url: string, reason: unknown): null => {
    figures.failed++;
    warn(`image ${JSON.stringify(url)} is shown from its original URL: ${reason instanceof Error ? reason.message : String(reason)}`);
    return null;
  };

  /** Downloads an image, asking with the cached validators; its content's hash (the original is in the cache). */
  async function download(absolute: string): Promise<string> {
    const recordFile = join(folders.downloads, `${sha256(absolute).slice(0, 32)}.json`);
    const record = await readJson<DownloadRecord>(recordFile);
    const cached = record && (await exists(join(folders.originals, record.hash))) ? record : null;
    const headers: Record<string, string> = {};
    if (cached?.etag) headers['If-None-Match'] = cached.etag;
    if (cached?.lastModified) headers['If-Modified-Since'] = cached.lastModified;
    const response = await fetchImage(absolute, { headers, signal: AbortSignal.timeout(DOWNLOAD_TIME_LIMIT_MS) });
    if (response.status === 304 && cached) return cached.hash;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    if (Number(response.headers.get('content-length')) > DOWNLOAD_MAX_BYTES) throw new Error('larger than 40 MB');
    const bytes = new Uint8Array(await response.arrayBuffer());
    if (bytes.length > DOWNLOAD_MAX_BYTES) throw new Error('larger than 40 MB');
    const hash = sha256(bytes);
    await writeFile(join(folders.originals, hash), bytes);
    const fresh: DownloadRecord = { hash };
    const etag = response.headers.get('etag');
    const lastModified = response.headers.get('last-modified');
    if (etag) fresh.etag = etag;
    if (lastModified) fresh.lastModified = lastModified;
    await writeFile(recordFile, JSON.stringify(fresh));
    return hash;
  }

  /** An image's content, by its hash, in the cache; null when it cannot be read. */
  function source(url: string): Promise<string | null> {
    const known = sources.get(url);
    if (known) return known;
    const reading = (async () => {
      await ready;
      const local = await readLocal?.(url);
      if (local) {
        const hash = sha256(local);
        const file = join(folders.originals, hash);
        if (!(await exists(file))) await writeFile(file, local);
        return hash;
      }
      if (!safeImageUrl(url)) throw new Error('not an http(s) or site-relative URL');
      if (!/^https?:/i.test(url) && !origin) throw new Error('a site-relative URL, and neither STATIC_JSON_ORIGIN nor SITE_URL is set');
      return download(new URL(url, origin ?? undefined).href);
    })().catch((error: unknown) => fail(url, error));
    sources.set(url, reading);
    return reading;
  }

  /** Writes a copy from the cache into the build, encoding it first when the cache has none. */
  async function copy(name: string, encode: () => Promise<Buffer>): Promise<void> {
    const cached = join(folders.copies, name);
    if (await exists(cached)) figures.reused++;
    else {
      await writeFile(cached, await encode());
      figures.encoded++;
    }
    await copyFile(cached, join(folders.out, name));
  }

  async function processSource(hash: string, withAvif: boolean): Promise<ProcessedImage | null> {
    const original = await readFile(join(folders.originals, hash));
    const metadata = await sharp(original).metadata();
    // Vectors (logos) stay as they are: they are small, and sharp's copies would only blur them.
    if (metadata.format === 'svg') return null;
    // EXIF orientation: a portrait photo taken sideways is as wide as it is shown, not as stored.
    const turned = (metadata.orientation ?? 1) >= 5;
    const width = (turned ? metadata.height : metadata.width) ?? 0;
    const height = (turned ? metadata.width : metadata.height) ?? 0;
    if (!width || !height) throw new Error('no size');
    const name = hash.slice(0, HASH_LENGTH);
    const widths = widthsFor(width);
    const formats = withAvif ? (['webp', 'avif'] as const) : (['webp'] as const);
    if (QUICK) {
      const sketches = new Map<CopyFormat, Promise<Buffer>>();
      const sketched = (format: CopyFormat) => () => {
        const known = sketches.get(format);
        if (known) return known;
        const resized = sharp(original).rotate().resize({ width: SKETCH_WIDTH });
        const sketch = (format === 'avif' ? resized.avif({ effort: 0 }) : resized.webp()).toBuffer();
        sketches.set(format, sketch);
        return sketch;
      };
      for (const format of formats) for (const target of widths) await copy(`${name}-${target}.${format}`, sketched(format));
    } else {
      // Decoded once, upright and at the widest width written, for every copy the cache lacks.
      let decoded: Promise<{ data: Buffer; info: sharp.OutputInfo }> | null = null;
      const upright = () =>
        (decoded ??= sharp(original)
          .rotate()
          .resize({ width: widths[widths.length - 1] })
          .raw()
          .toBuffer({ resolveWithObject: true }));
      for (const format of formats) {
        for (const target of widths) {
          await copy(`${name}-${target}.${format}`, async () => {
            const { data, info } = await upright();
            const resized = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).resize({
              width: target,
            });
            return (format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS)).toBuffer();
          });
        }
      }
    }
    // The tone behind a loading photo: its dominant colour, read from the smallest copy; none for images with transparency.
    const { dominant, isOpaque } = await sharp(join(folders.out, `${name}-${widths[0]}.webp`)).stats();
    const image: ProcessedImage = { width, height, name, widths };
    if (isOpaque) image.tone = toneOf(dominant.r, dominant.g, dominant.b);
    if (withAvif) image.avif = true;
    return image;
  }

  function processOne(url: string, withAvif: boolean): Promise<ProcessedImage | null> {
    const known = processed.get(url);
    if (known) return known;
    const processing = limit(async () => {
      const hash = await source(url);
      if (!hash) return null;
      figures.images++;
      return processSource(hash, withAvif).catch((error: unknown) => fail(url, error));
    });
    processed.set(url, processing);
    return processing;
  }

  return {
    async process(urls, firstScreen = []) {
      const shownFirst = new Set(firstScreen);
      await Promise.all(
        [...new Set(urls)].map(async (url) => {
          manifest[url] = await processOne(url, shownFirst.has(url));
        }),
      );
      return { ...manifest };
    },
    async original(url) {
      const hash = await source(url);
      return hash ? readFile(join(folders.originals, hash)) : null;
    },
    async preview(url) {
      const hash = await source(url);
      if (!hash) return null;
      const name = `${hash.slice(0, HASH_LENGTH)}-preview.jpg`;
      try {
        await limit(() =>
          copy(name, async () => {
            const cover = sharp(await readFile(join(folders.originals, hash)))
              .rotate()
              .resize({ ...PREVIEW_SIZE, fit: 'cover' })
              .flatten({ background: '#ffffff' });
            let jpeg: Buffer = Buffer.alloc(0);
            for (const quality of PREVIEW_QUALITIES) {
              jpeg = await cover.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
              if (jpeg.length <= PREVIEW_MAX_BYTES) break;
            }
            return jpeg;
          }),
        );
      } catch (error) {
        return fail(url, error);
      }
      return { path: `${IMAGE_DIRECTORY}${name}`, ...PREVIEW_SIZE };
    },
    figures: () => ({ ...figures }),
  };
}
