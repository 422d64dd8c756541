import type { MenuItem } from '../data/types';
import { SECTION_PAST_YEARS, SECTION_YEAR, paths } from '../routes';
import { byPosition } from '../lib/ordering';

export interface NavItem {
  label: string;
  href?: string;
  children?: NavItem[];
}

export const WINNERS_SUBMENU: NavItem[] = [SECTION_YEAR, ...SECTION_PAST_YEARS].map((year) => ({
  label: `${year} WINNERS`,
  href: year === SECTION_YEAR ? paths.sectionWinners() : paths.sectionWinners(year),
}));

/** The section menu: server items by position; the item at position 1 carries the winners submenu. */
export function sectionMenu(menu: readonly MenuItem[]): NavItem[] {
  return byPosition(menu).map((item) => ({
    label: item.title,
    href: item.url || undefined,
    ...(item.position === 1 ? { children: WINNERS_SUBMENU } : {}),
  }));
}
