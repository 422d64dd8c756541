/**
 * A page's code that fails to load (a phone's flaky link, or a deploy that replaced the hashed
 * chunks while the page stayed open) never leaves a dead page: the page reloads once, and if the
 * code still does not come, it says so (src/document/chunk-reload.ts, src/app.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { waitForApp } from './support';

const VOTE_SCREEN_CODE = /\/assets\/VoteNowPage-[\w-]+\.js$/;
/** The API client's chunk (src/data/calls.ts), which the app loads with its first request. */
const API_CLIENT_CODE = /\/assets\/calls-[\w-]+\.js$/;

/** Fails a chunk the first `times` times it is asked for (always, with Infinity). */
async function failCode(page: Page, chunk: RegExp, times: number): Promise<{ asked: () => number }> {
  let asked = 0;
  // The context's route also sees what the simulator's service worker fetches for the page.
  await page.context().route(chunk, (route) => (++asked <= times ? route.abort('connectionreset') : route.continue()));
  return { asked: () => asked };
}

/** A nominee's page, the app running, and a mark that a reload would wipe. */
async function openNominee(page: Page) {
  await page.goto('/bestrestaurantsandbars/nominee/kaum');
  await waitForApp(page);
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
}

const reloaded = (page: Page) => page.evaluate(() => !('notReloaded' in window));
const voteFor = (page: Page) => page.getByRole('link', { name: /^Vote for / });

test.describe("a page's code that fails to load", () => {
  test('reloads the page once, which then shows', async ({ page }) => {
    await openNominee(page);
    const code = await failCode(page, VOTE_SCREEN_CODE, 1);
    await voteFor(page).click();
    await expect(page.getByRole('button', { name: 'VOTE NOW' })).toBeVisible();
    expect(code.asked()).toBe(2);
    expect(await reloaded(page)).toBe(true);
    await expect(page).toHaveURL(/\/bestrestaurantsandbars\/votenow/);
  });

  test('never arrives: after one reload the page says so, with a way to load it again', async ({ page }) => {
    await openNominee(page);
    const code = await failCode(page, VOTE_SCREEN_CODE, Infinity);
    let loads = 0;
    page.on('load', () => (loads += 1));
    await voteFor(page).click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'load the page again' })).toHaveAttribute('href', /\/votenow/);
    // Asked for before and after the one reload (the reloaded page preloads it, then imports it).
    expect(code.asked()).toBeGreaterThanOrEqual(2);
    expect(loads).toBe(1);
  });

  test("the API client's code: the page reloads once, and then asks the back end", async ({ page }) => {
    // The simulator's worker is installed first: its own first-visit reload is not this test's.
    await page.goto('/');
    await waitForApp(page);
    // That page's own requests end with it: what is counted below is the next page's.
    await page.goto('about:blank');
    const code = await failCode(page, API_CLIENT_CODE, 1);
    let loads = 0;
    const backEndAskedOnLoad: number[] = [];
    page.on('load', () => (loads += 1));
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) backEndAskedOnLoad.push(loads);
    });
    // A page whose own code does not import the client: only the client's failure can reload it.
    await page.goto('/bestrestaurantsandbars');
    await expect.poll(() => loads).toBe(2);
    await waitForApp(page);
    // Asked for before and after the one reload (the page may ask again before the reload comes);
    // the reloaded page imports it a task after its start, which may be after it is marked ready.
    await expect.poll(() => code.asked()).toBeGreaterThanOrEqual(2);
    // Nothing reached the back end without its client; after the reload, the startup requests did.
    await expect.poll(() => backEndAskedOnLoad.length).toBeGreaterThan(0);
    expect(new Set(backEndAskedOnLoad)).toEqual(new Set([2]));
  });
});
