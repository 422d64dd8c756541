import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromPromise } from 'xstate';
import NomineePage, { NOMINEE_APPLY_DELAY_MS } from '../../src/features/nominees/NomineePage';
import { createStore, StoreProvider, type Store } from '../../src/data/store';
import { bootstrapMachine, type BootstrapData } from '../../machines/bootstrap.machine';
import { SECTION } from '../../src/routes';
import { nominee } from './fixtures';

const LIST = [nominee('first-venue', 'jakarta', 1), nominee('second-venue', 'jakarta', 2), nominee('third-venue', 'jakarta', 3)];

/** A store whose nominees are in at once; every other startup call never answers. */
function storeWithNominees(nominees: BootstrapData['nominees']): Store {
  const waiting = <T,>() => fromPromise<T>(() => new Promise<T>(() => undefined));
  const machine = bootstrapMachine.provide({
    actors: {
      websiteData: waiting<NonNullable<BootstrapData['websiteData']>>(),
      nominees: fromPromise<BootstrapData['nominees']>(async () => nominees),
      partners: waiting<BootstrapData['partners']>(),
      sponsors: waiting<BootstrapData['sponsors']>(),
      publications: waiting<BootstrapData['publications']>(),
      judges: waiting<BootstrapData['judges']>(),
    },
  });
  return createStore({ machine });
}

const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent ?? null;

/** Lets the settled promises run (the store's answer, the page-data machine's loads); no timer moves. */
async function microtasks() {
  await act(async () => {
    for (let round = 0; round < 10; round++) await Promise.resolve();
  });
}

describe('nominee page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function open(slug: string) {
    const location = memoryLocation({ path: `${SECTION}/nominee/${slug}` });
    render(
      <StoreProvider store={storeWithNominees(LIST)}>
        <Router hook={location.hook}>
          <Route path={`${SECTION}/nominee/:slug`} component={NomineePage} />
        </Router>
      </StoreProvider>,
    );
    await microtasks();
    // The first slug's result is applied with no delay: a timer of 0 ms.
    act(() => vi.advanceTimersByTime(0));
    return location;
  }

  it('shows the first nominee at once, with no apply delay', async () => {
    await open('second-venue');
    expect(heading()).toBe('second-venue');
    expect(screen.getByText('No. 2', { selector: '.nominee__position' })).toBeTruthy();
  });

  it('keeps the previous nominee on screen until the next is applied, 50 ms after the address changes', async () => {
    const location = await open('first-venue');
    expect(heading()).toBe('first-venue');

    act(() => location.navigate(`${SECTION}/nominee/second-venue`));
    await microtasks();
    expect(heading()).toBe('first-venue');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(NOMINEE_APPLY_DELAY_MS - 1));
    expect(heading()).toBe('first-venue');
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe('second-venue');
    expect(screen.getByText('No. 2', { selector: '.nominee__position' })).toBeTruthy();
  });

  it('shows only the last of several quick address changes', async () => {
    const location = await open('first-venue');
    act(() => location.navigate(`${SECTION}/nominee/second-venue`));
    await microtasks();
    act(() => vi.advanceTimersByTime(30));
    act(() => location.navigate(`${SECTION}/nominee/third-venue`));
    await microtasks();
    act(() => vi.advanceTimersByTime(30));
    expect(heading()).toBe('first-venue');
    act(() => vi.advanceTimersByTime(NOMINEE_APPLY_DELAY_MS - 30));
    expect(heading()).toBe('third-venue');
  });
});
