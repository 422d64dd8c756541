/**
 * The route table: every address of the site, declared once. The router's <Switch> (src/app.tsx),
 * the links (`paths`), the pages written as HTML at build time and the data they are built with
 * (builder/), the data each page reads (`useData`, src/stores/data-store.tsx), the servers' 301s (deploy/)
 * and the live warm-up (src/boot/warm-up.ts) are all read from it.
 * Patterns are wouter's, matched with its own parser (regexparam), so the build, the servers and the
 * router agree on what each address is.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { inject, parse, type RouteParams } from 'regexparam';
import type { DataNeed } from './data/loaders';
import { DATA_APPLY_DELAY_MS } from './lib/timing';
import type { NomineeVariant } from './domain/neighbours';
import { AWARDS_NAME, SECTION_TITLE } from './domain/site';

export const SECTION = '/bestrestaurantsandbars';

export const AWARDS_HOME_URL = 'https://awards.exquisite.example/';
export const CONTACT_URL = 'https://awards.exquisite.example/contact';
export const CATEGORY_DASHBOARD_URL = 'https://awards.exquisite.example/dashboard/2024';

/** Years of the awards programme in its menus (docs/requirements.md#constants). */
export const AWARDS_LATEST_YEAR = 2024;
export const PLAIN_WINNER_YEARS = [2023, 2022, 2021, 2019, 2018] as const;
export const SECTION_YEAR = 2025;
export const SECTION_PAST_YEARS = [2024] as const;

/**
 * A page's module in src/features, without its extension: its feature's folder, then the file
 * (`'awards/AboutPage'`). src/app.tsx loads it, with the words of that feature (src/i18n/catalogs.ts).
 */
export type PageModule = `${string}/${string}Page`;

/** What the first screen is painted around, once the data names it (src/boot/warm-up.ts knows where each comes from). */
export type FirstScreenImage = 'bannerHome' | 'nomineePhoto' | 'firstWinnerArticle';

export interface RouteDefinition {
  /** wouter's pattern: ':name' takes one segment. */
  pattern: string;
  page: PageModule;
  /**
   * The document title (docs/requirements.md#constants), from the route's values and, once the page's data has it,
   * the name of what it shows (a nominee, a winner), in the page's language.
   */
  title(i18n: I18n, values: Readonly<Record<string, string>>, shownName?: string): string;
  /**
   * The paths written as HTML at build time (docs/decisions/008): the pattern itself (true) or some of
   * its values. A ':name' segment left in a path gets one file for every value, so its first render
   * must not depend on it (the build checks this).
   */
  prerender?: true | readonly string[];
  firstScreenImage?: FirstScreenImage;
  /**
   * Built with its data (docs/decisions/015): 'paths' writes the pre-rendered paths with the data
   * they show; 'eachNominee' and 'eachWinnerArticle' also write one page per nominee, per winner
   * article of the latest year (':slug'), beside the shell that serves values added later.
   */
  builtWithData?: BuiltWithData;
  /**
   * What the page reads, by the name it reads it under, for the route's values (needs of
   * src/data/loaders.ts): the page reads exactly this (`useData(ROUTES.x)`), the build loads it
   * into the pages built with their data (with the startup data the layouts show), and the live
   * warm-up asks for it early.
   */
  data?: (values: Readonly<Record<string, string>>) => Readonly<Record<string, DataNeed>>;
  /** How long each answer of `data` waits before it is applied (docs/requirements.md#constants). */
  dataApplyDelayMs?: number;
  /**
   * The page's main text is server HTML, which waits for the sanitiser (`<Html holdsPage>`): its code
   * comes with the page's, on the list of a page built without its data (the build) and when the page
   * is reached in the app (src/app.tsx), so the text shows with its answer, not a round trip after it
   * (docs/decisions/064).
   */
  mainTextIsServerHtml?: true;
}

export type BuiltWithData = 'paths' | 'eachNominee' | 'eachWinnerArticle';

const route = <const Definition extends RouteDefinition>(definition: Definition) => definition;

const sectionTitle = () => SECTION_TITLE;
/**
 * The words of the titles, as plain message descriptors (docs/i18n.md): the route table is also
 * read outside Vite (the simulator's server, the browser tests), where Lingui's macros are not
 * compiled. The extractor finds them by their comment; their ids are explicit.
 */
