import { createContext, useContext, useEffect } from 'react';
import { useLingui } from '@lingui/react';
import type { RouteDefinition } from '../routes';
import { useLocation } from 'wouter';
import { SCROLL_TO_TOP_DELAY_MS } from '../lib/timing';
import { scrollSmoothly } from './scroll';

/** What a page tells the build for its <head> (builder/prerender-plugin.ts): its title, description, preview image and structured data. */
export interface PageHead {
  title: string;
  description: string;
  /** The page's own image for link previews (og:image); the build makes it absolute, or raster, as it must be. */
  image: { url: string; alt: string };
  /** JSON-LD, written into the built page's head for crawlers that run no script. */
  jsonLd: string;
}

/** Pre-rendering reads each page's head through this: effects do not run on the server. */
export const PageHeadCollector = createContext<((head: Partial<PageHead>) => void) | null>(null);

/** Tells the build a part of the page's head (nothing in the browser, where only the title and description change). */
export function usePageHead(head: Partial<PageHead>): void {
  useContext(PageHeadCollector)?.(head);
}

/** Whether a page has been displayed by the app yet in this document. */
let displayedBefore = false;

/**
 * Every screen sets its title and, since the browser's scroll restoration is
 * off, scrolls smoothly to the top about 100 ms after it is displayed. The
 * page a visit opens on is the exception: it was displayed, at its top, from
 * the HTML before the app started, and the visitor may have scrolled since.
 */
export function usePage(title: string, { scrollToTop = true }: { scrollToTop?: boolean } = {}): void {
  const [location] = useLocation();
  usePageHead({ title });
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    const opening = !displayedBefore;
    displayedBefore = true;
    if (!scrollToTop || opening) return;
    const timer = setTimeout(() => scrollSmoothly(0), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, scrollToTop]);
}

/** Sets the page's meta description while the page is shown, and puts the site's back after. */
export function useMetaDescription(description: string): void {
  usePageHead({ description });
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = description;
    return () => {
      if (meta) meta.content = previous;
    };
  }, [description]);
}

/** A route's title (the route table's), in the page's language. */
export function useRouteTitle(route: RouteDefinition, values: Readonly<Record<string, string>> = {}, shownName?: string): string {
  const { i18n } = useLingui();
  return route.title(i18n, values, shownName);
}
