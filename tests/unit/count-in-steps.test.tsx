import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_STEP, LIST_STEP_SIZING, SECOND_STEP, useCountInSteps } from '../../src/components/useCountInSteps';
import { nextStepSize } from '../../src/lib/step-size';

const { budgetMs: STEP_BUDGET_MS, largest: LARGEST_STEP } = LIST_STEP_SIZING;

function List({ total, atLeast }: { total: number; atLeast?: number }) {
  const [rendered, renderAtLeast] = useCountInSteps(total);
  return (
    <>
      <p>{rendered}</p>
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

describe('a long list rendered in steps', () => {
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
