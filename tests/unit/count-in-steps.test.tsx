import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_STEP, NEXT_STEP, useCountInSteps } from '../../src/components/useCountInSteps';

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

describe('a long list rendered in steps', () => {
  afterEach(cleanup);

  it('renders the first step with the first commit, then a step more in each task, up to the whole list', async () => {
    const total = FIRST_STEP + 2 * NEXT_STEP + 3;
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
    expect(seen[0]).toBe(FIRST_STEP);
    // No step adds more than one step's cards; the last shows the whole list, no more.
    for (let index = 1; index < seen.length; index += 1) expect(seen[index]! - seen[index - 1]!).toBeLessThanOrEqual(NEXT_STEP);
    expect(seen.at(-1)).toBe(total);
  });

  it('renders up to an item past the steps at the next commit when asked, then goes on in steps', async () => {
    const total = FIRST_STEP + 10 * NEXT_STEP;
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
