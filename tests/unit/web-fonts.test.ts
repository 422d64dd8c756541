import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { loadWebFontsOnceSettled, WEB_FONTS_LATEST_MS } from '../../src/boot/web-fonts';

const dataStore = () =>
  createActor(
    createMachine({
      initial: 'loading',
      states: {
        loading: {
          on: {
            SETTLED: 'settled',
            BROKEN: {
              actions: () => {
                throw new Error('broken');
              },
            },
          },
        },
        settled: { type: 'final' },
      },
    }),
  ).start();

/** requestIdleCallback's timeout in src/boot/web-fonts.ts. */
const IDLE_AT_THE_LATEST_MS = 1000;

/** A first screen whose images paint when the test says so. */
function firstScreen() {
  let paint = () => {};
  const painted = vi.fn(() => new Promise<void>((resolve) => (paint = resolve)));
  return { painted, paint: () => paint() };
}

describe('loadWebFontsOnceSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the data to settle, then for the first screen to paint, then for an idle moment, and loads once', async () => {
    const store = dataStore();
    const screen = firstScreen();
    const load = vi.fn();
    loadWebFontsOnceSettled(store, load, screen.painted);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS / 2);
    expect(screen.painted).not.toHaveBeenCalled();

    store.send({ type: 'SETTLED' });
    expect(screen.painted).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(load).not.toHaveBeenCalled();

    screen.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS * 2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads after the longest wait when the data never settles or the first screen never paints', async () => {
    const load = vi.fn();
    loadWebFontsOnceSettled(dataStore(), load, firstScreen().painted);
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS - 1);
    expect(load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(IDLE_AT_THE_LATEST_MS);
    expect(load).toHaveBeenCalledTimes(1);

    const settled = dataStore();
    const loadAfterSettling = vi.fn();
    loadWebFontsOnceSettled(settled, loadAfterSettling, firstScreen().painted);
    settled.send({ type: 'SETTLED' });
    await vi.advanceTimersByTimeAsync(WEB_FONTS_LATEST_MS + IDLE_AT_THE_LATEST_MS);
    expect(loadAfterSettling).toHaveBeenCalledTimes(1);
  });

  it('goes straight to the first screen when the data has already settled, and treats a failed store as settled', async () => {
    const settled = dataStore();
    settled.send({ type: 'SETTLED' });
    const screen = firstScreen();
    const load = vi.fn();
    loadWebFontsOnceSettled(settled, load, screen.painted);
    expect(screen.painted).toHaveBeenCalledTimes(1);
    screen.paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);

    const failing = dataStore();
    failing.subscribe({ error: () => undefined });
    const failedScreen = firstScreen();
    loadWebFontsOnceSettled(failing, vi.fn(), failedScreen.painted);
    failing.send({ type: 'BROKEN' });
    expect(failedScreen.painted).toHaveBeenCalledTimes(1);
  });
});
