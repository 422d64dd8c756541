/**
 * The vote on a real phone, in a live build against the simulator as a real server: a reload at
 * the code stage asks for no new code and the code still completes the vote; a check whose answer
 * stalls on the wire gives the boxes back after the time limit.
 */
import { expect, test } from '@playwright/test';
import { codeBoxes, seedCodeStage, typeCode } from '../e2e/vote-support';
import { backendCalls, latestServerCode, LIVE_BACK_END, resetServer, watchCrashes } from './support';

test.describe('the vote survives a real phone (live build)', () => {
  test('a reload at CONFIRMATION CODE sends nothing again; the code from WhatsApp completes the vote, whose receipt survives a reload', async ({
    page,
    request,
  }) => {
    const crashes = watchCrashes(page);
    await resetServer(request);
    await page.clock.install();
    await seedCodeStage(page, { backEnd: LIVE_BACK_END });
    await page.clock.runFor(15_000);
    await page.reload();
    // 180 s, less the 15 s run and whatever real seconds the steps took.
    const [minutes = 0, seconds = 0] = (await page.getByRole('timer').innerText()).split(':').map((part) => Number(part.trim()));
    expect(minutes * 60 + seconds).toBeLessThanOrEqual(165);
    expect(minutes * 60 + seconds).toBeGreaterThan(150);
    await typeCode(page, await latestServerCode(request));
    const prizeCode = (await page.getByText(/^EXQ25-/).innerText()).trim();
    await page.reload();
    await expect(page.getByText(prizeCode)).toBeVisible();
    const posts = (await backendCalls(request)).filter((call) => call.method === 'POST').map((call) => call.path);
    expect(posts).toEqual(['/api/submit_votes', '/api/check_otp']);
    expect(crashes).toEqual([]);
  });

  test('a code check whose answer stalls on the wire gives the boxes back, cleared, after 30 s', async ({ page, request }) => {
    await resetServer(request, { scenario: 'otp-stalled' });
    await page.clock.install();
    await seedCodeStage(page, { backEnd: LIVE_BACK_END });
    await typeCode(page, await latestServerCode(request));
    await expect(codeBoxes(page).first()).toBeDisabled();
    await expect.poll(async () => (await backendCalls(request)).filter((call) => call.path === '/api/check_otp').length).toBe(1);
    await page.clock.fastForward(30_000);
    await expect(codeBoxes(page).first()).toBeEnabled();
    for (const box of await codeBoxes(page).all()) await expect(box).toHaveValue('');
  });
});
