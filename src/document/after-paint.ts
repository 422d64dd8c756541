/**
 * Settles in a task of its own: what follows is not added to the task running now. A message
 * channel's task, not a timer's: no clamping after nested timers, and a test's fake clock leaves it alone.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/** Settles just after the browser's next paint: a frame is requested, and a task queued from it runs once that frame is drawn. */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Settles once the browser has reported the first contentful paint: the first screen has been
 * presented, not only drawn (a frame's presentation can come tens of milliseconds after its
 * task). Where the browser does not report paints, after the next paint.
 */
export function afterFirstContentfulPaint(): Promise<void> {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Calls `callback` once the browser is idle, or after `latestMs` whichever comes first (a page
 * that stays busy still gets it); where the browser has no idle callbacks, in a task of its own.
 * Returns what cancels it.
 */
export function whenIdle(callback: () => unknown, latestMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => callback(), { timeout: latestMs });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 0);
  return () => clearTimeout(timer);
}
