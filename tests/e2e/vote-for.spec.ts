/**
 * "Vote for …" (docs/decisions/021): a nominee page's link opens the vote screen with
 * that venue alone chosen; over a flow kept from earlier, the receipt stays first and a vote in
 * progress is only overwritten when the visitor says so.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './warm-context';
import { paths } from '../../src/routes';
import { expectNoAxeViolations, openSection, waitForApp, watchPageErrors } from './support';
import { fillVoterForm, latestCode, picker, typeCode } from './vote-support';
import { scaled } from '../../tools/test-time-scale.mjs';

const pressed = (page: Page) => picker(page).locator('button[aria-pressed="true"]');

/** The slugs and names of the section home's first nominees, read from its links. */
async function firstNominees(page: Page, count: number): Promise<{ slug: string; name: string }[]> {
  await openSection(page);
  const links = page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" }).getByRole('link');
  const found = [];
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const href = (await link.getAttribute('href'))!;
    found.push({ slug: decodeURIComponent(href.split('/').at(-1)!), name: (await link.locator('.nominee-card__name').innerText()).trim() });
  }
  return found;
}

/** The vote screen opened from a "Vote for …" address: that venue alone chosen, the address without it. */
async function expectChosenAlone(page: Page, name: string) {
  await expect(page.getByText(`${name} is chosen: press VOTE NOW, or choose more venues below.`)).toBeVisible();
  await expect(pressed(page)).toHaveCount(1);
  await expect(pressed(page)).toContainText(name);
  await expect(page.getByText('1 venue chosen')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
}

test.describe('Vote for a venue', () => {
  test('from a nominee page to THANK YOU with that venue; a second link keeps the receipt first', async ({ page }) => {
    // A vote walk and two nominee pages.
    test.setTimeout(scaled(60_000));
    const errors = watchPageErrors(page);
    await openSection(page);
    await page.getByRole('region', { name: "EXQUISITE'S BEST RESTAURANTS & BARS" }).getByRole('link').first().click();
    const name = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    const nomineeUrl = page.url();
    await page.getByRole('link', { name: `Vote for ${name}` }).click();
    await expectChosenAlone(page, name);

    await page.getByRole('button', { name: 'VOTE NOW' }).click();
    await fillVoterForm(page);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
    await typeCode(page, await latestCode(page));
    const receipt = page.getByRole('region', { name: 'THANK YOU' });
    await expect(receipt.getByRole('listitem')).toHaveText([name]);

    // The built nominee page's own link, opened again: the receipt stays, the new vote starts with the venue.
    await page.goto(nomineeUrl);
    await waitForApp(page);
    await page.getByRole('link', { name: `Vote for ${name}` }).click();
    await expect(receipt.getByRole('listitem')).toHaveText([name]);
    await receipt.getByRole('button', { name: `Start a new vote for ${name}` }).click();
    await expect(pressed(page)).toHaveCount(1);
    await expect(pressed(page)).toContainText(name);
    expect(errors).toEqual([]);
  });

  test('a shared link in a fresh browser shows the same choice; over a vote in progress it asks first', async ({ page, browser }) => {
    test.setTimeout(scaled(60_000));
    const [first, second] = await firstNominees(page, 2);
    // The built nominee page carries the link in its HTML, before any script runs.
    const built = await (await page.request.get(paths.nominee(first!.slug))).text();
    expect(built).toContain(`href="${paths.voteFor(first!.slug)}"`);

    const context = await browser.newContext();
    const fresh = await context.newPage();
    const errors = watchPageErrors(fresh);
    await fresh.goto(paths.voteFor(first!.slug));
    await expectChosenAlone(fresh, first!.name);
    await fresh.reload();
    await expect(pressed(fresh)).toHaveCount(1);
    await expect(fresh.getByText('1 venue chosen')).toBeVisible();

    // A vote in progress is not overwritten without the visitor's say.
    await fresh.getByRole('button', { name: 'VOTE NOW' }).click();
    await fillVoterForm(fresh, { name: 'Budi' });
    await fresh.goto(paths.voteFor(second!.slug));
    const question = fresh.getByRole('region', { name: `Vote for ${second!.name} instead?` });
    await expect(question).toContainText(`Your vote in progress is for ${first!.name}.`);
    await expect(question.getByRole('heading')).toBeFocused();
    await expect(fresh.getByLabel('Full Name')).toHaveValue('Budi');
    await expectNoAxeViolations(fresh, 'the switch question');
    await question.getByRole('button', { name: 'Keep my vote in progress' }).click();
    await expect(question).toHaveCount(0);
    await expect(fresh.getByRole('heading', { name: 'SUBMIT VOTE' })).toBeFocused();

    await fresh.goto(paths.voteFor(second!.slug));
    await question.getByRole('button', { name: `Vote for ${second!.name} instead` }).click();
    await expect(pressed(fresh)).toHaveCount(1);
    await expect(pressed(fresh)).toContainText(second!.name);
    await fresh.getByRole('button', { name: 'VOTE NOW' }).click();
    await expect(fresh.getByLabel('Full Name')).toHaveValue('Budi');
    expect(errors).toEqual([]);
    await context.close();
  });
});
