/**
 * Files a build leaves to its server (`npm start`: docs/decisions/030-made-when-first-asked-for.md):
 * the photos' copies and previews, and the venue kits, that the caches did not hold. The build
 * lists them in `{outDir}/.on-demand.json` with what each is made from; the server
 * (tools/serve.mjs) makes one when it is first asked for, and the rest one by one once it is
 * serving. Each is made into the cache first, then into the build, under a name of its own and
 * renamed (builder/atomic-file.ts): a file stopped halfway is never served, and the next build finds
 * it in the cache. A file asked for twice at once is made once; one that fails is not remembered
 * as failed, so a later request tries again.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadAllMessages } from './all-messages.ts';
import { makeDeferredImage, readOriginal } from './image-pipeline.ts';
import { writeFileAtomically } from './atomic-file.ts';
import { ON_DEMAND_LIST, type OnDemandJob, type OnDemandList } from './on-demand-list.ts';
import { createKitWriter } from './venue-kit.ts';

export interface OnDemandMaker {
  /** How many jobs the list holds, and how many are made. */
  counts(): { jobs: number; made: number };
  /** Whether the path (without its leading '/') is one of the list's files. */
  has(path: string): boolean;
  /**
   * Makes the file at the path, and the others of its job: 'made' (or made before), 'failed' (said once
   * through `log`, tried again on the next call), 'unknown' when the list does not hold it.
   */
  make(path: string): Promise<'made' | 'failed' | 'unknown'>;
  /** Where an image that cannot be made is shown from: its original URL. Null for a kit's file. */
  fallbackOf(path: string): string | null;
  /** The paths of one file of each job not made yet, in the list's order. */
  pending(): string[];
}

/** Whether a job reads an image only the build had at hand (a simulator photo), not one in the cache. */
const readsImageAtHand = (job: OnDemandJob): boolean =>
  job.kind === 'simulator-file' || (job.kind === 'kit' ? job.cover?.original === null : job.original === null);

export async function createOnDemandMaker({ outDir, log }: { outDir: string; log: (line: string) => void }): Promise<OnDemandMaker> {
  const list = JSON.parse(await readFile(join(outDir, ON_DEMAND_LIST), 'utf8')) as OnDemandList;
  // A kit's words come from the catalogs, all of them loaded once.
  await loadAllMessages();
  const kits = createKitWriter({ outDir, cacheDir: list.cacheDirs.kits });
  // The simulator's photos (simulator builds only): drawn when first asked for, then from its cache.
  const photos = list.jobs.some(readsImageAtHand) ? await import('../mocks/photos.ts') : null;
  const readLocal = photos ? (url: string) => photos.simulatorPhoto(url) : undefined;
  const images = { cacheDir: list.cacheDirs.images, outDir, readLocal };
  const underWay = new Map<number, Promise<boolean>>();
  const made = new Set<number>();

  async function run(job: OnDemandJob): Promise<void> {
    if (job.kind === 'kit') {
      const { cover } = job;
      await kits.write({ ...job.input, cover: cover && { name: cover.name, read: () => readOriginal(cover, images).catch(() => null) } });
    } else if (job.kind === 'simulator-file') {
      const bytes = await readLocal?.(job.url);
      if (!bytes) throw new Error('the simulator has no such photo');
      await writeFileAtomically(join(outDir, job.url), bytes);
    } else await makeDeferredImage(job, images);
  }

  function makeJob(index: number, path: string): Promise<boolean> {
    if (made.has(index)) return Promise.resolve(true);
    const known = underWay.get(index);
    if (known) return known;
    const making = run(list.jobs[index]!).then(
      () => {
        made.add(index);
        return true;
      },
      (error: unknown) => {
        log(`could not make /${path}: ${error instanceof Error ? error.message : String(error)} (tried again when next asked for)`);
        return false;
      },
    );
    underWay.set(index, making);
    void making.finally(() => underWay.delete(index));
    return making;
  }

  return {
    counts: () => ({ jobs: list.jobs.length, made: made.size }),
    has: (path) => path in list.files,
    async make(path) {
      const index = list.files[path];
      if (index === undefined) return 'unknown';
      return (await makeJob(index, path)) ? 'made' : 'failed';
    },
    fallbackOf(path) {
      const index = list.files[path];
      const job = index === undefined ? undefined : list.jobs[index];
      return job && job.kind !== 'kit' && job.kind !== 'simulator-file' ? job.url : null;
    },
    pending() {
      const first = new Map<number, string>();
      for (const [path, index] of Object.entries(list.files)) if (!made.has(index) && !first.has(index)) first.set(index, path);
      return [...first.values()];
    },
  };
}
