/**
 * Writes every pre-rendered route of the route table (src/routes.ts) as its own HTML file after a
 * build (docs/decisions/008, 010). Each file is the build's index.html with:
 * the route's first render inside #root (marked with data-route, so the
 * browser hydrates only the route it was made for), the page's title, links
 * to the code the entry starts at once, and the list of the app's and the
 * page's code, which the entry loads once the first screen is shown.
 *
 * Routes the table builds with their data (docs/decisions/015) are rendered from the data of the
 * back end (live builds) or the simulator (simulator builds) at build time, once per nominee or
 * winner article where they say so, and carry that data, their canonical URL and their preview
 * tags (Open Graph, X) in the HTML. Every image the data names goes through the image pipeline
 * (builder/image-pipeline.ts) first: pages are rendered with its manifest, name its copies, and
 * preview with its JPEG; simulator builds also write the simulator's own images, which its data
 * names. Shells stay for the values that come after the build.
 *
 * Each route's pages carry the styles their first screens need inline, the fonts' faces among them,
 * allowed by their hash in the policy (csp.txt and each page's own), and apply the style sheet, then
 * written without the faces, from the end of the body (builder/critical-css.ts).
 *
 * Also written: spa.html, the bare index.html for every other path (its styles inline too), sitemap.xml (named in
 * robots.txt), and prerendered.json, which a server reads to answer each path with its file
 * (and the spec's redirecting routes with a 301): deploy/site-rules.mjs.
 *
 * ON_DEMAND_FILES=1 (`npm start`, tools/start.mjs): the photos' copies and previews and the venue
 * kits that the caches lack are left to the server, listed in .on-demand.json (builder/on-demand.ts);
 * the pages are the same. Images, pages and kits show their progress (builder/progress.mjs).
 */

/** Whether this build leaves the files its caches lack to the server (builder/on-demand.ts). */
const LEAVES_FILES_TO_SERVER = process.env.ON_DEMAND_FILES === '1';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
// Types only: the code comes through Vite's SSR loader, so this config needs no TypeScript loader of its own.
import type { RenderedPage } from './render.tsx';
import type { PageWithData } from './build-data.ts';
import type { PrerenderedRoute } from './prerendered-routes.ts';
import { PREBUILT_DATA_ID } from '../src/data/element-ids.ts';
import { escapeMarkup } from '../src/lib/markup.ts';
import type { PrebuiltData } from '../src/data/prebuilt.ts';
import type { PageModule } from '../src/routes.ts';
import { isPhotoRequest, placeholderOf } from '../mocks/data/images.ts';
import { FIRST_SCREEN_IMAGE_SLOT } from '../src/lib/first-screen-image.ts';
import { IMAGE_MANIFEST_PATH } from '../src/lib/images.ts';
import { createImagePipeline } from './image-pipeline.ts';
import { ON_DEMAND_LIST, onDemandList, type DeferredKit, type DeferredSimulatorFile } from './on-demand-list.ts';
import { startProgress } from './progress.mjs';
import { toolServerOptions } from './tool-server.mjs';
import { limitConcurrency } from '../src/lib/concurrency.ts';
import { allowingStyles, criticalCss, styleHash, stylesheetOf, withCriticalCss, withoutFaces } from './critical-css.ts';
import { headTags, replaceOnce, robotsTxt, scriptJson, sitemapXml, withHead, type PreviewImage } from './page-head.ts';

type RenderModule = typeof import('./render.tsx');
type PhotosModule = typeof import('../mocks/photos.ts');

interface Assets {
  /** Code the entry starts at once (the warm-up of live builds, and the API client its requests load): linked as modulepreload. */
  early: string[];
  /**
   * React DOM's, the app's and the page chunk's code, which the entry loads once the first screen is
   * shown (src/boot/boot.ts), React DOM's first, as the entry imports it first. Every file the entry's
   * imports of React DOM and the app need is here, so Vite's preload helper finds each one linked and
   * adds no links of its own in the task that imports it.
   */
  later: string[];
}

