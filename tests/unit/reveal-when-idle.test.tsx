import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REVEAL_IDLE_LATEST_MS, useRevealWhenIdle } from '../../src/components/useRevealWhenIdle';

describe('a part far below the first screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('renders at once when its data was there from the start, as a built page was served', () => {
    const { result } = renderHook(() => useRevealWhenIdle(true));
    expect(result.current).toBe(true);
  });

  it('otherwise waits for its data, then for an idle moment (at most the longest wait), and stays', () => {
    const idle: { callback: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
      idle.push({ callback, timeout: options?.timeout }),
    );
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { result, rerender } = renderHook(({ hasData }) => useRevealWhenIdle(hasData), { initialProps: { hasData: false } });
    expect(result.current).toBe(false);
    expect(idle).toHaveLength(0);

    rerender({ hasData: true });
    expect(result.current).toBe(false);
    expect(idle.map(({ timeout }) => timeout)).toEqual([REVEAL_IDLE_LATEST_MS]);
    act(() => idle[0]!.callback());
    expect(result.current).toBe(true);

    rerender({ hasData: false });
    expect(result.current).toBe(true);
  });

  it('in a browser without idle callbacks, in a task of its own once the data is in', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const { result, rerender } = renderHook(({ hasData }) => useRevealWhenIdle(hasData), { initialProps: { hasData: false } });
    rerender({ hasData: true });
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
  });
});
