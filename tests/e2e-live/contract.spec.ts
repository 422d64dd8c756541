/**
 * The wire contract of docs/requirements.md#calls, asserted on what the simulator server recorded while a
 * live build ran in the browser: the token header, JSON content types on GETs, form-encoded POST
 * bodies with exactly the spec's fields, no credentials cross-site, no retries of back-end
 * calls, static JSON retried twice on 400 and on a dropped connection.
 */
import { expect, test, type Page } from '@playwright/test';
import { cspViolations, watchCspViolations } from '../e2e/csp-support';
import { reachConfirmation, seedCodeStage, typeCode } from '../e2e/vote-support';
import {
  backendCalls,
  latestServerCode,
  LIVE_BACK_END,
  recordedRequests,
  resetServer,
  SIM_TOKEN,
  SITE_URL,
  watchConsole,
  watchCrashes,
  type RecordedRequest,
} from './support';
import { scaled } from '../../tools/test-time-scale.mjs';

// Written out from docs/requirements.md#calls, not imported from src/domain/protocol.ts: this suite witnesses that
// the app calls the spec's addresses.
const STARTUP_PATHS = [
  '/api/get_website_data',
  '/api/get_nominees',
  '/api/get_judges',
  '/api/get_sponsors',
  '/api/get_partners',
  '/api/get_publications',
];
const FORM = 'application/x-www-form-urlencoded';

function fields(call: RecordedRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(call.body));
}

function only(calls: RecordedRequest[], path: string): RecordedRequest[] {
  return calls.filter((call) => call.path === path);
}

/** The methods of the requests the page sends to `path`, as it sends them. */
function requestsTo(page: Page, path: string): string[] {
  const methods: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === path) methods.push(r.method());
  });
  return methods;
}

/**
 * Runs the page's (installed) clock `ms` ahead, firing every timer due meanwhile (a retry's
 * delay among them), then makes one more round trip to the page, so that a request a timer
 * started has been reported before the test counts.
 */
async function runTimersFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(() => undefined);
}

/** Same-site cookies the site must never send to the back end (another port of the same host). */
async function plantCookies(page: Page) {
  await page.context().addCookies([
    { name: 'XSRF-TOKEN', value: 'xsrf-cookie-value', url: SITE_URL },
    { name: 'session', value: 'session-cookie-value', url: SITE_URL },
  ]);
}

