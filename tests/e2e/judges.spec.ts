import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { openSection, simulatorJson, watchPageErrors, expectImageOf } from './support';
import { scaled } from '../../tools/test-time-scale.mjs';

interface Envelope<T> {
  status: number;
  data: T;
}
interface Judge {
  name: string;
  position: number;
  image: string;
}

const JUDGES = '/bestrestaurantsandbars/judges';

async function judgesByPosition(page: Page): Promise<Judge[]> {
  const judges = (await simulatorJson<Envelope<Judge[]>>(page, '/api/get_judges')).data;
  return [...judges].sort((a, b) => a.position - b.position);
}

/** True once the page has scrolled the element to the top of the view (or as far as the page allows). */
function atTopOfView(page: Page, id: string) {
  return page.evaluate((target) => {
    const element = document.getElementById(target);
    if (!element) return false;
    const top = element.getBoundingClientRect().top;
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
    return window.scrollY > 0 && (Math.abs(top) <= 2 || (atBottom && top > 0));
  }, id);
}

test.describe('judges page', () => {
  test('lists the judges by position, each with its anchor, portrait and text, sides alternating', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(JUDGES);
    await expect(page.getByRole('heading', { level: 1, name: 'THE JUDGES' })).toBeVisible();
    const judges = await judgesByPosition(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(judges.map((judge) => judge.name));
    const entries = main.getByRole('listitem');
    await expect(entries).toHaveCount(judges.length);
    for (const [index, judge] of judges.entries()) {
      const entry = entries.nth(index);
      await expect(entry).toHaveAttribute('id', `judge${judge.position}`);
      await expectImageOf(entry.getByRole('img', { name: `Portrait of ${judge.name}` }), judge.image);
      await expect(entry.locator('.rich-text')).toContainText(judge.name);
    }

    // Image left then right on wide screens; image above the text in one column on phones.
    const sides = await entries.evaluateAll((items) =>
      items.slice(0, 2).map((item) => {
        const image = item.querySelector('img')!.getBoundingClientRect();
        const text = item.querySelector('h2')!.getBoundingClientRect();
        return { imageLeft: image.left < text.left, imageAbove: image.bottom <= text.top };
      }),
    );
    if (page.viewportSize()!.width >= 820) {
      expect(sides).toEqual([
        { imageLeft: true, imageAbove: false },
        { imageLeft: false, imageAbove: false },
      ]);
    } else {
      expect(sides.map((side) => side.imageAbove)).toEqual([true, true]);
    }
    expect(errors).toEqual([]);
  });

  test("a judge's position as the fragment scrolls smoothly to them, as does a link shared as '#judgeN'; an empty fragment scrolls back to the top", async ({
    page,
  }) => {
    await page.goto(JUDGES);
    await expect(page.getByRole('heading', { level: 1, name: 'THE JUDGES' })).toBeVisible();
    const judges = await judgesByPosition(page);
    const middle = judges[Math.floor(judges.length / 2)]!;

    await page.goto(`${JUDGES}#${middle.position}`);
    await expect.poll(() => atTopOfView(page, `judge${middle.position}`), { timeout: scaled(5000) }).toBe(true);

    // Another fragment while on the page, in the form links had before the spec's ('#judge2').
    const first = judges[1]!;
    await page.evaluate((hash) => (window.location.hash = hash), `judge${first.position}`);
    await expect.poll(() => atTopOfView(page, `judge${first.position}`), { timeout: scaled(5000) }).toBe(true);

    await page.evaluate(() => (window.location.hash = ''));
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: scaled(5000) }).toBe(0);
  });

  test("the footer's judge links land on the right judge, from another page and from this one", async ({ page }) => {
    await openSection(page);
    const judges = await judgesByPosition(page);
    const footerJudges = page.getByRole('contentinfo').getByRole('region', { name: 'THE JUDGES' });

    const third = judges[2]!;
    await footerJudges.getByRole('link', { name: third.name }).click();
    await expect(page).toHaveURL(new RegExp(`${JUDGES}#${third.position}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'THE JUDGES' })).toBeVisible();
    await expect.poll(() => atTopOfView(page, `judge${third.position}`), { timeout: scaled(5000) }).toBe(true);

    const sixth = judges[5]!;
    await footerJudges.getByRole('link', { name: sixth.name }).click();
    await expect(page).toHaveURL(new RegExp(`${JUDGES}#${sixth.position}$`));
    await expect.poll(() => atTopOfView(page, `judge${sixth.position}`), { timeout: scaled(5000) }).toBe(true);

    // Back to the previous fragment with the browser's back button.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${JUDGES}#${third.position}$`));
    await expect.poll(() => atTopOfView(page, `judge${third.position}`), { timeout: scaled(5000) }).toBe(true);
  });
});
