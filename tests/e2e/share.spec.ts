/**
 * "Share" on a nominee page and on THANK YOU: the system's share sheet where the
 * browser has one, else a menu of plain links and Copy link; nothing is asked of WhatsApp, X or
 * Facebook until the visitor follows a link, and no voter's detail is ever in what is shared.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { expectNoAxeViolations, waitForApp, watchForeignRequests, watchPageErrors, WIDTHS } from './support';
import { latestCode, seedCodeStage, typeCode } from './vote-support';

const PROGRAMME = "Exquisite's Best Restaurants & Bars 2025";
const SECTION = '/bestrestaurantsandbars';

/** The first nominee's page, opened from its own address (pre-rendered, then the app takes over). */
async function openFirstNominee(page: Page): Promise<{ name: string; url: string; text: string }> {
  await page.goto(SECTION);
  const href = await page
    .getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" })
    .getByRole('link')
    .first()
    .getAttribute('href');
  await page.goto(href!);
  await waitForApp(page);
  const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  const { origin, pathname } = new URL(page.url());
  // The words are the page's "Vote for …" link as a call to action.
  const voteFor = await page.getByRole('link', { name: `Vote for ${name}` }).getAttribute('href');
  return { name, url: `${origin}${pathname}`, text: `Vote for ${name}: ${new URL(voteFor!, origin).href}` };
}

/** The share links as the menu shows them, read back into their parts. */
async function shareLinks(page: Page) {
  const href = async (name: string) =>
    new URL((await page.getByRole('link', { name: `${name} (opens in a new tab)` }).getAttribute('href'))!);
  const [whatsApp, x, facebook] = await Promise.all([href('WhatsApp'), href('X'), href('Facebook')]);
  return { whatsApp, x, facebook };
}