/* eslint-disable lingui/no-unlocalized-strings -- messages: the catalogs' source words */
const TITLE_WORDS = {
  winners: /*i18n*/ { id: 'title.winners', message: 'Winners {year}' },
  about: /*i18n*/ { id: 'title.about', message: 'About Us' },
  video: /*i18n*/ { id: 'title.video', message: 'Video' },
  promote: /*i18n*/ { id: 'title.promote', message: 'Promote {nomineeName}' },
} as const satisfies Record<string, MessageDescriptor>;
/* eslint-enable lingui/no-unlocalized-strings */

/** Title words in the page's language. The descriptor is built apart: the extractor reads only the ones above. */
function titleWords(i18n: I18n, words: MessageDescriptor, values?: MessageDescriptor['values']): string {
  const descriptor: MessageDescriptor = { ...words, values };
  return i18n._(descriptor);
}

const winnersTitle = (i18n: I18n, year: string) => `${AWARDS_NAME} - ${titleWords(i18n, TITLE_WORDS.winners, { year })}`;
/** A nominee page reads the nominee in full and its place in the order its variant walks (not the list). */
const nomineeData =
  (variant: NomineeVariant) =>
  ({ slug = '' }: Readonly<Record<string, string>>) =>
    ({ nominee: ['nominee', slug], place: ['nomineePlace', slug, variant] }) as const;
const nomineeTitle = (_i18n: I18n, _values: unknown, nomineeName?: string) =>
  nomineeName ? `${nomineeName} – ${SECTION_TITLE}` : SECTION_TITLE;

