import { useEffect, useState } from 'react';
import { VIEW_ALL_SCROLL_DELAY_MS } from '../lib/timing';
import { scrollSmoothly } from './scroll';

/** docs/requirements.md#constants: after VIEW ALL, scroll to about 1030 px from the top, 100 ms later. */
export const VIEW_ALL_SCROLL_TOP = 1030;

/** A list shown short until the visitor asks for all of it (VIEW ALL NOMINEES, VIEW ALL WINNERS). */
export function useRevealAll(): [showAll: boolean, reveal: () => void] {
  const [showAll, setShowAll] = useState(false);
  useEffect(() => {
    if (!showAll) return;
    const timer = setTimeout(() => scrollSmoothly(VIEW_ALL_SCROLL_TOP), VIEW_ALL_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [showAll]);
  return [showAll, () => setShowAll(true)];
}
