import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { expectNoAxeViolations, openMenu, waitForApp } from './support';
import { chooseNominees, fillVoterForm, latestCode, typeCode, VOTE_NOW_PATH } from './vote-support';
import { scaled } from '../../tools/test-time-scale.mjs';

async function expectNoViolations(page: Page, label: string) {
  // The page the app runs on: a page opened while the simulator's worker was still installing
  // reloads once before the app starts (mocks/browser.ts), which would end axe's run halfway.
  await waitForApp(page);
  // Let lazy images, fonts and transitions settle so colours are measured as shown.
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, label);
}

test.describe('accessibility (axe-core)', () => {
  test('no violations with the menus open', async ({ page }) => {
    await page.goto('/about');
    const awards = await openMenu(page, 'Awards');
    await awards.getByRole('button', { name: 'WINNERS' }).click();
    await expectNoViolations(page, 'awards menu');
    await page.goto('/bestrestaurantsandbars');
    const section = await openMenu(page, 'Best Restaurants & Bars');
    await section.getByRole('button', { name: /submenu/ }).click();
    await expectNoViolations(page, 'section menu');
  });

  test('no violations in the three stages of the vote flow and the thank-you', async ({ page }) => {
    // Four axe runs along one walk: a walk's time.
    test.setTimeout(scaled(60_000));
    await page.goto(VOTE_NOW_PATH);
    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expectNoViolations(page, 'form with errors');
    await page.getByRole('combobox', { name: 'Area code' }).click();
    await expectNoViolations(page, 'area code list');
    await page.keyboard.press('Escape');
    await fillVoterForm(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    await expectNoViolations(page, 'code');
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await expectNoViolations(page, 'thank you');
  });
});
