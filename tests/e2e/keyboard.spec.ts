import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { inbox, VOTE_NOW_PATH } from './vote-support';

/** Presses Tab until `matches` holds for the focused element (at most `limit` times). */
async function tabUntil(page: Page, description: string, matches: () => boolean, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await page.evaluate(matches)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${description}`);
}

test('the whole vote flow can be completed with the keyboard alone', async ({ page }) => {
  await page.goto(VOTE_NOW_PATH);
  await expect(page.getByRole('button', { name: 'VOTE NOW' })).toBeVisible();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');

  await tabUntil(page, 'a nominee', () => document.activeElement?.hasAttribute('aria-pressed') ?? false);
  const nominees = page.locator('button[aria-pressed]');
  await expect(nominees.first()).toBeFocused();
  // The list is one Tab stop: the arrows move within it, wrapping at the ends.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(nominees.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('End');
  await expect(nominees.last()).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('ArrowUp');
  await expect(nominees.last()).toBeFocused();
  await page.keyboard.press('Space');
  await expect(nominees.last()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('button[aria-pressed="true"]')).toHaveCount(1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'VOTE NOW' })).toBeFocused();
  // Back into the list lands on the nominee last focused.
  await page.keyboard.press('Shift+Tab');
  await expect(nominees.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.keyboard.type('Budi Santoso');
  await page.keyboard.press('Tab');
  await page.keyboard.type('budi@example.co.id');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('combobox', { name: 'Area code' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Home');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mobile Number')).toBeFocused();
  await page.keyboard.type('811 2233 4455');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
  const firstBox = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(firstBox).toBeFocused();
  // QA reads the code in the simulator inbox; reading its text moves no focus.
  const code = (await inbox(page).locator('code').first().textContent())?.trim() ?? '';
  expect(code).toMatch(/^\d{6}$/);
  await page.keyboard.type(code);

  await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeFocused();
  await expect(page.getByText(/^EXQ25-/)).toBeVisible();
});

test('focus is always visible on the vote screen', async ({ page }) => {
  await page.goto(VOTE_NOW_PATH);
  await expect(page.getByRole('button', { name: 'VOTE NOW' })).toBeVisible();
  for (let press = 0; press < 8; press += 1) {
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return 'none';
      const style = getComputedStyle(element);
      return style.outlineStyle === 'none' || style.outlineWidth === '0px' ? 'none' : `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).not.toBe('none');
  }
});
