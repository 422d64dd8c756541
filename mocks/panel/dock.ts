/**
 * Where the simulator panel docks: above any fixed or sticky control of the page at the
 * viewport's bottom edge (the vote screen's VOTE NOW bar), so the panel never covers it.
 * Read from the page's layout, so the site needs no hook for the simulator.
 */
import { useEffect, useState } from 'react';

const PINNED = new Set(['fixed', 'sticky']);
/** How far in from the right edge the panel's pill sits, where the page must stay clickable. */
const PROBE_INSET_PX = 24;

/** How many px from the viewport's bottom the page's pinned element under the panel takes; 0 when none. */
export function pinnedBottomHeight(panel: Element): number {
  const probes = document.elementsFromPoint?.(window.innerWidth - PROBE_INSET_PX, window.innerHeight - 1) ?? [];
  const topmost = probes.find((element) => !panel.contains(element));
  for (let node: Element | null = topmost ?? null; node && node !== document.body; node = node.parentElement) {
    if (PINNED.has(getComputedStyle(node).position)) return Math.max(0, window.innerHeight - node.getBoundingClientRect().top);
  }
  return 0;
}

/** The panel's dock height, followed through scrolling, resizing and page changes. */
export function useDock(panel: Element | null): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (!panel) return;
    let frame = 0;
    const measure = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        setHeight(Math.round(pinnedBottomHeight(panel)));
      });
    };
    measure();
    const changes = new MutationObserver(measure);
    changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['class', 'hidden'] });
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [panel]);
  return height;
}
