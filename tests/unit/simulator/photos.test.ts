// @vitest-environment node
/**
 * The simulator's photos (mocks/photos.ts), generated for real into temporary caches: one photo,
 * generated twice, is all these tests make (with the grain tile they share, a few seconds).
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoOf } from '../../../mocks/data/images';
import { createSeedData } from '../../../mocks/data/seed';
import {
  answerPhotoRequest,
  PHOTO_CACHE_ENV,
  PHOTO_RECIPE_VERSION,
  photoSize,
  simulatorPhoto,
  simulatorPhotoPaths,
} from '../../../mocks/photos';

/** Generating takes seconds on a busy two-core machine. */
const GENERATION_TIMEOUT_MS = 60_000;

const seed = createSeedData();
const paths = simulatorPhotoPaths();
/** The lightest nominee photo (1600 px wide) of the seed. */
const PHOTO = paths.find((path) => path.startsWith('/sim/img/nominee/') && photoSize('nominee', photoOf(path)!.id).width === 1600)!;
const cacheRoots: string[] = [];

/** Points the cache at a new, empty folder. */
async function emptyCache(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'simulator-photos-'));
  cacheRoots.push(root);
  vi.stubEnv(PHOTO_CACHE_ENV, root);
  return root;
}

const cacheFile = (root: string, path: string) => {
  const { kind, id } = photoOf(path)!;
  return join(root, PHOTO_RECIPE_VERSION, kind, `${id}.jpg`);
};

let first: Buffer;
let firstCache: string;
beforeAll(async () => {
  firstCache = await emptyCache();
  first = (await simulatorPhoto(PHOTO))!;
}, GENERATION_TIMEOUT_MS);

afterAll(async () => {
  vi.unstubAllEnvs();
  await Promise.all(cacheRoots.map((root) => rm(root, { recursive: true, force: true })));
});

describe('simulatorPhoto', () => {
  it("makes a JPEG of a phone photo's size and weight", async () => {
    const { format, width, height } = await sharp(first).metadata();
    expect(format).toBe('jpeg');
    expect({ width, height }).toEqual({ width: 1600, height: 1200 });
    expect(first.length).toBeGreaterThan(400_000);
    expect(first.length).toBeLessThan(1_200_000);
  });

  it('gives every kind a size in its range, the same for the same id', () => {
    expect(photoSize('nominee', 'kaum-1')).toEqual(photoSize('nominee', 'kaum-1'));
    for (const path of paths) {
      const { kind, id } = photoOf(path)!;
      const { width, height } = photoSize(kind, id);
      // [narrowest, widest, width : height]
      const shapes = {
        nominee: [1600, 2400, 4, 3],
        judge: [1600, 1760, 4, 5],
        banner: [2400, 2400, 12, 5],
        section: [1600, 2000, 4, 3],
      } as const;
      const [narrowest, widest, across, down] = shapes[kind];
      expect(width, path).toBeGreaterThanOrEqual(narrowest);
      expect(width, path).toBeLessThanOrEqual(widest);
      expect(width * down, path).toBe(height * across);
    }
  });

  it('writes a photo to its cache file, and then reads it from there instead of generating it again', async () => {
    const file = cacheFile(firstCache, PHOTO);
    expect((await readFile(file)).equals(first)).toBe(true);
    await writeFile(file, 'the cached photo');
    expect((await simulatorPhoto(PHOTO))?.toString()).toBe('the cached photo');
  });

  it(
    'generates byte-identical photos, once for concurrent calls',
    async () => {
      await emptyCache();
      const [again, atTheSameTime] = await Promise.all([simulatorPhoto(PHOTO), simulatorPhoto(PHOTO)]);
      expect(again).toBe(atTheSameTime);
      expect(again!.equals(first)).toBe(true);
    },
    GENERATION_TIMEOUT_MS,
  );

  it.each([
    '/sim/img/logo/x.jpg',
    '/sim/img/brand/sponsor-1.jpg',
    '/sim/img/nominee/../x.jpg',
    '/sim/img/nominee/..%2Fx.jpg',
    PHOTO.replace('.jpg', '.png'),
    PHOTO.replace('.jpg', '.svg'),
    PHOTO.replace('/sim/', '/other/'),
    `${PHOTO}?w=100`,
    '/sim/img/nominee/not-in-the-seed-1.jpg',
    '/sim/img/unknown/1.jpg',
  ])('is null for %s', async (path) => {
    expect(await simulatorPhoto(path)).toBeNull();
  });
});

describe('simulatorPhotoPaths', () => {
  it("names every photo of the seed's venues, judges, banner and sections, and no drawing", () => {
    const venues = [
      ...seed.nominees,
      ...Object.values(seed.documents.awardsWinnerArticles).flat(),
      ...Object.values(seed.sectionWinners).flat(),
    ];
    const named = new Set([
      ...venues.flatMap((venue) => venue.images),
      ...seed.judges.map((judge) => judge.image),
      seed.website.banner_home!.image_url,
      ...seed.website.votes_page!.body_content.map((section) => section.image),
    ]);
    expect(paths).toEqual([...named].sort());
    for (const path of paths) expect(path).toMatch(/^\/sim\/img\/(nominee|judge|banner|section)\/[\w-]+\.jpg$/);
  });

  it("names no photo in the large scenario that the default one does not (its 1,000 nominees reuse the default's photos)", () => {
    const large = simulatorPhotoPaths('large');
    expect(large.length).toBeGreaterThan(0);
    expect(large.filter((path) => !paths.includes(path))).toEqual([]);
  });
});

describe('answerPhotoRequest', () => {
  it('answers a photo with its type, a strong ETag and a year of cache; 304 when the ETag matches', async () => {
    const file = cacheFile(await emptyCache(), PHOTO);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, first);
    const photo = await answerPhotoRequest(PHOTO, undefined);
    expect(photo.status).toBe(200);
    expect(photo.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(first.length),
    });
    expect(photo.headers.etag).toMatch(/^"[\w-]+"$/);
    expect((photo.body as Buffer).equals(first)).toBe(true);

    const etag = photo.headers.etag!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await answerPhotoRequest(PHOTO, ifNoneMatch);
      expect(revalidated.status, ifNoneMatch).toBe(304);
      expect(revalidated.headers.etag).toBe(etag);
      expect(revalidated.body).toBeUndefined();
    }
    expect((await answerPhotoRequest(PHOTO, '"other"')).status).toBe(200);
    expect((await answerPhotoRequest('/sim/img/logo/x.jpg', undefined)).status).toBe(404);
  });
});
