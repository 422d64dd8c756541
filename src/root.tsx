import { StrictMode } from 'react';
import { Router } from 'wouter';
import { App } from './app';
import { PageTitleCollector } from './hooks/usePage';
import { StoreProvider, type Store } from './store';

interface AppRootProps {
  store: Store;
  /** Pre-rendering: the path to render and where each page's title goes. */
  ssrPath?: string;
  onTitle?: (title: string) => void;
}

/** The whole tree, the same in the browser and at build time, so a pre-rendered page hydrates as it is. */
export function AppRoot({ store, ssrPath, onTitle }: AppRootProps) {
  return (
    <StrictMode>
      <PageTitleCollector.Provider value={onTitle ?? null}>
        <StoreProvider store={store}>
          <Router ssrPath={ssrPath}>
            <App />
          </Router>
        </StoreProvider>
      </PageTitleCollector.Provider>
    </StrictMode>
  );
}
