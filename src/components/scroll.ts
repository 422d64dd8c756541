/** Scrolls the window to `top`: smoothly, unless the visitor asked for reduced motion. */
export function scrollSmoothly(top: number): void {
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  globalThis.scrollTo?.({ top, behavior: reduce ? 'auto' : 'smooth' });
}
