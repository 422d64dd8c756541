import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { nextTask } from '../document/after-paint';
import { runTimedStep, type StepSizing } from '../lib/step-size';

/** Items of a long list rendered with the first screen: what a phone's first screen can reach, two rows of two. */
export const FIRST_STEP = 4;
/** The first step after it, in items; then each step is sized by how long the one before took. */
export const SECOND_STEP = 2;
/**
 * React's share of a step is 25 ms: the browser then styles, lays out and paints the cards it added,
 * and the two together under 50 ms leave a tap waiting for none. On the bench's phone (CPU ×14)
 * React takes 8–15 ms a vote card, and laying out four cards 12–27 ms. At most 8 cards a step,
 * however fast the device.
 */
export const LIST_STEP_SIZING: StepSizing = { budgetMs: 25, largest: 8 };
/**
 * How far below the viewport the rendered list reaches: a screen's height. A phone's fling
 * then finds its cards there, and items further down wait until the visitor comes near them.
 */
export const RENDER_AHEAD_MARGIN = '0px 0px 100% 0px';

export interface ListInSteps {
  /** How many of the list's items to render. */
  rendered: number;
  /** Renders the first `count` at the next commit (a key that jumps past the rendered items, End). */
  renderAtLeast: (count: number) => void;
  /** For an empty element just after the rendered items, while some are not rendered: the list grows while it is near the viewport. */
  endMarker: RefObject<HTMLDivElement | null>;
}

/**
 * How many of a list's `total` items to render: `FIRST_STEP` at once, then a step more in a task
 * of its own each time the end marker is within `RENDER_AHEAD_MARGIN` of the viewport, so no task
 * renders the whole list, a tap is answered between two steps, and items nobody scrolls to cost
 * nothing (docs/decisions/052). Each step is timed and the next one sized by it (`runTimedStep`):
 * a slow phone gets steps of one or two cards, a fast computer the list in a few tasks. Where the
 * browser cannot say where the marker is (no IntersectionObserver, or no marker rendered), a step
 * follows each commit in the next task, until the list is whole. Only for a list rendered in the
 * browser: a built list hydrates whole.
 */
export function useCountInSteps(total: number): ListInSteps {
  const [count, setCount] = useState(FIRST_STEP);
  const stepSize = useRef(SECOND_STEP);
  const endMarker = useRef<HTMLDivElement | null>(null);
  const renderAtLeast = useCallback((wanted: number) => setCount((rendered) => Math.max(rendered, wanted)), []);
  useEffect(() => {
    if (count >= total) return;
    // Rendered and committed before flushSync returns: the time is the step's own.
    const step = () => {
      stepSize.current = runTimedStep(stepSize.current, LIST_STEP_SIZING, () =>
        flushSync(() => setCount((rendered) => rendered + stepSize.current)),
      );
    };
    let mounted = true;
    const stepInNextTask = () =>
      void nextTask().then(() => {
        if (mounted) step();
      });
    const marker = endMarker.current;
    if (!marker || typeof IntersectionObserver !== 'function') {
      stepInNextTask();
      return () => {
        mounted = false;
      };
    }
    // Observed anew after every step: the first report says where the marker is now.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        stepInNextTask();
      },
      { rootMargin: RENDER_AHEAD_MARGIN },
    );
    observer.observe(marker);
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [count, total]);
  return { rendered: Math.min(count, total), renderAtLeast, endMarker };
}
