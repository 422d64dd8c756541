// @vitest-environment node
/**
 * Files a build leaves to its server (builder/on-demand.ts, tools/serve.mjs): the pages name the
 * same copies as a full build's, each is made when asked for, once however many ask at once,
 * never left half-written, and a failure is said once and tried again on the next request.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import * as pipelineModule from '../../builder/image-pipeline';
import { createImagePipeline, type DeferredImage } from '../../builder/image-pipeline';
import { ON_DEMAND_LIST, onDemandList } from '../../builder/on-demand-list';
import { createOnDemandMaker } from '../../builder/on-demand';

vi.mock('../../builder/image-pipeline', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../builder/image-pipeline')>();
  return { ...actual, makeDeferredImage: vi.fn(actual.makeDeferredImage) };
});

const URL_A = 'https://cdn.example/a.jpg';

async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg()
    .toBuffer();
}

const fetchFrom = (files: Record<string, Buffer>) =>
  (async (input: string | URL | Request) => {
    const body = files[String(input)];
    return body ? new Response(new Uint8Array(body)) : new Response('gone', { status: 404 });
  }) as typeof fetch;

/** A build of one photo in `root` that leaves its copies to the server, with its list written as the prerender plugin writes it. */
async function deferredBuild(root: string, files: Record<string, Buffer>) {
  const outDir = join(root, 'dist');
  const cacheDir = join(root, 'cache');
  const pipeline = createImagePipeline({ outDir, cacheDir, origin: null, fetch: fetchFrom(files), warn: vi.fn(), deferCopies: true });
  const manifest = await pipeline.process([URL_A]);
  const list = onDemandList({ images: cacheDir, kits: join(root, 'kits') }, pipeline.deferred(), []);
  await writeFile(join(outDir, ON_DEMAND_LIST), JSON.stringify(list));
  return { outDir, cacheDir, manifest, deferred: pipeline.deferred() };
}

describe('a build that leaves its copies to the server', () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'on-demand-'));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('names the same copies as a full build, and writes none of them', async () => {
    const files = { [URL_A]: await photo(900, 600) };
    const { outDir, manifest, deferred } = await deferredBuild(root, files);
    const full = await createImagePipeline({
      outDir: join(root, 'full'),
      cacheDir: join(root, 'full-cache'),
      origin: null,
      fetch: fetchFrom(files),
      warn: vi.fn(),
    }).process([URL_A]);
    expect(manifest).toEqual(full);
    const image = manifest[URL_A]!;
    expect(Object.keys(deferred).sort()).toEqual(image.widths.map((width) => `img/${image.name}-${width}.webp`).sort());
    expect(await readdir(join(outDir, 'img'))).toEqual([]);
  });

  it('makes a copy when asked, once for two requests at once, with the bytes a full build writes and nothing left aside', async () => {
    const files = { [URL_A]: await photo(900, 600) };
    const { outDir, manifest } = await deferredBuild(root, files);
    const image = manifest[URL_A]!;
    const path = `img/${image.name}-640.webp`;
    const maker = await createOnDemandMaker({ outDir, log: vi.fn() });
    expect(await Promise.all([maker.make(path), maker.make(path)])).toEqual(['made', 'made']);
    expect(pipelineModule.makeDeferredImage).toHaveBeenCalledTimes(1);
    expect(await sharp(join(outDir, path)).metadata()).toMatchObject({ format: 'webp', width: 640, height: 427 });

    const fullDir = join(root, 'full');
    await createImagePipeline({
      outDir: fullDir,
      cacheDir: join(root, 'full-cache'),
      origin: null,
      fetch: fetchFrom(files),
      warn: vi.fn(),
    }).process([URL_A]);
    expect(await readFile(join(outDir, path))).toEqual(await readFile(join(fullDir, path)));
    expect((await readdir(join(outDir, 'img'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(await maker.make('img/not-listed.webp')).toBe('unknown');
  });

  it('says once that a copy cannot be made, points at its original, and tries again on the next request', async () => {
    const files = { [URL_A]: await photo(900, 600) };
    const { outDir, cacheDir, manifest, deferred } = await deferredBuild(root, files);
    const path = `img/${manifest[URL_A]!.name}-320.webp`;
    const original = join(cacheDir, 'originals', (deferred[path] as DeferredImage).original!);
    const bytes = await readFile(original);
    await rm(original);
    const log = vi.fn();
    const maker = await createOnDemandMaker({ outDir, log });
    expect(await maker.make(path)).toBe('failed');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]![0]).toContain(`/${path}`);
    expect(maker.fallbackOf(path)).toBe(URL_A);

    await writeFile(original, bytes);
    expect(await maker.make(path)).toBe('made');
    expect(maker.pending()).not.toContain(path);
  });
});

describe('tools/serve.mjs with files left to it', () => {
  const PORT = 4392;
  let server: ChildProcess;
  let build: Awaited<ReturnType<typeof deferredBuild>>;
  let folder: string;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'on-demand-serve-'));
    build = await deferredBuild(folder, { [URL_A]: await photo(900, 600) });
    await mkdir(join(build.outDir, 'img'), { recursive: true });
    await writeFile(join(build.outDir, 'prerendered.json'), JSON.stringify({ routes: [], redirects: [], fallback: 'spa.html' }));
    await writeFile(join(build.outDir, 'spa.html'), '<p>the app</p>');
    await writeFile(join(build.outDir, 'csp.txt'), "default-src 'self'\n");
    server = spawn(process.execPath, ['tools/serve.mjs'], {
      env: { ...process.env, DIST_DIR: build.outDir, PORT: String(PORT), ON_DEMAND_FILL: 'off' },
      stdio: 'pipe',
    });
    await new Promise<void>((resolve, reject) => {
      server.stdout?.on('data', () => resolve());
      server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
    });
  });
  afterAll(async () => {
    server.kill('SIGKILL');
    await rm(folder, { recursive: true, force: true });
  });

  it('makes a copy when first asked for and serves it as a copy, kept a year', async () => {
    const image = build.manifest[URL_A]!;
    const response = await fetch(`http://127.0.0.1:${PORT}/img/${image.name}-480.webp`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await response.arrayBuffer())).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it("sends the browser to an image's original when its copy cannot be made, without caching that answer", async () => {
    const path = `img/${build.manifest[URL_A]!.name}-750.webp`;
    await rm(join(build.cacheDir, 'originals'), { recursive: true });
    const response = await fetch(`http://127.0.0.1:${PORT}/${path}`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(URL_A);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
