import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CHARTS_LAID_OUT, openMenu, waitForApp } from './support';
import { chooseNominees, fillVoterForm, latestCode, seedCodeStage, typeCode, VOTE_NOW_PATH } from './vote-support';
import { scaled } from '../../tools/test-time-scale.mjs';

/** Every route, with something on the page that says it has loaded. */
const ROUTES: [string, string][] = [
  ['/', 'Best Restaurants & Bars 2025'],
  ['/awards', 'EXQUISITE AWARDS'],
  ['/about', 'ABOUT US'],
  ['/video', 'VIDEO'],
  ['/winner/2024', "WINNER EXQUISITE'S AWARDS 2024"],
  ['/winner-awards/2023', 'WINNERS'],
  ['/bestrestaurantsandbars', "EXQUISITE'S BEST RESTAURANTS & BARS"],
  ['/bestrestaurantsandbars/how-to', 'HOW TO VOTE'],
  ['/bestrestaurantsandbars/judges', 'THE JUDGES'],
  ['/bestrestaurantsandbars/vote', 'SEE THE RESULTS!'],
  ['/bestrestaurantsandbars/votenow', 'VOTE NOW'],
  ['/bestrestaurantsandbars/winner', 'TOP 10'],
  ['/bestrestaurantsandbars/winner/2024', 'TOP 10'],
  ['/bestrestaurantsandbars/kit/kaum', 'Promote Kaum'],
  ['/no/such/page', "We couldn't find that page"],
  // Bahasa Indonesia: the section's landing page, its header, menu and switch.
  ['/id/bestrestaurantsandbars', "EXQUISITE'S BEST RESTAURANTS & BARS"],
];

async function expectNoViolations(page: Page, label: string) {
  // The page the app runs on: a page opened while the simulator's worker was still installing
  // reloads once before the app starts (mocks/browser.ts), which would end axe's run halfway.
  await waitForApp(page);
  // Let lazy images, fonts and transitions settle so colours are measured as shown.
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (violation) => `${label}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
  );
  expect(summary).toEqual([]);
}

test.describe('accessibility (axe-core)', () => {
  for (const [path, marker] of ROUTES) {
    test(`no violations on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main').getByText(marker, { exact: false }).first()).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  test('no violations on a nominee page and a winner article', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars');
    await page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" }).getByRole('link').first().click();
    await expect(page.getByRole('region', { name: /^Photos of/ })).toBeVisible();
    await expectNoViolations(page, 'nominee');
    await page.goto('/winner/2024');
    await page.getByRole('main').getByRole('link', { name: /.+/ }).first().click();
    await expect(page.getByRole('link', { name: 'BACK TO ALL WINNERS' })).toBeVisible();
    await expectNoViolations(page, 'article');
  });

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

  test('no violations on the machine charts page, with a running vote flow lit', async ({ page, context }) => {
    // Axe over five large charts.
    test.setTimeout(scaled(60_000));
    await page.goto('/__machines');
    // Laying out five charts takes several seconds on a busy two-core machine.
    await expect(page.getByRole('img', { name: 'Vote flow' })).toBeVisible(CHARTS_LAID_OUT);
    // The page lights the flow running in another tab (machines/inspector.ts): one at the code
    // stage, whose countdown ticks every second, and lists its events.
    await seedCodeStage(await context.newPage());
    const countdown = page.getByRole('region', { name: 'OTP countdown' });
    await expect(countdown.locator('[data-state-id="otpCountdown.running"]')).toHaveClass(/is-active/);
    await expect(page.getByRole('region', { name: 'Last events' })).toContainText('"type":"flow.resumed"');
    await expectNoViolations(page, '/__machines');
  });
});
