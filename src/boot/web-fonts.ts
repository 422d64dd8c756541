/**
 * When and how the web fonts load. Text paints at once in fallback faces shaped
 * like the web fonts (src/components/global.css, docs/decisions/009), so the swap
 * moves nothing. The font files (about 60 KB) wait until the first screen's
 * data has settled, its images have painted and the page is idle: on a slow
 * connection they never compete with the data and the images a visitor came for.
 * WEB_FONTS_LATEST_MS bounds the wait when the data never settles.
 *
 * The faces are declared here through the FontFace API rather than in a style
 * sheet, so the site's one style sheet holds no @font-face that would start a
 * download on first paint; the style sheet names them only where WEB_FONTS_ATTRIBUTE is set.
 */
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import playfair700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import { afterNextPaint } from '../document/after-paint';
import { WEB_FONTS_ATTRIBUTE } from '../document/web-fonts-in';

export const WEB_FONTS_LATEST_MS = 4000;

const WEB_FONTS = [
  { family: 'Montserrat', weight: '400', url: montserrat400 },
  { family: 'Montserrat', weight: '600', url: montserrat600 },
  { family: 'Playfair Display', weight: '700', url: playfair700 },
] as const;

/**
 * Downloads the self-hosted faces and adds those that loaded to the document, where no text names
 * them yet; then the page's parts (the children of #root) take them over one a frame, and <html>
 * last, for the rest and whatever renders later. The whole page's text laid out again at once is a
 * long task on a slow phone (70–100 ms at the bench's slowdown); a part at a time, each is short.
 * A face that fails leaves the fallback in place, which is all a visitor would see anyway.
 */
export async function loadWebFonts(): Promise<void> {
  const faces = WEB_FONTS.map(
    ({ family, weight, url }) => new FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' }),
  );
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  faces.forEach((face, index) => {
    if (loaded[index]?.status === 'fulfilled') document.fonts.add(face);
  });
  for (const part of [...(document.getElementById('root')?.children ?? []), document.documentElement]) {
    await afterNextPaint();
    part.setAttribute(WEB_FONTS_ATTRIBUTE, '');
  }
}

/**
 * Calls `load` once: when the startup data has `settled`, the first screen's images have
 * painted and the page is idle; or after WEB_FONTS_LATEST_MS, whichever comes first.
 */
export function loadWebFontsOnceSettled(
  settled: Promise<unknown>,
  load: () => unknown = loadWebFonts,
  firstScreenPainted: () => Promise<unknown> = firstScreenImagesPainted,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    whenIdle(load);
  };
  const afterFirstScreen = () => firstScreenPainted().then(start, start);
  const latest = setTimeout(start, WEB_FONTS_LATEST_MS);
  settled.then(afterFirstScreen, afterFirstScreen);
}

/** Resolves once every image in the viewport has loaded (or failed) and a frame has painted them. */
export async function firstScreenImagesPainted(): Promise<void> {
  // The data has just arrived: let the views render it first.
  await afterNextPaint();
  const visible = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && !image.complete;
  });
  await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
  await afterNextPaint();
}

function whenIdle(callback: () => unknown): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: 1000 });
  else setTimeout(callback, 0);
}
