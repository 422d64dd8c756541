import { expect, test } from '@playwright/test';
import { simulatorJson, waitForApp } from './support';
import { latestCode, pauseClockSoon, seedCodeStage, typeCode } from './vote-support';

interface Counters {
  data: { total_active_nominees: number; total_voters: number; total_votes: number };
}

const LANDING = '/bestrestaurantsandbars/vote';

function counter(page: import('@playwright/test').Page, label: string) {
  return page.getByRole('definition').filter({ has: page.locator(`xpath=preceding-sibling::dt[text()="${label}"]`) });
}

test.describe('vote landing page', () => {
  test('shows the header, counters, sections, instructions and the results button', async ({ page }) => {
    await page.goto(LANDING);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("VOTE FOR EXQUISITE'S BEST RESTAURANTS & BARS 2025");
    const counters = await simulatorJson<Counters>(page, '/api/get_counters');
    await expect(counter(page, 'VENUES')).toHaveText(counters.data.total_active_nominees.toLocaleString('en-US'));
    await expect(counter(page, 'VOTERS')).toHaveText(counters.data.total_voters.toLocaleString('en-US'));
    await expect(counter(page, 'VOTES')).toHaveText(counters.data.total_votes.toLocaleString('en-US'));
    for (const title of ['THE JUDGES', 'OUR SPONSORS', 'OUR PARTNERS', 'OUR PUBLICATIONS']) {
      await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo').getByRole('region', { name: 'OUR SPONSORS' })).toHaveCount(0);
    await expect(page.locator('.vote-landing__body')).toHaveCount(3);
    await expect(page.locator('.vote-landing__body').nth(1)).toHaveClass(/is-reversed/);
    await page.getByRole('link', { name: 'SEE THE RESULTS!' }).click();
    await expect(page).toHaveURL(/\/bestrestaurantsandbars\/winner$/);
  });

  test('the countdown ticks every second towards schedule_time and shows zeros once reached', async ({ page }) => {
    await page.clock.install();
    await page.goto(LANDING);
    // The built page shows the countdown's boxes before the app runs it; pausing the clock earlier would hold the app's start.
    await waitForApp(page);
    const timer = page.getByRole('timer', { name: 'Countdown' });
    await expect(timer).toContainText('Days');
    // From here the page's time moves only when the test says (a busy machine must not move it).
    await pauseClockSoon(page, 1000);
    const website = await simulatorJson<{ data: { schedule_time: number } }>(page, '/api/get_website_data');
    const now = await page.evaluate(() => Date.now());
    const left = Math.floor((website.data.schedule_time - now) / 1000);
    const seconds = () => timer.locator('.schedule-countdown__value').nth(3);
    const days = () => timer.locator('.schedule-countdown__value').nth(0);
    await expect(days()).toHaveText(String(Math.floor(left / 86400)).padStart(2, '0'));
    const shown = Number(await seconds().innerText());
    await page.clock.runFor(1000);
    await expect(seconds()).toHaveText(String((shown + 59) % 60).padStart(2, '0'));
    await page.clock.fastForward((left + 5) * 1000);
    await page.clock.runFor(1000);
    await expect(timer.locator('.schedule-countdown__value')).toHaveText(['00', '00', '00', '00']);
  });

  test('the counters are higher after a vote', async ({ page }) => {
    await page.goto(LANDING);
    await expect(counter(page, 'VOTERS')).not.toBeEmpty();
    const before = await simulatorJson<Counters>(page, '/api/get_counters');
    await seedCodeStage(page, { nominees: 3 });
    await typeCode(page, await latestCode(page));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await page.goto(LANDING);
    await expect(counter(page, 'VOTERS')).toHaveText((before.data.total_voters + 1).toLocaleString('en-US'));
    await expect(counter(page, 'VOTES')).toHaveText((before.data.total_votes + 3).toLocaleString('en-US'));
  });
});
