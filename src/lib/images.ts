/**
 * The photos the site shows, as the build's image pipeline wrote them (builder/image-pipeline.ts,
 * docs/decisions/020, 027): resized WebP copies of each image the data names, at the widths of
 * IMAGE_WIDTHS that the original reaches, AVIF copies too of the photos a built page shows first,
 * and a tone (its dominant colour, coarsely) shown while it loads. The build and the browser read them through these rules, so they write the same
 * `srcset`.
 */

/** Where the build writes the resized copies and their manifest, on the site's own origin. */
export const IMAGE_DIRECTORY = '/img/';
export const IMAGE_MANIFEST_PATH = `${IMAGE_DIRECTORY}manifest.json`;

/**
 * The widths written (device pixels): the card, slider, banner and portrait layouts at 1x to 3x
 * (src/lib/image-sizes.ts), like next/image's device sizes, capped at the original's width.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 750, 828, 1080, 1440, 1920] as const;

/** An image the pipeline processed. */
export interface ProcessedImage {
  /** The original's size, in pixels. */
  width: number;
  height: number;
  /** The content hash that names its copies: `/img/{name}-{width}.webp` (and `.avif`). */
  name: string;
  /** The widths written, ascending. */
  widths: number[];
  /** AVIF copies at the same widths too: a built page shows it first (its LCP). */
  avif?: true;
  /** Its dominant colour as a tone (see `toneOf`); absent for images with transparency. */
  tone?: number;
}

/** The URL the data names -> what the pipeline made of it; null when it made nothing (it failed, or it is a vector). */
export type ImageManifest = Record<string, ProcessedImage | null>;

/** The formats of the copies: WebP for every image, AVIF for the first screen's photos. */
export type CopyFormat = 'webp' | 'avif';

export function variantUrl(image: ProcessedImage, width: number, format: CopyFormat = 'webp'): string {
  return `${IMAGE_DIRECTORY}${image.name}-${width}.${format}`;
}

export function srcSet(image: ProcessedImage, format: CopyFormat = 'webp'): string {
  return image.widths.map((width) => `${variantUrl(image, width, format)} ${width}w`).join(', ');
}

/** The copy a browser that ignores `srcset` loads: the widest up to a phone's 828 px, else the narrowest. */
export function fallbackSrc(image: ProcessedImage): string {
  const fitting = image.widths.filter((width) => width <= 828);
  return variantUrl(image, fitting.at(-1) ?? image.widths[0] ?? image.width);
}

/** Levels per channel of a tone: 4 × 4 × 4 = 64 tones, one CSS class each. */
const TONE_LEVELS = 4;
export const TONE_COUNT = TONE_LEVELS ** 3;

/** A colour (0–255 per channel) as the nearest of TONE_COUNT tones. */
export function toneOf(red: number, green: number, blue: number): number {
  const level = (channel: number) => Math.min(TONE_LEVELS - 1, Math.max(0, Math.round((channel / 255) * (TONE_LEVELS - 1))));
  return (level(red) * TONE_LEVELS + level(green)) * TONE_LEVELS + level(blue);
}

/** A tone's colour, as CSS. */
export function toneColour(tone: number): string {
  const channel = (level: number) => Math.round((level / (TONE_LEVELS - 1)) * 255);
  const blue = tone % TONE_LEVELS;
  const green = Math.floor(tone / TONE_LEVELS) % TONE_LEVELS;
  const red = Math.floor(tone / TONE_LEVELS ** 2) % TONE_LEVELS;
  return `rgb(${channel(red)} ${channel(green)} ${channel(blue)})`;
}

/** The class that paints a tone behind a loading photo (a style sheet, since the content security policy refuses style attributes). */
export const toneClass = (tone: number) => `tone-${tone}`;

/** The module whose CSS is every tone's class (vite.config.ts writes it; src/components/Photo.tsx imports it). */
export const IMAGE_TONES_MODULE = 'virtual:image-tones.css';

/** The style sheet of every tone. */
export function toneStyleSheet(): string {
  return Array.from({ length: TONE_COUNT }, (_, tone) => `.${toneClass(tone)}{background-color:${toneColour(tone)}}`).join('\n');
}

/** What the browser is to show for an image URL. */
export type ImageLookup =
  | { kind: 'processed'; image: ProcessedImage }
  /** Not processed (added since the build, or the pipeline could not): the original URL. */
  | { kind: 'original' }
  /** The manifest that would tell has not arrived: the photo's box, empty. */
  | { kind: 'pending' };

const isWidth = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** One manifest entry, or null when it is not one the build writes (the image then shows from its original URL). */
function parseEntry(value: unknown): ProcessedImage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { width, height, name, widths, tone, avif } = value as Record<string, unknown>;
  if (!isWidth(width) || !isWidth(height) || typeof name !== 'string' || !/^[\da-f]{8,64}$/.test(name)) return null;
  if (!Array.isArray(widths) || widths.length === 0 || !widths.every(isWidth)) return null;
  const entry: ProcessedImage = { width, height, name, widths: [...widths].sort((a, b) => a - b) };
  if (typeof tone === 'number' && Number.isInteger(tone) && tone >= 0 && tone < TONE_COUNT) entry.tone = tone;
  if (avif === true) entry.avif = true;
  return entry;
}

/** A manifest as read from a page or the network: entries that do not fit become null, anything but an object is empty. */
export function parseImageManifest(value: unknown): ImageManifest {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).map(([url, entry]) => [url, parseEntry(entry)]));
}
