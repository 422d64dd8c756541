/**
 * The list of files a build leaves to its server (builder/on-demand.ts makes them): what each is made
 * from. Apart from the maker, so that the build's plugin reads it without the kit's code.
 */
import type { DeferredImage, ImageSource } from './image-pipeline.ts';
import type { VenueKitInput } from './kit-templates.ts';

export { ON_DEMAND_LIST } from '../deploy/site-rules.mjs';

/** A kit left to the server: its input, and where its cover is when it has one. */
export interface DeferredKit {
  kind: 'kit';
  input: Omit<VenueKitInput, 'cover'>;
  cover: ImageSource | null;
}

/** A file the simulator serves itself (its photos, in dist/sim/img/), made from the simulator at its URL's path. */
export interface DeferredSimulatorFile {
  kind: 'simulator-file';
  url: string;
}

export type OnDemandJob = DeferredImage | DeferredKit | DeferredSimulatorFile;

export interface OnDemandList {
  /** The caches the files are made into (and found in by the next build). */
  cacheDirs: { images: string; kits: string };
  jobs: OnDemandJob[];
  /** Each file's path in the build ('img/…', 'kit/…'), as an index into `jobs` (a kit's six files share one). */
  files: Record<string, number>;
}

/** Collects a build's deferred files into the list the server reads. */
export function onDemandList(
  cacheDirs: OnDemandList['cacheDirs'],
  files: Record<string, DeferredImage | DeferredSimulatorFile>,
  kits: { paths: string[]; job: DeferredKit }[],
): OnDemandList {
  const list: OnDemandList = { cacheDirs, jobs: [], files: {} };
  for (const [path, job] of Object.entries(files)) list.files[path] = list.jobs.push(job) - 1;
  for (const { paths, job } of kits) {
    const index = list.jobs.push(job) - 1;
    for (const path of paths) list.files[path] = index;
  }
  return list;
}
