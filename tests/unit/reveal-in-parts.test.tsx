import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_IDLE_LATEST_MS, useRevealInParts } from '../../src/components/useRevealInParts';

describe('parts far below the first screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('render all at once when their data was there from the start, as a built page was served', () => {
    const { result } = renderHook(() => useRevealInParts(true, 4));
    expect(result.current).toBe(4);
  });

  it('otherwise wait for their data, then come one per idle moment (each at most the longest wait), and stay', () => {
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
      idle.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, rerender } = renderHook(({ hasData }) => useRevealInParts(hasData, 3), { initialProps: { hasData: false } });
    expect(result.current).toBe(0);
    expect(idle).toHaveLength(0);

    rerender({ hasData: true });
    expect(result.current).toBe(0);
    for (const shown of [1, 2, 3]) {
      // One idle moment asked for at a time, and only after the part before it is shown.
      expect(idle.map(({ timeout }) => timeout)).toEqual(Array(shown).fill(REVEAL_IDLE_LATEST_MS));
      act(() => idle[shown - 1]!.callback());
      expect(result.current).toBe(shown);
    }
    expect(idle).toHaveLength(3);

    rerender({ hasData: false });
    expect(result.current).toBe(3);
  });

  it('in a browser without idle callbacks, each in a task of its own once the data is in', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ hasData }) => useRevealInParts(hasData, 2), { initialProps: { hasData: false } });
    rerender({ hasData: true });
    expect(result.current).toBe(0);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(result.current).toBe(2);
  });
});
