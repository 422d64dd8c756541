/**
 * Each venue's kit (src/lib/kit.ts), made at build time: a story image and a
 * square post (JPEG: the venue's cover photo, its name, its status, the programme, a QR code of its
 * "Vote for …" link and that link written short), the QR code alone (SVG, and PNG of 1,200 px) and a
 * badge for its website (SVG); and the card a voter shares from THANK YOU ("I voted for …", JPEG).
 * Each in every language of the site: its words drawn from that language's catalog, its
 * links to that language's pages, its files named for it (`kitFileName`).
 *
 * Words are drawn as outlines from the fonts the project brings (@fontsource's Playfair Display and
 * Montserrat), so the images look the same on any machine and the SVGs need no font where they are
 * shown. A name is wrapped at spaces, else between letters (never inside one), and made smaller
 * until it fits. Kits are cached by what they show and how they are encoded (node_modules/.cache/venue-kit),
 * so a rebuild makes none again unless a venue's name, status, words, link or photo changed.
 */
import { createHash } from 'node:crypto';
import { readFile, access } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import opentype, { type Font } from 'opentype.js';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '../src/i18n/catalogs.ts';
import type { Locale } from '../src/i18n/locale.ts';
import { KIT_FILES, kitFileName, badgeText, shortLink, statusLabel, type KitFile, type KitStatus } from '../src/lib/kit.ts';
import { PROGRAMME_NAME } from '../src/lib/programme.ts';
import { escapeMarkup } from '../src/lib/markup.ts';
import { SECTION_YEAR } from '../src/routes.ts';
import { copyFileAtomically, writeFileAtomically } from './atomic-file.ts';

/** Bump when the images' recipe changes: older kits in the cache are then made again. */
const KIT_RECIPE_VERSION = '4';

/** The site's colours (src/shell/global.css). */
const INK = '#151515';
const GOLD_BRIGHT = '#c9a24a';
const PAPER = '#ffffff';

/** Error correction M (15 % of the code may be covered or worn) and the standard's quiet zone of 4 modules. */
const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 4 } as const;

export interface VenueKitInput {
  slug: string;
  name: string;
  status: KitStatus;
  /** The kit's language: its words, and its files' names. */
  locale: Locale;
  /** The venue's "Vote for …" link in the kit's language, absolute. */
  voteUrl: string;
  /** Its cover photo, as read by the image pipeline; null when it has none or it could not be read. */
  cover: Buffer | null;
}

export interface FontFace {
  /** Tried in order for each grapheme: the Latin subset, the extended Latin one, then the fallbacks it needs. */
  fonts: Font[];
}

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`@fontsource/${name}`);

const toArrayBuffer = (buffer: Buffer): ArrayBuffer =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

const parseFont = async (file: string): Promise<Font> => opentype.parse(toArrayBuffer(await readFile(file)));

function loadFace(files: string[]): Promise<FontFace> {
  return Promise.all(files.map((file) => parseFont(fontFile(file)))).then((fonts) => ({ fonts }));
}

let faces: Promise<{ display: FontFace; label: FontFace }> | null = null;
/** The kit's faces: Playfair Display 700 for names, Montserrat 600 for labels. */
export const loadFaces = () =>
  (faces ??= Promise.all([
    loadFace([
      'playfair-display/files/playfair-display-latin-700-normal.woff',
      'playfair-display/files/playfair-display-latin-ext-700-normal.woff',
    ]),
    loadFace(['montserrat/files/montserrat-latin-600-normal.woff', 'montserrat/files/montserrat-latin-ext-600-normal.woff']),
  ]).then(([display, label]) => ({ display, label })));

/**
 * For what neither face has: Noto Sans SC 700 (Chinese, and Japanese kanji) and Noto Emoji 700, in
 * the parts @fontsource splits them into by Unicode range (builder/fonts/README.md); a part is read
 * only when a name needs it.
 */