test.describe('live mode: the wire', () => {
  test.beforeEach(async ({ request }) => resetServer(request));

  test('startup GETs carry the token and a JSON content type, once each, with no cookies', async ({ page, request }) => {
    const crashes = watchCrashes(page);
    const consoleMessages = watchConsole(page);
    await plantCookies(page);
    await page.goto('/bestrestaurantsandbars/vote');
    await expect(page.getByText('VOTERS', { exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const calls = await backendCalls(request);
    for (const path of STARTUP_PATHS) expect(only(calls, path), path).toHaveLength(1);
    expect(only(calls, '/api/get_counters').length).toBeGreaterThanOrEqual(1);
    for (const call of calls) {
      expect(call.method, call.path).toBe('GET');
      expect(call.headers.token, call.path).toBe(SIM_TOKEN);
      expect(call.headers['content-type'], call.path).toBe('application/json');
      expect(call.headers.origin, call.path).toBe(SITE_URL);
      expect(call.headers.cookie, call.path).toBeUndefined();
      expect(call.headers['x-xsrf-token'], call.path).toBeUndefined();
      expect(call.headers.authorization, call.path).toBeUndefined();
      expect(call.status, call.path).toBe(200);
    }

    // The token header makes every call cross-origin "non-simple": the browser asks first.
    const preflights = (await recordedRequests(request)).filter((r) => r.method === 'OPTIONS');
    expect(preflights.length).toBeGreaterThan(0);
    for (const preflight of preflights) {
      expect(preflight.headers['access-control-request-headers']).toContain('token');
      expect(preflight.headers.token).toBeUndefined();
    }
    expect(crashes).toEqual([]);
    expect(consoleMessages.filter((m) => m.text.includes(SIM_TOKEN))).toEqual([]);
  });

  test('the vote flow posts form-encoded bodies with exactly the fields the specification lists, once each, and causes no CSP violation', async ({
    page,
    request,
  }) => {
    const crashes = watchCrashes(page);
    const consoleMessages = watchConsole(page);
    await watchCspViolations(page);
    await plantCookies(page);
    await page.clock.install();
    const names = await reachConfirmation(page, { nominees: 2 });
    expect(names).toHaveLength(2);

    // WhatsApp resend, then (10 s after the first request) the e-mail resend.
    await page.getByRole('button', { name: 'RESEND CODE' }).click();
    await expect.poll(async () => only(await backendCalls(request), '/api/otp').length).toBe(1);
    await page.clock.runFor(10_000);
    const emailLink = page.getByRole('button', { name: 'Send the code to my e-mail instead' });
    await expect(emailLink).toHaveAttribute('aria-disabled', 'false');
    await emailLink.click();
    await expect.poll(async () => only(await backendCalls(request), '/api/otp').length).toBe(2);

    // The e-mail resend came within the server's 240 s cooldown (429): the WhatsApp code stands.
    await typeCode(page, await latestServerCode(request, 'WhatsApp'));
    await expect(page.getByRole('heading', { name: 'THANK YOU' })).toBeVisible();
    await expect(page.getByText(/^EXQ25-[A-Z0-9]{4}-[A-Z0-9]{4}$/)).toBeVisible();

    const posts = (await backendCalls(request)).filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual(['/api/submit_votes', '/api/otp', '/api/otp', '/api/check_otp']);
    for (const call of posts) {
      expect(call.headers['content-type'], call.path).toMatch(new RegExp(`^${FORM}`));
      expect(call.headers.token, call.path).toBe(SIM_TOKEN);
      expect(call.headers.cookie, call.path).toBeUndefined();
      expect(call.headers['x-xsrf-token'], call.path).toBeUndefined();
    }
    const voter = { name: 'Ana Wijaya', phone: '+6281234567890', country: 'ID', email: 'ana.w@example.co.id' };
    const [submit, whatsApp, email, check] = posts.map(fields);
    expect(submit).toEqual(voter);
    expect(whatsApp).toEqual({ phone: voter.phone, country: voter.country });
    expect(email).toEqual({ phone: voter.phone, country: voter.country, email: voter.email });
    expect(Object.keys(check ?? {}).sort()).toEqual(['country', 'data_submit', 'email', 'name', 'otp', 'phone']);
    expect(check).toMatchObject({ ...voter, otp: expect.stringMatching(/^\d{6}$/) });
    const chosen: unknown = JSON.parse(check?.data_submit ?? 'null');
    expect(Array.isArray(chosen) && chosen.length === 2 && chosen.every((id) => typeof id === 'string')).toBe(true);

    expect(await cspViolations(page)).toEqual([]);
    expect(crashes).toEqual([]);
    expect(consoleMessages.filter((m) => m.text.includes(SIM_TOKEN))).toEqual([]);
  });

  test('a back-end call that fails is not retried (check_otp on a dropped connection)', async ({ page, request }) => {
    await resetServer(request, { scenario: 'otp-error' });
    const crashes = watchCrashes(page);
    const sent = requestsTo(page, '/api/check_otp');
    await page.clock.install();
    await seedCodeStage(page, { backEnd: LIVE_BACK_END });
    await typeCode(page, await latestServerCode(request));
    // Digits cleared and inputs enabled again (docs/requirements.md#vote-flow), after exactly one attempt.
    await expect(page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first()).toHaveValue('');
    await expect(page.getByRole('group', { name: 'Confirmation code' }).getByRole('textbox').first()).toBeEnabled();
    // Any retry the page had scheduled would have been sent by now.
    await runTimersFor(page, 10_000);
    expect(sent).toEqual(['POST']);
    const checks = only(await backendCalls(request), '/api/check_otp');
    expect(checks).toHaveLength(1);
    expect(checks[0]?.status).toBe(0);
    expect(crashes).toEqual([]);
  });
});

test.describe('live mode: static JSON from the site origin', () => {
  const ABOUT = '/assets/json/about.json';

  async function aboutLoads(page: Page) {
    await page.goto('/about');
    await expect(page.locator('.about__body')).toContainText("Exquisite's Awards", { timeout: scaled(10_000) });
  }

  test('is retried twice on HTTP 400, 1 s apart, without a token', async ({ page, request }) => {
    await resetServer(request, { scenario: 'static-flaky' });
    const tokens: (string | undefined)[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/json/')) tokens.push(r.headers().token);
    });
    await aboutLoads(page);
    const hits = (await recordedRequests(request)).filter((r) => r.path === ABOUT);
    expect(hits.map((r) => r.status)).toEqual([400, 400, 200]);
    expect((hits[1]?.at ?? 0) - (hits[0]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect((hits[2]?.at ?? 0) - (hits[1]?.at ?? 0)).toBeGreaterThanOrEqual(900);
    expect(tokens.length).toBeGreaterThan(0);
    expect(tokens.every((token) => token === undefined)).toBe(true);
  });

  test('is retried on a dropped connection', async ({ page, request }) => {
    await resetServer(request, { scenario: 'static-dropped' });
    // What the site saw: its first request failed at the network level, then 400, then 200.
    const seen: string[] = [];
    page.on('requestfailed', (r) => {
      if (r.url().endsWith(ABOUT)) seen.push(`failed ${r.failure()?.errorText ?? ''}`);
    });
    page.on('response', (r) => {
      if (r.url().endsWith(ABOUT)) seen.push(String(r.status()));
    });
    await aboutLoads(page);
    const hits = (await recordedRequests(request)).filter((r) => r.path === ABOUT);
    expect(hits.map((r) => r.status)).toEqual([0, 400, 200]);
    expect(seen).toEqual([expect.stringMatching(/^failed net::ERR_/), '400', '200']);
  });

  test('gives up after two retries, and the section stays hidden', async ({ page, request }) => {
    await resetServer(request, { scenario: 'static-failure' });
    const crashes = watchCrashes(page);
    const sent = requestsTo(page, ABOUT);
    await page.clock.install();
    await page.goto('/about');
    await expect(page.getByRole('heading', { name: 'ABOUT US' })).toBeVisible();
    await expect
      .poll(async () => (await recordedRequests(request)).filter((r) => r.path === ABOUT).length, { timeout: scaled(10_000) })
      .toBe(3);
    // A fourth attempt the page had scheduled would have been sent by now.
    await runTimersFor(page, 10_000);
    expect(sent).toEqual(['GET', 'GET', 'GET']);
    expect((await recordedRequests(request)).filter((r) => r.path === ABOUT)).toHaveLength(3);
    await expect(page.locator('.about__body')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(crashes).toEqual([]);
  });
});

test.describe('live mode: a wrong token', () => {
  test('is refused with 401, each call once, and the site degrades quietly (docs/requirements.md#errors)', async ({ page, request }) => {
    // The server now expects another token than the one built into the site.
    await resetServer(request, { token: 'another-token' });
    const crashes = watchCrashes(page);
    const consoleMessages = watchConsole(page);
    await page.goto('/bestrestaurantsandbars');
    await expect(page.getByRole('banner')).toBeVisible();
    // Every startup call has reached the back end (on a busy core the wire can fall quiet before
    // the app's code has run), then nothing more for a while: no call is sent again.
    const notCalled = async () => {
      const calls = await backendCalls(request);
      return STARTUP_PATHS.filter((path) => only(calls, path).length === 0);
    };
    await expect.poll(notCalled).toEqual([]);
    await page.waitForLoadState('networkidle');

    const calls = await backendCalls(request);
    for (const path of STARTUP_PATHS) {
      const hits = only(calls, path);
      expect(hits, path).toHaveLength(1);
      expect(hits[0]?.status, path).toBe(401);
    }
    // Nominees, judges, sponsors, partners, publications: hidden; no error text anywhere.
    await expect(page.getByRole('heading', { name: "EXQUISITE'S BEST RESTAURANTS & BARS", exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'THE JUDGES' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'OUR SPONSORS' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(/error|unauthori[sz]ed|401/i);
    expect(crashes).toEqual([]);
    expect(consoleMessages.filter((m) => m.text.includes(SIM_TOKEN))).toEqual([]);
  });
});
