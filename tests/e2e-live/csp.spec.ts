/**
 * The live build under its Content-Security-Policy: the back end's origin is allowed for calls
 * and images, nothing inline is needed, and no screen causes a violation (nor the vote flow:
 * contract.spec.ts watches its walk).
 */
import { expect, test } from '@playwright/test';
import { cspViolations, inlineScriptRuns, watchCspViolations } from '../e2e/csp-support';
import { openScreen, resetServer, sampleSlugs, SIM_URL, siteRoutes, visitEach } from './support';
import { scaled } from '../../tools/test-time-scale.mjs';

test.describe('content security policy (live build)', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetServer(request);
    await watchCspViolations(page);
  });

  test('is sent with the page, names the back end, and the bundle has no inline script', async ({ page, request }) => {
    const response = await request.get('/');
    const policy = response.headers()['content-security-policy'] ?? '';
    expect(policy).toContain(`connect-src 'self' ${SIM_URL}`);
    expect(policy).toContain(`img-src 'self' data: ${SIM_URL}`);
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("worker-src 'none'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).not.toContain('unsafe-eval');
    for (const [name, value] of Object.entries({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    })) {
      expect(response.headers()[name], name).toBe(value);
    }
    const html = await response.text();
    // One external script, the boot entry (src/boot/boot.ts); nothing inline.
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts).toHaveLength(1);
    for (const script of scripts) expect(script).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
    expect(html).not.toMatch(/\sstyle=/i);

    await page.goto('/');
    expect(await inlineScriptRuns(page)).toBe(false);
  });

  test('no screen causes a violation', async ({ page }) => {
    test.setTimeout(scaled(90_000));
    await visitEach(
      page,
      siteRoutes(await sampleSlugs()),
      async (tab, route) => {
        await openScreen(tab, route);
        expect.soft(await cspViolations(tab), route).toEqual([]);
      },
      // The first page watches since beforeEach.
      { prepare: (tab) => tab !== page && watchCspViolations(tab) },
    );
    await page.goto('/video');
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    expect(await cspViolations(page), 'video').toEqual([]);
  });
});
