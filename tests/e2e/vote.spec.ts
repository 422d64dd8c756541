import { expect, test } from './warm-context';
import { simulatorJson, watchPageErrors } from './support';
import {
  chooseNominees,
  codeBoxes,
  fillVoterForm,
  inbox,
  latestCode,
  pauseClockSoon,
  picker,
  reachConfirmation,
  seedCodeStage,
  typeCode,
  VOTE_NOW_PATH,
  wrongCode,
} from './vote-support';

test.describe('vote screen', () => {
  test('a visitor votes for two nominees with the code from WhatsApp and gets a prize code', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(VOTE_NOW_PATH);
    await expect(page.getByRole('heading', { level: 1, name: "EXQUISITE'S BEST RESTAURANTS & BARS 2025" })).toBeVisible();
    const first = picker(page).locator('button[aria-pressed]').first();
    await expect(first).toHaveAttribute('aria-pressed', 'false');
    await expect(first).toContainText(/\d+ Votes?\b/);

    await chooseNominees(page, 2);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
    await expect(page.getByText('Please Submit Your Information to Continue')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Area code' })).toContainText('+62');
    await expect(page.getByText('e.g. : ')).toBeVisible();

    await fillVoterForm(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    await expect(page.getByText(/by WhatsApp to \+62 •+7890/)).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^0[0-3] : [0-5]\d$/);
    await expect(codeBoxes(page)).toHaveCount(6);
    await expect(codeBoxes(page).first()).toBeFocused();

    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await expect(page.getByText(/^EXQ25-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('VOTE NOW does nothing until a nominee is chosen', async ({ page }) => {
    await page.goto(VOTE_NOW_PATH);
    const voteNow = page.getByRole('button', { name: 'VOTE NOW' });
    await expect(voteNow).toHaveAttribute('aria-disabled', 'true');
    await voteNow.dispatchEvent('click');
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toHaveCount(0);
    const toggle = picker(page).locator('button[aria-pressed]').first();
    await toggle.click();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(voteNow).toHaveAttribute('aria-disabled', 'true');
  });

  test('an invalid form sends nothing and highlights the fields', async ({ page }) => {
    await page.goto(VOTE_NOW_PATH);
    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await expect(page.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('E-mail').fill('not-an-email');
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    for (const label of ['Full Name', 'E-mail', 'Mobile Number']) {
      await expect(page.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel(label)).toBeEnabled();
    }
    await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
    await expect(inbox(page).getByRole('button', { name: 'Simulator (0 messages)' })).toBeVisible();
    await page.getByLabel('Mobile Number').fill('+62 (812) abc-345');
    await expect(page.getByLabel('Mobile Number')).toHaveValue('+62 812 345');
  });

  test('Singapore is chosen from the area-code list, with its flag, by keyboard', async ({ page }) => {
    await page.goto(VOTE_NOW_PATH);
    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    const combobox = page.getByRole('combobox', { name: 'Area code' });
    await combobox.focus();
    await page.keyboard.press('ArrowDown');
    const listbox = page.getByRole('listbox', { name: 'Area code' });
    await expect(listbox.getByRole('option')).toHaveCount(2);
    expect(await listbox.evaluate((list) => getComputedStyle(list).maxHeight)).toBe('300px');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(combobox).toContainText('+65 Singapore');
    await expect(combobox.getByRole('img', { name: 'The flag of Singapore' })).toBeVisible();
    await expect(page.getByText('e.g. : 8123 4567')).toBeVisible();
    await fillVoterForm(page, { phone: '8123 4567' });
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await expect(page.getByText(/by WhatsApp to \+65 ••••4567/)).toBeVisible();
  });

  test('a wrong code clears the boxes and lets the visitor try again', async ({ page }) => {
    await seedCodeStage(page);
    const code = await latestCode(page);
    await typeCode(page, wrongCode(code));
    for (const box of await codeBoxes(page).all()) await expect(box).toHaveValue('');
    await expect(codeBoxes(page).first()).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
    await typeCode(page, code);
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('the 406 lock zeroes the countdown and keeps the boxes disabled', async ({ page }) => {
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=otp-locked` });
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('timer')).toHaveText('00 : 00');
    for (const box of await codeBoxes(page).all()) {
      await expect(box).toBeDisabled();
      await expect(box).toHaveValue('');
    }
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toHaveCount(0);
  });

  test('a transport error clears the boxes and enables them again', async ({ page }) => {
    await seedCodeStage(page, { path: `${VOTE_NOW_PATH}?scenario=otp-error` });
    await typeCode(page, await latestCode(page));
    await expect(codeBoxes(page).first()).toBeEnabled();
    for (const box of await codeBoxes(page).all()) await expect(box).toHaveValue('');
    await expect(page.getByRole('timer')).not.toHaveText('00 : 00');
  });

  test('pasting a code with spaces or dashes fills all six boxes', async ({ page }) => {
    await seedCodeStage(page);
    const code = await latestCode(page);
    const spaced = `${code.slice(0, 3)} - ${code.slice(3)}`;
    await codeBoxes(page)
      .nth(2)
      .evaluate((box, text) => {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, spaced);
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('a code autofilled into the first box (one-time-code) fills all six', async ({ page }) => {
    await seedCodeStage(page);
    await expect(codeBoxes(page).first()).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(codeBoxes(page).first()).toHaveAttribute('inputmode', 'numeric');
    await codeBoxes(page)
      .first()
      .fill(await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
  });

  test('the boxes: digits only, focus advances, Backspace moves back, Delete does nothing, Tab leaves', async ({ page }) => {
    await seedCodeStage(page);
    const boxes = codeBoxes(page);
    await expect(boxes.nth(0)).toHaveAccessibleName('Digit 1 of 6');
    await expect(boxes.nth(5)).toHaveAccessibleName('Digit 6 of 6');
    await boxes.first().focus();
    await page.keyboard.type('a');
    await expect(boxes.nth(0)).toHaveValue('');
    await page.keyboard.type('4');
    await expect(boxes.nth(0)).toHaveValue('4');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.type('2');
    await expect(boxes.nth(2)).toBeFocused();
    await page.keyboard.press('Backspace');
    await expect(boxes.nth(1)).toBeFocused();
    await expect(boxes.nth(1)).toHaveValue('2');
    await page.keyboard.press('Delete');
    await expect(boxes.nth(1)).toHaveValue('2');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'RESEND CODE' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(boxes.nth(2)).toBeFocused();
  });

  test.describe(() => {
    // They run on Playwright's clock, which stays with a context: each gets a context of its own.
    test.use({ warmContext: false });
    test('RESEND CODE sends a new code by WhatsApp, restarts the countdown and waits', async ({ page }) => {
      await page.clock.install();
      await seedCodeStage(page);
      // From here the page's time moves only when the test says (a busy machine must not move it).
      await pauseClockSoon(page);
      await page.clock.runFor(5_000);
      const before = await page.getByRole('timer').innerText();
      const resend = page.getByRole('button', { name: 'RESEND CODE' });
      await resend.click();
      await expect(resend).toBeDisabled();
      await expect(inbox(page).getByRole('button', { name: 'Simulator (2 messages)' })).toBeVisible();
      await expect(page.getByRole('timer')).toHaveText('03 : 00');
      expect(before).not.toBe('03 : 00');
      await page.clock.runFor(239_000);
      await expect(resend).toBeDisabled();
      await page.clock.runFor(1_000);
      await expect(resend).toBeEnabled();
    });

    test('the e-mail link is enabled 10 s after the code request, and used once', async ({ page }) => {
      await page.clock.install();
      // The walk itself: the 10 s run from the machine's own code request, not from a seed.
      await reachConfirmation(page);
      // Paused from here; the real time the code request took before the pause is allowed for (at most 1 s).
      await pauseClockSoon(page);
      const emailLink = page.getByRole('button', { name: 'Send the code to my e-mail instead' });
      await expect(emailLink).toHaveAttribute('aria-disabled', 'true');
      await page.clock.runFor(8_500);
      await expect(emailLink).toHaveAttribute('aria-disabled', 'true');
      await page.clock.runFor(1_500);
      await expect(emailLink).toHaveAttribute('aria-disabled', 'false');
      await emailLink.click();
      await expect(emailLink).toHaveAttribute('aria-disabled', 'true');
      await expect(page.getByText(/by e-mail to a•••@example\.co\.id/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'RESEND CODE' })).toBeDisabled();
      const panel = inbox(page);
      await panel.getByRole('button', { name: /^Simulator \(/ }).click();
      await expect(panel.getByRole('listitem').first()).toContainText('E-mail');
      await expect(panel.getByRole('listitem').first()).toContainText('ana.w@example.co.id');
    });
  });

  test('votes and counters stay higher after a vote; the receipt survives a reload until a new vote is started', async ({ page }) => {
    const names = await seedCodeStage(page, { nominees: 2 });
    const before = await simulatorJson<{ data: { total_voters: number; total_votes: number } }>(page, '/api/get_counters');
    const nominees = await simulatorJson<{ data: { name: string; votes: number }[] }>(page, '/api/get_nominees');
    const votesBefore = names.map((name) => nominees.data.find((nominee) => nominee.name === name)?.votes ?? Number.NaN);
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    const prizeCode = await page.getByText(/^EXQ25-/).innerText();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await expect(page.getByText(prizeCode)).toBeVisible();
    await expect(page.getByRole('region', { name: 'THANK YOU' }).getByRole('listitem')).toHaveText(names);
    await page.getByRole('button', { name: 'Start a new vote' }).click();
    for (const [index, name] of names.entries()) {
      const option = picker(page)
        .locator('button[aria-pressed]')
        .filter({ has: page.locator('.vote-option__name').getByText(name, { exact: true }) });
      const counted = votesBefore[index]! + 1;
      await expect(option.locator('.vote-option__votes')).toHaveText(`${counted} ${counted === 1 ? 'Vote' : 'Votes'}`);
    }
    await expect(picker(page).locator('button[aria-pressed="true"]')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('vote.flow'))).toBeNull();
    const after = await simulatorJson<{ data: { total_voters: number; total_votes: number } }>(page, '/api/get_counters');
    expect(after.data.total_voters).toBe(before.data.total_voters + 1);
    expect(after.data.total_votes).toBe(before.data.total_votes + 2);
  });
});

test.describe('vote form on the section winners screen', () => {
  test('is the same flow, under the current winners, and absent from past years', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/winner');
    await expect(page.getByRole('heading', { level: 1, name: "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2025" })).toBeVisible();
    const region = picker(page);
    await expect(region.getByRole('heading', { level: 2, name: "EXQUISITE'S BEST RESTAURANTS & BARS 2025" })).toBeVisible();
    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'SUBMIT VOTE' })).toBeVisible();
    await fillVoterForm(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { level: 2, name: 'THANK YOU' })).toBeVisible();

    await page.goto('/bestrestaurantsandbars/winner/2024');
    await expect(page.getByRole('heading', { level: 1, name: "WINNERS EXQUISITE'S BEST RESTAURANTS & BARS 2024" })).toBeVisible();
    await expect(page.getByRole('button', { name: 'VOTE NOW' })).toHaveCount(0);
  });
});
