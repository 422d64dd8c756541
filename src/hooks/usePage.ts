import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'wouter';

export const SCROLL_TO_TOP_DELAY_MS = 100;

export function scrollSmoothly(top: number): void {
  const reduce = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  globalThis.scrollTo?.({ top, behavior: reduce ? 'auto' : 'smooth' });
}

/** Pre-rendering reads each page's title through this: effects do not run on the server. */
export const PageTitleCollector = createContext<((title: string) => void) | null>(null);

/**
 * Every screen sets its title and, since the browser's scroll restoration is
 * off, scrolls smoothly to the top about 100 ms after it is displayed.
 */
export function usePage(title: string, { scrollToTop = true }: { scrollToTop?: boolean } = {}): void {
  const [location] = useLocation();
  useContext(PageTitleCollector)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    if (!scrollToTop) return;
    const timer = setTimeout(() => scrollSmoothly(0), SCROLL_TO_TOP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location, scrollToTop]);
}

/** Sets the page's meta description while the page is shown, and puts the site's back after. */
export function useMetaDescription(description: string): void {
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
