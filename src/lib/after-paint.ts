/** Settles just after the browser's next paint: a frame is requested, and a task queued from it runs once that frame is drawn. */
export const afterNextPaint = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
