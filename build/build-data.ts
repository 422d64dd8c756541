/**
 * Where the pages built with their data get it, at build time in Node (docs/decisions/015),
 * through the app's own API calls: a simulator build asks the simulator (its handlers over the
 * seed, MSW in Node); a live build asks the back end (VITE_API_BASE_URL, VITE_API_TOKEN), and
 * reads static JSON from STATIC_JSON_ORIGIN, else SITE_URL.
 */
import { RESOURCES, type BootstrapData } from '../machines/bootstrap.machine';
import { dataKey, loadData, prefetchData, type DataNeed } from '../src/data/loaders';
import { isSimulator } from '../src/config';
import { describeError } from '../src/lib/errors';
import { setSanitizerWindow } from '../src/shell/sanitize';
import { AWARDS_LATEST_YEAR, SECTION_PAST_YEARS, type BuiltWithData } from '../src/routes';

export interface BuildDataSource {
  startup: Partial<BootstrapData>;
  /**
   * The answers to a route's needs (src/routes.ts: loads), by key, each need loaded once per build;
   * a need that cannot be loaded is left out, and its page shows it loading, as the browser will.
   */
  load(needs: readonly DataNeed[]): Promise<Record<string, unknown>>;
  /** The ':slug' values of the routes built once per value. */
  values: Record<Exclude<BuiltWithData, 'paths'>, string[]>;
  /** Every image the data names (the pages' and the app's): what the image pipeline processes. */
  imageUrls: string[];
  /** What site-relative URLs of the data resolve against (static JSON, images): null when unknown. */
  staticOrigin: string | null;
  /** A file the data names on the simulator's origin (its images); null in live builds or when absent. */
  fetchSimulatorFile(path: string): Promise<Uint8Array | null>;
  close(): Promise<void>;
}

export type BuildDataResult = { source: BuildDataSource; warnings: string[] } | { source: null; warnings: string[] };

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

  const answers = await Promise.allSettled(RESOURCES.map((resource) => loadData([resource])));
  const startup: Partial<BootstrapData> = {};
  answers.forEach((answer, index) => {
    const resource = RESOURCES[index]!;
    if (answer.status === 'fulfilled') Object.assign(startup, { [resource]: answer.value });
    else warnings.push(`${resource} not loaded: ${describeError(answer.reason)}`);
  });
  if (Object.keys(startup).length === 0) {
    await close();
    return {
      source: null,
      warnings: [`the back end could not be reached (${warnings.at(-1) ?? 'no answer'}): every page is built as a shell`],
    };
  }

  // Each need once per build: pages that share one (the year's articles, sponsors) share its answer.
  const load = prefetchData;
  const latestYear = String(AWARDS_LATEST_YEAR);
  const articles = staticOrigin
    ? await load(['awardsWinnerArticles', latestYear] as const).catch((error: unknown) => {
        warnings.push(`the ${AWARDS_LATEST_YEAR} winner articles not loaded: ${describeError(error)}`);
        return [];
      })
    : [];
  // Data that only some pages load, read here for the images it names.
  const pageData = await Promise.all([
    ...SECTION_PAST_YEARS.map((year) => load(['sectionWinners', String(year)] as const).catch(() => [])),
    staticOrigin ? load(['sponsorsByYear', latestYear] as const).catch(() => []) : [],
  ]);
  const source: BuildDataSource = {
    startup,
    async load(needs) {
      const answers = await Promise.allSettled(needs.map(load));
      return Object.fromEntries(
        needs.flatMap((need, index) => {
          const answer = answers[index]!;
          return answer.status === 'fulfilled' ? [[dataKey(need), answer.value]] : [];
        }),
      );
    },
    imageUrls: [...imageUrlsIn([startup, articles, pageData])],
    staticOrigin: isSimulator ? null : staticOrigin,
    values: {
      eachNominee: (startup.nominees ?? []).map((nominee) => nominee.slug).filter(Boolean),
      eachWinnerArticle: articles.map((article) => article.slug).filter(Boolean),
    },
    async fetchSimulatorFile(path) {
      if (!simulator) return null;
      const response = await fetch(new URL(path, SIMULATOR_ORIGIN));
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
    close,
  };
  return { source, warnings };
}

/** The fields of the back end's answers that name an image (src/data/schemas.ts: ImageUrl). */
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

/**
 * The startup data a page carries in its HTML: nominees without their description and contact
 * details (the heaviest fields, which only a nominee's own page shows), except the one the page is
 * about. The browser replaces it with the full answer as soon as that is in.
 */
export function startupForPage(startup: Partial<BootstrapData>, ownSlug: string | null): Partial<BootstrapData> {
  if (!startup.nominees) return startup;
  const nominees = startup.nominees.map((nominee) =>
    nominee.slug === ownSlug
      ? nominee
      : { ...nominee, content: '', detail: { address: '', phone: '', email: '', website: '', domain: '', instagram: '' } },
  );
  return { ...startup, nominees };
}
