import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, LIST_STEP_SIZING, RENDER_AHEAD_MARGIN, SECOND_STEP, useCountInSteps } from '../../src/components/useCountInSteps';
import { nextStepSize } from '../../src/lib/step-size';

const { budgetMs: STEP_BUDGET_MS, largest: LARGEST_STEP } = LIST_STEP_SIZING;

function List({ total, atLeast }: { total: number; atLeast?: number }) {
  const { rendered, renderAtLeast, endMarker } = useCountInSteps(total);
  return (
    <>
      <p>{rendered}</p>
      {rendered < total ? <div ref={endMarker} data-testid="end" /> : null}
      {atLeast === undefined ? null : (
        <button type="button" onClick={() => renderAtLeast(atLeast)}>
          jump
        </button>
      )}
    </>
  );
}
const shown = () => Number(screen.getByRole('paragraph').textContent);

/** Renders a list and records every count it shows until it is whole. */
async function countsUntilWhole(total: number): Promise<number[]> {
  const seen: number[] = [];
  render(<List total={total} />);
  seen.push(shown());
  await waitFor(
    () => {
      if (seen.at(-1) !== shown()) seen.push(shown());
      expect(shown()).toBe(total);
    },
    // Each step waits for a task of its own: on a loaded machine the steps take their time.
    { timeout: 10_000 },
  );
  return seen;
}
const increments = (counts: number[]) => counts.slice(1).map((count, index) => count - counts[index]!);

describe('the size of the next step', () => {
  it('halves after a step over its budget, down to one item', () => {
    expect(nextStepSize(8, STEP_BUDGET_MS + 1, LIST_STEP_SIZING)).toBe(4);
    expect(nextStepSize(3, STEP_BUDGET_MS * 3, LIST_STEP_SIZING)).toBe(1);
    expect(nextStepSize(1, STEP_BUDGET_MS * 10, LIST_STEP_SIZING)).toBe(1);
  });

  it('grows by one after a step within it, up to the largest step', () => {
    expect(nextStepSize(2, STEP_BUDGET_MS, LIST_STEP_SIZING)).toBe(3);
    expect(nextStepSize(LARGEST_STEP, 0, LIST_STEP_SIZING)).toBe(LARGEST_STEP);
  });
});

describe('a long list rendered in steps, where the browser cannot say where its end is', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('renders the first step with the first commit, then a growing step in each task while they are quick', async () => {
    const total = FIRST_STEP + 40;
    const seen = await countsUntilWhole(total);
    expect(seen[0]).toBe(FIRST_STEP);
    const steps = increments(seen);
    expect(steps[0]).toBe(SECOND_STEP);
    // jsdom renders these in well under the budget: each step one item more, up to the largest.
    for (const step of steps) expect(step).toBeLessThanOrEqual(LARGEST_STEP);
    expect(Math.max(...steps)).toBeGreaterThan(SECOND_STEP);
    expect(seen.at(-1)).toBe(total);
  });

  it('keeps to one item a step on a device where each step overruns its budget', async () => {
    // Every reading of the clock a budget and a half later than the one before.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += STEP_BUDGET_MS * 1.5));
    const total = FIRST_STEP + 8;
    const seen = await countsUntilWhole(total);
    expect(increments(seen)).toEqual([SECOND_STEP, ...Array<number>(total - FIRST_STEP - SECOND_STEP).fill(1)]);
  });

  it('renders up to an item past the steps at the next commit when asked, then goes on in steps', async () => {
    const total = FIRST_STEP + 10 * LARGEST_STEP;
    const wanted = total - 1;
    render(<List total={total} atLeast={wanted} />);
    expect(shown()).toBe(FIRST_STEP);
    act(() => screen.getByRole('button', { name: 'jump' }).click());
    expect(shown()).toBeGreaterThanOrEqual(wanted);
    await waitFor(() => expect(shown()).toBe(total), { timeout: 10_000 });
  });

  it('renders a short list whole at once, and a shorter one after it as it is', () => {
    const { rerender } = render(<List total={3} />);
    expect(shown()).toBe(3);
    rerender(<List total={1} />);
    expect(shown()).toBe(1);
  });
});

/**
 * A stand-in for the browser's IntersectionObserver: the end marker is near the viewport while
 * `near` says so; an observer reports at once, as the browser's first report does, and again
 * when the test moves the viewport.
 */
class FakeViewport {
  near = true;
  readonly observers = new Set<FakeObserver>();
  move(near: boolean) {
    this.near = near;
    for (const observer of this.observers) observer.report();
  }
}
const viewport = new FakeViewport();
class FakeObserver {
  private readonly targets = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {}
  observe(target: Element) {
    this.targets.add(target);
    viewport.observers.add(this);
    queueMicrotask(() => this.report());
  }
  disconnect() {
    this.targets.clear();
    viewport.observers.delete(this);
  }
  report() {
    if (this.targets.size === 0) return;
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: viewport.near }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

const tasksPassed = async (count: number) => {
  for (let task = 0; task < count; task += 1) await act(() => new Promise((resolve) => setTimeout(resolve)));
};

describe('a long list rendered in steps as its end nears the viewport', () => {
  const margins: (string | undefined)[] = [];
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    margins.length = 0;
  });
  const observeViewport = (near: boolean) => {
    viewport.near = near;
    vi.stubGlobal(
      'IntersectionObserver',
      class extends FakeObserver {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          margins.push(options?.rootMargin);
        }
      },
    );
  };

  it('grows while its end is within a screen of the viewport, stops when it is not, and goes on when it comes near', async () => {
    observeViewport(true);
    const total = FIRST_STEP + 40;
    render(<List total={total} />);
    expect(shown()).toBe(FIRST_STEP);
    // The visitor has not scrolled: once the list has grown, its end is more than a screen below.
    // The viewport moves inside the check that sees it grow: `waitFor` resolves a task after its
    // check passes, and a crowded machine would run the list's next steps (each a task) meanwhile.
    await waitFor(() => {
      expect(shown()).toBeGreaterThan(FIRST_STEP + SECOND_STEP);
      viewport.move(false);
    });
    expect(margins.every((margin) => margin === RENDER_AHEAD_MARGIN)).toBe(true);

    // A step the last report had asked for may still come; then nothing more, however many tasks pass.
    await tasksPassed(2);
    const stoppedAt = shown();
    expect(stoppedAt).toBeLessThan(total);
    await tasksPassed(5);
    expect(shown()).toBe(stoppedAt);
    expect(screen.getByTestId('end')).toBeTruthy();

    // Scrolled down: the list grows to its end, and the marker goes with the last step.
    act(() => viewport.move(true));
    await waitFor(() => expect(shown()).toBe(total), { timeout: 10_000 });
    expect(screen.queryByTestId('end')).toBeNull();
  });

  it('renders no more than the first step while its end is far from the viewport', async () => {
    observeViewport(false);
    render(<List total={FIRST_STEP + 40} />);
    await tasksPassed(5);
    expect(shown()).toBe(FIRST_STEP);
  });

  it('renders up to an item past the steps at the next commit when asked, while its end is far', async () => {
    observeViewport(false);
    const total = FIRST_STEP + 10 * LARGEST_STEP;
    render(<List total={total} atLeast={total} />);
    act(() => screen.getByRole('button', { name: 'jump' }).click());
    expect(shown()).toBe(total);
    expect(screen.queryByTestId('end')).toBeNull();
  });
});
