/**
 * The sanitiser (./html-sanitiser.ts, with DOMPurify: about 11 KB gzip) on demand. A built page does not
 * need it to hydrate, as its server HTML is in the page already cleaned by the build (<Html> keeps
 * it): it loads once a page shows server HTML, after hydration on a built page. The build, and
 * tests that render server HTML, load it first (`loadSanitizer`).
 */
import { useSyncExternalStore } from 'react';

type Sanitize = typeof import('./html-sanitiser').sanitizeHtml;

let sanitize: Sanitize | null = null;
let loading: Promise<Sanitize> | null = null;
const listeners = new Set<() => void>();

export function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('./html-sanitiser').then(
    (module) => {
      sanitize = module.sanitizeHtml;
      for (const listener of listeners) listener();
      return module.sanitizeHtml;
    },
    (error: unknown) => {
      // A failed chunk (a flaky link): the next page that shows server HTML asks again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const current = () => sanitize;

/** The sanitiser once it has loaded, null until then. */
export function useSanitizer(): Sanitize | null {
  return useSyncExternalStore(subscribe, current, current);
}
