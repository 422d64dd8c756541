import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createStore, StoreProvider } from './store';
import './styles/global.css';

async function start(): Promise<void> {
  // The page scrolls itself to the top after each navigation (usePage).
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

  // A build-time literal, so a live build drops this branch and the simulator with it.
  if (__SIMULATOR__) {
    const { enableSimulator } = await import('../mocks/browser');
    await enableSimulator();
  }

  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={createStore()}>
        <App />
      </StoreProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  console.error('[app] failed to start', error);
});
