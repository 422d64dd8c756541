import { useCallback, useEffect, useState } from 'react';
import { nextTask } from '../document/after-paint';

/** Items of a long list rendered with the first screen: what a phone's first screen can reach, two rows of two. */
export const FIRST_STEP = 4;
/**
 * Items added in each task after it. On the bench's phone (CPU ×14) React takes 8–15 ms a vote
 * card: four stay within a 50 ms task, where eight made tasks of 60–120 ms.
 */
export const NEXT_STEP = 4;

/**
 * How many of a list's `total` items to render: `FIRST_STEP` at once, then `NEXT_STEP` more in each
 * task after a commit, so no task renders the whole list and a tap is answered between two steps
 * (docs/decisions/040). Only for a list rendered in the browser: a built list hydrates whole.
 * `renderAtLeast(n)` renders the first `n` at the next commit, for a key that jumps past the last
 * step (End); the steps then go on from there.
 */
export function useCountInSteps(total: number): [rendered: number, renderAtLeast: (count: number) => void] {
  const [count, setCount] = useState(FIRST_STEP);
  const renderAtLeast = useCallback((wanted: number) => setCount((rendered) => Math.max(rendered, wanted)), []);
  useEffect(() => {
    if (count >= total) return;
    let mounted = true;
    void nextTask().then(() => mounted && setCount((rendered) => rendered + NEXT_STEP));
    return () => {
      mounted = false;
    };
  }, [count, total]);
  return [Math.min(count, total), renderAtLeast];
}
