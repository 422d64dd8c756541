/**
 * What the views know of the processed images (src/lib/images.ts). At build time the catalog
 * holds the whole manifest and records which images a page looked up; the page carries that part
 * in its HTML, so the browser hydrates with the same `srcset`. The browser then loads the whole
 * manifest (for the pages a visitor moves to) and completes the catalog with it.
 */
import type { ImageLookup, ImageManifest, ProcessedImage } from '../lib/images';

export interface ImageCatalog {
  lookup(url: string): ImageLookup;
  /** Adds the whole manifest: from now on an image it does not name is shown from its original URL. */
  complete(manifest: ImageManifest): void;
  /** Calls the listener when lookups may answer differently; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
  /** Changes whenever lookups may answer differently (for useSyncExternalStore). */
  version(): number;
}

interface CatalogOptions {
  /** Images known from the start: the part of the manifest a built page carries. */
  known?: ImageManifest;
  /** The whole manifest is known (the build). */
  complete?: boolean;
  /** Told each lookup and its entry (the build records a page's part of the manifest). */
  onLookup?: (url: string, image: ProcessedImage | null) => void;
}

export function createImageCatalog({ known = {}, complete = false, onLookup }: CatalogOptions = {}): ImageCatalog {
  const images = new Map(Object.entries(known));
  let isComplete = complete;
  let version = 0;
  const listeners = new Set<() => void>();
  return {
    lookup(url) {
      const image = images.get(url);
      onLookup?.(url, image ?? null);
      if (image) return { kind: 'processed', image };
      return image === null || isComplete ? { kind: 'original' } : { kind: 'pending' };
    },
    complete(manifest) {
      for (const [url, image] of Object.entries(manifest)) if (!images.has(url)) images.set(url, image);
      isComplete = true;
      version++;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** A catalog that shows every image from its original URL: tests, and builds without a pipeline. */
export const ORIGINALS_ONLY: ImageCatalog = createImageCatalog({ complete: true });
