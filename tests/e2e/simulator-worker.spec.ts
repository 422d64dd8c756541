/** The simulator's mock service worker, as a page meets it: every call the site makes goes to the simulator. */
import { expect, test } from '@playwright/test';
import { chooseNominees, VOTE_NOW_PATH } from './vote-support';
import { gate, waitForApp } from './support';
import { SIMULATOR_WORKER } from '../../src/lib/simulator-worker';

test.describe('the simulator worker', () => {
  test('a page opened while the worker installs reloads once under it: none of its calls reaches the real server', async ({
    page,
    context,
  }) => {
    const apiAnswers: { url: string; simulated: boolean }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        apiAnswers.push({ url: response.url(), simulated: response.fromServiceWorker() });
    });
    // The first page's worker is held until the vote screen has been asked for, and the vote screen
    // until that worker has activated: the worker then claims the first page, not the vote screen.
    const workerScript = gate();
    const workerRequested = gate();
    await context.route(
      (url) => url.pathname === SIMULATOR_WORKER,
      async (route) => {
        workerRequested.open();
        await workerScript.opened;
        await route.continue();
      },
    );
    let voteScreenLoads = 0;
    await context.route(`**${VOTE_NOW_PATH}`, async (route) => {
      voteScreenLoads += 1;
      if (voteScreenLoads === 1) {
        workerScript.open();
        const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
        await expect
          .poll(() =>
            worker.evaluate(() => (globalThis as unknown as { registration: ServiceWorkerRegistration }).registration.active?.state),
          )
          .toBe('activated');
      } else {
        // The page it replaces has had time to start its app, had it started one.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      await route.continue();
    });

    await page.goto('/bestrestaurantsandbars');
    await workerRequested.opened;
    await page.goto(VOTE_NOW_PATH);
    await waitForApp(page);
    await chooseNominees(page, 1);
    expect(voteScreenLoads).toBe(2);
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter((answer) => !answer.simulated)).toEqual([]);
  });

  test('a page that replaces the worker’s last page in the same tab: none of its calls reaches the real server', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars');
    await waitForApp(page);
    // The worker leaves with its last page, as MSW's unregisters itself when the last page it knows closes.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.unregister();
    });
    // The vote screen's calls, told apart by their referrer: the section home's own late calls, made
    // as it is left (the worker stops answering a page at its beforeunload), are not the new page's.
    const apiAnswers: { url: string; simulated: boolean }[] = [];
    page.on('response', async (response) => {
      const referrer = await response.request().headerValue('referer');
      if (new URL(response.url()).pathname.startsWith('/api/') && referrer && new URL(referrer).pathname === VOTE_NOW_PATH)
        apiAnswers.push({ url: response.url(), simulated: response.fromServiceWorker() });
    });
    await page.goto(VOTE_NOW_PATH);
    await waitForApp(page);
    await chooseNominees(page, 1);
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter((answer) => !answer.simulated)).toEqual([]);
  });

  test('the site’s own files go straight to the network; its calls to the simulator pass the worker', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars');
    await waitForApp(page);
    // The vote screen, opened under the worker: its scripts, styles, fonts and photos as well as its calls
    // (told apart by their referrer, as above: the section home's late calls, made as it is left, are not its).
    const answers: { path: string; type: string; simulated: boolean; fromVoteScreen: boolean }[] = [];
    page.on('response', async (response) => {
      const { pathname } = new URL(response.url());
      const referrer = await response.request().headerValue('referer');
      answers.push({
        path: pathname,
        type: response.request().resourceType(),
        simulated: response.fromServiceWorker(),
        fromVoteScreen: referrer !== null && new URL(referrer).pathname === VOTE_NOW_PATH,
      });
    });
    await page.goto(VOTE_NOW_PATH);
    await waitForApp(page);
    await chooseNominees(page, 1);
    const voteScreenCalls = () => answers.filter((answer) => answer.path.startsWith('/api/') && answer.fromVoteScreen);
    await expect.poll(() => voteScreenCalls().length).toBeGreaterThan(0);
    const files = () =>
      answers.filter((answer) => ['script', 'stylesheet', 'font', 'image'].includes(answer.type) && !answer.path.startsWith('/sim/'));
    // The vote screen's own code and its photos at least (what the section home loaded may come from
    // the cache), which may still be on their way when its first call is answered.
    await expect.poll(() => ['script', 'image'].filter((type) => !files().some((file) => file.type === type))).toEqual([]);
    expect(voteScreenCalls().filter((call) => !call.simulated)).toEqual([]);
    expect(files().filter((file) => file.simulated)).toEqual([]);
  });
});
