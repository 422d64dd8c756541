/**
 * When the web fonts load. Text paints at once in the fallback fonts, and the
 * blocks whose height depends on the typeface keep the lines the web fonts
 * need (src/styles/global.css), so the swap moves nothing. The font files
 * (about 60 KB) wait until the first screen's data has settled and the page
 * is idle: on a slow connection they never compete with the data and the
 * images a visitor came for. WEB_FONTS_LATEST_MS bounds the wait when the
 * data never settles.
 */
import type { AnyActorRef } from 'xstate';

export const WEB_FONTS_LATEST_MS = 4000;

/** Calls `load` once, when the idle page follows `actor` (the data store) settling, or after WEB_FONTS_LATEST_MS. */
export function loadWebFontsOnceSettled(actor: AnyActorRef, load: () => unknown = () => import('./styles/fonts.css')): void {
  if (actor.getSnapshot().status !== 'active') {
    whenIdle(load);
    return;
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    clearTimeout(latest);
    subscription.unsubscribe();
    whenIdle(load);
  };
  const latest = setTimeout(start, WEB_FONTS_LATEST_MS);
  const subscription = actor.subscribe({ next: (snapshot) => snapshot.status !== 'active' && start(), error: start, complete: start });
}

function whenIdle(callback: () => unknown): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => callback(), { timeout: 1000 });
  else setTimeout(callback, 0);
}
