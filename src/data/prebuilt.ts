/**
 * The data a page was built with (docs/decisions/015, 022): written into its HTML by the build,
 * read back by the browser so the page hydrates from exactly what it was rendered from, then
 * follows the live answers.
 */
import { isRecord } from '../domain/protocol';
import { parseImageManifest, type ImageManifest } from '../lib/images';
import { PREBUILT_DATA_ID } from './element-ids';

export interface PrebuiltData {
  /** Each answer the build loaded, by its need's key (src/data/loaders.ts: dataKey). */
  data: Record<string, unknown>;
  /** The part of the image manifest its render looked up (src/data/image-catalog.ts). */
  images: ImageManifest;
}

/** The page's built data, or null when it has none or it cannot be read (the page then loads as a shell would). */
export function readPrebuiltData(document: Document): PrebuiltData | null {
  const text = document.getElementById(PREBUILT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || !isRecord(value.data)) return null;
    const images = isRecord(value.images) ? parseImageManifest(value.images) : {};
    return { data: value.data, images };
  } catch {
    return null;
  }
}
