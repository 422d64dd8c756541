/**
 * Where the pages built with their data get it, at build time in Node (docs/decisions/015, 023),
 * through the app's own loaders: a simulator build asks the simulator (its handlers over the
 * seed, MSW in Node); a live build asks the back end (VITE_API_BASE_URL, VITE_API_TOKEN), and
 * reads static JSON from STATIC_JSON_ORIGIN, else SITE_URL. What a page is built with comes from
 * the route table alone: the data every page shows (EVERY_PAGE_DATA), and what its route declares
 * (`data`): the nominee cards only where a page lists them, so a page's size does not grow with the
 * programme.
 */
import { dataKey, EVERY_PAGE_DATA, keepEveryAnswer, loadData, STARTUP_DATA, type DataNeed, type DataOf } from '../src/data/loaders';
import { isSimulator } from '../src/config';
import { describeError } from '../src/lib/errors';
import { setSanitizerWindow } from '../src/components/html-sanitiser';
import { loadSanitizer } from '../src/components/sanitiser-loader';
import { AWARDS_LATEST_YEAR, routeOf, type BuiltWithData } from '../src/routes';
import { firstScreenImage } from '../src/boot/warm-up';
import { PRERENDERED_ROUTES, type PrerenderedRoute } from './prerendered-routes';

/** A page built with its data: its path, its route, and the answers it is built with, by key. */
export interface PageWithData {
  path: string;
  route: PrerenderedRoute;
  data: Record<string, unknown>;
}

