import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CITIES, cityLabel, QUERY_MAX_LENGTH, type City } from './venue-search';

interface VenueFinderProps {
  /** As typed. */
  query: string;
  city: City | null;
  /** What matches, in words ("4 venues in Bali"), shown at once. */
  summary: string;
  /** The same once it has settled, for screen readers; empty until the visitor filters. */
  announcement: string;
  onQueryChange: (query: string) => void;
  onCityChange: (city: City | null) => void;
}

/**
 * The vote screen's search field and city filters: a labelled search field, and the
 * cities as a radio group named "City", "All" first, then the spec's cities in its order. What
 * matches is said below them, and announced politely once it has settled.
 */
export function VenueFinder({ query, city, summary, announcement, onQueryChange, onCityChange }: VenueFinderProps) {
  const { t } = useLingui();
  const cities: (City | null)[] = [null, ...CITIES];
  const radioName = `${useId()}city`;
  return (
    <div className="vote-finder" role="search" aria-label={t`Find a venue`}>
      <label className="vote-finder__label" htmlFor="vote-finder-search">
        <Trans>Search by name or city</Trans>
      </label>
      <input
        id="vote-finder-search"
        className="vote-finder__search"
        type="search"
        value={query}
        maxLength={QUERY_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        aria-describedby="vote-finder-summary"
        onChange={(event) => onQueryChange(event.target.value)}
      />
      {/* One Tab stop, the arrow keys between the cities: the list stays two Tabs from the field. */}
      <fieldset className="vote-finder__cities">
        <legend className="vote-finder__label">
          <Trans>City</Trans>
        </legend>
        {cities.map((option) => (
          <label key={option ?? 'all'} className="vote-finder__city">
            <input
              type="radio"
              className="vote-finder__radio"
              name={radioName}
              value={option ?? ''}
              checked={option === city}
              onChange={() => onCityChange(option)}
            />
            <span>{option ? cityLabel(option) : t`All`}</span>
          </label>
        ))}
      </fieldset>
      <p className="vote-finder__summary" id="vote-finder-summary">
        {summary}
      </p>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
