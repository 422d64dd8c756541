/**
 * The sanitiser (./html-sanitiser.ts, with DOMPurify: about 11 KB gzip) on demand. A built page does not
 * need it, as its server HTML is in the page already cleaned by the build (<Html> keeps it while
 * the data holds the same HTML): it is asked for once a page is to show server HTML it was not built
 * with (after hydration on a built page; as it renders a page's main text, which waits for it). The
 * build, and tests that render server HTML, load it first (`loadSanitizer`).
 */
import { startTransition, useEffect, useState } from 'react';
import { tracked, type TrackedPromise } from '../lib/tracked-promise';

type Sanitize = typeof import('./html-sanitiser').sanitizeHtml;

let sanitize: Sanitize | null = null;
/** Tracked for `use`: a render after the load takes the sanitiser at once (the build's too). */
let loading: TrackedPromise<Sanitize> | null = null;
const listeners = new Set<() => void>();

/**
 * The one request for the sanitiser. One that failed stays failed for this page load, as Chromium
 * keeps a module that failed (src/document/chunk-reload.ts): a main text waiting for it fails its
 * render, and the page's error boundary reloads the page once (src/app.tsx); any other box stays empty.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (loading) return loading;
  loading = tracked(
    import('./html-sanitiser').then((module: typeof import('./html-sanitiser') | undefined) => {
      // Vite's preload helper answers a failed import with no module (src/document/chunk-reload.ts).
      if (!module) throw new Error('the sanitiser could not be loaded');
      return module.sanitizeHtml;
    }),
  );
  loading.then(
    (loaded) => {
      sanitize = loaded;
      for (const listener of listeners) listener();
    },
    () => undefined,
  );
  return loading;
}

/**
 * The sanitiser once it has loaded, null until then. Its arrival re-renders each box of server
 * HTML in a transition: every box sanitises its HTML as it renders, and a transition's render
 * yields to the browser between boxes, where an external store's update would render them all in
 * one task (docs/decisions/040).
 */
export function useSanitizer(): Sanitize | null {
  // Functions as state: each is given through an updater, which returns it.
  const [loaded, setLoaded] = useState<Sanitize | null>(() => sanitize);
  useEffect(() => {
    if (loaded) return;
    const listener = () => startTransition(() => setLoaded(() => sanitize));
    listeners.add(listener);
    // It may have arrived between the render and this effect.
    if (sanitize) listener();
    return () => {
      listeners.delete(listener);
    };
  }, [loaded]);
  return loaded;
}
