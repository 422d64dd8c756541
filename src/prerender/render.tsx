/**
 * Build-time rendering of one path (loaded by the prerender plugin through
 * Vite's SSR loader): the store is created but not started, so every
 * resource is still loading and no request is made.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoot } from '../root';
import { createStore } from '../store';

export interface RenderedPage {
  html: string;
  title: string | null;
}

export async function renderPath(path: string): Promise<RenderedPage> {
  let title: string | null = null;
  // Waits for every lazy page, so the HTML holds the page and not the loading fallback.
  const { prelude } = await prerenderToNodeStream(
    <AppRoot
      store={createStore({ start: false })}
      ssrPath={path}
      onTitle={(pageTitle) => {
        title = pageTitle;
      }}
    />,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return { html: Buffer.concat(chunks).toString('utf8'), title };
}

export { PRERENDERED_ROUTES, prerenderedFile, samplePaths, serverPattern } from './routes';
export { REDIRECTS } from '../routes';
export { PAGE_MODULES } from '../app';
