import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import NomineePage from '../../src/features/nominees/NomineePage';
import { createStore, StoreProvider } from '../../src/stores/data-store';
import { cardOf } from '../../src/data/loaders';
import { nomineePlace } from '../../src/domain/neighbours';
import { DATA_APPLY_DELAY_MS } from '../../src/lib/timing';
import { SECTION } from '../../src/routes';
import { scriptedData } from './data-support';
import { nominee } from './fixtures';
import { inLocale } from './i18n';
import type { Locale } from '../../src/i18n/locale';

const LIST = [nominee('first-venue', 'jakarta', 1), nominee('second-venue', 'jakarta', 2), nominee('third-venue', 'jakarta', 3)].map(
  (item) => ({ ...item, content: `<p>About ${item.name}</p>` }),
);

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

  /**
   * The nominee page at `slug` in `locale`, the list's cards in at once; each nominee in full answers at once,
   * or, for the slugs in `late`, when the test says (`script.answer`). Other startup answers never come.
   */
  async function open(slug: string, late: string[] = [], locale: Locale = 'en') {
    const full = Object.fromEntries(LIST.filter((item) => !late.includes(item.slug)).map((item) => [`nominee/${item.slug}`, item]));
    const script = scriptedData({ nomineeCards: LIST.map(cardOf), ...full });
    const location = memoryLocation({ path: `${SECTION}/nominee/${slug}` });
    render(
      <StoreProvider store={createStore({ loadMachine: () => script.start })}>
        <Router hook={location.hook}>
          <Route path={`${SECTION}/nominee/:slug`} component={NomineePage} />
        </Router>
      </StoreProvider>,
      { wrapper: inLocale(locale) },
    );
    await microtasks();
    return { location, script };
  }

  it('hydrates from the place it was built with, which is all it carries of the list, until the list comes', async () => {
    const cards = LIST.map(cardOf);
    const script = scriptedData();
    const built = {
      'nominee/second-venue': LIST[1],
      'nomineePlace/second-venue/normal': nomineePlace(cards, 'second-venue', 'normal'),
    };
    render(
      <StoreProvider store={createStore({ loadMachine: () => script.start, built, hydrating: true })}>
        <Router hook={memoryLocation({ path: `${SECTION}/nominee/second-venue` }).hook}>
          <Route path={`${SECTION}/nominee/:slug`} component={NomineePage} />
        </Router>
      </StoreProvider>,
      { wrapper: inLocale('en') },
    );
    await microtasks();
    expect(script.requests).toContain('nomineeCards');
    expect(heading()).toBe('second-venue');
    expect(screen.getByText('No. 2', { selector: '.nominee__position' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Previous nominee:\s*No\. 1/ }).getAttribute('href')).toBe(`${SECTION}/nominee/first-venue`);
    expect(screen.getByRole('link', { name: /Next nominee:\s*No\. 3/ }).getAttribute('href')).toBe(`${SECTION}/nominee/third-venue`);
  });

  it('shows the first nominee at once, with no apply delay', async () => {
    await open('second-venue');
    expect(heading()).toBe('second-venue');
    expect(screen.getByText('No. 2', { selector: '.nominee__position' })).toBeTruthy();
    expect(screen.getByText('About second-venue')).toBeTruthy();
  });

  it('shows a neighbour opened before its details have come with a loading state for them, then its text', async () => {
    const { location, script } = await open('first-venue', ['second-venue']);
    act(() => location.navigate(`${SECTION}/nominee/second-venue`));
    act(() => vi.advanceTimersByTime(DATA_APPLY_DELAY_MS));
    await microtasks();
    expect(heading()).toBe('second-venue');
    expect(screen.getByRole('status').textContent).toBe('Loading the description and contact details…');
    expect(screen.queryByText('About second-venue')).toBeNull();

    await act(async () => script.answer('nominee/second-venue', LIST[1]));
    await microtasks();
    expect(screen.getByText('About second-venue')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the previous nominee on screen until the next is applied, 50 ms after the address changes', async () => {
    const { location } = await open('first-venue');
    expect(heading()).toBe('first-venue');

    act(() => location.navigate(`${SECTION}/nominee/second-venue`));
    await microtasks();
    expect(heading()).toBe('first-venue');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(DATA_APPLY_DELAY_MS - 1));
    expect(heading()).toBe('first-venue');
    act(() => vi.advanceTimersByTime(1));
    expect(heading()).toBe('second-venue');
    expect(screen.getByText('No. 2', { selector: '.nominee__position' })).toBeTruthy();
  });

  it('shows only the last of several quick address changes', async () => {
    const { location } = await open('first-venue');
    act(() => location.navigate(`${SECTION}/nominee/second-venue`));
    await microtasks();
    act(() => vi.advanceTimersByTime(30));
    act(() => location.navigate(`${SECTION}/nominee/third-venue`));
    await microtasks();
    act(() => vi.advanceTimersByTime(30));
    expect(heading()).toBe('first-venue');
    act(() => vi.advanceTimersByTime(DATA_APPLY_DELAY_MS - 30));
    expect(heading()).toBe('third-venue');
  });

  it("gives search engines the page's address in its language", async () => {
    await open('second-venue', [], 'id');
    const jsonLd = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(new URL(jsonLd.url).pathname).toBe(`/id${SECTION}/nominee/second-venue`);
  });
});
