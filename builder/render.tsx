/**
 * Build-time rendering of one path (loaded by the prerender plugin through Vite's SSR loader).
 * The store is created but not started, so no request is made from the render: a shell shows
 * every resource still loading; a page built with its data (docs/decisions/015, 022) is given the
 * answers its route needs, by key, and rendered once.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import type { PageHead } from '../src/components/usePage';
import { i18nFor } from '../src/i18n/catalogs';
import { SITE_DESCRIPTION } from './page-words';
import { createImageCatalog } from '../src/data/image-catalog';
import type { ImageManifest } from '../src/lib/images';
import { AppRoot } from '../src/root';
import { createStore } from '../src/stores/data-store';
import type { PrebuiltData } from '../src/data/prebuilt';
import { localeOfPath } from '../src/i18n/locale';

export interface RenderedPage {
  html: string;
  head: Partial<PageHead>;
}

interface RenderResult extends RenderedPage {
  /** The images it showed, as the manifest has them. */
  images: ImageManifest;
}

/** `images`: the image pipeline's manifest for this build (builder/image-pipeline.ts); the page's lookups are recorded. */
async function render(path: string, built: PrebuiltData['data'], images: ImageManifest = {}): Promise<RenderResult> {
  const locale = localeOfPath(path);
  // The site's description in the page's language, until the page says its own.
  let head: Partial<PageHead> = { description: i18nFor(locale)._(SITE_DESCRIPTION) };
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
      store={createStore({ start: false, built, hydrating: true })}
      locale={locale}
      images={catalog}
      ssrPath={path}
      onHead={(part) => {
        head = { ...head, ...part };
      }}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), head, images: shown };
}

/** A path as its shell: everything that loads is still loading. */
export async function renderPath(path: string): Promise<RenderedPage> {
  const { html, head } = await render(path, {});
  return { html, head };
}

/**
 * A path with its data: the answers to the startup requests and to the route's needs, loaded by the
 * build (builder/build-data.ts) with the loaders the browser uses, by their keys. Returns the
 * page and the data it was rendered from, for the browser to hydrate with, and the part of the
 * build's image manifest (`images`) its photos need.
 */
export async function renderPathWithData(
  path: string,
  data: PrebuiltData['data'],
  images: ImageManifest,
): Promise<{ page: RenderedPage; prebuilt: PrebuiltData }> {
  const { html, head, images: shown } = await render(path, data, images);
  return { page: { html, head }, prebuilt: { data, images: shown } };
}

export { PRERENDERED_ROUTES, prerenderedFile, samplePaths, serverPattern } from './prerendered-routes';
export { openBuildDataSource, PLAIN_SLUG } from './build-data';
export { kitStatus } from '../src/domain/kit';
export { nomineePlace } from '../src/domain/neighbours';
export { createKitWriter, kitBuildPaths } from './venue-kit';
export { paths, REDIRECTS, routeOf } from '../src/routes';
export { isSimulator, siteOrigin } from '../src/config';
export { wordsModule } from './message-chunks';
export { pageMessageGroup } from '../src/i18n/catalogs';

export { loadAllMessages } from './all-messages';
export { LOCALES, LANGUAGE_TAG, OG_LOCALE, SOURCE_LOCALE, localizedPath } from '../src/i18n/locale';
export { SECTION_TITLE, SITE_NAME } from '../src/domain/site';
