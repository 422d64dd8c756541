import { expect, test } from './warm-context';
import { waitForApp, watchPageErrors } from './support';
import { chooseNominees, latestCode, VOTE_NOW_PATH } from './vote-support';

/** The site in Bahasa Indonesia under /id, as a visitor reads it. */
const ID = (path: string) => (path === '/' ? '/id' : `/id${path}`);

test.describe('Bahasa Indonesia', () => {
  test('a visitor votes in Indonesian, from the venue to the prize code', async ({ page }) => {
    const errors = watchPageErrors(page);
    await page.goto(ID(VOTE_NOW_PATH));
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.locator('button[aria-pressed]').first()).toContainText(/\d+ suara/);

    await chooseNominees(page, 1);
    await page.getByRole('button', { name: 'PILIH SEKARANG' }).click();
    await expect(page.getByRole('heading', { name: 'KIRIM SUARA' })).toBeVisible();
    await page.getByLabel('Nama lengkap').fill('Ana Wijaya');
    await page.getByLabel('Email').fill('ana.w@example.co.id');
    await page.getByLabel('Nomor ponsel').fill('812 3456 7890');
    await page.getByRole('button', { name: 'KIRIM', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'KODE VERIFIKASI' })).toBeVisible();
    await expect(page.getByText(/melalui WhatsApp ke \+62 •+7890/)).toBeVisible();
    const code = await latestCode(page);
    await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
    await page.keyboard.type(code);

    await expect(page.getByRole('heading', { name: 'TERIMA KASIH' })).toBeVisible();
    await expect(page.getByText(/^EXQ25-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();
    await expect(page).toHaveURL(ID(VOTE_NOW_PATH));
    expect(errors).toEqual([]);
  });

  test('a browser that prefers Indonesian is offered it once on an English page, and the answer is kept', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto('/bestrestaurantsandbars');
    await waitForApp(page);
    const offer = page.getByRole('region', { name: 'Bahasa' });
    await expect(offer.getByText('Halaman ini tersedia dalam Bahasa Indonesia.')).toBeVisible();
    await expect(offer.getByRole('link', { name: 'Baca dalam Bahasa Indonesia' })).toHaveAttribute('href', '/id/bestrestaurantsandbars');
    // Offered, never redirected.
    await expect(page).toHaveURL('/bestrestaurantsandbars');

    await offer.getByRole('button', { name: 'Tidak, terima kasih' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await waitForApp(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached();
    await expect(page.getByRole('region', { name: 'Bahasa' })).toHaveCount(0);
    await context.close();
  });
});

test.describe('Bahasa Indonesia before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('the language switch leads to the same page in the other language', async ({ page }) => {
    await page.goto('/bestrestaurantsandbars/judges');
    await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'ID – Bahasa Indonesia' }).click();
    await expect(page).toHaveURL('/id/bestrestaurantsandbars/judges');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'DEWAN JURI' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Bahasa' }).getByRole('link', { name: 'EN – English' }).click();
    await expect(page).toHaveURL('/bestrestaurantsandbars/judges');
    await expect(page.getByRole('heading', { level: 1, name: 'THE JUDGES' })).toBeVisible();
  });

  test('a built page names its language, its title and its other language; redirects keep the language', async ({ request }) => {
    const html = await (await request.get('/id/winner/2024')).text();
    expect(html).toMatch(/<html lang="id"/);
    expect(html).toContain('<title>Awards - Pemenang 2024</title>');
    expect(html).toContain('<meta property="og:locale" content="id_ID" />');
    expect(html).toContain('<meta name="description" content="Pemenang Exquisite Awards dan');
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="[^"]*\/winner\/2024" \/>/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="[^"]*\/winner\/2024" \/>/);

    const redirect = await request.get('/id/winner', { maxRedirects: 0 });
    expect(redirect.status()).toBe(301);
    expect(redirect.headers().location).toMatch(/\/id$/);
    expect((await request.get('/id/no/such/page')).status()).toBe(404);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(/<loc>[^<]*\/id\/bestrestaurantsandbars\/votenow<\/loc>/);
  });
});
