import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => undefined;

/**
 * False while the page is rendered at build time and while the browser hydrates it, true after:
 * what depends on the clock (a countdown) shows a neutral value in the HTML and until hydration,
 * so the built page and the hydrated one agree whenever the build ran.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
