/**
 * What the first screen of an address needs, started before React and the
 * views have loaded (live builds, from src/boot/boot.ts): the startup requests,
 * the page's own data (the route's `data`), and — as soon as the data names it — the page's
 * largest image, preloaded and painted into the pre-rendered placeholder's
 * slot for it (docs/decisions/010).
 */
import { routeOf, type FirstScreenImage } from '../routes';
import { parseYear } from '../lib/awards-year';
import { FIRST_SCREEN_IMAGE_SLOT } from '../lib/first-screen-image';
import { afterNextPaint } from '../document/after-paint';
import { prefetchData, STARTUP_DATA } from '../data/loaders';

/** Where each kind of first-screen image of the route table comes from, given the address's values. */
const FIRST_SCREEN_IMAGES: Record<FirstScreenImage, (params: Record<string, string>) => Promise<string | null> | null> = {
  bannerHome: () => prefetchData(['websiteData'] as const).then((data) => data.banner_home?.image_url || null),
  nomineePhoto: ({ slug }) =>
    prefetchData(['nomineeCards'] as const).then((nominees) => nominees.find((item) => item.slug === slug)?.images[0] ?? null),
  firstWinnerArticle: ({ id = '' }) =>
    parseYear(id) === undefined
      ? null
      : prefetchData(['awardsWinnerArticles', id] as const).then((articles) => articles[0]?.images[0] ?? null),
};

/** The image the first screen of a path is painted around, once its data is in (null when there is none). */
export function firstScreenImage(pathname: string): Promise<string | null> | null {
  const found = routeOf(pathname);
  const kind = found?.route.firstScreenImage;
  return found && kind ? FIRST_SCREEN_IMAGES[kind](found.params) : null;
}

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

/** Shows the image in the slot once it is decoded, so it appears whole; settles after the paint (at once when it cannot load). */
async function paintIntoSlot(slot: HTMLElement, url: string): Promise<void> {
  const image = new Image();
  image.src = url;
  await image.decode();
  // Through the CSSOM, which the content security policy allows and which parses one property's value only.
  slot.style.backgroundImage = `url(${JSON.stringify(url)})`;
  await afterNextPaint();
}

/**
 * Starts the first screen's requests, and settles once the first screen is shown: at once when the
 * page has no slot for an image (its first screen is painted already), else when the image is
 * painted into it or cannot be (no image named, a failed request or image).
 */
export function warmUp(pathname: string): Promise<void> {
  // The requests the app would make first: the startup resources and the route's own data.
  // Failures are the views' to handle when they take the request.
  const route = routeOf(pathname);
  for (const need of [...STARTUP_DATA.map((name) => [name] as const), ...Object.values(route?.route.data?.(route.params) ?? {})]) {
    prefetchData(need).catch(() => undefined);
  }
  const slot = document.querySelector<HTMLElement>(`[${FIRST_SCREEN_IMAGE_SLOT}]`);
  const shown = (firstScreenImage(pathname) ?? Promise.resolve(null))
    .then((url) => {
      if (!url) return;
      preloadImage(url);
      return slot ? paintIntoSlot(slot, url) : undefined;
    })
    // A failed request is the page's to report when it takes it; here it only means no early image.
    .catch(() => undefined);
  return slot ? shown : Promise.resolve();
}
