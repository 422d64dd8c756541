/**
 * Whether the visit opened on a page the build wrote (docs/decisions/008): the one place that
 * says so. The entry (boot.ts) holds the built page's presses and waits for its paint; the app
 * (main.tsx) hydrates it when it is this address's route (`data-route`), or renders from an empty
 * root when the HTML is another route's. Kept free of the route table: the entry imports it.
 */

/** #root with the build's HTML of a page; null for the bare app of spa.html, whose root is empty. */
export function builtRoot(document: Document): HTMLElement | null {
  const root = document.getElementById('root');
  return root?.firstElementChild ? root : null;
}

/** The route pattern the built HTML was rendered for, as the route table writes it. */
export function builtRoute(root: HTMLElement): string | null {
  return root.dataset.route ?? null;
}
