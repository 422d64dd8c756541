/**
 * winner_{year}.json in both readings of docs/requirements.md#data (a group level between city and category,
 * or the group on each winner): a live build shows the same winners list for either.
 */
import { expect, test, type Page } from '@playwright/test';
import { resetServer } from './support';

/** The winners list as a visitor reads it: every heading, category and winner, in order. */
async function winnersList(page: Page, year: number): Promise<string> {
  await page.goto(`/winner-awards/${year}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: 'JAKARTA' })).toBeVisible();
  return main.innerText();
}

test('a year reads the same whichever reading the back end chose', async ({ page, request }) => {
  await resetServer(request);
  const groupLevel = await winnersList(page, 2019);
  expect(groupLevel).toContain("READERS' CHOICE");
  expect(groupLevel).toContain('OTHER CITIES');

  await resetServer(request, { scenario: 'winners-group-on-items' });
  expect(await winnersList(page, 2019)).toBe(groupLevel);
});
