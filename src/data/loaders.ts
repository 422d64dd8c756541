/**
 * Everything the site loads, by name: the startup data of docs/requirements.md#startup and each page's own data.
 * A route declares what its page reads as needs (`['winnerArticle', '2024', 'kaum']`, src/routes.ts);
 * the build, the data machine (machines/data.machine.ts) and the loaders themselves load a need
 * through `loadData`, and every answer is kept under its need's key (`dataKey`), in a built page's
 * payload and in the browser alike (docs/decisions/023).
 */
import type { Api } from './calls';
import type { Brand, Counters, Judge, Nominee, NomineeCard, WebsiteData } from '../domain/types';
import type { DocumentName, DocumentOf, DocumentValues } from '../domain/documents';
import type { ImageManifest } from '../lib/images';
import { yearOf } from '../lib/awards-year';
import { nextTask } from '../document/after-paint';
import { nomineePlace, placeInList, type NomineePlace, type NomineeVariant } from '../domain/neighbours';

/**
 * The API client (its transport and the response shapes), loaded with the first request: a page
 * built with its data hydrates without it (docs/performance.md, "What each library costs"). Its
 * import runs in a task of its own, never in its caller's (the app's start among them): Vite's
 * preload helper adds the client's links as the import runs, a few milliseconds each on a slow phone.
 */
export function loadApi(): Promise<Api> {
  apiModule ??= importApi().catch((error: unknown) => {
    // Asked again by the next request: a flaky link may let it through.
    apiModule = undefined;
    throw error;
  });
  return apiModule;
}
async function importApi(): Promise<Api> {
  await nextTask();
  // Vite's preload helper answers a failed import with no module once its error event is handled (src/document/chunk-reload.ts).
  const loaded = (await import('./calls')) as typeof import('./calls') | undefined;
  if (!loaded) throw new Error('the API client could not be loaded');
  return loaded.api;
}
let apiModule: Promise<Api> | undefined;

/**
 * Each request is made in a task of its own: a page asks for several at once, and making one (its
 * headers, its options, its signal) costs a slow phone a few milliseconds (docs/decisions/040).
 * Not in the simulator: its worker lets a page go as soon as the visitor leaves it (MSW's
 * `beforeunload`), and a request the page made after that would reach the site's own server.
 * Its answer, read and checked against its shape, is handed on in the next task: what takes it
 * (the data machine, the views) has a task of its own too.
 */
const withApi = <T>(call: (api: Api) => Promise<T>): Promise<T> =>
  loadApi().then(async (api) => {
    if (!__SIMULATOR__) await nextTask();
    const answer = await call(api);
    await nextTask();
    return answer;
  });

/** The build's whole image manifest (src/lib/images.ts), for the pages a visitor moves to and a shell's photos. */
export const loadImageManifest = (): Promise<ImageManifest> => withApi((api) => api.getImageManifest());

/** A winner of a year's list with its neighbours (the file's order, no wrap). */
export interface ArticleInList {
  current: Nominee;
  previous: Nominee | null;
  next: Nominee | null;
}

/** A nominee as a list shows it: everything but its description and contact details, which only its own page shows. */
export const cardOf = ({ content: _content, detail: _detail, ...card }: Nominee): NomineeCard => card;

/**
 * Each loader depends on its arguments only (route values, as strings): the key names the answer. A bad value rejects.
 * A static document (src/domain/documents.ts) is loaded by its own name with no loader of its own (`loaderOf`).
 */
const LOADERS = {
  websiteData: (): Promise<WebsiteData> => withApi((api) => api.getWebsiteData()),
  /** The full list: asked for once per visit, read through `nomineeCards` and `nominee`. */
  nominees: (): Promise<Nominee[]> => withApi((api) => api.getNominees()),
  nomineeCards: async (): Promise<NomineeCard[]> => (await loadData(['nominees'])).map(cardOf),
  partners: (): Promise<Brand[]> => withApi((api) => api.getPartners()),
  sponsors: (): Promise<Brand[]> => withApi((api) => api.getSponsors()),
  publications: (): Promise<Brand[]> => withApi((api) => api.getPublications()),
  judges: (): Promise<Judge[]> => withApi((api) => api.getJudges()),
  counters: (): Promise<Counters> => withApi((api) => api.getCounters()),
  /** A nominee in full, found by slug in the shared list (docs/requirements.md#startup), else asked of the server (a past winner). */
  nominee: async (slug: string): Promise<Nominee> => {
    const listed = (await loadData(['nominees']).catch(() => [])).find((nominee) => nominee.slug === slug);
    return listed ?? withApi((api) => api.getNominee(slug));
  },
  /** A nominee's card and place in the order the variant walks, from the shared list (null when it does not hold the slug). */
  nomineePlace: async (slug: string, variant: NomineeVariant): Promise<NomineePlace | null> =>
    nomineePlace(await loadData(['nomineeCards']), slug, variant),
  sectionWinners: (year: string): Promise<Nominee[]> => withApi((api) => api.getSectionWinners(yearOf(year))),
  /** Null when the year's list does not hold the slug. */
  winnerArticle: async (year: string, slug: string): Promise<ArticleInList | null> => {
    const list = await loadData(['awardsWinnerArticles', year]);
    const place = placeInList(list, slug);
    if (!place) return null;
    return { current: list[place.index] as Nominee, previous: place.previous?.item ?? null, next: place.next?.item ?? null };
  },
};

