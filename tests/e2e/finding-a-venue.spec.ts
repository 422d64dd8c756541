/**
 * Finding a venue on the vote screen: the search and the city filters live in the
 * address (reload, back), the choices a filter hides stay chosen and go with the vote.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { expectNoAxeViolations, watchPageErrors } from './support';
import { fillVoterForm, latestCode, picker, typeCode, VOTE_NOW_PATH } from './vote-support';
import { scaled } from '../../tools/test-time-scale.mjs';

const finder = (page: Page) => page.getByRole('search', { name: 'Find a venue' });
const cities = (page: Page) => finder(page).getByRole('group', { name: 'City' });
const city = (page: Page, name: string) => cities(page).getByRole('radio', { name, exact: true });
const options = (page: Page) => picker(page).getByRole('list').getByRole('button');
const searchField = (page: Page) => finder(page).getByRole('searchbox', { name: 'Search by name or city' });

test('search and city filters: kept in the address, a hidden choice still voted for', async ({ page }) => {
  // One walk: filters, a reload, back, then the vote to THANK YOU.
  test.setTimeout(scaled(60_000));
  const errors = watchPageErrors(page);
  await page.goto(VOTE_NOW_PATH);
  await expect(options(page).first()).toBeVisible();
  // The count under the filters says how many venues there are, and each card its place among them;
  // the list renders the cards near the screen, and the rest as the visitor scrolls to them.
  // The count describes the search field; the status below it says the same once a change has settled.
  await expect(searchField(page)).toHaveAccessibleDescription(/^\d+ venues$/);
  const all = Number.parseInt(
    await finder(page)
      .getByText(/^\d+ venues$/)
      .first()
      .innerText(),
    10,
  );
  await expect(picker(page).getByRole('listitem').first()).toHaveAttribute('aria-setsize', String(all));
  // Jakarta comes first in the spec's order.
  const jakartan = (await options(page).first().locator('.vote-option__name').innerText()).trim();
  await expect(async () => {
    await options(page).last().scrollIntoViewIfNeeded();
    expect(await options(page).count()).toBe(all);
  }).toPass({ timeout: scaled(10_000) });
  await expect(city(page, 'All')).toBeChecked();
  expect(await cities(page).locator('label').allInnerTexts()).toEqual([
    'All',
    'Jakarta',
    'Tangerang',
    'Bandung',
    'Semarang',
    'Surabaya',
    'Bali',
  ]);

  // By keyboard: the cities are one radio group, the arrow keys move through them.
  await city(page, 'All').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\?city=bali$/);
  await expect(city(page, 'Bali')).toBeChecked();
  const inBali = await options(page).count();
  // Shown under the filters (the field's description), then announced once settled.
  await expect(searchField(page)).toHaveAccessibleDescription(`${inBali} venues in Bali`);
  await expect(finder(page).getByRole('status')).toHaveText(`${inBali} venues in Bali`);
  for (const location of await picker(page).locator('.vote-option__location').allInnerTexts()) expect(location.toLowerCase()).toBe('bali');
  // The arrow keys still move between the venues shown.
  await options(page).first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(options(page).nth(1)).toBeFocused();
  const balinese = (await options(page).first().locator('.vote-option__name').innerText()).trim();
  await options(page).first().click();

  // A Jakarta name typed in capitals: nothing in Bali, and a way out.
  await searchField(page).fill(jakartan.toUpperCase());
  await expect(finder(page).getByRole('status')).toHaveText(`No venue matches “${jakartan.toUpperCase()}” in Bali`);
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole('button', { name: 'Clear the search and city' })).toBeVisible();
  await expectNoAxeViolations(page, 'no venue matches');

  await city(page, 'All').check();
  await expect(options(page).filter({ hasText: jakartan })).toHaveCount(1);
  await expect(page.getByText('1 venue chosen (1 not shown)')).toBeVisible();
  await options(page).filter({ hasText: jakartan }).click();
  await expect(page.getByText('2 venues chosen (1 not shown)')).toBeVisible();

  await page.reload();
  await expect(searchField(page)).toHaveValue(jakartan.toUpperCase());
  await expect(city(page, 'All')).toBeChecked();
  await expect(options(page).filter({ hasText: jakartan })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2 venues chosen (1 not shown)')).toBeVisible();

  // Away and back: the address, and so the filters, come back with the page.
  await page.goto('/bestrestaurantsandbars/how-to');
  await page.goBack();
  await expect(searchField(page)).toHaveValue(jakartan.toUpperCase());
  await expect(options(page)).toHaveCount(1);

  // A filter that matches nothing offers a way out.
  await city(page, 'Bali').check();
  await expect(options(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear the search and city' }).click();
  await expect(searchField(page)).toBeFocused();
  await expect(searchField(page)).toHaveValue('');
  await expect(city(page, 'All')).toBeChecked();
  await expect(searchField(page)).toHaveAccessibleDescription(`${all} venues`);
  expect(new URL(page.url()).search).toBe('');

  // Both go with the vote, the one the filter hid included.
  await searchField(page).fill(jakartan.toLowerCase());
  await expect(page.getByText('2 venues chosen (1 not shown)')).toBeVisible();
  await page.getByRole('button', { name: 'VOTE NOW' }).click();
  await fillVoterForm(page);
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await typeCode(page, await latestCode(page));
  await expect(page.getByRole('region', { name: 'THANK YOU' }).getByRole('listitem')).toHaveText([balinese, jakartan]);
  expect(errors).toEqual([]);
});
