/**
 * Finding a venue on the vote screen: a search over names and locations that ignores
 * accents and case, and a city filter over the spec's cities. Pure rules; the filters live in the
 * address (`VOTE_SCREEN_PARAMS`, src/routes.ts), the list keeps the spec's order within what matches.
 */
import type { I18n } from '@lingui/core';
import { msg, select } from '@lingui/core/macro';
import { asLocale, countWords } from '#src/i18n/locale';
import { LOCATION_ORDER } from '#src/domain/protocol';
import type { NomineeCard as Nominee } from '#src/domain/types';
import { VOTE_SCREEN_PARAMS, type VoteScreenValues } from '#src/routes';
import { locationKey } from '#src/domain/ordering';
import { capitalise } from '#src/domain/structured-data';

export type City = (typeof LOCATION_ORDER)[number];

/** The city filters, in the spec's order (the "All" filter is `null`). */
export const CITIES: readonly City[] = LOCATION_ORDER;

export interface VenueFilters {
  city: City | null;
  /** As typed (trimmed of nothing: the field shows it as typed). */
  query: string;
}

export const NO_FILTERS: VenueFilters = { city: null, query: '' };

/** A longer search is cut there: nobody types more to find a venue, and it keeps the address short. */
export const QUERY_MAX_LENGTH = 80;

/** Unicode's canonical decomposition: "é" becomes "e" and a combining accent. */
const DECOMPOSED = 'NFD';

/** Text as a search compares it: decomposed, combining marks removed, lower case ("Café" → "cafe"). */
export const foldText = (text: string): string => text.normalize(DECOMPOSED).replace(/\p{M}/gu, '').toLowerCase();

export const isCity = (value: string | null): value is City => (LOCATION_ORDER as readonly string[]).includes(value ?? '');

/** A city as the screen names it ("bali" → "Bali"). */
export const cityLabel = (city: City): string => capitalise(city);

export const hasFilters = ({ city, query }: VenueFilters): boolean => city !== null || query.trim() !== '';

/** The filters an address holds; an unknown city is no filter. */
export function filtersFromParams(params: URLSearchParams): VenueFilters {
  const city = params.get(VOTE_SCREEN_PARAMS.city);
  return { city: isCity(city) ? city : null, query: (params.get(VOTE_SCREEN_PARAMS.query) ?? '').slice(0, QUERY_MAX_LENGTH) };
}

/** The filters given as the address's values (`withVoteScreenValues`): an empty one leaves the address, one not given stays. */
export const filterValues = ({ city, query }: Partial<VenueFilters>): VoteScreenValues => ({
  ...(city === undefined ? {} : { city }),
  ...(query === undefined ? {} : { query: query.trim() }),
});

/** A venue with its text folded once, so a keystroke folds only the query. */
export interface SearchableVenue {
  nominee: Nominee;
  city: string;
  text: string;
}

export const searchable = (nominees: readonly Nominee[]): SearchableVenue[] =>
  nominees.map((nominee) => ({ nominee, city: locationKey(nominee), text: foldText(`${nominee.name} ${nominee.location}`) }));

/** The venues that match, in the order given: in the city, and every word of the query in the name or location. */
export function filterVenues(venues: readonly SearchableVenue[], { city, query }: VenueFilters): Nominee[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return venues
    .filter((venue) => (city === null || venue.city === city) && words.every((word) => venue.text.includes(word)))
    .map((venue) => venue.nominee);
}

/** What matches, in words: "4 venues in Bali", "1 venue", "2 venues matching “deck” in Bali", "No venue matches". */
export function matchSummary(i18n: I18n, count: number, { city, query }: VenueFilters): string {
  const typed = query.trim();
  const cityName = city ? cityLabel(city) : '';
  const { form, shown } = countWords(count, asLocale(i18n.locale));
  // One whole sentence for each combination of filters, so a translator can order its words.
  if (typed && cityName) {
    return i18n._(
      msg`${select(form, {
        none: `No venue matches “${typed}” in ${cityName}`,
        one: `${shown} venue matching “${typed}” in ${cityName}`,
        other: `${shown} venues matching “${typed}” in ${cityName}`,
      })}`,
    );
  }
  if (typed) {
    return i18n._(
      msg`${select(form, { none: `No venue matches “${typed}”`, one: `${shown} venue matching “${typed}”`, other: `${shown} venues matching “${typed}”` })}`,
    );
  }
  if (cityName) {
    return i18n._(
      msg`${select(form, { none: `No venue matches in ${cityName}`, one: `${shown} venue in ${cityName}`, other: `${shown} venues in ${cityName}` })}`,
    );
  }
  return i18n._(msg`${select(form, { none: 'No venue matches', one: `${shown} venue`, other: `${shown} venues` })}`);
}

/** The sticky bar: how many are chosen, and how many of those the filters hide. */
export function chosenSummary(i18n: I18n, chosen: number, hidden: number): string {
  const { form, shown } = countWords(chosen, asLocale(i18n.locale));
  return hidden > 0
    ? i18n._(msg`${select(form, { one: `${shown} venue chosen`, other: `${shown} venues chosen` })} (${hidden} not shown)`)
    : i18n._(msg`${select(form, { none: 'No venue chosen yet', one: `${shown} venue chosen`, other: `${shown} venues chosen` })}`);
}
