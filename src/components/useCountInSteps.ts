import { useEffect, useState } from 'react';

/** Items of a long list rendered with the first screen: two rows of the widest grid a phone shows. */
export const FIRST_STEP = 8;
/** Items added in each task after it: a few milliseconds of a slow phone's main thread. */
export const NEXT_STEP = 8;

/**
 * How many of a list's `total` items to render: `FIRST_STEP` at once, then `NEXT_STEP` more in each
 * task after a commit, so no task renders the whole list and a tap is answered between two steps
 * (docs/performance.md). Only for a list rendered in the browser: a built list hydrates whole.
 * The next step is queued on a message channel, a task of its own that a test's fake clock leaves alone.
 */
export function useCountInSteps(total: number): number {
  const [count, setCount] = useState(FIRST_STEP);
  useEffect(() => {
    if (count >= total) return;
    const channel = new MessageChannel();
    channel.port1.onmessage = () => setCount((rendered) => rendered + NEXT_STEP);
    channel.port2.postMessage(null);
    return () => channel.port1.close();
  }, [count, total]);
  return Math.min(count, total);
}
