/**
 * The simulator's photos, in Node only (never imported by browser code): the photo kinds' drawings
 * (data/images.ts) as JPEG photos with a phone photo's size and weight (1600–2400 px wide, about
 * 0.4–1.2 MB), so every speed figure is measured with what venues really upload.
 *
 * A photo is its kind's drawing under a grain of multi-scale noise blended in soft light: the grain
 * makes it compress like a photograph, and the venue's name stays readable. Same path -> byte-identical
 * JPEG: the grain comes from a seeded PRNG (not sharp's random noise) and is blended by a lookup table,
 * and each photo takes its own window of one grain tile.
 *
 * Photos are made on first use and cached in node_modules/.cache/simulator-photos/<version>/
 * (SIM_PHOTO_CACHE overrides the root); the dev server (vite-photos.ts), the simulator's server
 * (server.ts) and a build (dist/sim/img/) serve them from here.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { limitConcurrency } from '../src/lib/concurrency';
import { hash, IMAGE_CACHE_CONTROL, photoOf, renderPlaceholderSvg, type PhotoKind } from './data/images';
import { createSeedData, type SeedSize } from './data/seed';

/** Bump when the recipe (drawing, sizes, grain, encoding) changes: each version has its own cache. */
export const PHOTO_RECIPE_VERSION = '2';

/** The environment variable that moves the cache (tests use a temporary folder). */
export const PHOTO_CACHE_ENV = 'SIM_PHOTO_CACHE';

/**
 * npm test's builds (`IMAGE_ENCODING=quick`, builder/image-pipeline.ts): photos sketched, their
 * tests read which copy a page chooses, never its bytes. A sketch is the drawing made at a quarter
 * of the photo's width, without the grain (which only gives a photo its weight), then enlarged to
 * the photo's size pixel by pixel: the same size and tone, about a sixth of the time (40 ms of CPU
 * a nominee's photo against 230). Kept in a cache folder of its own, so that nothing else
 * (npm start, the bench) ever serves them.
 */
const SKETCHED = process.env.IMAGE_ENCODING === 'quick';
/** A sketch is drawn this many times smaller than its photo. */
const SKETCH_SCALE = 4;

/** Photos generated at once: the machines that make them have two cores (and libvips may take more than one for a photo). */
const GENERATION_SLOTS = 2;

/** Widths in steps of 80 px, so that every height is whole; the height is `aspect` times the width. */
const PHOTO_SHAPES: Record<PhotoKind, { minWidth: number; maxWidth: number; aspect: number }> = {
  nominee: { minWidth: 1600, maxWidth: 2400, aspect: 3 / 4 },
  judge: { minWidth: 1600, maxWidth: 1760, aspect: 5 / 4 },
  banner: { minWidth: 2400, maxWidth: 2400, aspect: 5 / 12 },
  section: { minWidth: 1600, maxWidth: 2000, aspect: 3 / 4 },
};
const WIDTH_STEP = 80;

/** Larger than any photo, so that each photo takes its grain from a window of its own. */
const GRAIN_TILE = { width: 2880, height: 2560, channels: 3 } as const;

/**
 * Noise centred on 128, from coarse to fine: [the tile's size divided by, sigma]. Enlarged to the
 * tile and overlaid, the coarse layers read as uneven light, the fine ones as grain, which gives
 * the photos their weight (about 0.25 MB a megapixel at JPEG quality 84).
 */
const GRAIN_LAYERS: readonly (readonly [divisor: number, sigma: number])[] = [
  [24, 16],
  [8, 12],
  [4, 16],
  [2.5, 22],
  [1.6, 24],
  [1, 12],
];
const GRAIN_SEED = 0x5eed_2025;
/** The share of each channel's own noise next to the noise the channels share. */
const GRAIN_COLOUR = 0.4;
const JPEG_QUALITY = 84;

/** A photo's size, from its kind and a hash of its id. */
export function photoSize(kind: PhotoKind, id: string): { width: number; height: number } {
  const { minWidth, maxWidth, aspect } = PHOTO_SHAPES[kind];
  const widths = (maxWidth - minWidth) / WIDTH_STEP + 1;
  const width = minWidth + (hash(`${kind}/${id}`) % widths) * WIDTH_STEP;
  return { width, height: Math.round(width * aspect) };
}

const labelsBySize = new Map<SeedSize, Record<string, string>>();
const labelsOf = (size: SeedSize) => {
  let labels = labelsBySize.get(size);
  if (!labels) labelsBySize.set(size, (labels = createSeedData(size).imageLabels));
  return labels;
};
/**
 * The label drawn on a photo: the default seed's, else the ten-times seed's (the large seed reuses the
 * default's photos); undefined for a path no seed names.
 */
const photoLabel = (path: string): string | undefined => labelsOf('default')[path] ?? labelsOf('ten-times')[path];

/** Every photo path the seed names (its venues, judges, banner and vote page sections), sorted: what a build writes. */
export function simulatorPhotoPaths(size: SeedSize = 'default'): string[] {
  const labels = labelsOf(size);
  return Object.keys(labels)
    .filter((path) => photoOf(path) !== null)
    .sort();
}

