/**
 * The vote screen's search field against its address (src/features/vote/NomineePicker.tsx): the
 * address follows the field once the typing settles, and the field follows the address when it
 * changes from outside (back and forward, a cleared filter), but never loses what was typed while
 * the address was catching up, as on a slow phone.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSeedData } from '../../mocks/data/seed';
import { NomineePicker, SEARCH_SETTLE_MS } from '../../src/features/vote/NomineePicker';
import { filterValues, NO_FILTERS, type VenueFilters } from '../../src/features/vote/venue-search';
import { idlePickerProps } from './fixtures';
import { inEnglish } from './i18n';

const { nominees } = createSeedData('default');

/** The vote screen's part: it holds the address's filters and applies a write when told to. */
function renderPicker(initial: VenueFilters = NO_FILTERS) {
  const written: Partial<VenueFilters>[] = [];
  let setAddress: (filters: VenueFilters) => void = () => undefined;
  function Screen() {
    const [filters, setFilters] = useState<VenueFilters>(initial);
    setAddress = setFilters;
    return <NomineePicker {...idlePickerProps} nominees={nominees} filters={filters} onFiltersChange={(next) => written.push(next)} />;
  }
  render(<Screen />, { wrapper: inEnglish });
  const field = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search by name or city' });
  const type = (value: string) => fireEvent.change(field, { target: { value } });
  const address = (filters: Partial<VenueFilters>) => act(() => setAddress({ ...NO_FILTERS, ...filters }));
  const settle = () => act(() => vi.advanceTimersByTime(SEARCH_SETTLE_MS));
  return { field, type, address, settle, written };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the search field and the address', () => {
  it('keeps a key typed while the address catches up with the search before it', () => {
    const { field, type, address, settle, written } = renderPicker();
    type('amuz gour');
    settle();
    expect(written).toEqual([{ query: 'amuz gour' }]);
    // The next key comes before the address has taken the settled search.
    type('amuz gourm');
    address(written[0]!);
    expect(field.value).toBe('amuz gourm');
    settle();
    expect(written.at(-1)).toEqual({ query: 'amuz gourm' });
  });

  it('keeps a key typed after a pause at a space, while the address takes the search without it', () => {
    const { field, type, address, settle, written } = renderPicker();
    type('amuz ');
    settle();
    expect(written).toEqual([{ query: 'amuz ' }]);
    type('amuz g');
    // The address holds the search as its values write it: trimmed.
    address({ city: null, query: filterValues(written[0]!).query ?? '' });
    expect(field.value).toBe('amuz g');
  });

  it('follows the address when it changes from outside: back to an earlier search, a cleared filter', () => {
    const { field, type, address, settle, written } = renderPicker();
    type('amuz');
    settle();
    address(written[0]!);
    type('amuz gourmet');
    settle();
    address(written[1]!);
    expect(field.value).toBe('amuz gourmet');
    // Back: the entry before.
    address({ city: null, query: 'amuz' });
    expect(field.value).toBe('amuz');
    address(NO_FILTERS);
    expect(field.value).toBe('');
  });

  it('writes a settled search alone: the city this render saw may have been cleared since', () => {
    const { type, settle, written } = renderPicker({ city: 'bali', query: '' });
    type('kaum');
    settle();
    expect(written).toEqual([{ query: 'kaum' }]);
  });
});
