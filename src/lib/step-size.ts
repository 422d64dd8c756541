/**
 * Work split into steps, each sized by how long the one before took: a slow phone gets small steps,
 * a fast computer a few large ones, and neither a task that keeps a tap waiting.
 */
export interface StepSizing {
  /** The most a step may take, in milliseconds: within a 50 ms task with the browser's share beside it. */
  readonly budgetMs: number;
  /** The most units a step takes, however fast the device. */
  readonly largest: number;
}

/** The next step's size in units: half as many after a step over its budget, one more after one within it. */
export function nextStepSize(size: number, tookMs: number, { budgetMs, largest }: StepSizing): number {
  return tookMs > budgetMs ? Math.max(1, Math.floor(size / 2)) : Math.min(largest, size + 1);
}

/** Runs one step of `size` units, timed, and returns the next step's size (nextStepSize). */
export function runTimedStep(size: number, sizing: StepSizing, step: () => void): number {
  const started = performance.now();
  step();
  return nextStepSize(size, performance.now() - started, sizing);
}
