import { useCallback, useEffect, useRef, useState } from 'react';
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
 * How many of a list's `total` items to render: `FIRST_STEP` at once, then a step more in each task
 * after a commit, so no task renders the whole list and a tap is answered between two steps
 * (docs/decisions/040). Each step is timed and the next one sized by it (`runTimedStep`): a slow
 * phone gets steps of one or two cards, a fast computer the list in a few tasks. Only for a list
 * rendered in the browser: a built list hydrates whole. `renderAtLeast(n)` renders the first `n` at
 * the next commit, for a key that jumps past the last step (End); the steps then go on from there.
 */
export function useCountInSteps(total: number): [rendered: number, renderAtLeast: (count: number) => void] {
  const [count, setCount] = useState(FIRST_STEP);
  const stepSize = useRef(SECOND_STEP);
  const renderAtLeast = useCallback((wanted: number) => setCount((rendered) => Math.max(rendered, wanted)), []);
  useEffect(() => {
    if (count >= total) return;
    let mounted = true;
    void nextTask().then(() => {
      if (!mounted) return;
      // Rendered and committed before flushSync returns: the time is the step's own.
      stepSize.current = runTimedStep(stepSize.current, LIST_STEP_SIZING, () =>
        flushSync(() => setCount((rendered) => rendered + stepSize.current)),
      );
    });
    return () => {
      mounted = false;
    };
  }, [count, total]);
  return [Math.min(count, total), renderAtLeast];
}