// ---------------------------------------------------------------------------------------------------
// Grain

/** mulberry32: a small PRNG whose sequence is the same on every machine. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** The standard deviation of the sum of four uniform bytes (Irwin–Hall), whose mean is 510. */
const FOUR_BYTES_SD = Math.sqrt((4 * (256 * 256 - 1)) / 12);

/** Gaussian-like, integer arithmetic up to one scaling: the sum of one draw's four bytes, centred. */
function centredSample(next: () => number): number {
  const draw = next();
  return (draw & 255) + ((draw >>> 8) & 255) + ((draw >>> 16) & 255) + (draw >>> 24) - 510;
}

/**
 * Noise around 128 with the given standard deviation, mostly shared by the three channels: a
 * photo's grain is mostly light, little colour (and colour noise would bury the drawing).
 */
function noise(width: number, height: number, sigma: number, next: () => number): Buffer {
  // Clamped to 0..255 and rounded on assignment.
  const samples = new Uint8ClampedArray(width * height * GRAIN_TILE.channels);
  const scale = sigma / (FOUR_BYTES_SD * Math.sqrt(1 + GRAIN_COLOUR ** 2));
  for (let i = 0; i < samples.length; i += GRAIN_TILE.channels) {
    const light = centredSample(next);
    for (let channel = 0; channel < GRAIN_TILE.channels; channel++) {
      samples[i + channel] = 128 + (light + GRAIN_COLOUR * centredSample(next)) * scale;
    }
  }
  return Buffer.from(samples.buffer);
}

/** The "overlay" blend (PDF, W3C compositing) of a layer onto the grain so far, in place. */
function overlay(grain: Uint8ClampedArray, layer: Buffer): void {
  for (let i = 0; i < grain.length; i++) {
    const base = grain[i]!;
    const source = layer[i]!;
    grain[i] = base < 128 ? (2 * base * source) / 255 : 255 - (2 * (255 - base) * (255 - source)) / 255;
  }
}

