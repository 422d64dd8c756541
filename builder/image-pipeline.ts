/**
 * The build's image pipeline (docs/decisions/020): every image the data names is read once (the
 * back end's, a CDN's, or the simulator's; a vector is drawn as a raster first), then written into
 * the build as WebP copies at the widths of IMAGE_WIDTHS it reaches, with its tone (and as AVIF too,
 * for the photos a built page shows first), and on demand as a chat preview (JPEG 1200×630, at most
 * 300 KB). Pages name the copies through the manifest (src/lib/images.ts).
 *
 * Downloads and copies are cached between builds (cacheDir): a download is asked again with the
 * server's validators (ETag, Last-Modified), and copies are keyed by the content's hash, so a
 * rebuild re-encodes only what changed. An image that cannot be read or decoded costs only its
 * own copies: it is shown from its original URL, and the build says so once.
 *
 * With `deferCopies` (`npm start`: docs/decisions/030-made-when-first-asked-for.md), every image is
 * still read, measured and named, so the pages are the same, but a copy or preview the cache lacks
 * is not encoded: it is listed (`deferred()`) for the server, which makes it when first asked for
 * (`makeDeferredImage`, builder/on-demand.ts).
 */
import { createHash } from 'node:crypto';
import { access, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { limitConcurrency } from '../src/lib/concurrency.ts';
import { IMAGE_DIRECTORY, IMAGE_WIDTHS, toneOf, type CopyFormat, type ImageManifest, type ProcessedImage } from '../src/lib/images.ts';
import { safeImageUrl } from '../src/lib/links.ts';
import { copyFileAtomically, writeFileAtomically } from './atomic-file.ts';
import type { Progress } from './progress.mjs';

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
/**
 * A vector (an SVG logo) is drawn once into a PNG this wide, or as wide as it is when that is wider
 * (at most the widest copy), and the drawing is its original from then on (docs/decisions/050): a
 * page shows raster copies, which a browser decodes off its main thread, where an SVG image is a
 * document of its own, parsed and laid out on it. 640 px: a logo of 140–200 px at 3×.
 */
export const VECTOR_WIDTH = 640;
/** A drawing is at most this tall: a vector 1 px wide and 10,000 tall is not drawn 6.4 M px tall. */
const VECTOR_MAX_HEIGHT = 1920;
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
  /**
   * What an image at hand is, without making it (the simulator's photos, which take a tenth of a
   * second each to draw): it is then read with `readLocal` only for a copy the cache lacks.
   */
  describeLocal?: (url: string) => Promise<LocalImageFacts | null>;
  fetch?: typeof fetch;
  warn(message: string): void;
  /** Images processed at once (libvips is itself multi-threaded). */
  concurrency?: number;
  /** Leave the copies and previews the cache lacks to the server (`deferred()`), instead of encoding them. */
  deferCopies?: boolean;
  /** Told of each image as it is done. */
  progress?: Progress;
}

/** An image the build has at hand, as `describeLocal` tells it. */
export interface LocalImageFacts {
  /** Names it as a content hash would (hex, 16 digits or more): the same identity, the same bytes. */
  identity: string;
  width: number;
  height: number;
  /** A small rendering of it, which its tone is read from. */
  sample: Buffer;
}

/**
 * Where an image's bytes are: its name (the content's hash, or an image at hand's identity), and
 * the original in the cache (its hash) or null for an image at hand, read again with `readLocal`.
 */
export interface ImageSource {
  url: string;
  name: string;
  original: string | null;
}

/** A copy or preview left to the server: what it is made from (its source's URL is also what to show if it cannot be). */
export type DeferredImage = ImageSource & ({ kind: 'copy'; width: number; format: CopyFormat } | { kind: 'preview' });

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
  /** Where an image's bytes are (downloaded once); null when it cannot be read. */
  source(url: string): Promise<ImageSource | null>;
  /** An image's original bytes; null when it cannot be read. */
  read(source: ImageSource): Promise<Buffer | null>;
  /** The chat preview of an image, written into the build: its path on the site, or null when it cannot be made. */
  preview(url: string): Promise<{ path: string; width: number; height: number } | null>;
  figures(): PipelineFigures;
  /** The copies and previews left to the server, by their path in the build (`img/…`). */
  deferred(): Record<string, DeferredImage>;
}

