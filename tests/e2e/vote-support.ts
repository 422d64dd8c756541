import { expect, type Page } from '@playwright/test';

export const VOTE_NOW_PATH = '/bestrestaurantsandbars/votenow';

export function picker(page: Page) {
  return page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS 2025" });
}

/** Presses the first `count` nominee toggles and returns their names. */
export async function chooseNominees(page: Page, count: number): Promise<string[]> {
  const toggles = picker(page).locator('button[aria-pressed]');
  await expect(toggles.first()).toBeVisible();
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const toggle = toggles.nth(index);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    names.push((await toggle.locator('.vote-option__name').innerText()).trim());
  }
  return names;
}

export async function fillVoterForm(page: Page, { name = 'Ana Wijaya', email = 'ana.w@example.co.id', phone = '812 3456 7890' } = {}) {
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mobile Number').fill(phone);
}

/** Everything up to the code stage: choose, VOTE NOW, fill in, SUBMIT. */
export async function reachConfirmation(page: Page, { path = VOTE_NOW_PATH, nominees = 1, phone = '812 3456 7890' } = {}) {
  await page.goto(path);
  const names = await chooseNominees(page, nominees);
  await page.getByRole('button', { name: 'VOTE NOW' }).click();
  await expect(page.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeVisible();
  await fillVoterForm(page, { phone });
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
  return names;
}

export function inbox(page: Page) {
  return page.getByRole('region', { name: 'Simulator inbox' });
}

/** The newest code the simulator sent, read from its inbox panel as QA would. */
export async function latestCode(page: Page): Promise<string> {
  const panel = inbox(page);
  const toggle = panel.getByRole('button', { name: /^Simulator \(/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const code = panel.locator('code').first();
  await expect(code).toHaveText(/^\d{6}$/);
  const text = (await code.innerText()).trim();
  await toggle.click();
  return text;
}

export function codeBoxes(page: Page) {
  return page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox');
}

export async function typeCode(page: Page, code: string) {
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

/** A six-digit code that is certainly not `code`. */
export function wrongCode(code: string): string {
  return code.replace(/^\d/, (digit) => String((Number(digit) + 1) % 10));
}

/**
 * Pauses the page's (installed) Playwright clock `aheadMs` from its present time, so from then on
 * its time moves only when the test says. On a busy machine the page's time can pass that moment
 * between reading it and pausing: then it reads the time again.
 */
export async function pauseClockSoon(page: Page, aheadMs = 100): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Cannot fast-forward to the past')) throw error;
    }
  }
}
