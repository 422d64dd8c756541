import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { Select, Trans, useLingui } from '@lingui/react/macro';
import type { NomineeCard as Nominee } from '#src/domain/types';
import { VOTE_OPTION_SIZES } from '#src/lib/image-sizes';
import { PROGRAMME_NAME } from '#src/lib/programme';
import { rovingIndex } from './roving-focus';
import {
  chosenSummary,
  filterVenues,
  hasFilters,
  matchSummary,
  NO_FILTERS,
  searchable,
  type City,
  type VenueFilters,
} from './venue-search';
import { useDebouncedValue } from '#src/components/useDebouncedValue';
import { FIRST_STEP, useCountInSteps } from '#src/components/useCountInSteps';
import { countForm } from '#src/i18n/locale';
import { useLocale } from '#src/i18n/useLocale';
import { CoverPhoto } from '#src/components/CoverPhoto';
import { VenueFinder } from './VenueFinder';

/** What matches is announced, and a search written into the address, once it has not changed for this long. */
export const SEARCH_SETTLE_MS = 500;

interface NomineePickerProps {
  /** The venue a "Vote for …" link chose, while it is chosen. */
  linkedName: string | null;
  /** In the spec's order. */
  nominees: readonly Nominee[];
  selected: readonly string[];
  /** The filters the address holds. */
  filters: VenueFilters;
  /**
   * Writes the filters given into the address as it is then (the current history entry: Back leaves the
   * screen, not a filter); those not given stay as they are.
   */
  onFiltersChange: (change: Partial<VenueFilters>) => void;
  /** Stable across renders: the options are memoised on it. */
  onToggle: (id: string) => void;
  onVote: () => void;
  canVote: boolean;
  Heading: 'h1' | 'h2';
}

/**
 * Stage 1: each nominee is a toggle button whose pressed state assistive technology reads.
 * The list is one Tab stop (the arrow keys, Home and End move within it), so VOTE NOW is one
 * Tab away however many nominees there are. Above it, a search and city filters:
 * the list is filtered as the visitor types (deferred, so the field answers each key at once),
 * the choices hidden by a filter stay chosen, and the sticky bar counts them.
 */
