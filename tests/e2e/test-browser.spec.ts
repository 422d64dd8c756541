/**
 * The tests' own Chromium (tools/chromium.mjs): a window of it runs nothing but the pages a test
 * opens. A Chromium whose feature names change would bring back its address bar's popup pages,
 * about half a second of CPU for every context of every suite.
 */
import { expect, test } from '@playwright/test';

test('a context of the tests’ browser holds only the pages it opens, no browser interface page', async ({ browser, page }) => {
  await page.goto('about:blank');
  const session = await browser.newBrowserCDPSession();
  const { targetInfos } = await session.send('Target.getTargets', { filter: [{}] });
  await session.detach();
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page' && target.url === 'about:blank')).toBe(true);
});