export interface BuildDataSource {
  /** Every page built with its data, in the route table's order. */
  pages: PageWithData[];
  websiteData: DataOf<'websiteData'> | null;
  /** The nominees, as the lists show them (each gets a kit: builder/venue-kit.ts). */
  nomineeCards: DataOf<'nomineeCards'>;
  /** Every image the answers name: what the image pipeline processes. */
  imageUrls: string[];
  /** The image each built page's first screen is painted around (its LCP), as the route table says. */
  firstScreenImageUrls: string[];
  /** What site-relative URLs of the data resolve against (static JSON, images): null when unknown. */
  staticOrigin: string | null;
  /** A file the data names on the simulator's origin (its images); null in live builds or when absent. */
  fetchSimulatorFile(path: string): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

export type BuildDataResult = { source: BuildDataSource; warnings: string[] } | { source: null; warnings: string[] };

/** A slug that is its own file name and URL segment: others are served by the shell. */
export const PLAIN_SLUG = /^[\w-]+$/;

/** The origin the simulator answers on at build time: any will do, MSW answers them all. */
const SIMULATOR_ORIGIN = 'http://simulator.build';

/**
 * Relative URLs (simulator calls, static JSON) resolve against `location`, as in a browser
 * (src/data/client.ts): the build gives Node one for as long as it loads data.
 */
function setLocation(origin: string | null): () => void {
  if (origin === null || 'location' in globalThis) return () => undefined;
  Object.defineProperty(globalThis, 'location', { value: new URL(`${origin}/`), configurable: true });
  return () => Reflect.deleteProperty(globalThis, 'location');
}

async function openSimulator(): Promise<{ close: () => Promise<void> }> {
  const { createTestServer } = await import('../mocks/node');
  const { server } = createTestServer();
  server.listen({ onUnhandledRequest: 'bypass' });
  return { close: async () => server.close() };
}

export async function openBuildDataSource(): Promise<BuildDataResult> {
  const warnings: string[] = [];
  const { JSDOM } = await import('jsdom');
  setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]);
  // The pages render their server HTML at once, as the browser does once the sanitiser has loaded.
  await loadSanitizer();
  const staticOrigin = isSimulator
    ? SIMULATOR_ORIGIN
    : (process.env.STATIC_JSON_ORIGIN || process.env.SITE_URL || '').trim().replace(/\/+$/, '') || null;
  if (!staticOrigin) warnings.push('neither STATIC_JSON_ORIGIN nor SITE_URL is set: the winner articles are built as shells');
  const simulator = isSimulator ? await openSimulator() : null;
  const restoreLocation = setLocation(staticOrigin);
  const close = async () => {
    restoreLocation();
    await simulator?.close();
  };
  // Each need once per build: pages that share one (the startup data, a year's articles) share its answer.
  keepEveryAnswer();
  const answerOf = (need: DataNeed): Promise<unknown> =>
    loadData(need).catch((error: unknown) => {
      warnings.push(`${dataKey(need)} not loaded: ${describeError(error)}`);
      return undefined;
    });

  const startupAnswers = await Promise.all(STARTUP_DATA.map((name) => answerOf([name])));
  if (startupAnswers.every((answer) => answer === undefined)) {
    await close();
    return {
      source: null,
      warnings: [`the back end could not be reached (${warnings.at(-1) ?? 'no answer'}): every page is built as a shell`],
    };
  }

  // The values of the routes built once per value: every nominee, every winner article of the latest year.
  const slugs = (list: unknown) => (Array.isArray(list) ? list.map((item: { slug: string }) => item.slug).filter(Boolean) : []);
  const nomineeCards = ((await answerOf(['nomineeCards'])) as DataOf<'nomineeCards'> | undefined) ?? [];
  const values: Record<Exclude<BuiltWithData, 'paths'>, string[]> = {
    eachNominee: slugs(nomineeCards),
    eachWinnerArticle: staticOrigin ? slugs(await answerOf(['awardsWinnerArticles', String(AWARDS_LATEST_YEAR)])) : [],
  };
  const paths = PRERENDERED_ROUTES.flatMap((route) => {
    if (!route.builtWithData) return [];
    if (route.builtWithData === 'paths') return [{ path: route.route, route }];
    return values[route.builtWithData]
      .filter((slug) => PLAIN_SLUG.test(slug))
      .map((slug) => ({ path: route.route.replace(':slug', slug), route }));
  });
  const pages = await Promise.all(
    paths.map(async ({ path, route }) => {
      const found = routeOf(path);
      const needs: DataNeed[] = [
        ...EVERY_PAGE_DATA.map((name) => [name] as const),
        ...Object.values(found?.route.data?.(found.params) ?? {}),
      ];
      const answers = await Promise.all(needs.map(answerOf));
      // A need that cannot be loaded is left out: its page shows it loading, as the browser will.
      const data = Object.fromEntries(
        needs.flatMap((need, index) => (answers[index] === undefined ? [] : [[dataKey(need), answers[index]]])),
      );
      return { path, route, data };
    }),
  );
  const firstScreenImages = await Promise.all(pages.map(({ path }) => firstScreenImage(path)?.catch(() => null) ?? null));
  const source: BuildDataSource = {
    pages,
    firstScreenImageUrls: [...new Set(firstScreenImages.filter((url): url is string => Boolean(url)))],
    websiteData: (startupAnswers[STARTUP_DATA.indexOf('websiteData')] as DataOf<'websiteData'> | undefined) ?? null,
    nomineeCards,
    imageUrls: [...imageUrlsIn(pages.map((page) => page.data))],
    staticOrigin: isSimulator ? null : staticOrigin,
    async fetchSimulatorFile(path) {
      if (!simulator) return null;
      const response = await fetch(new URL(path, SIMULATOR_ORIGIN));
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
    close,
  };
  return { source, warnings: [...new Set(warnings)] };
}

/** The fields of the back end's answers that name an image (src/domain/schemas.ts: ImageUrl). */
const IMAGE_FIELDS = new Set(['images', 'image', 'image_url', 'logo_url']);

/** Every image URL in parsed data: the strings under IMAGE_FIELDS, at any depth. */
export function imageUrlsIn(value: unknown, into = new Set<string>(), isImage = false): Set<string> {
  if (typeof value === 'string') {
    if (isImage && value) into.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => imageUrlsIn(item, into, isImage));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) imageUrlsIn(item, into, IMAGE_FIELDS.has(key));
  }
  return into;
}