/**
 * What a page needs beyond what Vite already links from index.html (the entry and its static
 * imports, the one style sheet): the code the entry imports at once, and the code of the app
 * (src/boot/main.tsx) and of the page's own chunk, with what they import. Only the early code is
 * linked: the rest must not take the first screen's bandwidth, so the entry asks for it when
 * the first screen is shown, from the list on #root (data-page-code).
 */
function pageAssets(
  bundle: Rollup.OutputBundle,
  pageModuleId: string | null,
  wordsModules: readonly string[],
  { withoutItsData = false, mainTextIsServerHtml = false } = {},
): Assets {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (fileName: string, into: Set<string>) => {
    // Not in the bundle: a style-sheet-only chunk, which Vite loads as CSS.
    if (into.has(fileName) || !byFile.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const linked = new Set<string>();
  for (const entry of entries) collect(entry.fileName, linked);
  const isApp = (fileName: string) => byFile.get(fileName)?.facadeModuleId?.endsWith('/src/boot/main.tsx') === true;
  const isReactDom = (fileName: string) => byFile.get(fileName)?.moduleIds.some((id) => id.includes('/node_modules/react-dom/')) === true;
  /** The chunk that holds the module whose path ends so. */
  const chunkHolding = (modulePath: string) => chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith(modulePath)));
  const apiClient = chunkHolding('/src/data/calls.ts');

  const early = new Set<string>();
  const later = new Set<string>();
  const entryImports = entries.flatMap((entry) => entry.dynamicImports);
  for (const imported of entryImports) if (!isApp(imported)) collect(imported, early);
  for (const imported of entryImports.filter(isReactDom)) collect(imported, later);
  for (const imported of entryImports.filter(isApp)) collect(imported, later);
  // The warm-up's first request loads the API client (src/data/loaders.ts): fetched beside it, not after it.
  if (apiClient && early.size > 0) collect(apiClient.fileName, early);
  if (pageModuleId) {
    // A page that comes with the app (a landing page) has no chunk of its own: the app's code is its code.
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === pageModuleId || chunk.moduleIds.includes(pageModuleId));
    if (!pageChunk) throw new Error(`prerender: no chunk holds ${pageModuleId}`);
    collect(pageChunk.fileName, later);
  }
  // The page's words in its language (src/i18n/catalogs.ts): the app renders nothing without them.
  for (const catalog of wordsModules) {
    const chunk = chunkHolding(catalog);
    if (!chunk) throw new Error(`prerender: no chunk holds ${catalog}`);
    collect(chunk.fileName, later);
  }
  // A page built without its data asks for it as soon as the app has started: the code that asks
  // (the data machine, src/stores/data-store.tsx, and the API client) comes with the page's code,
  // not a round trip after it. A page built with its data needs it only later (docs/decisions/038).
  if (withoutItsData) {
    const dataMachine = chunkHolding('/machines/data.machine.ts');
    if (!dataMachine || !apiClient) throw new Error('prerender: no chunk holds the data machine or the API client');
    collect(dataMachine.fileName, later);
    collect(apiClient.fileName, later);
    // Its main text, if server HTML, waits for the sanitiser once its answer is in (docs/decisions/064).
    if (mainTextIsServerHtml) {
      const sanitiser = chunkHolding('/src/components/html-sanitiser.ts');
      if (!sanitiser) throw new Error('prerender: no chunk holds the sanitiser');
      collect(sanitiser.fileName, later);
    }
  }

  return {
    early: [...early].filter((file) => !linked.has(file)),
    later: [...later].filter((file) => !linked.has(file)),
  };
}

interface PageFile {
  /** The route it serves, as the manifest names it: a path, ':name' standing for every value. */
  route: string;
  /** Its language's `<html lang>`. */
  lang: string;
  /** Its render: null for the bare app (spa.html). */
  page: RenderedPage | null;
  /** The data it was built with, for the browser to hydrate from. */
  prebuilt: PrebuiltData | null;
  headTags: string[];
}

