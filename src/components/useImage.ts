import { createContext, useContext, useSyncExternalStore } from 'react';
import { ORIGINALS_ONLY, type ImageCatalog } from '../data/image-catalog';
import type { ImageLookup } from '../lib/images';

/** The catalog of processed images (src/data/image-catalog.ts) the views read. */
export const ImageCatalogContext = createContext<ImageCatalog>(ORIGINALS_ONLY);

/** How to show the image at `url`, followed as the catalog learns more. */
export function useImage(url: string): ImageLookup {
  const catalog = useContext(ImageCatalogContext);
  useSyncExternalStore(catalog.subscribe, catalog.version, catalog.version);
  return catalog.lookup(url);
}
