// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LOCATION_ORDER } from '../../src/domain/protocol';
import { normalOrder } from '../../src/domain/ordering';
import {
  chosenSummary,
  CITIES,
  filterValues,
  filterVenues,
  filtersFromParams,
  foldText,
  matchSummary,
  NO_FILTERS,
  QUERY_MAX_LENGTH,
  searchable,
} from '../../src/features/vote/venue-search';
import { paths, withVoteScreenValues } from '../../src/routes';
import { i18nFor } from '../../src/i18n/catalogs';
import { nominee } from './fixtures';

const named = (slug: string, location: string, name: string) => ({ ...nominee(slug, location), name });

const ordered = normalOrder([
  named('sate-senayan', 'jakarta', 'Sate Senayan'),
  named('cafe-one', 'bali', 'Café Ōne'),
  named('juniper-deck', 'Bali ', 'Juniper Deck'),
  named('deck-house', 'bandung', 'Deck House'),
  named('kaum', 'jakarta', 'KAUM'),
]);
const venues = searchable(ordered);
const english = i18nFor('en');
const slugs = (filters: Parameters<typeof filterVenues>[1]) => filterVenues(venues, filters).map((venue) => venue.slug);

describe('finding a venue', () => {
  it('folds accents and case: "Café Ōne" is found by "cafe one", "CAFÉ" and "óne"', () => {
    expect(foldText('Café Ōne')).toBe('cafe one');
    for (const query of ['cafe one', 'CAFÉ', 'óne', '  one  ']) expect(slugs({ city: null, query })).toEqual(['cafe-one']);
  });

  it('matches every word typed, in the name or the location, keeping the order given', () => {
    expect(slugs({ city: null, query: 'deck' })).toEqual(['deck-house', 'juniper-deck']);
    expect(slugs({ city: null, query: 'deck bali' })).toEqual(['juniper-deck']);
    expect(slugs({ city: null, query: 'jakarta' })).toEqual(['kaum', 'sate-senayan']);
    expect(slugs(NO_FILTERS)).toEqual(ordered.map((venue) => venue.slug));
  });

  it('filters by city, the location trimmed and in any case, with the search', () => {
    expect(slugs({ city: 'bali', query: '' })).toEqual(['cafe-one', 'juniper-deck']);
    expect(slugs({ city: 'bali', query: 'deck' })).toEqual(['juniper-deck']);
    expect(slugs({ city: 'surabaya', query: '' })).toEqual([]);
  });

  it("offers the spec's cities in the spec's order", () => {
    expect(CITIES).toEqual(LOCATION_ORDER);
    expect(CITIES).toEqual(['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali']);
  });

  it('says how many match, in words', () => {
    expect(matchSummary(english, 4, { city: 'bali', query: '' })).toBe('4 venues in Bali');
    expect(matchSummary(english, 1, NO_FILTERS)).toBe('1 venue');
    expect(matchSummary(english, 0, NO_FILTERS)).toBe('No venue matches');
    expect(matchSummary(english, 2, { city: 'bali', query: ' deck ' })).toBe('2 venues matching “deck” in Bali');
    expect(matchSummary(english, 0, { city: 'jakarta', query: 'zz' })).toBe('No venue matches “zz” in Jakarta');
    expect(matchSummary(english, 1, { city: null, query: 'deck' })).toBe('1 venue matching “deck”');
    expect(matchSummary(english, 0, { city: 'bali', query: '' })).toBe('No venue matches in Bali');
  });

  it('says how many are chosen, and how many of those the filters hide', () => {
    expect(chosenSummary(english, 0, 0)).toBe('No venue chosen yet');
    expect(chosenSummary(english, 1, 0)).toBe('1 venue chosen');
    expect(chosenSummary(english, 3, 2)).toBe('3 venues chosen (2 not shown)');
  });

  it('reads the filters from the address, ignoring an unknown city and cutting a long search', () => {
    expect(filtersFromParams(new URLSearchParams('city=bali&q=deck'))).toEqual({ city: 'bali', query: 'deck' });
    expect(filtersFromParams(new URLSearchParams('city=medan&scenario=large'))).toEqual(NO_FILTERS);
    expect(filtersFromParams(new URLSearchParams({ q: 'x'.repeat(200) })).query).toHaveLength(QUERY_MAX_LENGTH);
  });

  it('writes them back, round trip, other parameters kept and empty ones left out', () => {
    const filters = { city: 'bali' as const, query: 'café deck' };
    const params = withVoteScreenValues('scenario=large', filterValues(filters));
    expect(filtersFromParams(params)).toEqual(filters);
    expect(params.get('scenario')).toBe('large');
    expect(withVoteScreenValues(params, filterValues(NO_FILTERS)).toString()).toBe('scenario=large');
    expect(paths.voteNow(filterValues({ city: null, query: '  ' }))).toBe(paths.voteNow());
    // A filter not given stays as the address holds it.
    expect(filtersFromParams(withVoteScreenValues(params, filterValues({ query: 'kaum' })))).toEqual({ city: 'bali', query: 'kaum' });
  });
});