export const ROUTES = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's names (docs/requirements.md#constants)
  home: route({ pattern: '/', page: 'awards/HomePage', title: () => `${AWARDS_NAME} - Exquisite`, prerender: true }),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the brand's names (docs/requirements.md#constants)
  awards: route({ pattern: '/awards', page: 'awards/AwardsPage', title: () => `${AWARDS_NAME} - Exquisite Awards`, prerender: true }),
  about: route({
    pattern: '/about',
    page: 'awards/AboutPage',
    title: (i18n: I18n) => `${AWARDS_NAME} - ${titleWords(i18n, TITLE_WORDS.about)}`,
    prerender: true,
    data: () => ({ about: ['about'] }),
    mainTextIsServerHtml: true,
  }),
  video: route({
    pattern: '/video',
    page: 'awards/VideoPage',
    title: (i18n: I18n) => `${AWARDS_NAME} - ${titleWords(i18n, TITLE_WORDS.video)}`,
    prerender: true,
    data: () => ({ videos: ['videos'] }),
  }),
  awardsWinners: route({
    pattern: '/winner/:id',
    page: 'awards/AwardsWinnersPage',
    title: (i18n: I18n, { id }: { id: string }) => winnersTitle(i18n, id),
    prerender: [`/winner/${AWARDS_LATEST_YEAR}`],
    firstScreenImage: 'firstWinnerArticle',
    builtWithData: 'paths',
    data: ({ id = '' }) => ({ winners: ['awardsWinnerArticles', id], videos: ['videos'], sponsors: ['sponsorsByYear', id] }),
  }),
  plainWinners: route({
    pattern: '/winner-awards/:id',
    page: 'awards/PlainWinnersPage',
    title: (i18n: I18n, { id }: { id: string }) => winnersTitle(i18n, id),
    prerender: PLAIN_WINNER_YEARS.map((year) => `/winner-awards/${year}`),
    data: ({ id = '' }) => ({ winners: ['plainWinners', id], sponsors: ['sponsorsByYear', id] }),
  }),
  winnerArticle: route({
    pattern: '/winner/:id/article/:slug',
    page: 'awards/WinnerArticlePage',
    title: (i18n: I18n, { id }: { id: string }, winnerName?: string) =>
      winnerName ? `${AWARDS_NAME} - ${winnerName}` : winnersTitle(i18n, id),
    prerender: [`/winner/${AWARDS_LATEST_YEAR}/article/:slug`],
    builtWithData: 'eachWinnerArticle',
    data: ({ id = '', slug = '' }) => ({ article: ['winnerArticle', id, slug], sponsors: ['sponsorsByYear', id] }),
    dataApplyDelayMs: DATA_APPLY_DELAY_MS,
    mainTextIsServerHtml: true,
  }),
  section: route({
    pattern: SECTION,
    page: 'section/SectionHomePage',
    title: sectionTitle,
    prerender: true,
    firstScreenImage: 'bannerHome',
    builtWithData: 'paths',
    data: () => ({ website: ['websiteData'], nominees: ['nomineeCards'] }),
  }),
  howTo: route({
    pattern: `${SECTION}/how-to`,
    page: 'section/HowToPage',
    title: sectionTitle,
    prerender: true,
    data: () => ({ website: ['websiteData'] }),
    mainTextIsServerHtml: true,
  }),
  winnerNominee: route({
    pattern: `${SECTION}/nominee/winner/:slug`,
    page: 'nominees/NomineePage',
    title: nomineeTitle,
    prerender: true,
    firstScreenImage: 'nomineePhoto',
    builtWithData: 'eachNominee',
    data: nomineeData('winner'),
    mainTextIsServerHtml: true,
  }),
  nominee: route({
    pattern: `${SECTION}/nominee/:slug`,
    page: 'nominees/NomineePage',
    title: nomineeTitle,
    prerender: true,
    firstScreenImage: 'nomineePhoto',
    builtWithData: 'eachNominee',
    data: nomineeData('normal'),
    mainTextIsServerHtml: true,
  }),
  /** A venue's kit: listed in no menu, linked from its nominee page. */
  kit: route({
    pattern: `${SECTION}/kit/:slug`,
    page: 'kit/KitPage',
    title: (i18n: I18n, _values: unknown, nomineeName?: string) =>
      nomineeName ? `${titleWords(i18n, TITLE_WORDS.promote, { nomineeName })} – ${SECTION_TITLE}` : SECTION_TITLE,
    prerender: true,
    builtWithData: 'eachNominee',
    // Its status comes from its place in the winner order.
    data: ({ slug = '' }) => ({ place: ['nomineePlace', slug, 'winner'] }),
  }),
  judges: route({
    pattern: `${SECTION}/judges`,
    page: 'section/JudgesPage',
    title: sectionTitle,
    prerender: true,
    builtWithData: 'paths',
    data: () => ({ judges: ['judges'] }),
  }),
  voteLanding: route({
    pattern: `${SECTION}/vote`,
    page: 'vote/VoteLandingPage',
    title: sectionTitle,
    prerender: true,
    builtWithData: 'paths',
    data: () => ({
      counters: ['counters'],
      website: ['websiteData'],
      judges: ['judges'],
      sponsors: ['sponsors'],
      partners: ['partners'],
      publications: ['publications'],
    }),
  }),
  voteNow: route({
    pattern: `${SECTION}/votenow`,
    page: 'vote/VoteNowPage',
    title: sectionTitle,
    prerender: true,
    data: () => ({ nominees: ['nomineeCards'] }),
  }),
  sectionWinners: route({
    pattern: `${SECTION}/winner`,
    page: 'vote/SectionWinnersPage',
    title: sectionTitle,
    prerender: true,
    data: () => ({ website: ['websiteData'], winners: ['nomineeCards'] }),
  }),
  sectionWinnersOfYear: route({
    pattern: `${SECTION}/winner/:year`,
    page: 'vote/SectionWinnersPage',
    title: sectionTitle,
    prerender: SECTION_PAST_YEARS.map((year) => `${SECTION}/winner/${year}`),
    builtWithData: 'paths',
    data: ({ year = '' }) => ({ website: ['websiteData'], winners: ['sectionWinners', year] }),
  }),
} as const satisfies Record<string, RouteDefinition>;

/** In the router's order: the first route that matches an address shows it. */
export const ROUTE_LIST: readonly RouteDefinition[] = Object.values(ROUTES);

/**
 * The spec's redirecting routes. The app renders them as <Redirect>; the build lists them in
 * prerendered.json, so servers answer them with HTTP 301 (deploy/nginx.mjs, tools/serve.mjs).
 */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/winner', to: ROUTES.home.pattern },
  { from: `${SECTION}/nominee`, to: ROUTES.section.pattern },
];