/** The static documents' loaders: their names are types only, so the start-up carries none of the declarations. */
type DocumentLoaders = { [Name in DocumentName]: (...values: DocumentValues<Name>) => Promise<DocumentOf<Name>> };
type Loaders = typeof LOADERS & DocumentLoaders;
export type DataName = keyof Loaders;
/** What one loader is asked for: its name and its arguments. */
export type DataNeed<Name extends DataName = DataName> = { [N in Name]: readonly [N, ...Parameters<Loaders[N]>] }[Name];
export type DataOf<Name extends DataName> = Awaited<ReturnType<Loaders[Name]>>;

/**
 * The startup data every page shows (its header, menu and footer): what every page built with its
 * data carries.
 */
export const EVERY_PAGE_DATA = ['websiteData', 'partners', 'sponsors', 'publications', 'judges'] as const satisfies readonly DataName[];

/**
 * The startup data of docs/requirements.md#startup, requested as the app starts and kept for the
 * visit: what every page shows, and the nominees as cards (the full list is asked for once, behind
 * them), which only the pages that list them carry in their HTML.
 */
export const STARTUP_DATA = ['nomineeCards', ...EVERY_PAGE_DATA] as const satisfies readonly DataName[];
export type StartupName = (typeof STARTUP_DATA)[number];
/** The answers requested once per visit (docs/requirements.md#startup), whatever asks for them. */
const ONCE_PER_VISIT: ReadonlySet<DataName> = new Set<DataName>([...STARTUP_DATA, 'nominees']);

/** The key a need's answer is kept under: its name and arguments, each encoded as one path segment. */
export function dataKey(need: DataNeed): string {
  return need.map((part) => encodeURIComponent(part)).join('/');
}

/**
 * Requests by key: a startup answer is kept for the visit; any other only while it is on the way,
 * so two views that ask at once share one request, and a later ask loads it again, unless it was
 * started early (`prefetchData`): then it is kept until the app first asks. The build keeps every
 * answer (`keepEveryAnswer`): each need is loaded once per build.
 */
const requests = new Map<string, Promise<unknown>>();
const early = new Set<string>();
let keepAll = false;

/** The build's mode: every answer is kept, so pages that share a need share its one request. */
export function keepEveryAnswer(): void {
  keepAll = true;
}

/** Forgets a page's answer once it is in: the next ask loads it again. */
function forgetOnceSettled(key: string, request: Promise<unknown>): void {
  const forget = () => requests.get(key) === request && requests.delete(key);
  request.then(forget, forget);
}

function start<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const [name, ...args] = need;
  const request = (loaderOf(name) as (...values: string[]) => Promise<DataOf<Need[0]>>)(...(args as string[]));
  requests.set(dataKey(need), request);
  return request;
}

function loaderOf(name: DataName): (...values: string[]) => Promise<unknown> {
  if (Object.hasOwn(LOADERS, name)) return LOADERS[name as keyof typeof LOADERS] as (...values: string[]) => Promise<unknown>;
  return (...values) => withApi((api) => api.getDocument(name as DocumentName, ...(values as DocumentValues<DocumentName>)));
}

const keptForTheVisit = (need: DataNeed) => keepAll || ONCE_PER_VISIT.has(need[0]);

/** The need's answer, from the back end or static JSON (or the request already on its way, or started early). */
export function loadData<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const key = dataKey(need);
  const started = requests.get(key) as Promise<DataOf<Need[0]>> | undefined;
  if (started && early.delete(key) && !keptForTheVisit(need)) forgetOnceSettled(key, started);
  if (started) return started;
  const request = start(need);
  if (!keptForTheVisit(need)) forgetOnceSettled(key, request);
  return request;
}

/** Starts a need's request before the app asks for it (the live warm-up): kept until the app's first `loadData`. */
export function prefetchData<Need extends DataNeed>(need: Need): Promise<DataOf<Need[0]>> {
  const key = dataKey(need);
  const started = requests.get(key) as Promise<DataOf<Need[0]>> | undefined;
  if (started) return started;
  early.add(key);
  return start(need);
}
