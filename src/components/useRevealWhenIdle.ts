import { useEffect, useState } from 'react';
import { whenIdle } from '../document/after-paint';

/** The longest a part waits for an idle moment once its data is in. */
export const REVEAL_IDLE_LATEST_MS = 2000;

/**
 * Whether to render a part far below the first screen: at once when its data was there from the
 * start (a built page hydrates what it was served; a page opened later finds the data in), and
 * otherwise once the browser is idle after the data came (at most REVEAL_IDLE_LATEST_MS). The data's
 * first render then lays out what is near the first screen without it, and its images are asked
 * for only once the page above them has grown.
 */
export function useRevealWhenIdle(hasData: boolean): boolean {
  const [revealed, setRevealed] = useState(hasData);
  useEffect(() => {
    if (revealed || !hasData) return;
    return whenIdle(() => setRevealed(true), REVEAL_IDLE_LATEST_MS);
  }, [hasData, revealed]);
  return revealed;
}
