/** Helpers of the live-mode contract tests: the simulator server's control endpoints and watchers. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { RecordedRequest } from '../../mocks/server';
import type { InboxMessage } from '../../mocks/inbox';
import type { ScenarioName } from '../../mocks/scenarios';
import { CONTROL_KEY_HEADER } from '../../mocks/server';
import { SIM_CONTROL_KEY, SIM_TOKEN, SIM_URL } from './env';

export { SIM_TOKEN, SIM_URL, SITE_URL } from './env';

/** The back end the live build talks to, for seedCodeStage (tests/e2e/vote-support.ts). */
export const LIVE_BACK_END = { base: SIM_URL, token: SIM_TOKEN };
export type { RecordedRequest };

const control = { [CONTROL_KEY_HEADER]: SIM_CONTROL_KEY };

/** A fresh server: new state, empty record, the scenario and the token /api/* expects. */
export async function resetServer(
  request: APIRequestContext,
  { scenario = 'default', token }: { scenario?: ScenarioName; token?: string } = {},
) {
  const response = await request.post(`${SIM_URL}/__simulator/reset`, {
    headers: control,
    params: { scenario, ...(token === undefined ? {} : { token }) },
  });
  expect(response.status()).toBe(200);
}

export async function recordedRequests(request: APIRequestContext): Promise<RecordedRequest[]> {
  const response = await request.get(`${SIM_URL}/__simulator/requests`, { headers: control });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { requests: RecordedRequest[] }).requests;
}

/** The calls to the back end (preflights and images left out). */
export async function backendCalls(request: APIRequestContext): Promise<RecordedRequest[]> {
  return (await recordedRequests(request)).filter((r) => r.path.startsWith('/api/') && r.method !== 'OPTIONS');
}

/** The newest code the server sent, read from its inbox (live builds have no inbox panel). */
export async function latestServerCode(request: APIRequestContext, channel?: InboxMessage['channel']): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const response = await request.get(`${SIM_URL}/__simulator/inbox`, { headers: control });
      const { messages } = (await response.json()) as { messages: InboxMessage[] };
      code = messages.find((m) => channel === undefined || m.channel === channel)?.code ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

/** Uncaught page errors only (failed loads and dropped shapes log to the console by design). */
export function watchCrashes(page: Page): string[] {
  const crashes: string[] = [];
  page.on('pageerror', (error) => crashes.push(error.message));
  return crashes;
}

/** Every console message (added to `messages`, of several pages), to check that none carries the token. */
export function watchConsole(page: Page, messages: { type: string; text: string }[] = []): { type: string; text: string }[] {
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  return messages;
}

/** Opens a screen and lets it settle: its main region shown, its requests done. */
export async function openScreen(tab: Page, route: string): Promise<void> {
  await tab.goto(route);
  await expect(tab.getByRole('main'), route).toBeVisible();
  await tab.waitForLoadState('networkidle');
}

/**
 * Visits each route in one of `tabs` pages of `page`'s context at once, `page` among them (same
 * viewport), each prepared first (watchers, init scripts), and closes the others after. The routes
 * are read-only visits of one server state, so they need not wait for each other: a visit spends
 * most of its time waiting (the page, its data, a quiet network).
 */
export async function visitEach(
  page: Page,
  routes: string[],
  visit: (tab: Page, route: string) => Promise<void>,
  { prepare = async () => undefined, tabs = 3 }: { prepare?: (tab: Page) => Promise<unknown> | unknown; tabs?: number } = {},
): Promise<void> {
  const viewport = page.viewportSize();
  const others = await Promise.all(Array.from({ length: Math.min(tabs, routes.length) - 1 }, () => page.context().newPage()));
  try {
    const all = [page, ...others];
    await Promise.all(
      all.map(async (tab, index) => {
        if (viewport) await tab.setViewportSize(viewport);
        await prepare(tab);
        for (const route of routes.filter((_, position) => position % all.length === index)) await visit(tab, route);
      }),
    );
  } finally {
    await Promise.all(others.map((tab) => tab.close()));
  }
}

/** Nothing may scroll sideways (hostile HTML, very long names). */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Waits until the site's data calls have settled. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** One current nominee (of a city the list shows) and one 2024 winner article, from the seed the server serves. */
export async function sampleSlugs(): Promise<{ nominee: string; article: string }> {
  const { createSeedData } = await import('../../mocks/data/seed');
  const { LOCATION_ORDER } = await import('../../src/domain/protocol');
  const seed = createSeedData('default');
  const nominee = seed.nominees.find((n) => (LOCATION_ORDER as readonly string[]).includes(n.location))?.slug ?? '';
  const article = seed.documents.awardsWinnerArticles['2024']?.[0]?.slug ?? '';
  return { nominee, article };
}

/** The site's screens, each with a landmark that shows it rendered. */
export function siteRoutes({ nominee, article }: { nominee: string; article: string }): string[] {
  return [
    '/',
    '/about',
    '/video',
    '/winner/2024',
    '/winner-awards/2023',
    `/winner/2024/article/${article}`,
    '/bestrestaurantsandbars',
    '/bestrestaurantsandbars/how-to',
    `/bestrestaurantsandbars/nominee/${nominee}`,
    `/bestrestaurantsandbars/nominee/winner/${nominee}`,
    '/bestrestaurantsandbars/judges',
    '/bestrestaurantsandbars/vote',
    '/bestrestaurantsandbars/votenow',
    '/bestrestaurantsandbars/winner',
    '/bestrestaurantsandbars/winner/2024',
  ];
}
