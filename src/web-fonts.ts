/**
 * When and how the web fonts load. Text paints at once in fallback faces shaped
 * like the web fonts (src/styles/global.css, docs/decisions/009), so the swap
 * moves nothing. The font files (about 60 KB) wait until the first screen's
 * data has settled and the page is idle: on a slow connection they never
 * compete with the data and the images a visitor came for.
 * WEB_FONTS_LATEST_MS bounds the wait when the data never settles.
 *
 * The faces are declared here through the FontFace API rather than in a style
 * sheet, so the site's one style sheet holds no @font-face that would start a
 * download on first paint.
 */
import type { AnyActorRef } from 'xstate';
import montserrat400 from '@fontsource/montserrat/files/montserrat-latin-400-normal.woff2?url';
import montserrat600 from '@fontsource/montserrat/files/montserrat-latin-600-normal.woff2?url';
import playfair700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';

export const WEB_FONTS_LATEST_MS = 4000;

export const WEB_FONTS = [
  { family: 'Montserrat', weight: '400', url: montserrat400 },
  { family: 'Montserrat', weight: '600', url: montserrat600 },
  { family: 'Playfair Display', weight: '700', url: playfair700 },
] as const;

/** Adds the self-hosted faces to the document and starts their download (font-display: swap). */
export function loadWebFonts(fonts: ReadonlySet<FontFace> = document.fonts): void {
  for (const { family, weight, url } of WEB_FONTS) {
    const face = new FontFace(family, `url(${url}) format('woff2')`, { weight, style: 'normal', display: 'swap' });
    (fonts as FontFaceSet).add(face);
    // A failed download leaves the fallback in place, which is all a visitor would see anyway.
    face.load().catch(() => undefined);
  }
}

/** Calls `load` once, when the idle page follows `actor` (the data store) settling, or after WEB_FONTS_LATEST_MS. */
export function loadWebFontsOnceSettled(actor: AnyActorRef, load: () => unknown = loadWebFonts): void {
  if (actor.getSnapshot().status !== 'active') {
    whenIdle(load);
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    subscription.unsubscribe();
    whenIdle(load);
  };
  const latest = setTimeout(start, WEB_FONTS_LATEST_MS);
  const subscription = actor.subscribe({ next: (snapshot) => snapshot.status !== 'active' && start(), error: start, complete: start });
}

function whenIdle(callback: () => unknown): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: 1000 });
  else setTimeout(callback, 0);
}