const FALLBACKS = ['noto-sans-sc', 'noto-emoji'].map((family) => {
  const folder = fileURLToPath(new URL(`fonts/${family}/`, import.meta.url));
  const parts = Object.entries(require(`${folder}unicode.json`) as Record<string, string>).flatMap(([key, ranges]) => {
    const part = /^\[(\d+)\]$/.exec(key)?.[1];
    if (part === undefined) return [];
    const spans = ranges.split(',').map((range) => {
      const [from, to = from] = range.replace(/^U\+/, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    return [{ file: `${folder}${family}-${part}-700-normal.woff`, spans }];
  });
  return parts;
});
const fallbackFonts = new Map<string, Promise<Font>>();

/** Characters that only join or select a presentation: a font need not draw them. */
const JOINERS = new Set(['\u200d', '\ufe0e', '\ufe0f']);
const covers = (font: Font, grapheme: string) => [...grapheme].every((char) => JOINERS.has(char) || font.charToGlyphIndex(char) > 0);

const fallbackFont = (file: string): Promise<Font> => {
  const known = fallbackFonts.get(file) ?? parseFont(file);
  fallbackFonts.set(file, known);
  return known;
};

/** The first fallback whose part for this grapheme draws it (a part's range may name what it lacks); null when none does. */
async function fallbackFor(grapheme: string): Promise<Font | null> {
  const codePoint = grapheme.codePointAt(0)!;
  for (const parts of FALLBACKS) {
    const part = parts.find(({ spans }) => spans.some(([from, to]) => codePoint >= from && codePoint <= to));
    const font = part ? await fallbackFont(part.file) : null;
    if (font && covers(font, grapheme)) return font;
  }
  return null;
}

/** The face with the fallback fonts that the text's graphemes need and the face lacks. */
export async function withFallbacks(face: FontFace, text: string): Promise<FontFace> {
  const extra = new Set<Font>();
  for (const grapheme of graphemes(text)) {
    if (face.fonts.some((font) => covers(font, grapheme)) || [...extra].some((font) => covers(font, grapheme))) continue;
    const font = await fallbackFor(grapheme);
    if (font) extra.add(font);
  }
  return extra.size === 0 ? face : { fonts: [...face.fonts, ...extra] };
}

const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** The font of a face that has every character of a grapheme (the first font when none has). */
function fontFor(face: FontFace, grapheme: string): Font {
  return face.fonts.find((font) => covers(font, grapheme)) ?? face.fonts[0]!;
}

/** Runs of graphemes that share a font, so kerning applies within each. */
function runs(face: FontFace, text: string): { font: Font; text: string }[] {
  const result: { font: Font; text: string }[] = [];
  for (const grapheme of graphemes(text)) {
    const font = fontFor(face, grapheme);
    const last = result.at(-1);
    if (last?.font === font) last.text += grapheme;
    else result.push({ font, text: grapheme });
  }
  return result;
}

const widthOf = (face: FontFace, text: string, size: number) =>
  runs(face, text).reduce((sum, run) => sum + run.font.getAdvanceWidth(run.text, size, { kerning: true }), 0);

/** Lines of at most `maxWidth`: words kept whole where they fit, a longer word broken between graphemes. */
export function wrap(face: FontFace, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(face, candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line, one grapheme at a time: each measured once (a long word is linear, not quadratic).
    let lineWidth = 0;
    for (const grapheme of graphemes(word)) {
      const width = widthOf(face, grapheme, size);
      if (line && lineWidth + width > maxWidth) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += grapheme;
      lineWidth += width;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `size` down to `minSize` at which the text fits in `maxLines` lines. */
export function fit(
  face: FontFace,
  text: string,
  { size, minSize, maxWidth, maxLines }: { size: number; minSize: number; maxWidth: number; maxLines: number },
) {
  let current = size;
  let lines = wrap(face, text, current, maxWidth);
  while (lines.length > maxLines && current > minSize) {
    current = Math.max(minSize, Math.floor(current * 0.92));
    lines = wrap(face, text, current, maxWidth);
  }
  return { size: current, lines };
}

/** Lines drawn as outlines, centred on `centreX` (or from `left`), the first baseline at `top` + size. */
function textPaths(
  face: FontFace,
  lines: string[],
  {
    size,
    top,
    lineHeight = 1.15,
    fill,
    centreX,
    left,
  }: { size: number; top: number; lineHeight?: number; fill: string; centreX?: number; left?: number },
): string {
  return lines
    .map((line, index) => {
      const baseline = top + size + index * size * lineHeight;
      let x = centreX !== undefined ? centreX - widthOf(face, line, size) / 2 : (left ?? 0);
      const paths = runs(face, line).map((run) => {
        const data = run.font.getPath(run.text, x, baseline, size, { kerning: true }).toPathData(1);
        x += run.font.getAdvanceWidth(run.text, size, { kerning: true });
        return data;
      });
      return `<path fill="${fill}" d="${paths.join(' ')}"/>`;
    })
    .join('');
}

type FitOptions = Parameters<typeof fit>[2];
type DrawOptions = Omit<Parameters<typeof textPaths>[2], 'size'>;

/** Text fitted to its box (`fit`), drawn as outlines. */
const fitted = (face: FontFace, text: string, box: FitOptions, draw: DrawOptions): string => {
  const { size, lines } = fit(face, text, box);
  return textPaths(face, lines, { ...draw, size });
};

/**
 * The words a kit draws besides the venue's name and the programme's, in its language (every
 * catalog is loaded first: loadBuildMessages). Part of the cache key, so a new translation makes
 * the kits of its language again. Each is fitted to its line: a translation may be longer.
 */
function kitWords({ locale, status }: Pick<VenueKitInput, 'locale' | 'status'>) {
  const i18n = i18nFor(locale);
  return {
    status: statusLabel(i18n, status, SECTION_YEAR),
    votedFor: i18n._(msg({ message: 'I voted for', comment: "Above the venue's name on the card a voter shares, in capitals" })),
    voteToo: i18n._(msg`Vote too: scan the code`),
  };
}

type KitWords = ReturnType<typeof kitWords>;

/** The QR code of a link, as an SVG document with its quiet zone. */
export const qrSvg = (link: string): Promise<string> =>
  QRCode.toString(link, { ...QR_OPTIONS, type: 'svg', color: { dark: INK, light: PAPER } });

/** The QR code of a link, as a PNG of `width` px. */
export async function qrPng(link: string, width = KIT_FILES.qrPng.width): Promise<Buffer> {
  const svg = await qrSvg(link);
  const modules = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  // Drawn at the width's density, so each module is whole pixels' worth of sharp edges.
  return sharp(Buffer.from(svg), { density: (72 * width) / modules })
    .resize({ width, height: width, kernel: 'nearest' })
    .png()
    .toBuffer();
}

/** The kit's faces, the display face with the fallbacks a name needs (in any script) beside Playfair Display. */
async function facesFor(name: string): Promise<{ display: FontFace; label: FontFace }> {
  const { display, label } = await loadFaces();
  return { display: await withFallbacks(display, name), label };
}

/** The QR code placed at (x, y), `size` px square, inside a larger SVG. */
async function qrAt(link: string, x: number, y: number, size: number): Promise<string> {
  return (await qrSvg(link)).replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
}

/** A cover photo decoded, upright; null when there is none or it cannot be read. */
type Cover = { data: Buffer; info: sharp.OutputInfo } | null;

async function decodeCover(cover: Buffer | null): Promise<Cover> {
  if (!cover) return null;
  try {
    return await sharp(cover).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    // An unreadable photo is a kit on the site's colours, like a missing one.
    return null;
  }
}

/** The QR code at (x, y) on a white card `pad` px wider on each side, for a camera to find it on a photo. */
async function qrOnCard(link: string, x: number, y: number, size: number, pad: number, radius: number): Promise<string> {
  const card = `<rect x="${x - pad}" y="${y - pad}" width="${size + 2 * pad}" height="${size + 2 * pad}" rx="${radius}" fill="${PAPER}"/>`;
  return card + (await qrAt(link, x, y, size));
}

/** The cover photo filling a box, or the site's colours when there is none. */
async function coverBackground(cover: Cover, width: number, height: number): Promise<Buffer> {
  if (cover) {
    const { data, info } = cover;
    return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
      .resize({ width, height, fit: 'cover' })
      .png({ compressionLevel: 0 })
      .toBuffer();
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2418"/><stop offset="1" stop-color="${INK}"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

/**
 * Each cover's backgrounds, by size, made once: a venue's kits in every language, and its post and
 * its "I voted for" card (both square), are drawn on the same ones. Keyed by the cover's bytes as
 * the build reads them, once per venue.
 */
const backgroundsOf = new WeakMap<Buffer, Map<string, Promise<Buffer>>>();

function background(cover: Buffer | null, width: number, height: number): Promise<Buffer> {
  if (!cover) return coverBackground(null, width, height);
  const sizes = backgroundsOf.get(cover) ?? new Map<string, Promise<Buffer>>();
  backgroundsOf.set(cover, sizes);
  const size = `${width}x${height}`;
  const made = sizes.get(size) ?? decodeCover(cover).then((decoded) => coverBackground(decoded, width, height));
  sizes.set(size, made);
  return made;
}

/**
 * npm test's builds (`IMAGE_ENCODING=quick`, as in builder/image-pipeline.ts): the kit's JPEGs without
 * mozjpeg's smaller files, which take most of a kit's time. The tests read their type and size.
 */
const QUICK = process.env.IMAGE_ENCODING === 'quick';

/** A photo image with words over it: the photo below, the overlay (an SVG of the same size) above. */
async function composed(cover: Buffer | null, width: number, height: number, overlay: string): Promise<Buffer> {
  return sharp(await background(cover, width, height))
    .composite([{ input: Buffer.from(overlay) }])
    .jpeg({ quality: 82, mozjpeg: !QUICK })
    .toBuffer();
}

async function storyImage(input: VenueKitInput, words: KitWords): Promise<Buffer> {
  const { width, height } = KIT_FILES.story;
  const { display, label } = await facesFor(input.name);
  const margin = 90;
  const name = fit(display, input.name, { size: 120, minSize: 44, maxWidth: width - 2 * margin, maxLines: 4 });
  const nameHeight = name.lines.length * name.size * 1.15;
  const qrSize = 380;
  const qrTop = height - margin - 70 - qrSize;
  const nameTop = qrTop - 90 - nameHeight;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${INK}" stop-opacity="0.55"/><stop offset="0.35" stop-color="${INK}" stop-opacity="0.1"/><stop offset="0.55" stop-color="${INK}" stop-opacity="0.6"/><stop offset="1" stop-color="${INK}" stop-opacity="0.92"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#shade)"/>
${fitted(label, PROGRAMME_NAME.toUpperCase(), { size: 34, minSize: 24, maxWidth: width - 2 * margin, maxLines: 2 }, { top: margin, fill: PAPER, centreX: width / 2 })}
${fitted(label, words.status.toUpperCase(), { size: 44, minSize: 30, maxWidth: width - 2 * margin, maxLines: 1 }, { top: nameTop - 80, fill: GOLD_BRIGHT, centreX: width / 2 })}
${textPaths(display, name.lines, { size: name.size, top: nameTop, fill: PAPER, centreX: width / 2 })}
${await qrOnCard(input.voteUrl, (width - qrSize) / 2, qrTop, qrSize, 12, 18)}
${fitted(label, shortLink(input.voteUrl), { size: 30, minSize: 16, maxWidth: width - 2 * margin, maxLines: 1 }, { top: qrTop + qrSize + 30, fill: PAPER, centreX: width / 2 })}
</svg>`;
  return composed(input.cover, width, height, overlay);
}

async function postImage(input: VenueKitInput, words: KitWords): Promise<Buffer> {
  const { width, height } = KIT_FILES.post;
  const { display, label } = await facesFor(input.name);
  const margin = 64;
  const qrSize = 300;
  const panelTop = height - qrSize - 2 * margin;
  const textWidth = width - 3 * margin - qrSize;
  const name = fit(display, input.name, { size: 76, minSize: 28, maxWidth: textWidth, maxLines: 2 });
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect y="${panelTop}" width="${width}" height="${height - panelTop}" fill="${INK}" fill-opacity="0.9"/>
${fitted(label, words.status.toUpperCase(), { size: 32, minSize: 22, maxWidth: textWidth, maxLines: 1 }, { top: panelTop + margin - 10, fill: GOLD_BRIGHT, left: margin })}
${textPaths(display, name.lines, { size: name.size, top: panelTop + margin + 40, fill: PAPER, left: margin })}
${fitted(label, PROGRAMME_NAME, { size: 26, minSize: 18, maxWidth: textWidth, maxLines: 1 }, { top: height - margin - 64, fill: PAPER, left: margin })}
${fitted(label, shortLink(input.voteUrl), { size: 22, minSize: 12, maxWidth: textWidth, maxLines: 1 }, { top: height - margin - 26, fill: GOLD_BRIGHT, left: margin })}
${await qrOnCard(input.voteUrl, width - margin - qrSize, panelTop + margin, qrSize, 10, 12)}
</svg>`;
  return composed(input.cover, width, height, overlay);
}

/** The card a voter shares: "I voted for {name}", the photo, and the code that lets friends vote too. */
async function votedCard(input: VenueKitInput, words: KitWords): Promise<Buffer> {
  const { width, height } = KIT_FILES.voted;
  const { display, label } = await facesFor(input.name);
  const margin = 72;
  const qrSize = 220;
  const textWidth = width - 3 * margin - qrSize;
  const name = fit(display, input.name, { size: 88, minSize: 36, maxWidth: width - 2 * margin, maxLines: 3 });
  const nameHeight = name.lines.length * name.size * 1.15;
  const panelTop = height - margin * 2 - qrSize - nameHeight - 70;
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect y="${panelTop}" width="${width}" height="${height - panelTop}" fill="${INK}" fill-opacity="0.9"/>
${fitted(label, words.votedFor.toUpperCase(), { size: 36, minSize: 24, maxWidth: width - 2 * margin, maxLines: 1 }, { top: panelTop + margin - 20, fill: GOLD_BRIGHT, left: margin })}
${textPaths(display, name.lines, { size: name.size, top: panelTop + margin + 36, fill: PAPER, left: margin })}
${fitted(label, PROGRAMME_NAME, { size: 30, minSize: 18, maxWidth: textWidth, maxLines: 2 }, { top: height - margin - qrSize + 20, fill: PAPER, left: margin })}
${fitted(label, words.voteToo, { size: 28, minSize: 18, maxWidth: textWidth, maxLines: 1 }, { top: height - margin - 60, fill: GOLD_BRIGHT, left: margin })}
${await qrOnCard(input.voteUrl, width - margin - qrSize, height - margin - qrSize, qrSize, 10, 12)}
</svg>`;
  return composed(input.cover, width, height, overlay);
}

async function badgeSvg(words: KitWords): Promise<string> {
  const { width, height } = KIT_FILES.badge;
  const { display, label } = await loadFaces();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeMarkup(badgeText(words.status))}">
<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="10" fill="${INK}" stroke="${GOLD_BRIGHT}" stroke-width="2"/>
${fitted(label, words.status.toUpperCase(), { size: 16, minSize: 12, maxWidth: width - 32, maxLines: 1 }, { top: 14, fill: GOLD_BRIGHT, centreX: width / 2 })}
${fitted(display, PROGRAMME_NAME, { size: 22, minSize: 14, maxWidth: width - 32, maxLines: 2 }, { top: 36, fill: PAPER, centreX: width / 2, lineHeight: 1.2 })}
</svg>`;
}

/** Every file of a venue's kit in its language, by kind. */
export async function makeVenueKit(input: VenueKitInput): Promise<Record<KitFile, Buffer>> {
  const words = kitWords(input);
  const [story, post, svg, png, badge, voted] = await Promise.all([
    storyImage(input, words),
    postImage(input, words),
    qrSvg(input.voteUrl),
    qrPng(input.voteUrl),
    badgeSvg(words),
    votedCard(input, words),
  ]);
  return { story, post, qrSvg: Buffer.from(svg), qrPng: png, badge: Buffer.from(badge), voted };
}

export interface KitFigures {
  kits: number;
  made: number;
  reused: number;
  /** Left to the server, which makes them when first asked for (builder/on-demand.ts). */
  deferred: number;
}

/**
 * A kit to write: its input, with its cover named (the image pipeline's name for it, which changes
 * with its content) and read only when the kit is made.
 */
export interface KitOrder extends Omit<VenueKitInput, 'cover'> {
  cover: { name: string; read: () => Promise<Buffer | null> } | null;
}

/** What a kit shows and how it is encoded: its name in the cache. */
export const kitCacheKey = (order: Omit<KitOrder, 'cover'> & { cover: { name: string } | null }): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        KIT_RECIPE_VERSION,
        QUICK,
        order.slug,
        order.name,
        order.status,
        order.locale,
        kitWords(order),
        order.voteUrl,
        order.cover?.name ?? null,
      ]),
    )
    .digest('hex')
    .slice(0, 24);

const KIT_KINDS = Object.keys(KIT_FILES) as KitFile[];

/** Where a kit's files go in a build, relative to it. */
export const kitBuildPaths = ({ slug, locale }: Pick<VenueKitInput, 'slug' | 'locale'>): string[] =>
  KIT_KINDS.map((kind) => join('kit', slug, kitFileName(slug, kind, locale)));

/**
 * Writes a venue's kit in a language into `{outDir}/kit/{slug}/`, from the cache when it holds a kit
 * made from the same input and words. With `deferKits`, a kit the cache lacks is not made: `write`
 * says 'deferred', and the server makes it when first asked for.
 */
export function createKitWriter({ outDir, cacheDir, deferKits = false }: { outDir: string; cacheDir: string; deferKits?: boolean }) {
  const figures: KitFigures = { kits: 0, made: 0, reused: 0, deferred: 0 };
  return {
    async write(order: KitOrder): Promise<'made' | 'reused' | 'deferred'> {
      const cached = join(cacheDir, kitCacheKey(order));
      const complete = await Promise.all(
        KIT_KINDS.map((kind) =>
          access(join(cached, kind)).then(
            () => true,
            () => false,
          ),
        ),
      );
      figures.kits++;
      const found = complete.every(Boolean);
      if (!found && deferKits) {
        figures.deferred++;
        return 'deferred';
      }
      if (found) figures.reused++;
      else {
        const files = await makeVenueKit({ ...order, cover: (await order.cover?.read()) ?? null });
        await Promise.all(KIT_KINDS.map((kind) => writeFileAtomically(join(cached, kind), files[kind])));
        figures.made++;
      }
      const paths = kitBuildPaths(order);
      await Promise.all(KIT_KINDS.map((kind, index) => copyFileAtomically(join(cached, kind), join(outDir, paths[index]!))));
      return found ? 'reused' : 'made';
    },
    figures: () => ({ ...figures }),
  };
}
