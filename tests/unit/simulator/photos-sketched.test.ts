// @vitest-environment node
/**
 * npm test's photos (`IMAGE_ENCODING=quick`, mocks/photos.ts): sketches with the photo's own size,
 * since the copies a page is offered are the widths below its original's (builder/image-pipeline.ts),
 * kept apart from the photos that ship.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { photoOf } from '../../../mocks/data/images';

let photos: typeof import('../../../mocks/photos');
let cacheRoot: string;

beforeAll(async () => {
  cacheRoot = await mkdtemp(join(tmpdir(), 'simulator-sketches-'));
  vi.stubEnv('IMAGE_ENCODING', 'quick');
  vi.stubEnv('SIM_PHOTO_CACHE', cacheRoot);
  vi.resetModules();
  photos = await import('../../../mocks/photos');
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(cacheRoot, { recursive: true, force: true });
});

it("draws each photo as a JPEG of the photo's size, in a cache folder of its own", async () => {
  const widest = photos.simulatorPhotoPaths().find((path) => path.startsWith('/sim/img/banner/'))!;
  const { kind, id } = photoOf(widest)!;
  const sketch = (await photos.simulatorPhoto(widest))!;
  const { format, width, height } = await sharp(sketch).metadata();
  expect(format).toBe('jpeg');
  expect({ width, height }).toEqual(photos.photoSize(kind, id));
  expect(await readdir(cacheRoot)).toEqual([`${photos.PHOTO_RECIPE_VERSION}-sketched`]);
});
