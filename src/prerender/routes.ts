/**
 * The screens written as HTML at build time (docs/decisions/008): each is
 * rendered as a visitor first sees it — header, footer and the placeholders
 * of what is still loading — so the browser paints before any JavaScript runs.
 * Routes with a ':name' segment get one file for every value: their first
 * render does not depend on it (the build checks this).
 */
import { AWARDS_LATEST_YEAR, PLAIN_WINNER_YEARS, SECTION, SECTION_PAST_YEARS } from '../paths';

export interface PrerenderedRoute {
  /** The route as src/app.tsx declares it. */
  route: string;
  /** The page module it shows (src/pages/{page}.tsx): its code and styles come with the HTML. */
  page: string;
}

export const PRERENDERED_ROUTES: readonly PrerenderedRoute[] = [
  { route: '/', page: 'HomePage' },
  { route: '/awards', page: 'AwardsPage' },
  { route: '/about', page: 'AboutPage' },
  { route: '/video', page: 'VideoPage' },
  { route: `/winner/${AWARDS_LATEST_YEAR}`, page: 'AwardsWinnersPage' },
  ...PLAIN_WINNER_YEARS.map((year) => ({ route: `/winner-awards/${year}`, page: 'PlainWinnersPage' })),
  { route: `/winner/${AWARDS_LATEST_YEAR}/article/:slug`, page: 'WinnerArticlePage' },
  { route: SECTION, page: 'SectionHomePage' },
  { route: `${SECTION}/how-to`, page: 'HowToPage' },
  { route: `${SECTION}/nominee/winner/:slug`, page: 'NomineePage' },
  { route: `${SECTION}/nominee/:slug`, page: 'NomineePage' },
  { route: `${SECTION}/judges`, page: 'JudgesPage' },
  { route: `${SECTION}/vote`, page: 'VoteLandingPage' },
  { route: `${SECTION}/votenow`, page: 'VoteNowPage' },
  { route: `${SECTION}/winner`, page: 'SectionWinnersPage' },
  ...SECTION_PAST_YEARS.map((year) => ({ route: `${SECTION}/winner/${year}`, page: 'SectionWinnersPage' })),
];

/** The paths a route's value-independent render is checked with (two values, which must render alike). */
export function samplePaths(route: string): string[] {
  return /:\w+/.test(route) ? ['sample-one', 'sample-two'].map((value) => route.replace(/:\w+/g, value)) : [route];
}

/** A route as a regular expression over a pathname: ':name' takes one segment (group 'name'), a trailing slash is allowed. */
export function routePattern(route: string): RegExp {
  const body = route
    .split('/')
    .map((segment) => (segment.startsWith(':') ? `(?<${segment.slice(1)}>[^/]+)` : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body === '' ? '' : body.replace(/\/$/, '')}/?$`);
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded values of a route's ':name' segments in a pathname, or null when the route does not match it. */
export function routeParams(route: string, pathname: string): Record<string, string> | null {
  const match = routePattern(route).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodedSegment(value)]));
}

/** Where a route's HTML is written in the build: a folder's index.html, ':name' spelt '[name]'. */
export function prerenderedFile(route: string): string {
  const folder = route.replace(/^\/+/, '').replace(/:(\w+)/g, '[$1]');
  return folder ? `${folder}/index.html` : 'index.html';
}
