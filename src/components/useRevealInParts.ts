import { useEffect, useState } from 'react';
import { whenIdle } from '../document/after-paint';

/** The longest each part waits for an idle moment once the one before it is shown. */
export const REVEAL_IDLE_LATEST_MS = 2000;

/**
 * How many of a region's `parts`, far below the first screen, to render: all at once when their
 * data was there from the start (a built page hydrates what it was served; a page opened later
 * finds the data in), and otherwise one more each time the browser is idle after the data came
 * (each at most REVEAL_IDLE_LATEST_MS after the one before). The data's first render then lays out
 * what is near the first screen without them, each part is rendered and laid out in a task of its
 * own, and their images are asked for only once the page above them has grown.
 */
export function useRevealInParts(hasData: boolean, parts: number): number {
  const [shown, setShown] = useState(hasData ? parts : 0);
  useEffect(() => {
    if (shown >= parts || !hasData) return;
    return whenIdle(() => setShown((count) => count + 1), REVEAL_IDLE_LATEST_MS);
  }, [hasData, shown, parts]);
  return shown;
}