export function NomineePicker({
  linkedName,
  nominees,
  selected,
  filters,
  onFiltersChange,
  onToggle,
  onVote,
  canVote,
  Heading,
}: NomineePickerProps) {
  const { i18n } = useLingui();
  // The field shows what is typed; the address follows once the typing settles, and back/forward
  // or a cleared filter brings the field back to what the address holds. The address catching up
  // with a search this field wrote is not such a change: what was typed since stays (on a slow
  // phone the next key often comes first).
  const [query, setQuery] = useState(filters.query);
  const settledQuery = useDebouncedValue(query, SEARCH_SETTLE_MS);
  const [addressQuery, setAddressQuery] = useState(filters.query);
  if (filters.query !== addressQuery) {
    setAddressQuery(filters.query);
    // Compared as the address writes them, trimmed: a search that settled at a space comes back without it.
    if (filters.query.trim() !== settledQuery.trim() && filters.query.trim() !== query.trim()) setQuery(filters.query);
  }
  const [touched, setTouched] = useState(false);
  // Only a search that has just settled writes the address (a change of the address is read above),
  // and only the search: a city cleared since this render is not written back.
  const lastSettled = useRef(settledQuery);
  useEffect(() => {
    if (settledQuery === lastSettled.current) return;
    lastSettled.current = settledQuery;
    if (settledQuery.trim() !== filters.query.trim()) onFiltersChange({ query: settledQuery });
  }, [settledQuery, filters, onFiltersChange]);

  const deferredQuery = useDeferredValue(query);
  const venues = useMemo(() => searchable(nominees), [nominees]);
  const shown = useMemo(() => filterVenues(venues, { city: filters.city, query: deferredQuery }), [venues, filters.city, deferredQuery]);
  const shownIds = useMemo(() => new Set(shown.map((nominee) => nominee._id)), [shown]);
  const hidden = selected.filter((id) => !shownIds.has(id)).length;
  const { rendered, renderAtLeast, endMarker } = useCountInSteps(shown.length);

  const summary = matchSummary(i18n, shown.length, { city: filters.city, query: deferredQuery });
  // Announced once it has settled, so typing or arrowing through the cities does not flood a screen reader.
  const announcement = useDebouncedValue(touched ? summary : '', SEARCH_SETTLE_MS);

  const changeQuery = (next: string) => {
    setTouched(true);
    setQuery(next);
  };
  const changeCity = (city: City | null) => {
    setTouched(true);
    onFiltersChange({ city, query });
  };
  const clearFilters = () => {
    setTouched(true);
    setQuery('');
    onFiltersChange(NO_FILTERS);
    document.getElementById('vote-finder-search')?.focus();
  };

  const [focusable, setFocusable] = useState(0);
  // The list may have shrunk under the remembered position.
  const tabStop = Math.min(focusable, shown.length - 1);
  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const next = rovingIndex(event.key, tabStop, shown.length);
    if (next === null || !(event.target as Element).classList.contains('vote-option')) return;
    event.preventDefault();
    setFocusable(next);
    // End (or wrapping past the first) may reach a card the list has not rendered yet.
    if (next >= rendered) flushSync(() => renderAtLeast(next + 1));
    event.currentTarget.querySelectorAll<HTMLButtonElement>('.vote-option')[next]?.focus();
  };

  return (
    <section className="vote-stage" aria-labelledby="vote-picker-title">
      <Heading id="vote-picker-title" className="section-title" tabIndex={-1}>
        {/* The programme's name, as the spec writes it in capitals: a brand, not translated. */}
        {PROGRAMME_NAME.toUpperCase()}
      </Heading>
      <p className="vote-stage__lead">
        <Trans comment="VOTE NOW: the label of the button below the list">Choose one or more venues, then press VOTE NOW.</Trans>
        <span className="visually-hidden">
          {' '}
          <Trans>The arrow keys move between the venues.</Trans>
        </span>
      </p>
      {linkedName ? (
        <p className="vote-picker__linked">
          <Trans>{linkedName} is chosen: press VOTE NOW, or choose more venues below.</Trans>
        </p>
      ) : null}
      <VenueFinder
        query={query}
        city={filters.city}
        summary={summary}
        announcement={announcement}
        onQueryChange={changeQuery}
        onCityChange={changeCity}
      />
      {shown.length === 0 && hasFilters({ city: filters.city, query }) ? (
        <p className="vote-finder__none">
          <button type="button" className="link-button" onClick={clearFilters}>
            <Trans>Clear the search and city</Trans>
          </button>
        </p>
      ) : null}
      <ul className="vote-picker" onKeyDown={moveFocus} aria-busy={deferredQuery !== query}>
        {shown.slice(0, rendered).map((nominee, index) => (
          // The list's size and each card's place in it, for a screen reader, while the cards further down wait to be rendered.
          <li key={nominee._id} aria-setsize={shown.length} aria-posinset={index + 1}>
            <VoteOption
              nominee={nominee}
              pressed={selected.includes(nominee._id)}
              tabbable={index === tabStop}
              // The first screen's cards, which the list renders first, load their photos at once.
              eager={index < FIRST_STEP}
              index={index}
              onToggle={onToggle}
              onFocusIndex={setFocusable}
            />
          </li>
        ))}
      </ul>
      {rendered < shown.length ? <div ref={endMarker} /> : null}
      <div className="vote-bar">
        <p className="vote-bar__count" aria-live="polite">
          {chosenSummary(i18n, selected.length, hidden)}
        </p>
        <button type="button" className="button" aria-disabled={!canVote} onClick={onVote}>
          <Trans>VOTE NOW</Trans>
        </button>
      </div>
    </section>
  );
}

interface VoteOptionProps {
  nominee: Nominee;
  pressed: boolean;
  tabbable: boolean;
  eager: boolean;
  index: number;
  onToggle: (id: string) => void;
  onFocusIndex: (index: number) => void;
}

/** One venue: re-rendered only when its own props change, so a toggle or a keystroke repaints little of a long list. */
const VoteOption = memo(function VoteOption({ nominee, pressed, tabbable, eager, index, onToggle, onFocusIndex }: VoteOptionProps) {
  // The count as it always showed here, its digits not grouped (tests/e2e/vote.spec.ts reads it so).
  // Same message as SectionWinnersPage.
  const count = nominee.votes;
  const votes = String(count);
  const form = countForm(count, useLocale());
  return (
    <button
      type="button"
      className="vote-option"
      aria-pressed={pressed}
      tabIndex={tabbable ? 0 : -1}
      onFocus={() => onFocusIndex(index)}
      onClick={() => onToggle(nominee._id)}
    >
      <CoverPhoto className="vote-option__image" src={nominee.images[0]} sizes={VOTE_OPTION_SIZES} load={eager ? 'eager' : 'lazy'}>
        <span className="vote-option__check" aria-hidden="true" />
      </CoverPhoto>
      <span className="vote-option__name">{nominee.name}</span>
      <span className="vote-option__location">{nominee.location}</span>
      <span className="vote-option__votes">
        <Select value={form} _one={`${votes} Vote`} other={`${votes} Votes`} />
      </span>
    </button>
  );
});
