/**
 * The built site runs under its Content-Security-Policy (sent by scripts/serve.mjs from the
 * build's csp.txt, and as a <meta> element): no page of the simulator build causes a violation.
 * The live build runs the same checks in tests/e2e-live/csp.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { cspViolations, inlineScriptRuns, watchCspViolations } from './csp-support';

const ROUTES = [
  '/',
  '/awards',
  '/about',
  '/video',
  '/winner/2024',
  '/winner-awards/2023',
  '/bestrestaurantsandbars',
  '/bestrestaurantsandbars/how-to',
  '/bestrestaurantsandbars/judges',
  '/bestrestaurantsandbars/vote',
  '/bestrestaurantsandbars/votenow',
  '/bestrestaurantsandbars/winner',
  '/bestrestaurantsandbars/winner/2024',
  '/__machines',
];

test.describe('content security policy (simulator build)', () => {
  test.beforeEach(async ({ page }) => watchCspViolations(page));

  test('every page is served with the policy', async ({ page }) => {
    const response = await page.goto('/bestrestaurantsandbars');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("object-src 'none'");
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    await page.goto('/');
    expect(await inlineScriptRuns(page)).toBe(false);
    await expect.poll(async () => (await cspViolations(page)).map((v) => v.directive)).toContain('script-src-elem');
  });

  test('the main routes, a nominee, an article and a played video cause no violation', async ({ page }) => {
    // One walk through every route (cheaper than a test per route), so it gets a walk's time.
    test.setTimeout(60_000);
    for (const route of ROUTES) {
      await page.goto(route);
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
      expect(await cspViolations(page), route).toEqual([]);
    }

    await page.goto('/bestrestaurantsandbars');
    await page.locator('a.nominee-card').first().click();
    await expect(page).toHaveURL(/\/nominee\//);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), 'nominee').toEqual([]);

    await page.goto('/winner/2024');
    await page.locator('a[href*="/article/"]').first().click();
    await expect(page).toHaveURL(/\/article\//);
    await page.waitForLoadState('networkidle');
    expect(await cspViolations(page), 'article').toEqual([]);

    // The simulator panel's styles come from a stylesheet, not an inline <style>.
    await page.getByRole('button', { name: /^Simulator \(/ }).click();
    await expect(page.getByRole('combobox', { name: 'Scenario' })).toBeVisible();

    await page.goto('/video');
    await page.getByRole('button', { name: /^Play video/ }).first().click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    expect(await cspViolations(page), 'video').toEqual([]);
  });
});
