// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sectionMenu } from '../../src/shell/menu';

describe('sectionMenu', () => {
  it('orders server items by position and gives the item at position 1 the winners submenu', () => {
    const menu = sectionMenu([
      { title: 'JUDGES', url: '/bestrestaurantsandbars/judges', position: 3 },
      { title: 'WINNERS', url: '/bestrestaurantsandbars/winner', position: 1 },
      { title: 'HOME', url: '/bestrestaurantsandbars', position: 2 },
    ]);
    expect(menu.map((item) => item.label)).toEqual(['WINNERS', 'HOME', 'JUDGES']);
    expect(menu[0]?.children).toEqual([
      { label: '2025 WINNERS', href: '/bestrestaurantsandbars/winner' },
      { label: '2024 WINNERS', href: '/bestrestaurantsandbars/winner/2024' },
    ]);
    expect(menu[1]?.children).toBeUndefined();
  });

  it('gives no submenu when no item sits at position 1', () => {
    expect(sectionMenu([{ title: 'HOME', url: '/', position: 2 }])[0]?.children).toBeUndefined();
  });
});
