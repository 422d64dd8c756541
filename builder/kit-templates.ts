/**
 * The files of a venue's kit (src/domain/kit.ts), drawn: a story image and a square post (JPEG: the
 * venue's cover photo, its name, its status, the programme, a QR code of its "Vote for …" link and
 * that link written short), the QR code alone (SVG, and PNG of 1,200 px) and a badge for its website
 * (SVG); and the card a voter shares from THANK YOU ("I voted for …", JPEG). Each in the kit's
 * language: its words drawn from that language's catalog (laid out by builder/kit-text-layout.ts),
 * its links to that language's pages.
 */
import QRCode from 'qrcode';
import sharp from 'sharp';
import { msg } from '@lingui/core/macro';
import { i18nFor } from '../src/i18n/catalogs.ts';
import type { Locale } from '../src/i18n/locale.ts';
import { KIT_FILES, badgeText, shortLink, statusLabel, type KitFile, type KitStatus } from '../src/domain/kit.ts';
import { PROGRAMME_NAME } from '../src/lib/programme.ts';
import { escapeMarkup } from '../src/lib/markup.ts';
import { SECTION_YEAR } from '../src/routes.ts';
import { fit, fitted, loadFaces, textPaths, withFallbacks, type FontFace } from './kit-text-layout.ts';

/** Bump when the images' recipe changes: older kits in the cache are then made again. */
const KIT_RECIPE_VERSION = '4';

/** The site's colours (src/components/global.css). */
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

/**
 * The words a kit draws besides the venue's name and the programme's, in its language (the whole
 * catalog is loaded first: builder/all-messages.ts). Part of the cache key, so a new translation makes
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

/** What decides a kit's files besides its input: the recipe, the encoding and the words in its language (a cache key's part). */
export const kitRecipe = (input: Pick<VenueKitInput, 'locale' | 'status'>): unknown[] => [KIT_RECIPE_VERSION, QUICK, kitWords(input)];