test.describe('share', () => {
  /** A browser without the Web Share API (most desktops): the menu of links instead. */
  const withoutWebShare = (page: Page) =>
    page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
      Reflect.deleteProperty(Navigator.prototype, 'canShare');
    });

  test(`without the Web Share API: a menu of links carrying the page, Copy link, Escape ${WIDTHS}`, async ({ page, context }) => {
    const errors = watchPageErrors(page);
    const foreign = watchForeignRequests(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await withoutWebShare(page);

    const { url, text } = await openFirstNominee(page);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toBeHidden();

    // By keyboard: open, Tab into the list, copy.
    await share.focus();
    await page.keyboard.press('Enter');
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const { whatsApp, x, facebook } = await shareLinks(page);
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe('https://wa.me/');
    expect(whatsApp.searchParams.get('text')).toBe(`${text} ${url}`);
    expect(`${x.origin}${x.pathname}`).toBe('https://x.com/intent/post');
    expect([x.searchParams.get('text'), x.searchParams.get('url')]).toEqual([text, url]);
    expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(facebook.searchParams.get('u')).toBe(url);
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toHaveAttribute('rel', 'noopener noreferrer');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').getByText('Link copied.', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await expectNoAxeViolations(page, 'nominee, share menu open');

    await page.keyboard.press('Escape');
    await expect(share).toHaveAttribute('aria-expanded', 'false');
    await expect(share).toBeFocused();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("without the Web Share API, THANK YOU shares the venue voted for with its vote link, nothing of the voter's", async ({ page }) => {
    const errors = watchPageErrors(page);
    const foreign = watchForeignRequests(page);
    await withoutWebShare(page);
    await seedCodeStage(page);
    await typeCode(page, await latestCode(page));
    const receipt = page.getByRole('region', { name: 'THANK YOU' });
    await expect(receipt).toBeVisible();
    const prizeCode = (await receipt.getByText(/^EXQ25-/).innerText()).trim();
    const venue = (await receipt.getByRole('listitem').first().innerText()).trim();
    await receipt.getByRole('button', { name: 'Share', exact: true }).click();
    const voted = await shareLinks(page);
    const voteFor = voted.x.searchParams.get('url')!;
    expect(voteFor).toMatch(new RegExp(`^${new URL(SECTION, page.url()).href}/votenow\\?for=[\\w-]+$`));
    expect(voted.whatsApp.searchParams.get('text')).toBe(`I voted for ${venue} in ${PROGRAMME} — vote too ${voteFor}`);
    expect(voted.facebook.searchParams.get('u')).toBe(voteFor);
    for (const link of Object.values(voted)) {
      expect(decodeURIComponent(link.href)).not.toMatch(/wijaya|ana\.w@|812|3456|7890/i);
      expect(decodeURIComponent(link.href)).not.toContain(prizeCode);
    }
    await expectNoAxeViolations(page, 'THANK YOU, share menu open');

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("with the Web Share API: Share opens the system's sheet with the page's URL and no menu; a cancel says nothing", async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    const foreign = watchForeignRequests(page);
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, 'shareCalls', { value: calls });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      // The first share goes through; the second is cancelled by the visitor.
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          calls.push(data);
          return calls.length === 1 ? Promise.resolve() : Promise.reject(new DOMException('Share canceled', 'AbortError'));
        },
      });
    });
    const shareCalls = () => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);

    const { name, url, text } = await openFirstNominee(page);
    const share = page.getByRole('button', { name: 'Share', exact: true });
    await expect(share).not.toHaveAttribute('aria-expanded');
    await share.click();
    const data = { title: `${name} – Best Restaurant & Bars 2025`, text, url };
    await expect.poll(shareCalls).toEqual([data]);
    await share.click();
    await expect.poll(shareCalls).toEqual([data, data]);
    await expect(page.getByRole('link', { name: /^WhatsApp/ })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeHidden();
    await expect(share).not.toHaveAttribute('aria-expanded');

    expect(foreign).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('THANK YOU, where the share sheet takes files: the "I voted for" card goes with the venue\'s link, nothing of the voter\'s', async ({
    page,
  }) => {
    const errors = watchPageErrors(page);
    await page.addInitScript(() => {
      const calls: { title?: string; text?: string; url?: string; files: { name: string; type: string; size: number }[] }[] = [];
      Object.defineProperty(window, 'shareCalls', { value: calls });
      Object.defineProperty(Navigator.prototype, 'canShare', { configurable: true, value: () => true });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: ({ files = [], ...data }: ShareData) => {
          calls.push({ ...data, files: files.map(({ name, type, size }) => ({ name, type, size })) });
          return Promise.resolve();
        },
      });
    });
    await seedCodeStage(page);
    await typeCode(page, await latestCode(page));
    const receipt = page.getByRole('region', { name: 'THANK YOU' });
    await expect(receipt).toBeVisible();
    const venue = (await receipt.getByRole('listitem').first().innerText()).trim();
    const prizeCode = (await receipt.getByText(/^EXQ25-/).innerText()).trim();
    // The card is asked for as the stage shows, and shown once Share will send it.
    await expect(receipt.getByRole('img', { name: `Your card: I voted for ${venue}` })).toBeVisible();
    await receipt.getByRole('button', { name: 'Share', exact: true }).click();
    const shareCalls = () => page.evaluate(() => (window as unknown as { shareCalls: unknown[] }).shareCalls);
    await expect.poll(() => shareCalls().then((calls) => calls.length)).toBe(1);
    const [shared] = (await shareCalls()) as {
      title: string;
      text: string;
      url: string;
      files: { name: string; type: string; size: number }[];
    }[];
    const slug = new URL(shared!.url).searchParams.get('for')!;
    expect(shared!.url).toMatch(/\/bestrestaurantsandbars\/votenow\?for=[\w-]+$/);
    expect(shared!.text).toBe(`I voted for ${venue} in ${PROGRAMME} — vote too`);
    expect(shared!.files).toEqual([{ name: `${slug}-i-voted.jpg`, type: 'image/jpeg', size: expect.any(Number) }]);
    expect(shared!.files[0]!.size).toBeGreaterThan(1000);
    expect(JSON.stringify(shared)).not.toMatch(/wijaya|ana\.w@|812|3456|7890/i);
    expect(JSON.stringify(shared)).not.toContain(prizeCode);
    expect(errors).toEqual([]);
  });
});
