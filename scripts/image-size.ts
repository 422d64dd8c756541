/**
 * The format and pixel size of an image, read from its first bytes (PNG, JPEG, WebP, GIF), so a
 * live build can give a preview image's `og:image:width` and `og:image:height` and check it
 * against what chat apps preview (docs/decisions/015). No decoding: only the headers are read.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

export interface ImageSize {
  format: ImageFormat;
  width: number;
  height: number;
}

/** WhatsApp drops preview images over about this many bytes. */
export const PREVIEW_IMAGE_MAX_BYTES = 300 * 1024;
/** What WhatsApp, Instagram, Facebook and X preview (no SVG). */
export const PREVIEWABLE_FORMATS: readonly ImageFormat[] = ['jpeg', 'png', 'webp'];

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (length: number) => bytes.length >= length;
  if (has(24) && bytes[0] === 0x89 && ascii(bytes, 1, 3) === 'PNG' && ascii(bytes, 12, 4) === 'IHDR') {
    return { format: 'png', width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (has(10) && ascii(bytes, 0, 6).startsWith('GIF8')) {
    return { format: 'gif', width: view.getUint16(6, true), height: view.getUint16(8, true) };
  }
  if (has(30) && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return webpSize(bytes, view);
  if (has(4) && bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view);
  return null;
}

function webpSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  const chunk = ascii(bytes, 12, 4);
  const size = (width: number, height: number): ImageSize => ({ format: 'webp', width, height });
  const uint24 = (at: number) => view.getUint16(at, true) + (view.getUint8(at + 2) << 16);
  if (chunk === 'VP8X') return size(uint24(24) + 1, uint24(27) + 1);
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true);
    return size((bits & 0x3fff) + 1, ((bits >> 14) & 0x3fff) + 1);
  }
  if (chunk === 'VP8 ') return size(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff);
  return null;
}

/** Start-of-frame markers (baseline, progressive, …): not DHT (C4), JPG (C8) or DAC (CC). */
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | null {
  let at = 2;
  while (at + 9 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes, and the markers that carry no length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    if (START_OF_FRAME.has(marker)) return { format: 'jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  return null;
}

/** How long a build waits for a preview image. */
const PREVIEW_FETCH_TIME_LIMIT_MS = 10_000;

export interface PreviewImageCheck {
  /** The pixel size, when the image is one chat apps preview. */
  size: ImageSize | null;
  /** Why a chat may show no preview image; empty when none. */
  problems: string[];
}

/** What a preview image's bytes say: its size for og:image:width and height, and what keeps chats from previewing it. */
export function checkPreviewImage(url: string, bytes: Uint8Array): PreviewImageCheck {
  const found = imageSize(bytes);
  const size = found && PREVIEWABLE_FORMATS.includes(found.format) ? found : null;
  const problems: string[] = [];
  if (!size)
    problems.push(
      `${url} is ${found ? found.format.toUpperCase() : 'not an image we can read'}, not JPEG, PNG or WebP: chats show no preview image`,
    );
  if (bytes.length > PREVIEW_IMAGE_MAX_BYTES) {
    problems.push(`${url} is ${Math.ceil(bytes.length / 1024)} KB, over the ${PREVIEW_IMAGE_MAX_BYTES / 1024} KB that WhatsApp previews`);
  }
  return { size, problems };
}

/** Reads a live build's preview image (a nominee's first photo, the banner) and checks it; a failed read is a problem too. */
export async function readPreviewImage(url: string, fetchImage: typeof fetch = fetch): Promise<PreviewImageCheck> {
  try {
    const response = await fetchImage(url, { signal: AbortSignal.timeout(PREVIEW_FETCH_TIME_LIMIT_MS) });
    if (!response.ok) return { size: null, problems: [`${url} answered HTTP ${response.status}: its size is left out`] };
    return checkPreviewImage(url, new Uint8Array(await response.arrayBuffer()));
  } catch (error) {
    return {
      size: null,
      problems: [`${url} could not be read (${error instanceof Error ? error.message : String(error)}): its size is left out`],
    };
  }
}

/** How many problems a build's summary names before it only counts the rest. */
const PROBLEMS_NAMED = 3;

/** One warning for a build's preview images (a nominee list can have hundreds), null when all are fine. */
export function previewProblemsSummary(checks: readonly PreviewImageCheck[]): string | null {
  const problems = checks.flatMap((check) => check.problems);
  if (problems.length === 0) return null;
  const more = problems.length - PROBLEMS_NAMED;
  const images = checks.filter((check) => check.problems.length > 0).length;
  return [
    `${images} preview ${images === 1 ? 'image' : 'images'} may show no picture in chats:`,
    ...problems.slice(0, PROBLEMS_NAMED).map((problem) => `  - ${problem}`),
    ...(more > 0 ? [`  - and ${more} more`] : []),
  ].join('\n');
}
