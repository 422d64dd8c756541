import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { App } from './app';
import { ImageCatalogContext } from './components/useImage';
import { PageHeadCollector, type PageHead } from './components/usePage';
import { ORIGINALS_ONLY, type ImageCatalog } from './data/image-catalog';
import { StoreProvider, type Store } from './stores/data-store';
import { i18nFor } from './i18n/catalogs';
import { LOCALE_PREFIX, type Locale } from './i18n/locale';

interface AppRootProps {
  store: Store;
  /** The page's language (its address's, src/i18n/locale.ts): its messages are loaded before the render. */
  locale: Locale;
  /** The processed images the views know (src/data/image-catalog.ts); without one, every image shows from its original URL. */
  images?: ImageCatalog;
  /** Pre-rendering: the path to render and where each page's head goes. */
  ssrPath?: string;
  onHead?: (head: Partial<PageHead>) => void;
}

/** The whole tree, the same in the browser and at build time, so a pre-rendered page hydrates as it is. */
export function AppRoot({ store, locale, images = ORIGINALS_ONLY, ssrPath, onHead }: AppRootProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18nFor(locale)}>
        <PageHeadCollector.Provider value={onHead ?? null}>
          <StoreProvider store={store}>
            <ImageCatalogContext.Provider value={images}>
              {/* The language's prefix is the router's base: routes, links and redirects are written without it. */}
              <Router base={LOCALE_PREFIX[locale]} ssrPath={ssrPath}>
                <App />
              </Router>
            </ImageCatalogContext.Provider>
          </StoreProvider>
        </PageHeadCollector.Provider>
      </I18nProvider>
    </StrictMode>
  );
}
