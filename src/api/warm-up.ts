/**
 * What the first screen of an address needs, started before React and the
 * views have loaded (live builds, from src/boot.ts): the startup requests,
 * the page's own data, and — as soon as the data names it — the page's
 * largest image, so it is loading while the app's code still is.
 */
import { SECTION } from '../paths';
import { normalOrder } from '../lib/ordering';
import { startAllStartupRequests, startupRequest, winnerArticlesRequest } from './startup';

const SECTION_HOME = new RegExp(`^${SECTION}/?$`);
const VOTE_NOW = new RegExp(`^${SECTION}/votenow/?$`);
const NOMINEE = new RegExp(`^${SECTION}/nominee/(?:winner/)?([^/]+)/?$`);
const AWARDS_WINNERS = /^\/winner\/(\d{4})\/?$/;

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The image the first screen of a path is painted around, once its data is in (null when there is none). */
export function firstScreenImage(pathname: string): Promise<string | null> | null {
  if (SECTION_HOME.test(pathname)) {
    return startupRequest('websiteData').then((data) => data.banner_home?.image_url || null);
  }
  if (VOTE_NOW.test(pathname)) {
    return startupRequest('nominees').then((nominees) => normalOrder(nominees)[0]?.images[0] ?? null);
  }
  const nominee = NOMINEE.exec(pathname);
  if (nominee) {
    const slug = decodedSegment(nominee[1]!);
    return startupRequest('nominees').then((nominees) => nominees.find((item) => item.slug === slug)?.images[0] ?? null);
  }
  const winners = AWARDS_WINNERS.exec(pathname);
  if (winners) {
    return winnerArticlesRequest(Number(winners[1]), { early: true }).then((articles) => articles[0]?.images[0] ?? null);
  }
  return null;
}

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.setAttribute('fetchpriority', 'high');
  link.href = url;
  document.head.append(link);
}

export function warmUp(pathname: string): void {
  startAllStartupRequests();
  // A failed request is the page's to report when it takes it; here it only means no preload.
  firstScreenImage(pathname)
    ?.then((url) => {
      if (url) preloadImage(url);
    })
    .catch(() => undefined);
}