/** What the cache keeps of a download: the validators to ask again with, and the content's hash. */
interface DownloadRecord {
  etag?: string;
  lastModified?: string;
  hash: string;
}

/**
 * What the pipeline read from an image's content: its upright size and its tone (null for an
 * image with transparency). Kept by content, so a rebuild neither reads nor decodes an image whose
 * copies are all in the cache.
 */
interface ImageFacts {
  width: number;
  height: number;
  tone: number | null;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

/** The widest copy written of any image. */
const WIDEST_COPY = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;

/** The widths to write: those of IMAGE_WIDTHS below the original's, and the original's (at most the widest). */
export function widthsFor(originalWidth: number): number[] {
  const below = IMAGE_WIDTHS.filter((width) => width < originalWidth);
  return [...new Set([...below, Math.min(originalWidth, WIDEST_COPY)])];
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

/** Where the pipeline keeps its cache, and where it writes into a build. */
function foldersOf(cacheDir: string, outDir: string) {
  return {
    downloads: join(cacheDir, 'downloads'),
    originals: join(cacheDir, 'originals'),
    facts: join(cacheDir, 'facts'),
    copies: join(cacheDir, QUICK ? 'copies-sketched' : 'copies'),
    out: join(outDir, IMAGE_DIRECTORY.replace(/^\/|\/$/g, '')),
  };
}
type Folders = ReturnType<typeof foldersOf>;

/** A copy's file name, and a preview's: the content's hash, then what it is. */
const copyName = (name: string, width: number, format: CopyFormat) => `${name.slice(0, HASH_LENGTH)}-${width}.${format}`;
const previewName = (name: string) => `${name.slice(0, HASH_LENGTH)}-preview.jpg`;

/** An image's original bytes, a vector's drawn (rasterIfVector): from the cache, or for an image at hand from `readLocal`. */
async function readSource(
  folders: Folders,
  readLocal: ((url: string) => Promise<Uint8Array | null>) | undefined,
  { url, original }: ImageSource,
): Promise<Buffer> {
  if (original) return rasterIfVector(await readFile(join(folders.originals, original)));
  const local = await readLocal?.(url);
  if (!local) throw new Error('the image at hand could not be read');
  return rasterIfVector(Buffer.from(local));
}

/**
 * A vector drawn as a PNG, VECTOR_WIDTH px wide or its own width (at most the widest copy, and at
 * most VECTOR_MAX_HEIGHT tall), at the density that gives that width, so its edges are drawn at
 * that size, not enlarged; any other image as it is. Transparency is kept.
 */
export async function rasterIfVector(bytes: Buffer): Promise<Buffer> {
  const { format, width, height } = await sharp(bytes).metadata();
  if (format !== 'svg' || !width || !height) return bytes;
  const drawnWidth = Math.min(Math.max(width, VECTOR_WIDTH), WIDEST_COPY);
  const scale = Math.min(drawnWidth / width, VECTOR_MAX_HEIGHT / height);
  // sharp reads a vector at 72 dpi: its size in px at density 72 is the vector's own.
  return sharp(bytes, { density: Math.max(1, 72 * scale) })
    .png()
    .toBuffer();
}

/** An upright image resized to a copy's width and encoded in its format (a sketch under IMAGE_ENCODING=quick). */
function encodeCopy(upright: sharp.Sharp, width: number, format: CopyFormat): Promise<Buffer> {
  const resized = upright.resize({ width: QUICK ? SKETCH_WIDTH : width });
  if (QUICK) return (format === 'avif' ? resized.avif({ effort: 0 }) : resized.webp()).toBuffer();
  return (format === 'avif' ? resized.avif(AVIF_OPTIONS) : resized.webp(WEBP_OPTIONS)).toBuffer();
}

/**
 * The chat preview of an original: cropped to PREVIEW_SIZE, as JPEG, at the best quality under
 * PREVIEW_MAX_BYTES (a quick one without mozjpeg's search: a third of the time).
 */
async function encodePreview(original: Buffer): Promise<Buffer> {
  const cover = sharp(original)
    .rotate()
    .resize({ ...PREVIEW_SIZE, fit: 'cover' })
    .flatten({ background: '#ffffff' });
  let jpeg: Buffer = Buffer.alloc(0);
  for (const quality of PREVIEW_QUALITIES) {
    jpeg = await cover.clone().jpeg({ quality, mozjpeg: !QUICK }).toBuffer();
    if (jpeg.length <= PREVIEW_MAX_BYTES) break;
  }
  return jpeg;
}

/** Writes a copy from the cache into the build, encoding it into the cache first when it has none. */
async function writeCopy(folders: Folders, name: string, encode: () => Promise<Buffer>): Promise<'encoded' | 'reused'> {
  const cached = join(folders.copies, name);
  const found = await exists(cached);
  if (!found) await writeFileAtomically(cached, await encode());
  await copyFileAtomically(cached, join(folders.out, name));
  return found ? 'reused' : 'encoded';
}

/** An image's original bytes, for what is made after the build (builder/on-demand.ts). */
export const readOriginal = (
  image: ImageSource,
  { cacheDir, readLocal }: { cacheDir: string; readLocal?: (url: string) => Promise<Uint8Array | null> },
): Promise<Buffer> => readSource(foldersOf(cacheDir, ''), readLocal, image);

/**
 * Makes one copy or preview the pipeline left to the server (builder/on-demand.ts), from the original
 * in the cache, into the cache and the build. Throws when the original is gone or cannot be decoded.
 */
export async function makeDeferredImage(
  file: DeferredImage,
  { cacheDir, outDir, readLocal }: { cacheDir: string; outDir: string; readLocal?: (url: string) => Promise<Uint8Array | null> },
): Promise<void> {
  const folders = foldersOf(cacheDir, outDir);
  const original = () => readSource(folders, readLocal, file);
  if (file.kind === 'preview') await writeCopy(folders, previewName(file.name), async () => encodePreview(await original()));
  else
    await writeCopy(folders, copyName(file.name, file.width, file.format), async () =>
      encodeCopy(sharp(await original()).rotate(), file.width, file.format),
    );
}

export function createImagePipeline({
  outDir,
  cacheDir,
  origin,
  readLocal,
  describeLocal,
  fetch: fetchImage = fetch,
  warn,
  concurrency = 3,
  deferCopies = false,
  progress,
}: PipelineOptions): ImagePipeline {
  const folders = foldersOf(cacheDir, outDir);
  const deferred: Record<string, DeferredImage> = {};
  const buildPath = (name: string) => `${IMAGE_DIRECTORY.replace(/^\//, '')}${name}`;
  const ready = Promise.all(Object.values(folders).map((folder) => mkdir(folder, { recursive: true })));
  const limit = limitConcurrency(concurrency);
  const figures: PipelineFigures = { images: 0, encoded: 0, reused: 0, failed: 0 };
  /** Per URL as the data names it: where its bytes are, once found. */
  const sources = new Map<string, Promise<ImageSource | null>>();
  /** What an image at hand is, for those that `describeLocal` tells. */
  const facts = new Map<string, LocalImageFacts>();
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
    await writeFileAtomically(join(folders.originals, hash), bytes);
    const fresh: DownloadRecord = { hash };
    const etag = response.headers.get('etag');
    const lastModified = response.headers.get('last-modified');
    if (etag) fresh.etag = etag;
    if (lastModified) fresh.lastModified = lastModified;
    await writeFileAtomically(recordFile, JSON.stringify(fresh));
    return hash;
  }

  /** Where an image's bytes are; null (said once) when it cannot be read. */
  function source(url: string): Promise<ImageSource | null> {
    const known = sources.get(url);
    if (known) return known;
    const finding = (async (): Promise<ImageSource> => {
      await ready;
      const described = await describeLocal?.(url);
      if (described) {
        facts.set(url, described);
        return { url, name: described.identity, original: null };
      }
      const local = await readLocal?.(url);
      let hash: string;
      if (local) {
        hash = sha256(local);
        const file = join(folders.originals, hash);
        if (!(await exists(file))) await writeFileAtomically(file, local);
      } else {
        if (!safeImageUrl(url)) throw new Error('not an http(s) or site-relative URL');
        if (!/^https?:/i.test(url) && !origin) throw new Error('a site-relative URL, and neither STATIC_JSON_ORIGIN nor SITE_URL is set');
        hash = await download(new URL(url, origin ?? undefined).href);
      }
      return { url, name: hash, original: hash };
    })().catch((error: unknown) => fail(url, error));
    sources.set(url, finding);
    return finding;
  }

  /**
   * Writes a copy into the build (and the cache), or with `deferCopies`, when the cache has none,
   * lists it for the server.
   */
  async function copy(name: string, encode: () => Promise<Buffer>, deferAs: DeferredImage): Promise<void> {
    if (deferCopies && !(await exists(join(folders.copies, name)))) {
      deferred[buildPath(name)] = deferAs;
      return;
    }
    figures[(await writeCopy(folders, name, encode)) === 'encoded' ? 'encoded' : 'reused']++;
  }

  /** An image's size, read from its content (a vector's drawing's). */
  async function sizeOf(image: ImageSource, read: () => Promise<Buffer>): Promise<{ width: number; height: number }> {
    const described = facts.get(image.url);
    if (described) return described;
    const metadata = await sharp(await read()).metadata();
    // EXIF orientation: a portrait photo taken sideways is as wide as it is shown, not as stored.
    const turned = (metadata.orientation ?? 1) >= 5;
    return { width: (turned ? metadata.height : metadata.width) ?? 0, height: (turned ? metadata.width : metadata.height) ?? 0 };
  }

  /** The tone behind a loading photo: its dominant colour, small; null for an image with transparency. */
  async function toneFrom(image: ImageSource, read: () => Promise<Buffer>, smallestWidth: number): Promise<number | null> {
    const smallest = await sharp(facts.get(image.url)?.sample ?? (await read()))
      .rotate()
      .resize({ width: smallestWidth, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { dominant, isOpaque } = await sharp(smallest.data, {
      raw: { width: smallest.info.width, height: smallest.info.height, channels: smallest.info.channels },
    }).stats();
    return isOpaque ? toneOf(dominant.r, dominant.g, dominant.b) : null;
  }

  async function processSource(image: ImageSource, withAvif: boolean): Promise<ProcessedImage> {
    let original: Promise<Buffer> | null = null;
    const read = () => (original ??= readSource(folders, readLocal, image));
    const factsFile = join(folders.facts, `${image.name}.json`);
    const known = await readJson<ImageFacts>(factsFile);
    const { width, height } = known ?? (await sizeOf(image, read));
    if (!width || !height) throw new Error('no size');
    const widths = widthsFor(width);
    const formats = withAvif ? (['webp', 'avif'] as const) : (['webp'] as const);
    // Decoded once, upright and at the widest width written, for every copy the cache lacks (a sketch
    // decodes the original at a fraction of its size instead).
    let decoded: Promise<{ data: Buffer; info: sharp.OutputInfo }> | null = null;
    const upright = async () => {
      if (QUICK) return sharp(await read()).rotate();
      const { data, info } = await (decoded ??= read().then((bytes) =>
        sharp(bytes)
          .rotate()
          .resize({ width: widths[widths.length - 1] })
          .raw()
          .toBuffer({ resolveWithObject: true }),
      ));
      return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    };
    for (const format of formats) {
      for (const target of widths) {
        await copy(copyName(image.name, target, format), async () => encodeCopy(await upright(), target, format), {
          ...image,
          kind: 'copy',
          width: target,
          format,
        });
      }
    }
    const tone = known ? known.tone : await toneFrom(image, read, widths[0]!);
    if (!known) await writeFileAtomically(factsFile, JSON.stringify({ width, height, tone } satisfies ImageFacts));
    const processed: ProcessedImage = { width, height, name: image.name.slice(0, HASH_LENGTH), widths };
    if (tone !== null) processed.tone = tone;
    if (withAvif) processed.avif = true;
    return processed;
  }

  function processOne(url: string, withAvif: boolean): Promise<ProcessedImage | null> {
    const known = processed.get(url);
    if (known) return known;
    const processing = limit(async () => {
      const image = await source(url);
      if (!image) return null;
      figures.images++;
      return processSource(image, withAvif).catch((error: unknown) => fail(url, error));
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
          progress?.tick();
        }),
      );
      return { ...manifest };
    },
    source,
    read: (image) => readSource(folders, readLocal, image).catch(() => null),
    async preview(url) {
      const image = await source(url);
      if (!image) return null;
      const name = previewName(image.name);
      try {
        await limit(() =>
          copy(name, async () => encodePreview(await readSource(folders, readLocal, image)), { ...image, kind: 'preview' }),
        );
      } catch (error) {
        return fail(url, error);
      }
      return { path: `${IMAGE_DIRECTORY}${name}`, ...PREVIEW_SIZE };
    },
    figures: () => ({ ...figures }),
    deferred: () => ({ ...deferred }),
  };
}
