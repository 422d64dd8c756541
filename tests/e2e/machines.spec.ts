import { expect, test } from './warm-context';
import { latestCode, reachConfirmation, typeCode } from './vote-support';
import { CHARTS_LAID_OUT, expectNoAxeViolations, waitForApp } from './support';
import { cspViolations, watchCspViolations } from './csp-support';
import { scaled } from '../../tools/test-time-scale.mjs';

/** The titles of machines/catalog.ts, as the page shows them. */
const MACHINES = ['Vote flow', 'OTP countdown', 'Schedule countdown', 'Data'];

// Laying out the charts is the heaviest load of the suite: each test here checks its page for
// everything it owes (the policy, axe) along the way instead of opening it again.
test.describe('machine charts', () => {
  test('draws every machine with its states and labelled transitions, and its page and the simulator panel cause no policy violation', async ({
    page,
  }) => {
    // Every built page is checked as it loads (every-page.spec.ts); this page is not built.
    await watchCspViolations(page);
    await page.goto('/__machines');
    await expect(page.getByRole('heading', { level: 1, name: 'Machine charts' })).toBeVisible();
    for (const title of MACHINES) {
      await expect(page.getByRole('region', { name: title, exact: true }).getByRole('img', { name: title })).toBeVisible(CHARTS_LAID_OUT);
    }
    const vote = page.getByRole('region', { name: 'Vote flow', exact: true });
    await expect(vote.locator('[data-state-id="vote.otp"]')).toContainText('otp (parallel)');
    await expect(vote.getByText('after resendCooldown')).toBeVisible();
    await expect(vote.getByText('after emailResendDelay')).toBeVisible();
    await expect(vote.getByText('after 30 s').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'OTP countdown' }).getByText('after tick')).toBeVisible();
    await expect(vote.getByText('form.opened [hasSelection]')).toBeVisible();

    const paths = page.getByRole('table', { name: /the events that reach it in order/ });
    const locked = paths.getByRole('row', { name: /vote\.otp\.code\.locked/ });
    await expect(locked.getByRole('link', { name: 'otp-locked' })).toHaveAttribute(
      'href',
      '/bestrestaurantsandbars/votenow?scenario=otp-locked',
    );
    await expect(locked.getByText('done: checkOtp (status 406)')).toBeVisible();
    expect(await cspViolations(page), '/__machines').toEqual([]);

    // The simulator panel's styles come from a stylesheet, not an inline <style>.
    await waitForApp(page);
    await page.getByRole('button', { name: /^Simulator \(/ }).click();
    await expect(page.getByRole('combobox', { name: 'Scenario' })).toBeVisible();
    expect(await cspViolations(page), 'simulator panel').toEqual([]);
  });

  test('lights the running vote flow in another tab and lists its events, masked; lit, it passes axe', async ({ page, context }) => {
    // A walk in another tab and axe over five large charts.
    test.setTimeout(scaled(60_000));
    await page.goto('/__machines');
    const vote = page.getByRole('region', { name: 'Vote flow', exact: true });
    await expect(vote.locator('svg')).toBeVisible(CHARTS_LAID_OUT);

    const flow = await context.newPage();
    await flow.goto('/bestrestaurantsandbars/votenow');
    const first = flow.locator('button[aria-pressed]').first();
    await first.click();
    await expect(vote.locator('[data-state-id="vote.selecting"]')).toHaveClass(/is-active/);
    // Chosen nominees survive a reload: start the walk below from an empty selection.
    await first.click();

    await reachConfirmation(flow, { path: '/bestrestaurantsandbars/votenow' });
    await expect(vote.locator('[data-state-id="vote.otp.code.entering"]')).toHaveClass(/is-active/);
    await expect(vote.locator('[data-state-id="vote.otp.whatsapp.ready"]')).toHaveClass(/is-active/);
    await expect(vote.locator('[data-state-id="vote.selecting"]')).not.toHaveClass(/is-active/);
    await expect(page.getByRole('region', { name: 'OTP countdown' }).locator('[data-state-id="otpCountdown.running"]')).toHaveClass(
      /is-active/,
    );

    const events = page.getByRole('region', { name: 'Last events' });
    await expect(events).toContainText('"type":"form.submitted"');
    await expect(events).toContainText('"field":"phone"');
    await expect(events).not.toContainText('812 3456 7890');
    await expect(events).not.toContainText('ana.w@example.co.id');
    // Lit, with a countdown ticking every second.
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, '/__machines');

    await typeCode(flow, await latestCode(flow));
    await expect(vote.locator('[data-state-id="vote.thankYou"]')).toHaveClass(/is-active/);
  });
});
