/**
 * The vote on a real phone: reloads and discarded tabs, a sleeping tab, stalled
 * answers, the lock, Change number and an answer lost after the vote counted.
 */
import { expect, test, type Page } from '@playwright/test';
import { simulatorJson, watchPageErrors } from './support';
import {
  chooseNominees,
  codeBoxes,
  fillVoterForm,
  inbox,
  latestCode,
  picker,
  seedCodeStage,
  typeCode,
  VOTE_NOW_PATH,
} from './vote-support';

const timer = (page: Page) => page.getByRole('timer');
/** The countdown's 'MM : SS' in seconds. */
async function shownSeconds(page: Page): Promise<number> {
  const [minutes = 0, seconds = 0] = (await timer(page).innerText()).split(':').map((part) => Number(part.trim()));
  return minutes * 60 + seconds;
}
const messageCount = (page: Page, count: number) =>
  inbox(page).getByRole('button', { name: `Simulator (${count} message${count === 1 ? '' : 's'})` });

/** The real seconds a step took, rounded up, plus one for the reading after it. */
async function realSeconds(step: () => Promise<unknown>): Promise<number> {
  const started = Date.now();
  await step();
  return Math.ceil((Date.now() - started) / 1000) + 1;
}

test.describe('the vote survives a real phone', () => {
  test('a reload at each stage keeps the vote where it was; the code from WhatsApp still completes it; the receipt copies its code', async ({
    page,
    context,
  }) => {
    const errors = watchPageErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(VOTE_NOW_PATH);
    const names = await chooseNominees(page, 2);
    await page.reload();
    await expect(picker(page).locator('button[aria-pressed="true"]')).toHaveCount(2);

    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await fillVoterForm(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
    await expect(page.getByLabel('Full Name')).toHaveValue('Ana Wijaya');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('812 3456 7890');

    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    const code = await latestCode(page);
    await codeBoxes(page).first().click();
    await page.keyboard.type(code.slice(0, 2));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    for (const box of await codeBoxes(page).all()) await expect(box).toHaveValue('');
    await expect(messageCount(page, 1)).toBeVisible();
    expect(page.url()).not.toMatch(/812|ana/i);

    await typeCode(page, code);
    const receipt = page.getByRole('region', { name: 'THANK YOU' });
    await expect(receipt).toBeVisible();
    await expect(receipt.getByRole('listitem')).toHaveText(names);
    const prizeCode = (await receipt.getByText(/^EXQ25-/).innerText()).trim();
    await receipt.getByRole('button', { name: 'Copy' }).click();
    await expect(receipt.getByRole('status')).toHaveText('Copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(prizeCode);

    await page.reload();
    await expect(page.getByRole('region', { name: 'THANK YOU' }).getByText(prizeCode)).toBeVisible();
    // Personal data lives in this tab's session only.
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('the countdown follows the clock: across a reload and after the tab sleeps, with milestones announced', async ({ page }) => {
    await page.clock.install();
    await seedCodeStage(page);
    // The page's clock also runs at real speed between steps: each bound allows the real seconds the step took.
    const atStart = await shownSeconds(page);
    expect(atStart).toBeGreaterThan(170);
    const running = await realSeconds(async () => {
      await page.clock.runFor(20_000);
      await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(atStart - 20);
    });
    const beforeReload = await shownSeconds(page);
    expect(beforeReload).toBeGreaterThanOrEqual(atStart - 20 - running);
    const reloading = await realSeconds(async () => {
      await page.reload();
      await expect(timer(page)).toBeVisible();
    });
    const afterReload = await shownSeconds(page);
    expect(afterReload).toBeLessThanOrEqual(beforeReload);
    expect(afterReload).toBeGreaterThanOrEqual(beforeReload - reloading);

    // A closed laptop lid or a frozen tab: each due timer fires once when it wakes.
    const sleeping = await realSeconds(async () => {
      await page.clock.fastForward(60_000);
      await expect.poll(() => shownSeconds(page)).toBeLessThanOrEqual(afterReload - 60);
    });
    expect(await shownSeconds(page)).toBeGreaterThanOrEqual(afterReload - 60 - sleeping);
    await expect(page.getByText(/^1 minute \d+ seconds? left to enter the code\.$/)).toBeAttached();
    await expect(messageCount(page, 1)).toBeVisible();
  });

  test('stalled answers give the visitor the form and the boxes back after the time limit', async ({ page }) => {
    await page.clock.install();
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=otp-stalled` });
    await typeCode(page, await latestCode(page));
    await expect(codeBoxes(page).first()).toBeDisabled();
    await page.clock.fastForward(30_000);
    await expect(codeBoxes(page).first()).toBeEnabled();
    for (const box of await codeBoxes(page).all()) await expect(box).toHaveValue('');

    await page.goto(`${VOTE_NOW_PATH}?scenario=submit-stalled`);
    await page.getByRole('button', { name: 'Change number' }).click();
    await page.getByLabel('Mobile Number').fill('811 2222 3333');
    const submit = page.getByRole('button', { name: 'SUBMIT' });
    await submit.click();
    await expect(page.locator('form[aria-busy="true"]')).toBeVisible();
    await page.clock.fastForward(30_000);
    await expect(page.locator('form[aria-busy="false"]')).toBeVisible();
    await expect(page.getByLabel('Mobile Number')).toBeEnabled();
    await expect(page.getByLabel('Mobile Number')).toHaveValue('811 2222 3333');
    await expect(page.getByText('No code could be sent. Please try again.')).toBeAttached();
  });

  test('an answer lost after the vote counted: the same code again gives the same prize code, counted once', async ({ page }) => {
    await seedCodeStage(page);
    const code = await latestCode(page);
    // The tab is discarded while the answer is on its way: what the session holds is the code stage.
    const beforeAnswer = await page.evaluate(() => sessionStorage.getItem('vote.flow'));
    await typeCode(page, code);
    const prizeCode = (await page.getByText(/^EXQ25-/).innerText()).trim();
    const counted = await simulatorJson<{ data: unknown }>(page, '/api/get_counters');

    await page.evaluate((flow) => sessionStorage.setItem('vote.flow', flow ?? ''), beforeAnswer);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    await typeCode(page, code);
    await expect(page.getByText(prizeCode)).toBeVisible();
    expect(await simulatorJson<{ data: unknown }>(page, '/api/get_counters')).toEqual(counted);
  });

  test('after the 406 lock nothing can send a code, and Change number returns to the form with everything kept', async ({ page }) => {
    await page.clock.install();
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=otp-locked` });
    await typeCode(page, await latestCode(page));
    await expect(timer(page)).toHaveText('00 : 00');
    await page.clock.runFor(11_000);
    await expect(page.getByRole('button', { name: 'RESEND CODE' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Send the code to my e-mail instead' })).toHaveAttribute('aria-disabled', 'true');
    await expect(codeBoxes(page).first()).toBeDisabled();

    await page.getByRole('button', { name: 'Change number' }).click();
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue('ana.w@example.co.id');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('812 3456 7890');
    await expect(messageCount(page, 1)).toBeVisible();
  });
});
