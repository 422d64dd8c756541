import { expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/document/app-ready';
import { codeStageFlow, LISTED_CITIES, submitVotesFields, VOTE_FLOW_KEY } from './vote-seed';

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

/** The back end a page talks to: the simulator build's own origin (MSW), or the live build's server. */
export interface SeedBackEnd {
  base: string;
  token: string;
}

const SIMULATOR_BACK_END: SeedBackEnd = { base: '', token: 'simulator' };
/** A page of the section without the vote flow, where the seed is written without a flow to overwrite it. */
const SEEDING_PAGE = '/bestrestaurantsandbars/how-to';

/**
 * The code stage without the walk: the back end is asked for a code as the form asks
 * (submit_votes), the flow is stored as the page keeps it (vote-seed.ts), and `path` opens on it.
 * A `?scenario=` in `path` applies from the first request on. Returns the chosen nominees' names;
 * fails when any step does. The walk itself is tested by reachConfirmation's users in vote.spec.ts.
 */
export async function seedCodeStage(
  page: Page,
  { path = VOTE_NOW_PATH, nominees = 1, backEnd = SIMULATOR_BACK_END }: { path?: string; nominees?: number; backEnd?: SeedBackEnd } = {},
): Promise<string[]> {
  const query = new URL(path, 'http://localhost').search;
  await page.goto(`${SEEDING_PAGE}${query}`);
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
  const seeded = await page.evaluate(
    async ({ base, token, count, cities, fields }) => {
      const headers = { token, 'Content-Type': 'application/json' };
      const list = (await (await fetch(`${base}/api/get_nominees`, { headers })).json()) as {
        data: { _id: string; name: string; location: string }[];
      };
      const chosen = list.data.filter((nominee) => cities.includes(nominee.location)).slice(0, count);
      const body = new URLSearchParams(fields);
      const answer = (await (await fetch(`${base}/api/submit_votes`, { method: 'POST', headers: { token }, body })).json()) as {
        code: number;
        timeout: number;
      };
      return { chosen, answer, answeredAt: Date.now() };
    },
    { ...backEnd, count: nominees, cities: LISTED_CITIES, fields: submitVotesFields() },
  );
  expect(seeded.chosen).toHaveLength(nominees);
  expect(seeded.answer.code, 'submit_votes answered').toBe(200);
  const flow = codeStageFlow({
    selected: seeded.chosen.map((nominee) => nominee._id),
    answeredAt: seeded.answeredAt,
    timeoutSeconds: seeded.answer.timeout,
  });
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [VOTE_FLOW_KEY, flow] as const);
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'CONFIRMATION CODE' })).toBeVisible();
  return seeded.chosen.map((nominee) => nominee.name);
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
