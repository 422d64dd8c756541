import { expect, test, type Page } from '@playwright/test';
import { chooseNominees, codeBoxes, fillVoterForm, inbox, latestCode, seedCodeStage, typeCode, VOTE_NOW_PATH } from './vote-support';
import { expectNoAxeViolations, waitForApp } from './support';

async function openPanel(page: Page) {
  const toggle = inbox(page).getByRole('button', { name: /^Simulator \(/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return toggle;
}

/** Opens the simulator panel if needed, presses one of its buttons, and closes it again (Escape), as the page is under it. */
async function pressInPanel(page: Page, name: string) {
  const toggle = await openPanel(page);
  await inbox(page).getByRole('button', { name, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
}

/** The panel's clock line, 'Clock +4 min ahead of real time'; the panel is left open. */
async function clockLine(page: Page) {
  await openPanel(page);
  return inbox(page).getByRole('group', { name: /^Clock / });
}

const emailLink = (page: Page) => page.getByRole('button', { name: 'Send the code to my e-mail instead' });

test.describe('the simulator clock', () => {
  test('Skip 4 minutes enables RESEND CODE and zeroes the countdown at once; Expire code ends the code; a reload keeps the skips, Reset clears them', async ({
    page,
  }) => {
    await seedCodeStage(page);
    const resend = page.getByRole('button', { name: 'RESEND CODE' });
    await resend.click();
    await expect(resend).toBeDisabled();
    await expect(page.getByRole('timer')).toHaveText('03 : 00');

    await pressInPanel(page, 'Skip 4 minutes');
    // No real wait: the default expect timeout is far below the 240 s cooldown.
    await expect(resend).toBeEnabled();
    await expect(page.getByRole('timer')).toHaveText('00 : 00');
    await expect(await clockLine(page)).toHaveAccessibleName('Clock +4 min ahead of real time');
    await page.keyboard.press('Escape');

    await resend.click();
    await expect(page.getByRole('timer')).toHaveText(/^0[23] : \d\d$/);
    const code = await latestCode(page);
    await pressInPanel(page, 'Expire code');
    await expect(page.getByRole('timer')).toHaveText('00 : 00');
    await typeCode(page, code);
    await expect(page.getByText('The code was not accepted. The boxes are cleared; enter the code again.')).toBeAttached();
    await expect(codeBoxes(page).first()).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toHaveCount(0);

    // 4 minutes, then the rest of the new code's 180 s.
    const skipped = (await (await clockLine(page)).getByText(/ahead of real time$/).textContent()) ?? '';
    expect(skipped).toMatch(/^\+[67] min( \d+ s)? ahead of real time$/);
    await page.reload();
    await waitForApp(page);
    await expect(await clockLine(page)).toHaveAccessibleName(`Clock ${skipped}`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('timer')).toHaveText('00 : 00');

    await openPanel(page);
    await inbox(page).getByRole('button', { name: 'Reset simulator' }).click();
    await expect(inbox(page).getByRole('button', { name: 'Simulator (0 messages)' })).toBeVisible();
    await expect(await clockLine(page)).toHaveAccessibleName('Clock +0 s ahead of real time');
  });

  test('whatsapp-undelivered: the WhatsApp message never arrives, the code comes by e-mail', async ({ page }) => {
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=whatsapp-undelivered` });
    const panel = inbox(page);
    await panel.getByRole('button', { name: /^Simulator \(/ }).click();
    await expect(panel.getByRole('listitem').first()).toContainText('Not delivered');
    await expect(panel.locator('code')).toHaveCount(0);
    await pressInPanel(page, 'Skip 10 seconds');
    await expect(emailLink(page)).toHaveAttribute('aria-disabled', 'false');
    await emailLink(page).click();
    await expect(page.getByText(/by e-mail to a•••@example\.co\.id/)).toBeVisible();
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('email-delayed: the e-mail arrives 30 simulated seconds after it is sent', async ({ page }) => {
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=email-delayed` });
    await pressInPanel(page, 'Skip 10 seconds');
    await emailLink(page).click();
    await expect(page.getByText(/by e-mail to a•••@example\.co\.id/)).toBeVisible();
    const panel = inbox(page);
    await panel.getByRole('button', { name: /^Simulator \(/ }).click();
    const email = panel.getByRole('listitem').first();
    await expect(email).toContainText('E-mail');
    await expect(email).toContainText(/On its way: arrives at \d\d:\d\d:\d\d/);
    await expect(email.locator('code')).toHaveCount(0);
    await panel.getByRole('button', { name: 'Skip 1 minute' }).click();
    await expect(email.locator('code')).toHaveText(/^\d{6}$/);
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('voted-today: the server refuses a second vote and sends no code', async ({ page }) => {
    await page.goto(`${VOTE_NOW_PATH}?scenario=voted-today`);
    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await fillVoterForm(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText('No code could be sent. Please check your details.')).toBeAttached();
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
    await expect(inbox(page).getByRole('button', { name: 'Simulator (0 messages)' })).toBeVisible();
  });

  test('at 390 px the panel docks above the VOTE NOW bar, and the open panel passes axe', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(VOTE_NOW_PATH);
    await chooseNominees(page, 1);
    const voteNow = page.getByRole('button', { name: 'VOTE NOW' });
    const box = (await voteNow.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await expect
      .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(), centre))
      .toBe('VOTE NOW');
    const pill = inbox(page).getByRole('button', { name: /^Simulator \(/ });
    await expect.poll(async () => (await pill.boundingBox())!.y + (await pill.boundingBox())!.height).toBeLessThanOrEqual(box.y);

    await pill.click();
    await expect(inbox(page).getByRole('button', { name: 'Skip 4 minutes' })).toBeVisible();
    await expectNoAxeViolations(page, 'open panel', '#simulator-root');
    await page.keyboard.press('Escape');
    await expect(pill).toBeFocused();
    await voteNow.click();
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
  });
});