function pageHtml(template: string, { route, lang, page, prebuilt, headTags }: PageFile, assets: Assets, base: string): string {
  // The warm-up runs only where a placeholder waits for the first image (src/boot/boot.ts): elsewhere its code would compete with the first screen.
  const warmsUp = page?.html.includes(FIRST_SCREEN_IMAGE_SLOT) === true;
  const links = warmsUp ? assets.early.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`) : [];
  // A page that warms up links its early code in the HTML: the list leaves it out.
  const later = warmsUp ? assets.later.filter((file) => !assets.early.includes(file)) : assets.later;
  const pageCode = escapeMarkup(later.map((file) => `${base}${file}`).join(' '));
  const data = prebuilt
    ? `\n    <script type="application/json" id="${PREBUILT_DATA_ID}">${scriptJson(JSON.stringify(prebuilt))}</script>`
    : '';
  const root = page
    ? `<div id="root" data-route="${escapeMarkup(route)}" data-page-code="${pageCode}">${page.html}</div>${data}`
    : `<div id="root" data-page-code="${pageCode}"></div>`;
  return withHead(replaceOnce(template, '<div id="root"></div>', root), lang, page?.head ?? {}, [...headTags, ...links]);
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }, bundle) {
      if (!dir || config.build.ssr) return;
      const template = await readFile(join(dir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');

      // The same configuration and mode as this build, so its defines and environment apply.
      const server = await createServer({ ...toolServerOptions(config.root), configFile: config.configFile, mode: config.mode });
      // The data source holds a simulator (MSW in Node) or a Node `location` for its calls: released however the build ends.
      let closeSource: () => Promise<void> = async () => undefined;
      try {
        const {
          renderPath,
          renderPathWithData,
          openBuildDataSource,
          siteOrigin,
          pageMessageGroup,
          PRERENDERED_ROUTES,
          prerenderedFile,
          REDIRECTS,
          samplePaths,
          serverPattern,
          SECTION_TITLE,
          SITE_NAME,
          isSimulator,
          createKitWriter,
          kitBuildPaths,
          kitStatus,
          nomineePlace,
          paths,
          PLAIN_SLUG,
          wordsModule,
          loadAllMessages,
          LOCALES,
          LANGUAGE_TAG,
          OG_LOCALE,
          SOURCE_LOCALE,
          localizedPath,
        } = (await server.ssrLoadModule('/builder/render.tsx')) as RenderModule;
        await loadAllMessages();
        /** A page's module, as the bundle names it (src/routes.ts: `page`). */
        const moduleIdOf = (page: PageModule): string => join(config.root, 'src/features', `${page}.tsx`);
        const { source, warnings } = await openBuildDataSource();
        if (source) closeSource = source.close;
        for (const warning of warnings) config.logger.warn(`prerender: ${warning}`);
        const siteUrl = siteOrigin();
        // The simulator's photos are made in Node (mocks/photos.ts); its other images come from its handlers.
        const photos = source && isSimulator ? ((await server.ssrLoadModule('/mocks/photos.ts')) as PhotosModule) : null;
        const readSimulatorImage = async (url: string) =>
          (await photos?.simulatorPhoto(url)) ?? (placeholderOf(url) ? await source!.fetchSimulatorFile(url) : null);

        const started = performance.now();
        // BUILD_CACHE_DIR moves the caches (the build's scale bench starts each series from an empty one).
        const cacheRoot = process.env.BUILD_CACHE_DIR || join(config.root, 'node_modules/.cache');
        const cacheDirs = { images: join(cacheRoot, 'image-pipeline'), kits: join(cacheRoot, 'venue-kit') };
        const imageUrls = [...new Set(source?.imageUrls ?? [])];
        const imageProgress = startProgress('images', imageUrls.length);
        const pipeline = createImagePipeline({
          outDir: dir,
          cacheDir: cacheDirs.images,
          origin: source?.staticOrigin ?? null,
          readLocal: photos ? readSimulatorImage : undefined,
          describeLocal: photos?.simulatorPhotoFacts,
          warn: (message) => config.logger.warn(`prerender: ${message}`),
          deferCopies: LEAVES_FILES_TO_SERVER,
          progress: imageProgress,
        });
        const images = await pipeline.process(imageUrls, source?.firstScreenImageUrls);
        imageProgress.stop();
        await mkdir(join(dir, dirname(IMAGE_MANIFEST_PATH)), { recursive: true });
        await writeFile(join(dir, IMAGE_MANIFEST_PATH), JSON.stringify(images));
        const { images: processed, encoded, reused, failed } = pipeline.figures();
        const leftToServer = Object.keys(pipeline.deferred()).length;
        config.logger.info(
          `images: ${processed} processed (${encoded} copies encoded, ${reused} from the cache, ${failed} failed${LEAVES_FILES_TO_SERVER ? `, ${leftToServer} left to the server` : ''}) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );

        // Each built nominee's kit (builder/venue-kit.ts) in every language, its cover photo read once by the
        // pipeline for all of them, each kit's links to its language's "Vote for" page. Made while the pages
        // render: libvips encodes on its own threads beside React's rendering.
        const kitsStarted = performance.now();
        const kits = createKitWriter({ outDir: dir, cacheDir: cacheDirs.kits, deferKits: LEAVES_FILES_TO_SERVER });
        const deferredKits: { paths: string[]; job: DeferredKit }[] = [];
        const cards = source?.nomineeCards ?? [];
        // VENUE_KITS=off: a build made only for its pages (tests/build/live-with-data.test.ts).
        const kitCards = process.env.VENUE_KITS === 'off' ? [] : cards.filter((card) => PLAIN_SLUG.test(card.slug));
        const kitProgress = startProgress('venue kits', kitCards.length * LOCALES.length);
        const oneAtATime = limitConcurrency(2);
        const kitsWritten = Promise.all(
          kitCards.map((card) =>
            oneAtATime(async () => {
              const cover = card.images[0] ? await pipeline.source(card.images[0]) : null;
              const status = kitStatus(nomineePlace(cards, card.slug, 'winner')?.position ?? null);
              for (const locale of LOCALES) {
                const voteUrl = `${siteUrl}${localizedPath(paths.voteFor(card.slug), locale)}`;
                const input = { slug: card.slug, name: card.name, status, locale, voteUrl };
                const order = { ...input, cover: cover && { name: cover.name, read: () => pipeline.read(cover) } };
                if ((await kits.write(order)) === 'deferred')
                  deferredKits.push({ paths: kitBuildPaths(input), job: { kind: 'kit', input, cover } });
                kitProgress.tick();
              }
            }),
          ),
        ).then(() => {
          kitProgress.stop();
          const kitFigures = kits.figures();
          config.logger.info(
            `venue kits: ${kitFigures.kits} in ${LOCALES.length} languages (${kitFigures.made} made, ${kitFigures.reused} from the cache${LEAVES_FILES_TO_SERVER ? `, ${kitFigures.deferred} left to the server` : ''}) in ${((performance.now() - kitsStarted) / 1000).toFixed(1)} s`,
          );
        });

        /** The preview image of a page: the page's own, else the site's banner, as the pipeline's JPEG (else as it is). */
        const previewImage = async (own: { url: string; alt: string } | undefined): Promise<PreviewImage | null> => {
          const banner = source?.websiteData?.banner_home?.image_url;
          const chosen = own ?? (banner ? { url: banner, alt: SECTION_TITLE } : null);
          if (!chosen) return null;
          const preview = await pipeline.preview(chosen.url);
          if (preview) return { url: `${siteUrl}${preview.path}`, alt: chosen.alt, width: preview.width, height: preview.height };
          return { url: new URL(chosen.url, `${siteUrl}/`).href, alt: chosen.alt };
        };

        const manifest: { route: string; pattern: string; ignoreCase: boolean; file: string }[] = [];
        const sitemap: string[] = [];
        type Locale = (typeof LOCALES)[number];
        /** A page's file and HTML, listed for the servers and the sitemap; written with its route's pages. */
        const builtPage = async (file: string, pageFile: PageFile, { page, mainTextIsServerHtml }: PrerenderedRoute, locale: Locale) => {
          const catalogs = [wordsModule('common', locale), wordsModule(pageMessageGroup(page), locale)];
          manifest.push({ route: pageFile.route, ...serverPattern(pageFile.route), file });
          if (!pageFile.route.includes(':')) sitemap.push(`${siteUrl}${pageFile.route === '/' ? '/' : pageFile.route}`);
          const assets = pageAssets(bundle, moduleIdOf(page), catalogs, {
            withoutItsData: pageFile.prebuilt === null,
            mainTextIsServerHtml: mainTextIsServerHtml === true,
          });
          return { file, html: pageHtml(template, pageFile, assets, config.base) };
        };
        /** The inline styles of every route, each allowed by its hash in the policy (builder/critical-css.ts). */
        const styleHashes = new Set<string>();
        /** The style sheets the pages apply, written without their faces once every page carries them. */
        const stylesheets = new Set<string>();
        /** A route's pages in every language, with the styles the first screens of all of them need. */
        const withStyles = async (pages: { file: string; html: string }[]) => {
          const href = pages[0] ? stylesheetOf(pages[0].html) : null;
          if (!href) return pages;
          stylesheets.add(href);
          const css = await criticalCss(
            pages.map((page) => page.html),
            { href, distDir: dir, base: config.base },
          );
          if (css) styleHashes.add(styleHash(css));
          return pages.map(({ file, html }) => ({ file, html: withCriticalCss(html, css) }));
        };
        const writeRoute = async (pages: { file: string; html: string }[]) => {
          for (const { file, html } of await withStyles(pages)) {
            await mkdir(dirname(join(dir, file)), { recursive: true });
            await writeFile(join(dir, file), html);
            pageProgress.tick();
          }
        };
        /** A page's head tags in its language: its canonical URL, its other languages, its preview. */
        const pageHeadTags = (head: RenderedPage['head'], path: string, locale: Locale, image: PreviewImage | null) =>
          headTags({
            head,
            url: `${siteUrl}${localizedPath(path, locale)}`,
            siteName: SITE_NAME,
            image,
            ogLocale: {
              locale: OG_LOCALE[locale],
              alternates: LOCALES.filter((other) => other !== locale).map((other) => OG_LOCALE[other]),
            },
            alternates: [
              ...LOCALES.map((other) => ({ hreflang: LANGUAGE_TAG[other], url: `${siteUrl}${localizedPath(path, other)}` })),
              { hreflang: 'x-default', url: `${siteUrl}${localizedPath(path, SOURCE_LOCALE)}` },
            ],
          });
        /** A path with its data and its head for previews, in a language. */
        const pageWithData = async ({ path, data }: PageWithData, locale: Locale): Promise<PageFile> => {
          const localized = localizedPath(path, locale);
          const { page, prebuilt } = await renderPathWithData(localized, data, images);
          const image = await previewImage(page.head.image);
          return { route: localized, lang: LANGUAGE_TAG[locale], page, prebuilt, headTags: pageHeadTags(page.head, path, locale, image) };
        };

        const builtPerLocale = PRERENDERED_ROUTES.map(
          (prerendered) =>
            (source?.pages.filter((candidate) => candidate.route === prerendered).length ?? 0) +
            (source && prerendered.builtWithData === 'paths' ? 0 : 1),
        );
        const pageProgress = startProgress('pages', builtPerLocale.reduce((sum, count) => sum + count, 0) * LOCALES.length);
        for (const prerendered of PRERENDERED_ROUTES) {
          const { route, builtWithData } = prerendered;
          const routePages: { file: string; html: string }[] = [];
          for (const locale of LOCALES) {
            for (const withData of source?.pages.filter((candidate) => candidate.route === prerendered) ?? []) {
              const file = prerenderedFile(localizedPath(withData.path, locale));
              routePages.push(await builtPage(file, await pageWithData(withData, locale), prerendered, locale));
            }
            // A route built once per value keeps its shell, for the values added since the build.
            if (source && builtWithData === 'paths') continue;
            const localized = localizedPath(route, locale);
            const [first, ...others] = await Promise.all(samplePaths(localized).map(renderPath));
            if (!first) continue;
            if (others.some((other) => other.html !== first.html || other.head.title !== first.head.title)) {
              throw new Error(`prerender: ${localized} renders differently for different values; it cannot share one file`);
            }
            // A shell serves many addresses: no canonical URL or preview of its own.
            const tags = route.includes(':') ? [] : pageHeadTags(first.head, route, locale, await previewImage(undefined));
            routePages.push(
              await builtPage(
                prerenderedFile(localized),
                { route: localized, lang: LANGUAGE_TAG[locale], page: first, prebuilt: null, headTags: tags },
                prerendered,
                locale,
              ),
            );
          }
          await writeRoute(routePages);
        }

        // The simulator's images, as a back end serves them: its photos are files (MSW cannot draw them in the browser),
        // and the vectors the built pages name are asked for before the simulator runs.
        // With ON_DEMAND_FILES, the photos are left to the server, which draws each when first asked for.
        const simulatorFilesLeft: Record<string, DeferredSimulatorFile> = {};
        if (photos) {
          const simulatorFiles = [...new Set([...photos.simulatorPhotoPaths('default'), ...(source?.imageUrls ?? [])])];
          for (const url of simulatorFiles.filter((file) => file.startsWith('/sim/img/'))) {
            if (LEAVES_FILES_TO_SERVER && isPhotoRequest(url)) {
              simulatorFilesLeft[url.slice(1)] = { kind: 'simulator-file', url };
              continue;
            }
            const bytes = await readSimulatorImage(url);
            if (!bytes) continue;
            await mkdir(dirname(join(dir, url)), { recursive: true });
            await writeFile(join(dir, url), bytes);
          }
        }
        pageProgress.stop();
        await kitsWritten;
        if (LEAVES_FILES_TO_SERVER) {
          const list = onDemandList(cacheDirs, { ...pipeline.deferred(), ...simulatorFilesLeft }, deferredKits);
          if (list.jobs.length > 0) await writeFile(join(dir, ON_DEMAND_LIST), JSON.stringify(list));
        }
        await writeFile(join(dir, 'sitemap.xml'), sitemapXml(sitemap));
        const robots = await readFile(join(dir, 'robots.txt'), 'utf8').catch(() => 'User-agent: *\nAllow: /\n');
        await writeFile(join(dir, 'robots.txt'), robotsTxt(robots, `${siteUrl}/sitemap.xml`));
        const [shell] = await withStyles([
          {
            file: 'spa.html',
            html: pageHtml(
              template,
              { route: '', lang: LANGUAGE_TAG[SOURCE_LOCALE], page: null, prebuilt: null, headTags: [] },
              pageAssets(bundle, null, [wordsModule('common', SOURCE_LOCALE)], { withoutItsData: true }),
              config.base,
            ),
          },
        ]);
        await writeFile(join(dir, shell!.file), shell!.html);
        for (const href of stylesheets) {
          const file = join(dir, href.slice(config.base.length));
          await writeFile(file, withoutFaces(await readFile(file, 'utf8')));
        }
        const redirects = LOCALES.flatMap((locale) =>
          REDIRECTS.map(({ from, to }) => {
            const localized = localizedPath(from, locale);
            return { from: localized, ...serverPattern(localized), to: localizedPath(to, locale) };
          }),
        );
        const policyFile = join(dir, 'csp.txt');
        const policy = await readFile(policyFile, 'utf8');
        await writeFile(policyFile, `${allowingStyles(policy.trim(), [...styleHashes])}\n`);
        await writeFile(
          join(dir, 'prerendered.json'),
          `${JSON.stringify({ routes: manifest, redirects, fallback: 'spa.html' }, null, 2)}\n`,
        );
        config.logger.info(`prerendered ${manifest.length} routes`);
      } finally {
        await closeSource();
        await server.close();
      }
    },
  };
}
