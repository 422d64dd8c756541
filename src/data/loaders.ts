/**
 * Everything a page can load, by name: the six startup resources of spec section 4 and each
 * page's own data. A route declares what it loads as needs (`['winnerArticle', '2024', 'kaum']`,
 * src/routes.ts); the build, the live warm-up and the app all load a need through `loadData`, and
 * a page built with its data carries each answer under the need's key (`dataKey`), so the browser
 * hydrates from exactly what the build loaded (docs/decisions/022).
 */
import { api } from './calls';
import type { AboutContent, AwardsWinnersByCity, Brand, Counters, Judge, Nominee, VideoItem, WebsiteData } from './types';
import { parseYear } from '../lib/awards-year';
import { placeInList } from '../lib/neighbours';

/** A winner of a year's list with its neighbours (the file's order, no wrap). */
export interface ArticleInList {
  current: Nominee;
  previous: Nominee | null;
  next: Nominee | null;
}

function yearOf(segment: string): number {
  const year = parseYear(segment);
  if (year === undefined) throw new Error(`not a year: ${segment}`);
  return year;
}

/** Each loader depends on its arguments only (route values, as strings): the key names the answer. A bad value rejects. */
const LOADERS = {
  websiteData: (): Promise<WebsiteData> => api.getWebsiteData(),
  nominees: (): Promise<Nominee[]> => api.getNominees(),
  partners: (): Promise<Brand[]> => api.getPartners(),
  sponsors: (): Promise<Brand[]> => api.getSponsors(),
  publications: (): Promise<Brand[]> => api.getPublications(),
  judges: (): Promise<Judge[]> => api.getJudges(),
  counters: (): Promise<Counters> => api.getCounters(),
  about: (): Promise<AboutContent> => api.getAbout(),
  videos: (): Promise<VideoItem[]> => api.getVideos(),
  /** A nominee missing from the shared list (a past winner), asked of the server by slug. */
  nominee: (slug: string): Promise<Nominee> => api.getNominee(slug),
  awardsWinnerArticles: async (year: string): Promise<Nominee[]> => api.getAwardsWinnerArticles(yearOf(year)),
  plainWinners: async (year: string): Promise<AwardsWinnersByCity> => api.getAwardsWinners(yearOf(year)),
  sectionWinners: async (year: string): Promise<Nominee[]> => api.getSectionWinners(yearOf(year)),
  sponsorsByYear: async (year: string): Promise<Brand[]> => api.getSponsorsByYear(yearOf(year)),
  /** Null when the year's list does not hold the slug. */
  winnerArticle: async (year: string, slug: string): Promise<ArticleInList | null> => {
    const list: Nominee[] = await loadData(['awardsWinnerArticles', year] as const);
    const place = placeInList(list, slug);
    if (!place) return null;
    return { current: list[place.index] as Nominee, previous: place.previous?.item ?? null, next: place.next?.item ?? null };
  },
};

type Loaders = typeof LOADERS;
export type DataName = keyof Loaders;
/** What one loader is asked for: its name and its arguments. */
export type DataNeed<Name extends DataName = DataName> = { [N in Name]: readonly [N, ...Parameters<Loaders[N]>] }[Name];
export type DataOf<Name extends DataName> = Awaited<ReturnType<Loaders[Name]>>;

/** The startup resources of spec section 4, each requested once per page load into the bootstrap machine. */
export const STARTUP_RESOURCES = [
  'websiteData',
  'nominees',
  'partners',
  'sponsors',
  'publications',
  'judges',
] as const satisfies readonly DataName[];
export type StartupResource = (typeof STARTUP_RESOURCES)[number];

/** The key a need's answer is kept under: its name and arguments, each encoded as one path segment. */
export function dataKey(need: DataNeed): string {
  return need.map((part) => encodeURIComponent(part)).join('/');
}

/** The need a key names (the inverse of `dataKey`). */
const needOf = (key: string): DataNeed => key.split('/').map((part) => decodeURIComponent(part)) as unknown as DataNeed;

/** Asks the loader (the back end, or static JSON). */
export function loadData<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const [name, ...args] = need;
  return (LOADERS[name] as (...values: string[]) => Promise<DataOf<Need[0]>>)(...(args as string[]));
}

/** Requests started before the views that use them (src/boot/warm-up.ts), by key, each taken once. */
const early = new Map<string, Promise<unknown>>();

/**
 * Starts a need's request now, for the view that asks for it next (`requestData`); until one does,
 * a second call gets the same request (the build, which takes none, loads each need once so).
 */
export function prefetchData<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const key = dataKey(need);
  const started = (early.get(key) as Promise<DataOf<Need[0]>> | undefined) ?? loadData(need);
  early.set(key, started);
  return started;
}

/** The need's answer: the early request when one was started and not yet taken, else a new one. */
export function requestData<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const key = dataKey(need);
  const started = early.get(key) as Promise<DataOf<Need[0]>> | undefined;
  early.delete(key);
  return started ?? loadData(need);
}

/** `requestData` for the need a key names (src/data/usePageData.ts: the remote-data machine loads by key). */
export const requestDataByKey = (key: string): Promise<unknown> => requestData(needOf(key));
