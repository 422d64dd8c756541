/**
 * The built site runs under its Content-Security-Policy (sent by tools/serve.mjs from the
 * build's csp.txt, and as a <meta> element): no page of the simulator build causes a violation
 * (each built page is checked as it loads in every-page.spec.ts). The live build runs the same
 * checks in tests/e2e-live/csp.spec.ts.
 */
import { expect, test } from './warm-context';
import { cspViolations, inlineScriptRuns, watchCspViolations } from './csp-support';

test.describe('content security policy (simulator build)', () => {
  test.beforeEach(async ({ page }) => watchCspViolations(page));

  test('every page is served with the policy', async ({ page }) => {
    const response = await page.goto('/bestrestaurantsandbars');
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain('frame-src https://www.youtube-nocookie.com');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).not.toContain('unsafe-inline');
    expect(response?.headers()['x-content-type-options']).toBe('nosniff');
    expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toContain("object-src 'none'");
  });

  test('Trusted Types: a plain string reaches no HTML, script or script-URL sink, and no other policy can be made', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('article').getByText(/Since 2018/)).toBeVisible();
    const refused = await page.evaluate(() => {
      const attempts: Record<string, () => unknown> = {
        innerHTML: () => (document.createElement('div').innerHTML = '<img src=x>'),
        insertAdjacentHTML: () => document.body.insertAdjacentHTML('beforeend', '<b>x</b>'),
        scriptText: () => (document.createElement('script').textContent = 'window.__pwned=1'),
        scriptSrc: () => (document.createElement('script').src = '/assets/x.js'),
        newPolicy: () =>
          (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes.createPolicy(
            'anything-goes',
            { createHTML: (s: string) => s },
          ),
        secondSanitiser: () =>
          (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes.createPolicy(
            'sanitized-html',
            { createHTML: (s: string) => s },
          ),
        // Created at start-up with the default policy (src/components/trusted-types.ts): taken, like the sanitiser's.
        secondBuiltHtml: () =>
          (window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes.createPolicy(
            'built-html',
            { createHTML: (s: string) => s },
          ),
      };
      return Object.fromEntries(
        Object.entries(attempts).map(([name, attempt]) => {
          try {
            attempt();
            return [name, 'allowed'];
          } catch (error) {
            return [name, (error as Error).name];
          }
        }),
      );
    });
    expect(refused).toEqual({
      innerHTML: 'TypeError',
      insertAdjacentHTML: 'TypeError',
      scriptText: 'TypeError',
      scriptSrc: 'TypeError',
      newPolicy: 'TypeError',
      secondSanitiser: 'TypeError',
      secondBuiltHtml: 'TypeError',
    });
    expect(await page.evaluate(() => '__pwned' in window)).toBe(false);
  });

  test('the policy is enforced: an injected inline script does not run and is reported', async ({ page }) => {
    await page.goto('/');
    expect(await inlineScriptRuns(page)).toBe(false);
    await expect.poll(async () => (await cspViolations(page)).map((v) => v.directive)).toContain('require-trusted-types-for');
  });

  test('a played video causes no violation', async ({ page }) => {
    // Every built page is checked as it loads (every-page.spec.ts), the machine charts and the
    // simulator panel in machines.spec.ts; a video's player comes only once it is played.
    await page.goto('/video');
    await page
      .getByRole('button', { name: /^Play video/ })
      .first()
      .click();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    expect(await cspViolations(page), 'video').toEqual([]);
  });
});
