import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { loadWebFontsOnceSettled, WEB_FONTS_LATEST_MS } from '../../src/web-fonts';

const dataStore = () =>
  createActor(
    createMachine({
      initial: 'loading',
      states: { loading: { on: { SETTLED: 'settled', BROKEN: { actions: () => { throw new Error('broken'); } } } }, settled: { type: 'final' } },
    }),
  ).start();

describe('loadWebFontsOnceSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the data to settle, then for an idle moment, and loads once', () => {
    const store = dataStore();
    const load = vi.fn();
    loadWebFontsOnceSettled(store, load);
    vi.advanceTimersByTime(WEB_FONTS_LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    store.send({ type: 'SETTLED' });
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(WEB_FONTS_LATEST_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the longest wait when the data never settles', () => {
    const load = vi.fn();
    loadWebFontsOnceSettled(dataStore(), load);
    vi.advanceTimersByTime(WEB_FONTS_LATEST_MS);
    expect(load).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at the next idle moment when the data has already settled, or the store failed', () => {
    const settled = dataStore();
    settled.send({ type: 'SETTLED' });
    const load = vi.fn();
    loadWebFontsOnceSettled(settled, load);
    vi.advanceTimersByTime(0);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = dataStore();
    failing.subscribe({ error: () => undefined });
    const loadAfterFailure = vi.fn();
    loadWebFontsOnceSettled(failing, loadAfterFailure);
    failing.send({ type: 'BROKEN' });
    vi.advanceTimersByTime(0);
    expect(loadAfterFailure).toHaveBeenCalledTimes(1);
  });
});
