import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { openSection, readHtml, simulatorJson, waitForApp, watchPageErrors, WIDTHS } from './support';
import type { Envelope, ContactDetail as Detail } from '../../src/domain/types';

interface Nominee {
  slug: string;
  name: string;
  location: string;
  content: string;
  images: string[];
  logo_url: string;
  detail: Detail;
  rank: number;
  votes: number;
}

const SECTION = '/bestrestaurantsandbars';
const CITIES = ['jakarta', 'tangerang', 'bandung', 'semarang', 'surabaya', 'bali'];
const FIELDS = ['address', 'phone', 'email', 'website', 'instagram'] as const;

/** The orders of docs/requirements.md#ordering, restated from the spec so the test does not trust the app's own code. */
const normalOrder = (list: Nominee[]) =>
  CITIES.flatMap((city) => list.filter((n) => n.location === city).sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0)));
const winnerOrder = (list: Nominee[]) => [...list].sort((a, b) => a.rank - b.rank || b.votes - a.votes);

async function nominees(page: Page): Promise<Nominee[]> {
  // Once the section shows, the simulator answers the page's requests.
  await openSection(page);
  return (await simulatorJson<Envelope<Nominee[]>>(page, '/api/get_nominees')).data;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const absent = (value: string) => value.trim() === '-' || value.trim() === '';
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const otherNominees = (page: Page) => page.getByRole('navigation', { name: 'Other nominees' });

test.describe('nominee detail', () => {
  test("shows the nominee's texts, logo, contact links, title, description and JSON-LD", async ({ page }) => {
    const errors = watchPageErrors(page);
    const all = await nominees(page);
    const ordered = normalOrder(all);
    const index = ordered.findIndex((n) => FIELDS.every((field) => !absent(n.detail[field])) && n.logo_url !== '');
    const nominee = ordered[index]!;
    await page.goto(`${SECTION}/nominee/${nominee.slug}`);

    await expect(heading(page)).toHaveText(nominee.name);
    const main = page.getByRole('main');
    await expect(main.getByText(`No. ${index + 1}`, { exact: true })).toBeVisible();
    const city = nominee.location.charAt(0).toUpperCase() + nominee.location.slice(1);
    await expect(main.getByText(city, { exact: true })).toBeVisible();
    // The description's first sentence, as text (its HTML went through the sanitiser).
    const firstSentence = (await readHtml(page, nominee.content)).text.split('.')[0]!;
    await expect(main.locator('.rich-text')).toContainText(firstSentence);
    await expect(main.getByRole('img', { name: `${nominee.name} logo` })).toBeVisible();

    const contact = main.getByRole('region', { name: 'CONTACT' });
    const addressText = (await readHtml(page, nominee.detail.address)).text;
    await expect(contact.locator('address')).toHaveText(addressText);
    const phone = contact.getByRole('link', { name: nominee.detail.phone.trim() });
    await expect(phone).toHaveAttribute('href', `tel:+${nominee.detail.phone.replace(/[^a-z0-9]/gi, '')}`);
    await expect(contact.getByRole('link', { name: nominee.detail.email })).toHaveAttribute('href', `mailto:${nominee.detail.email}`);
    const website = contact.getByRole('link', { name: nominee.detail.website });
    await expect(website).toHaveAttribute('href', new URL(nominee.detail.website).href);
    await expect(website).toHaveAttribute('target', '_blank');
    await expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const handle = nominee.detail.instagram.replace(/^@/, '');
    const instagram = contact.getByRole('link', { name: `@${handle}` });
    await expect(instagram).toHaveAttribute('href', `https://www.instagram.com/${handle}/`);
    await expect(instagram).toHaveAttribute('target', '_blank');

    await expect(page).toHaveTitle(`${nominee.name} – Best Restaurant & Bars 2025`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`^${escapeRegExp(`${nominee.name}, ${city}`)}: nominee of`),
    );
    // The built page names the build's origin; the app writes the page's own once it runs.
    const readJsonLd = async () => JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    const pageUrl = new URL(`${SECTION}/nominee/${nominee.slug}`, page.url()).href;
    await expect.poll(async () => (await readJsonLd()).url).toBe(pageUrl);
    const jsonLd = await readJsonLd();
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': expect.stringMatching(/^(Restaurant|BarOrPub)$/),
      name: nominee.name,
      url: pageUrl,
      telephone: nominee.detail.phone,
      address: { addressLocality: city, addressCountry: 'ID' },
    });
    expect(jsonLd.image).toHaveLength(nominee.images.length);
    await expect(page.getByRole('complementary', { name: 'Voting' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("hides every contact field that is '-'", async ({ page }) => {
    const all = await nominees(page);
    const none = all.find((n) => FIELDS.every((field) => absent(n.detail[field])))!;
    const some = all.find((n) => FIELDS.some((field) => absent(n.detail[field])) && FIELDS.some((field) => !absent(n.detail[field])))!;

    await page.goto(`${SECTION}/nominee/${none.slug}`);
    await expect(heading(page)).toHaveText(none.name);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: 'CONTACT' })).toHaveCount(0);
    await expect(main.locator('a[href^="tel:"], a[href^="mailto:"], a[href*="instagram.com"]')).toHaveCount(0);
    await expect(main.getByText('-', { exact: true })).toHaveCount(0);

    await page.goto(`${SECTION}/nominee/${some.slug}`);
    await expect(heading(page)).toHaveText(some.name);
    const contact = page.getByRole('main').getByRole('region', { name: 'CONTACT' });
    await expect(contact).toBeVisible();
    const shown = { address: 'Address', phone: 'Phone', email: 'E-mail', website: 'Website', instagram: 'Instagram' } as const;
    for (const field of FIELDS) {
      await expect(contact.getByText(shown[field], { exact: true })).toHaveCount(absent(some.detail[field]) ? 0 : 1);
    }
    await expect(contact.getByText('-', { exact: true })).toHaveCount(0);
  });

  test(
    'the slider is a named carousel: doubled when short, arrows, keyboard and swipe, lazy beyond the first view',
    { tag: WIDTHS },
    async ({ page }) => {
      const all = normalOrder(await nominees(page));
      const nominee = all.find((n) => n.images.length === 3) ?? all.find((n) => n.images.length > 1 && n.images.length < 4)!;
      const count = nominee.images.length;
      await page.goto(`${SECTION}/nominee/${nominee.slug}`);
      await waitForApp(page);

      const slider = page.getByRole('region', { name: `Photos of ${nominee.name}` });
      await expect(slider).toHaveAttribute('aria-roledescription', 'carousel');
      const images = slider.locator('li img');
      await expect(images).toHaveCount(count * 2);
      await expect(images.first()).toHaveAttribute('alt', `${nominee.name}, photo 1`);
      await expect(images.first()).toHaveAttribute('loading', 'eager');
      await expect(images.first()).toHaveAttribute('width', /\d+/);
      await expect(images.first()).toHaveAttribute('height', /\d+/);
      // Slide n+1 of 2n is out of the first view at every width; slide 2 only on a phone (1 slide per view).
      const width = page.viewportSize()!.width;
      await expect(images.nth(Math.ceil(count))).toHaveAttribute('loading', 'lazy');
      if (width < 820) await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');

      const status = slider.getByText(/^Photo \d+ of \d+$/);
      await expect(status).toHaveText(`Photo 1 of ${count}`);
      await slider.getByRole('button', { name: 'Next image' }).click();
      await expect(status).toHaveText(`Photo 2 of ${count}`);
      await slider.getByRole('button', { name: 'Previous image' }).click();
      await slider.getByRole('button', { name: 'Previous image' }).click();
      // Looped: before the first slide comes the last one of the doubled list.
      await expect(status).toHaveText(`Photo ${count} of ${count}`);

      await slider.focus();
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText(`Photo 1 of ${count}`);
      await page.keyboard.press('ArrowRight');
      await expect(status).toHaveText(`Photo 2 of ${count}`);
      await page.keyboard.press('ArrowLeft');
      await expect(status).toHaveText(`Photo 1 of ${count}`);

      const box = (await slider.boundingBox())!;
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width * 0.7, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
      await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
      await page.mouse.up();
      await expect(status).toHaveText(`Photo 2 of ${count}`);
      await page.mouse.move(box.x + box.width * 0.3, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width * 0.7, y, { steps: 8 });
      await page.mouse.up();
      await expect(status).toHaveText(`Photo 1 of ${count}`);
    },
  );

  for (const variant of ['normal', 'winner'] as const) {
    const base = variant === 'winner' ? `${SECTION}/nominee/winner` : `${SECTION}/nominee`;
    const order = variant === 'winner' ? winnerOrder : normalOrder;

    test(`${variant} variant: previous and next at both ends and in the middle, without a reload`, async ({ page }) => {
      const list = order(await nominees(page));
      expect(list.length).toBeGreaterThan(3);
      const last = list.length;

      // First: no previous link.
      await page.goto(`${base}/${list[0]!.slug}`);
      await waitForApp(page);
      await expect(heading(page)).toHaveText(list[0]!.name);
      await expect(page.getByRole('main').getByText('No. 1', { exact: true })).toBeVisible();
      await expect(otherNominees(page).getByRole('link')).toHaveCount(1);
      await expect(otherNominees(page).getByRole('link', { name: /Previous nominee/ })).toHaveCount(0);
      await expect(otherNominees(page).getByRole('link', { name: 'Next nominee: No. 2' })).toHaveAttribute(
        'href',
        `${base}/${list[1]!.slug}`,
      );

      // Middle: both, and following them changes the page without loading the document again.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await otherNominees(page).getByRole('link', { name: 'Next nominee: No. 2' }).click();
      await expect(page).toHaveURL(new RegExp(`${base}/${list[1]!.slug}$`));
      await expect(heading(page)).toHaveText(list[1]!.name);
      await expect(page.getByRole('main').getByText('No. 2', { exact: true })).toBeVisible();
      await expect(otherNominees(page).getByRole('link', { name: 'Previous nominee: No. 1' })).toHaveAttribute(
        'href',
        `${base}/${list[0]!.slug}`,
      );
      await expect(otherNominees(page).getByRole('link', { name: 'Next nominee: No. 3' })).toHaveAttribute(
        'href',
        `${base}/${list[2]!.slug}`,
      );
      await otherNominees(page).getByRole('link', { name: 'Next nominee: No. 3' }).click();
      await expect(heading(page)).toHaveText(list[2]!.name);
      await otherNominees(page).getByRole('link', { name: 'Previous nominee: No. 2' }).click();
      await expect(heading(page)).toHaveText(list[1]!.name);
      await expect(page).toHaveTitle(`${list[1]!.name} – Best Restaurant & Bars 2025`);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

      // Last: no next link, no wrap to the first.
      await page.goto(`${base}/${list[last - 1]!.slug}`);
      await waitForApp(page);
      await expect(heading(page)).toHaveText(list[last - 1]!.name);
      await expect(page.getByRole('main').getByText(`No. ${last}`, { exact: true })).toBeVisible();
      await expect(otherNominees(page).getByRole('link')).toHaveCount(1);
      await expect(otherNominees(page).getByRole('link', { name: `Previous nominee: No. ${last - 1}` })).toHaveAttribute(
        'href',
        `${base}/${list[last - 2]!.slug}`,
      );
    });
  }

  test('the two variants walk different orders for the same nominee', async ({ page }) => {
    const all = await nominees(page);
    const normal = normalOrder(all);
    const winner = winnerOrder(all);
    const nominee = normal.find((n, i) => i > 0 && i < normal.length - 1 && winner.indexOf(n) !== i && winner.indexOf(n) > 0)!;
    const w = winner.findIndex((n) => n.slug === nominee.slug);

    await page.goto(`${SECTION}/nominee/winner/${nominee.slug}`);
    await waitForApp(page);
    await expect(heading(page)).toHaveText(nominee.name);
    await expect(page.getByRole('main').getByText(`No. ${w + 1}`, { exact: true })).toBeVisible();
    await expect(otherNominees(page).getByRole('link', { name: `Previous nominee: No. ${w}` })).toHaveAttribute(
      'href',
      `${SECTION}/nominee/winner/${winner[w - 1]!.slug}`,
    );
  });

  test('a past winner that is not a 2025 nominee still opens, from the server, without position links', async ({ page }) => {
    const current = new Set((await nominees(page)).map((n) => n.slug));
    const past = (await simulatorJson<Envelope<Record<string, Nominee[]>>>(page, '/api/get_winner?year=2024')).data['2024'] ?? [];
    const unlisted = past.find((n) => !current.has(n.slug))!;
    expect(unlisted).toBeDefined();

    await page.goto(`${SECTION}/nominee/winner/${unlisted.slug}`);
    await expect(heading(page)).toHaveText(unlisted.name);
    await expect(page.getByRole('region', { name: `Photos of ${unlisted.name}` })).toBeVisible();
    await expect(otherNominees(page)).toHaveCount(0);
    await expect(page.getByRole('main').getByText(/^No\. \d+$/)).toHaveCount(0);
  });

  test("a nominee reached in the app asks for the sanitiser beside its page's code, not after it", async ({ page }) => {
    const [first] = await nominees(page);
    await page
      .getByRole('link', { name: new RegExp(`^${escapeRegExp(first!.name)}`) })
      .first()
      .click();
    await expect(heading(page)).toHaveText(first!.name);
    await expect(page.locator('.nominee__content')).toBeVisible();
    // Its description waits for the sanitiser, asked for with the page's own code (which may come from
    // the cache at once), not once that code has run.
    const timing = await page.evaluate(() => {
      const requests = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        sanitiserAskedAt: requests.find((request) => request.name.includes('/html-sanitiser'))?.startTime ?? Infinity,
        pageCodeAskedAt: requests.find((request) => request.name.includes('/NomineePage'))?.startTime ?? -Infinity,
      };
    });
    expect(timing.sanitiserAskedAt).toBeLessThanOrEqual(timing.pageCodeAskedAt);
  });

  for (const path of [`${SECTION}/nominee/no-such-venue`, `${SECTION}/nominee/winner/no-such-venue`]) {
    test(`an unknown slug shows a not-found state inside the section: ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that nominee" })).toBeVisible();
      await expect(page.getByRole('complementary', { name: 'Voting' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.getByRole('link', { name: 'See all nominees' }).click();
      await expect(page).toHaveURL(new RegExp(`${SECTION}$`));
    });
  }
});
