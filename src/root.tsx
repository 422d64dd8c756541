import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { ImageCatalogContext } from './shell/useImage';
import { PageHeadCollector, type PageHead } from './shell/usePage';
import { ORIGINALS_ONLY, type ImageCatalog } from './data/image-catalog';
import { StoreProvider, type Store } from './data/store';

interface AppRootProps {
  store: Store;
  /** The processed images the views know (src/data/image-catalog.ts); without one, every image shows from its original URL. */
  images?: ImageCatalog;
  /** Pre-rendering: the path to render and where each page's head goes. */
  ssrPath?: string;
  onHead?: (head: Partial<PageHead>) => void;
}

/** The whole tree, the same in the browser and at build time, so a pre-rendered page hydrates as it is. */
export function AppRoot({ store, images = ORIGINALS_ONLY, ssrPath, onHead }: AppRootProps) {
  return (
    <StrictMode>
      <PageHeadCollector.Provider value={onHead ?? null}>
        <StoreProvider store={store}>
          <ImageCatalogContext.Provider value={images}>
            <Router ssrPath={ssrPath}>
              <App />
            </Router>
          </ImageCatalogContext.Provider>
        </StoreProvider>
      </PageHeadCollector.Provider>
    </StrictMode>
  );
}
