/**
 * Build-time rendering of one path (loaded by the prerender plugin through Vite's SSR loader).
 * The store is created but not started, so no request is made from the render: a shell shows
 * every resource still loading; a page built with its data (docs/decisions/015) is given the
 * startup data, is rendered once to learn which page data it loads, and again once that is in.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageHead } from '../hooks/usePage';
import { createImageCatalog } from '../lib/image-catalog';
import type { ImageManifest } from '../lib/images';
import { AppRoot } from '../root';
import { createStore } from '../store';
import type { PrebuiltData } from './prebuilt';

export interface RenderedPage {
  html: string;
  head: Partial<PageHead>;
}

interface RenderResult extends RenderedPage {
  /** The page data the render asked for, by key, with the page's own loader. */
  requests: Map<string, (key: string) => Promise<unknown>>;
  /** The images it showed, as the manifest has them. */
  images: ImageManifest;
}

/** `images`: the image pipeline's manifest for this build (scripts/image-pipeline.ts); the page's lookups are recorded. */
async function render(path: string, prebuilt: PrebuiltData | null, images: ImageManifest = {}): Promise<RenderResult> {
  let head: Partial<PageHead> = {};
  const requests = new Map<string, (key: string) => Promise<unknown>>();
  const shown: ImageManifest = {};
  const catalog = createImageCatalog({
    known: images,
    complete: true,
    onLookup: (url, image) => {
      shown[url] = image;
    },
  });
  // Waits for every lazy page, so the HTML holds the page and not the loading fallback.
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      store={createStore({ start: false, prebuilt: prebuilt?.startup })}
      pageData={{ prebuilt, onRequest: (key, load) => requests.set(key, load) }}
      images={catalog}
      ssrPath={path}
      onHead={(part) => {
        head = { ...head, ...part };
      }}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), head, requests, images: shown };
}

/** A path as its shell: everything that loads is still loading. */
export async function renderPath(path: string): Promise<RenderedPage> {
  const { html, head } = await render(path, null);
  return { html, head };
}

/** How many times a page may ask for data it did not ask for before (a list, then its items): enough for ours. */
const PAGE_DATA_ROUNDS = 3;

/**
 * A path with its data: the startup data, and the page's own data loaded at build time with the
 * page's own loaders. Returns the page and the data it was rendered from, for the browser to
 * hydrate with, and the part of the build's image manifest (`images`) its photos need. Page data
 * that cannot be loaded is left out: the page shows it loading, as then the browser will too.
 */
export async function renderPathWithData(
  path: string,
  startup: PrebuiltData['startup'],
  images: ImageManifest,
): Promise<{ page: RenderedPage; prebuilt: PrebuiltData }> {
  const prebuilt: PrebuiltData = { path, startup, page: {}, images: {} };
  const failed = new Set<string>();
  for (let round = 0; ; round++) {
    const { html, head, requests, images: shown } = await render(path, prebuilt, images);
    const missing = [...requests].filter(([key]) => !(key in prebuilt.page) && !failed.has(key));
    if (missing.length === 0 || round === PAGE_DATA_ROUNDS) return { page: { html, head }, prebuilt: { ...prebuilt, images: shown } };
    await Promise.all(
      missing.map(([key, load]) =>
        load(key).then(
          (data) => {
            prebuilt.page[key] = data;
          },
          () => failed.add(key),
        ),
      ),
    );
  }
}

export { PRERENDERED_ROUTES, prerenderedFile, samplePaths, serverPattern } from './routes';
export { openBuildDataSource, startupForPage } from './build-data';
export { REDIRECTS } from '../routes';
export { PAGE_CODE } from '../app';
export { isSimulator, siteOrigin } from '../config';
export { SECTION_TITLE, SITE_NAME } from '../content/site';
