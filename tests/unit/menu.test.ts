// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionMenu } from '../../src/components/menu';
import { i18nFor } from '../../src/i18n/catalogs';
import type { Locale } from '../../src/i18n/locale';

describe('sectionMenu', () => {
  it('orders server items by position and gives the item at position 1 the winners submenu', () => {
    const menu = sectionMenu([
      { title: 'JUDGES', url: '/bestrestaurantsandbars/judges', position: 3 },
      { title: 'WINNERS', url: '/bestrestaurantsandbars/winner', position: 1 },
      { title: 'HOME', url: '/bestrestaurantsandbars', position: 2 },
    ]);
    expect(menu.map((item) => item.label)).toEqual(['WINNERS', 'HOME', 'JUDGES']);
    // The site's own labels are messages, in the page's language; the server's titles are shown as sent.
    const submenuIn = (locale: Locale) =>
      menu[0]?.children?.map(({ label, href }) => ({ label: typeof label === 'string' ? label : i18nFor(locale)._(label), href }));
    expect(submenuIn('en')).toEqual([
      { label: '2025 WINNERS', href: '/bestrestaurantsandbars/winner' },
      { label: '2024 WINNERS', href: '/bestrestaurantsandbars/winner/2024' },
    ]);
    expect(submenuIn('id')?.map(({ label }) => label)).toEqual(['PEMENANG 2025', 'PEMENANG 2024']);
    expect(menu[1]?.children).toBeUndefined();
  });

  it('gives no submenu when no item sits at position 1', () => {
    expect(sectionMenu([{ title: 'HOME', url: '/', position: 2 }])[0]?.children).toBeUndefined();
  });
});