/** A route's address for these values, each encoded as one segment. */
function addressOf<Pattern extends string>(pattern: Pattern, values: { [Name in keyof RouteParams<Pattern>]: string | number }): string {
  const encoded = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, encodeURIComponent(String(value))]));
  return inject(pattern, encoded as RouteParams<Pattern>);
}

/**
 * The vote screen's search parameters, read in the browser (the screen is built as a shell):
 * the venue a "Vote for …" link chooses (by slug) and the list's filters. Never anything of the visitor's.
 */
export const VOTE_SCREEN_PARAMS = { venue: 'for', city: 'city', query: 'q' } as const;
export type VoteScreenValues = Partial<Record<keyof typeof VOTE_SCREEN_PARAMS, string | null>>;

/** `current` with these values set (an empty or null one removed); every other parameter (`scenario`) is kept. */
export function withVoteScreenValues(current: string | URLSearchParams, values: VoteScreenValues): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const [name, value] of Object.entries(values) as [keyof typeof VOTE_SCREEN_PARAMS, string | null | undefined][]) {
    if (value) params.set(VOTE_SCREEN_PARAMS[name], value);
    else params.delete(VOTE_SCREEN_PARAMS[name]);
  }
  return params;
}

/** The vote screen's address with these values. */
const voteScreen = (values: VoteScreenValues) => {
  const params = withVoteScreenValues('', values);
  return params.size > 0 ? `${ROUTES.voteNow.pattern}?${params}` : ROUTES.voteNow.pattern;
};

/** Every link of the site, built from the route table. */
export const paths = {
  home: () => ROUTES.home.pattern,
  awards: () => ROUTES.awards.pattern,
  about: () => ROUTES.about.pattern,
  video: () => ROUTES.video.pattern,
  awardsWinners: (id: number | string) => addressOf(ROUTES.awardsWinners.pattern, { id }),
  plainWinners: (id: number | string) => addressOf(ROUTES.plainWinners.pattern, { id }),
  winnerArticle: (id: number | string, slug: string) => addressOf(ROUTES.winnerArticle.pattern, { id, slug }),
  section: () => ROUTES.section.pattern,
  howTo: () => ROUTES.howTo.pattern,
  nominee: (slug: string) => addressOf(ROUTES.nominee.pattern, { slug }),
  winnerNominee: (slug: string) => addressOf(ROUTES.winnerNominee.pattern, { slug }),
  kit: (slug: string) => addressOf(ROUTES.kit.pattern, { slug }),
  /** docs/requirements.md#screens: a judge's link ends in their position (`#3`); src/features/section/JudgesPage.tsx scrolls to it. */
  judges: (position?: number) => `${ROUTES.judges.pattern}${position === undefined ? '' : `#${position}`}`,
  voteLanding: () => ROUTES.voteLanding.pattern,
  /** The vote screen, its list filtered (`{ city: 'bali', query: 'deck' }`) or not. */
  voteNow: (values: VoteScreenValues = {}) => voteScreen(values),
  /** "Vote for …": the vote screen with this venue chosen (docs/decisions/021). */
  voteFor: (slug: string) => voteScreen({ venue: slug }),
  sectionWinners: (year?: number | string) =>
    year === undefined ? ROUTES.sectionWinners.pattern : addressOf(ROUTES.sectionWinnersOfYear.pattern, { year }),
} as const;

/** A pattern as wouter matches it: the regular expression over a pathname, and the names of its values. */
export function routeMatcher(pattern: string): { regex: RegExp; keys: string[] } {
  const { pattern: regex, keys } = parse(pattern);
  return { regex, keys };
}

function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The decoded values of a pattern's ':name' segments in a pathname, or null when it does not match. */
export function routeParams(pattern: string, pathname: string): Record<string, string> | null {
  const { regex, keys } = routeMatcher(pattern);
  const match = regex.exec(pathname);
  if (!match) return null;
  return Object.fromEntries(keys.map((key, index) => [key, decodedSegment(match[index + 1] ?? '')]));
}

/** The route that shows a pathname, as the router picks it, with its values. */
export function routeOf(pathname: string): { route: RouteDefinition; params: Record<string, string> } | null {
  for (const route of ROUTE_LIST) {
    const params = routeParams(route.pattern, pathname);
    if (params) return { route, params };
  }
  return null;
}
