/** Ordering rules (docs/requirements.md#ordering and #constants). */
import { LOCATION_ORDER } from './protocol';
import type { NomineeCard } from './types';

/** A nominee's location as the spec's order names it (`LOCATION_ORDER`): trimmed, lower case. */
export const locationKey = (nominee: Pick<NomineeCard, 'location'>): string => nominee.location.trim().toLowerCase();

const bySlug = (a: NomineeCard, b: NomineeCard) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);

/**
 * Normal order: grouped by location in LOCATION_ORDER, each group sorted by
 * slug; nominees of any other location are dropped.
 */
export function normalOrder<T extends NomineeCard>(nominees: readonly T[]): T[] {
  return LOCATION_ORDER.flatMap((location) => nominees.filter((nominee) => locationKey(nominee) === location).sort(bySlug));
}

/** docs/requirements.md#constants: the top group of the winner order, shown without vote counts: the year's winners. */
export const TOP_GROUP_SIZE = 10;

/** Winner order: rank ascending, then votes descending. */
export function winnerOrder<T extends NomineeCard>(nominees: readonly T[]): T[] {
  return [...nominees].sort((a, b) => a.rank - b.rank || b.votes - a.votes);
}

/** Lists of sponsors, partners, publications, judges and menu items: position ascending. */
export function byPosition<T extends { position: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position);
}
