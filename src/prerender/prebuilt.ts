/**
 * The data a page was built with (docs/decisions/015): written into its HTML by the build, read
 * back by the browser so the page hydrates from exactly what it was rendered from, then follows
 * the live answers.
 */
import type { BootstrapData } from '../../machines/bootstrap.machine';
import { isRecord } from '../api/protocol';
import { parseImageManifest, type ImageManifest } from '../lib/images';
import { PREBUILT_DATA_ID } from './element-ids';

export interface PrebuiltData {
  /** The path the page was built for: its own data applies there only. */
  path: string;
  /** The startup resources that loaded at build time. */
  startup: Partial<BootstrapData>;
  /** The page's own data, by the key it loads it with (src/hooks/useRemoteData.ts). */
  page: Record<string, unknown>;
  /** The part of the image manifest its render looked up (src/lib/image-catalog.ts). */
  images: ImageManifest;
}

/** A path as the router compares it: no trailing slash but the root's. */
export const normalPath = (path: string) => path.replace(/(.)\/+$/, '$1');

/** The page's built data, or null when it has none or it cannot be read (the page then loads as a shell would). */
export function readPrebuiltData(document: Document): PrebuiltData | null {
  const text = document.getElementById(PREBUILT_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value) || typeof value.path !== 'string' || !isRecord(value.startup) || !isRecord(value.page)) return null;
    const images = isRecord(value.images) ? parseImageManifest(value.images) : {};
    return { path: value.path, startup: value.startup as Partial<BootstrapData>, page: value.page, images };
  } catch {
    return null;
  }
}