async function makeGrainTile(): Promise<Buffer> {
  const next = mulberry32(GRAIN_SEED);
  const grain = new Uint8ClampedArray(GRAIN_TILE.width * GRAIN_TILE.height * GRAIN_TILE.channels).fill(128);
  for (const [divisor, sigma] of GRAIN_LAYERS) {
    const width = Math.ceil(GRAIN_TILE.width / divisor);
    const height = Math.ceil(GRAIN_TILE.height / divisor);
    const layer = await sharp(noise(width, height, sigma, next), { raw: { width, height, channels: GRAIN_TILE.channels } })
      .resize(GRAIN_TILE.width, GRAIN_TILE.height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
    overlay(grain, layer);
  }
  return Buffer.from(grain.buffer);
}

let grainTile: Promise<Buffer> | undefined;

/** The W3C "soft-light" blend of every grain byte onto every drawing byte, looked up as [drawing * 256 + grain]. */
const SOFT_LIGHT = (() => {
  const table = new Uint8ClampedArray(256 * 256);
  for (let drawing = 0; drawing < 256; drawing++) {
    const backdrop = drawing / 255;
    const darker = backdrop <= 0.25 ? ((16 * backdrop - 12) * backdrop + 4) * backdrop : Math.sqrt(backdrop);
    for (let grain = 0; grain < 256; grain++) {
      const source = grain / 255;
      const blended =
        source <= 0.5 ? backdrop - (1 - 2 * source) * backdrop * (1 - backdrop) : backdrop + (2 * source - 1) * (darker - backdrop);
      table[drawing * 256 + grain] = blended * 255;
    }
  }
  return table;
})();

/** Lays the photo's window of the grain tile, placed by a hash of its path, over the drawing's RGB bytes, in place. */
async function addGrain(drawing: Buffer, kind: PhotoKind, id: string, width: number, height: number): Promise<void> {
  grainTile ??= makeGrainTile();
  const tile = await grainTile;
  const columns = GRAIN_TILE.width - width + 1;
  const rows = GRAIN_TILE.height - height + 1;
  const place = hash(`grain/${kind}/${id}`);
  const left = place % columns;
  const top = Math.floor(place / columns) % rows;
  const rowBytes = width * GRAIN_TILE.channels;
  for (let y = 0; y < height; y++) {
    const grainRow = ((top + y) * GRAIN_TILE.width + left) * GRAIN_TILE.channels;
    for (let x = 0, at = y * rowBytes; x < rowBytes; x++, at++) drawing[at] = SOFT_LIGHT[drawing[at]! * 256 + tile[grainRow + x]!]!;
  }
}

// ---------------------------------------------------------------------------------------------------
// Photos

async function drawPhoto(kind: PhotoKind, id: string, label: string): Promise<Buffer> {
  const { width, height } = photoSize(kind, id);
  const svg = Buffer.from(renderPlaceholderSvg(kind, id, width, height, label));
  if (SKETCHED) {
    // sharp reads a vector at 72 dpi: its size in px at density 72 is the photo's.
    const small = await sharp(svg, { density: 72 / SKETCH_SCALE })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return sharp(small.data, { raw: small.info }).resize(width, height, { kernel: 'nearest' }).jpeg({ quality: JPEG_QUALITY }).toBuffer();
  }
  const drawing = await sharp(svg).removeAlpha().raw().toBuffer();
  await addGrain(drawing, kind, id, width, height);
  return sharp(drawing, { raw: { width, height, channels: GRAIN_TILE.channels } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

const inGenerationSlot = limitConcurrency(GENERATION_SLOTS);

/** Under the working directory: the project's root, where npm, Vite and Vitest run. */
function cacheRoot(): string {
  return process.env[PHOTO_CACHE_ENV] || join(process.cwd(), 'node_modules/.cache/simulator-photos');
}

async function readCached(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

async function readOrGenerate(file: string, kind: PhotoKind, id: string, label: string): Promise<Buffer> {
  const cached = await readCached(file);
  if (cached) return cached;
  const photo = await inGenerationSlot(() => drawPhoto(kind, id, label));
  await mkdir(dirname(file), { recursive: true });
  // Written aside, then renamed: another process (a build, the dev server) never reads half a photo.
  const aside = `${file}.${randomUUID()}.tmp`;
  await writeFile(aside, photo);
  await rename(aside, file);
  return photo;
}

/** Reads or generations under way, by cache file: concurrent calls for one photo share one. */
const underWay = new Map<string, Promise<Buffer>>();

/**
 * The JPEG of a photo path the seed names ('/sim/img/nominee/kaum-1.jpg'); null for any other path
 * (a drawn kind, an id the seed does not name, another extension), so that no request can make the
 * simulator generate photos it does not name.
 */
export async function simulatorPhoto(path: string): Promise<Buffer | null> {
  const photo = photoOf(path);
  if (!photo) return null;
  const label = photoLabel(path);
  if (label === undefined) return null;
  const recipe = SKETCHED ? `${PHOTO_RECIPE_VERSION}-sketched` : PHOTO_RECIPE_VERSION;
  const file = join(cacheRoot(), recipe, photo.kind, `${photo.id}.jpg`);
  let bytes = underWay.get(file);
  if (!bytes) {
    bytes = readOrGenerate(file, photo.kind, photo.id, label).finally(() => underWay.delete(file));
    underWay.set(file, bytes);
  }
  return bytes;
}

/** The width of the drawing a photo's tone is read from: enough for its dominant colour. */
const SAMPLE_WIDTH = 64;

/**
 * What a photo path the seed names is, without drawing it (the image pipeline's `describeLocal`): an
 * identity that changes with whatever changes its bytes, its size, and a small drawing without grain
 * to read its tone from. Null for any path `simulatorPhoto` refuses.
 */
export async function simulatorPhotoFacts(
  path: string,
): Promise<{ identity: string; width: number; height: number; sample: Buffer } | null> {
  const photo = photoOf(path);
  const label = photoLabel(path);
  if (!photo || label === undefined) return null;
  const { width, height } = photoSize(photo.kind, photo.id);
  const identity = createHash('sha256')
    .update(JSON.stringify([PHOTO_RECIPE_VERSION, SKETCHED, path, label]))
    .digest('hex');
  const svg = Buffer.from(renderPlaceholderSvg(photo.kind, photo.id, width, height, label));
  const sample = await sharp(svg, { density: (72 * SAMPLE_WIDTH) / width })
    .resize({ width: SAMPLE_WIDTH })
    .removeAlpha()
    .png()
    .toBuffer();
  return { identity, width, height, sample };
}

// ---------------------------------------------------------------------------------------------------
// Answers

export interface PhotoAnswer {
  status: 200 | 304 | 404;
  /** Lower-case names, as a Headers object gives them. */
  headers: Record<string, string>;
  /** Absent for 304; the caller sends none for HEAD. */
  body?: Buffer | string;
}

/** If-None-Match names this entity tag (weakly compared, as RFC 9110 asks of this header), or is '*'. */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  return (ifNoneMatch ?? '').split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === etag);
}

/** The answer to GET or HEAD of a photo path: the one place the dev server and the simulator's server share. */
export async function answerPhotoRequest(path: string, ifNoneMatch: string | undefined): Promise<PhotoAnswer> {
  const photo = await simulatorPhoto(path);
  if (!photo) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: 'Not Found' };
  // Strong: the same bytes every time.
  const etag = `"${createHash('sha256').update(photo).digest('base64url')}"`;
  const validators = { etag, 'cache-control': IMAGE_CACHE_CONTROL };
  if (matchesEntityTag(ifNoneMatch, etag)) return { status: 304, headers: validators };
  return {
    status: 200,
    headers: { ...validators, 'content-type': 'image/jpeg', 'content-length': String(photo.length) },
    body: photo,
  };
}
