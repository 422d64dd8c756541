/**
 * The plain winners list (winner-awards/{year}): winner_{year}.json is keyed
 * by city, then by group ('1' the normal list, '2' readers' choice), then by
 * category. jakarta and bali come first, each with its own heading; every
 * other city goes into an OTHER CITIES section, which therefore appears only
 * when there are more city groups than those two.
 */
import { isRecord, WINNER_GROUP_KEYS } from '#src/domain/protocol';
import type { AwardsWinnersByCity, WinnerLink } from '#src/domain/types';

export const FEATURED_CITIES = ['jakarta', 'bali'] as const;

const [NORMAL_GROUP, READERS_CHOICE_GROUP] = WINNER_GROUP_KEYS;

export interface CategoryWinners {
  category: string;
  winners: WinnerLink[];
}

export interface CityWinners {
  /** The city key as the file spells it. */
  city: string;
  /** Group '1', in the file's order. */
  categories: CategoryWinners[];
  /** Group '2', in the file's order; empty when the city has none. */
  readersChoice: CategoryWinners[];
}

export interface PlainWinners {
  /** jakarta, then bali, each only when it has at least one winner. */
  featured: CityWinners[];
  /** The remaining cities with at least one winner, in the file's order. */
  otherCities: CityWinners[];
}

const isWinnerLink = (value: unknown): value is WinnerLink =>
  isRecord(value) && typeof value.title === 'string' && value.title.trim() !== '' && typeof value.url === 'string';

/** Categories of one group, leaving out categories without a usable winner. */
function categoriesOf(group: unknown): CategoryWinners[] {
  if (!isRecord(group)) return [];
  return Object.entries(group).flatMap(([category, winners]) => {
    const list = Array.isArray(winners) ? winners.filter(isWinnerLink) : [];
    return list.length > 0 ? [{ category, winners: list }] : [];
  });
}

function cityOf(city: string, groups: unknown): CityWinners | null {
  if (!isRecord(groups)) return null;
  const entry = { city, categories: categoriesOf(groups[NORMAL_GROUP]), readersChoice: categoriesOf(groups[READERS_CHOICE_GROUP]) };
  return entry.categories.length > 0 || entry.readersChoice.length > 0 ? entry : null;
}

const normalise = (city: string) => city.trim().toLowerCase();

/**
 * Groups a year's winners for display. Odd inputs are tolerated: unknown
 * group keys are ignored, cities or categories without winners are left out,
 * and anything that is not an object gives an empty result.
 */
export function groupPlainWinners(byCity: AwardsWinnersByCity | null | undefined): PlainWinners {
  const cities = isRecord(byCity)
    ? Object.entries(byCity).flatMap(([city, groups]) => {
        const entry = cityOf(city, groups);
        return entry ? [entry] : [];
      })
    : [];
  const featuredNames: readonly string[] = FEATURED_CITIES;
  return {
    featured: FEATURED_CITIES.flatMap((name) => cities.filter((entry) => normalise(entry.city) === name)),
    otherCities: cities.filter((entry) => !featuredNames.includes(normalise(entry.city))),
  };
}

export function isEmptyPlainWinners(grouped: PlainWinners): boolean {
  return grouped.featured.length === 0 && grouped.otherCities.length === 0;
}

/** A city key as a heading: 'jakarta' → 'JAKARTA', 'north_sumatra' → 'NORTH SUMATRA'. */
export function cityHeading(city: string): string {
  return city.trim().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').toUpperCase();
}

/**
 * Where a winner title may link: an absolute http(s) URL or a path of this
 * site; null for anything else (javascript:, data:, protocol-relative, junk),
 * which is then shown as plain text.
 */
export function winnerHref(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith('/')) return trimmed.startsWith('//') || trimmed.startsWith('/\\') ? null : trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
