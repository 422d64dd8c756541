/** How long after a new screen (a page, a stage of the vote) shows the page scrolls to its top (spec: about 100 ms). */
export const SCROLL_TO_TOP_DELAY_MS = 100;

/** Scrolls the window to `top`: smoothly, unless the visitor asked for reduced motion. */
export function scrollSmoothly(top: number): void {
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  globalThis.scrollTo?.({ top, behavior: reduce ? 'auto' : 'smooth' });
}
