/**
 * Where a nominee sits in the list its page walks, and who its neighbours are
 * (docs/requirements.md#nominee-page): position is index + 1; neighbours are adjacent,
 * with no link at either end and no wrap.
 */
import type { NomineeCard } from './types';
import { normalOrder, winnerOrder } from './ordering';

/** The normal nominee page walks the normal order; the winner variant the winner order. */
export type NomineeVariant = 'normal' | 'winner';

export function walkOrder<T extends NomineeCard>(nominees: readonly T[], variant: NomineeVariant): T[] {
  return variant === 'winner' ? winnerOrder(nominees) : normalOrder(nominees);
}

export interface Neighbour<T> {
  item: T;
  position: number;
}

export interface Placement<T> {
  index: number;
  /** index + 1, as shown on the page ('No. 5'). */
  position: number;
  previous: Neighbour<T> | null;
  next: Neighbour<T> | null;
}

/** The place of `slug` in an already ordered list; null when the list does not hold it. */
export function placeInList<T extends { slug: string }>(list: readonly T[], slug: string): Placement<T> | null {
  const index = list.findIndex((item) => item.slug === slug);
  if (index < 0) return null;
  const at = (i: number): Neighbour<T> | null => {
    const item = list[i];
    return item === undefined ? null : { item, position: i + 1 };
  };
  return { index, position: index + 1, previous: index > 0 ? at(index - 1) : null, next: at(index + 1) };
}

/** A neighbour as a nominee's page links to it. */
export interface NeighbourPlace {
  slug: string;
  position: number;
}

/**
 * What a nominee's page (and its kit's) shows of the list it walks: the nominee's card, its
 * position and its neighbours. A page built with its data carries this, not the whole list, so
 * its size does not grow with the programme (docs/built-pages.md).
 */
export interface NomineePlace {
  card: NomineeCard;
  position: number;
  previous: NeighbourPlace | null;
  next: NeighbourPlace | null;
}

/** The place of `slug` in the order the variant walks; null when the list does not hold it. */
export function nomineePlace(cards: readonly NomineeCard[], slug: string, variant: NomineeVariant): NomineePlace | null {
  const walk = walkOrder(cards, variant);
  const place = placeInList(walk, slug);
  if (!place) return null;
  const neighbour = (found: Neighbour<NomineeCard> | null): NeighbourPlace | null =>
    found && { slug: found.item.slug, position: found.position };
  return { card: walk[place.index]!, position: place.position, previous: neighbour(place.previous), next: neighbour(place.next) };
}
