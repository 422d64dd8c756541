import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { PageHeadCollector, type PageHead } from './hooks/usePage';
import { PageDataContext, type PageDataSource } from './hooks/useRemoteData';
import { StoreProvider, type Store } from './store';

interface AppRootProps {
  store: Store;
  /** The page's own data it was built with (src/prerender/prebuilt.ts), and at build time who wants to know what it loads. */
  pageData?: PageDataSource;
  /** Pre-rendering: the path to render and where each page's head goes. */
  ssrPath?: string;
  onHead?: (head: Partial<PageHead>) => void;
}

const NO_PAGE_DATA: PageDataSource = { prebuilt: null };

/** The whole tree, the same in the browser and at build time, so a pre-rendered page hydrates as it is. */
export function AppRoot({ store, pageData = NO_PAGE_DATA, ssrPath, onHead }: AppRootProps) {
  return (
    <StrictMode>
      <PageHeadCollector.Provider value={onHead ?? null}>
        <StoreProvider store={store}>
          <PageDataContext.Provider value={pageData}>
            <Router ssrPath={ssrPath}>
              <App />
            </Router>
          </PageDataContext.Provider>
        </StoreProvider>
      </PageHeadCollector.Provider>
    </StrictMode>
  );
}
