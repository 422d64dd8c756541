import { describe, expect, it, vi } from 'vitest';
import { nextTask } from '../../src/document/after-paint';

const calls = vi.hoisted(() => ({ getJudges: vi.fn() }));
vi.mock('../../src/data/calls', () => ({ api: calls }));

/** Lets every microtask queued so far, and those they queue, run: what follows in the same task. */
const restOfTheTask = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

describe('an answer loaded for the app', () => {
  it('is handed on in a task after the one its answer was read and checked in', async () => {
    const { loadData } = await import('../../src/data/loaders');
    let read!: (judges: never[]) => void;
    calls.getJudges.mockReturnValue(new Promise((resolve) => (read = resolve)));
    let settled = false;
    const loading = loadData(['judges']).then((judges) => {
      settled = true;
      return judges;
    });
    await vi.waitFor(() => expect(calls.getJudges).toHaveBeenCalledOnce());

    read([]);
    await restOfTheTask();
    expect(settled).toBe(false);
    await nextTask();
    await restOfTheTask();
    expect(settled).toBe(true);
    await expect(loading).resolves.toEqual([]);
  });
});
