import { expect, test } from '@playwright/test';

test.describe('pre-rendered pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows its two tiles and its title', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Awards - Exquisite');
    await expect(page.getByRole('link', { name: /Exquisite Awards/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Best Restaurants & Bars 2025/ })).toBeVisible();
  });

  test('the vote screen shows the section header and the vote banner before any script runs', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/votenow');
    await expect(page).toHaveTitle('Best Restaurant & Bars 2025');
    await expect(page.getByRole('link', { name: "Home: Exquisite's Best Restaurants & Bars 2025" })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Voting' })).toContainText('is now closed');
    await expect(page.getByRole('status')).toHaveText('Loading the nominees…');
  });

  test('a nominee address gets the nominee shell, and an unknown address the bare page', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/nominee/any-slug');
    await expect(page.getByRole('status')).toHaveText('Loading…');
    await page.goto('/no/such/page');
    await expect(page.locator('#root')).toBeEmpty();
  });
});
