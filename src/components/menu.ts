import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MenuItem } from '../domain/types';
import { SECTION_PAST_YEARS, SECTION_YEAR, paths } from '../routes';
import { byPosition } from '../domain/ordering';

export interface NavItem {
  /** The site's own words (a message), or what the back end sends, shown as sent. */
  label: MessageDescriptor | string;
  href?: string;
  children?: NavItem[];
}

export const WINNERS_SUBMENU: NavItem[] = [SECTION_YEAR, ...SECTION_PAST_YEARS].map((year) => ({
  label: msg`${year} WINNERS`,
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
