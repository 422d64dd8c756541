import { test as base, type Browser, type BrowserContext, type BrowserContextOptions } from '@playwright/test';

/**
 * `test` for specs whose tests read the site as a returning visitor's browser would: each test
 * gets a new tab in a browser context its worker keeps, with the site's files in its HTTP cache,
 * instead of a fresh context (docs/decisions/055-warm-contexts-for-reading-specs.md). A page load
 * then costs Chromium about a third less CPU (1.1–1.2 s → 0.7–0.8 s on the section home).
 *
 * Before each test the context is emptied of all the last test left but that cache: its tab,
 * cookies, the site's storage and service worker, permissions and routes (sessionStorage is the
 * tab's own). The kept context refuses a clock and a context's init script, which would outlast
 * the test; a test that needs them sets `test.use({ warmContext: false })`. A spec whose subject
 * is a first visit's cold cache (the first paint, the first screen's image) keeps Playwright's `test`.
 * The last test's tab stays open until the next test starts, so a failure's snapshot still shows it.
 */
type ContextFor = (options: BrowserContextOptions) => Promise<BrowserContext>;

export const test = base.extend<{ warmContext: boolean }, { keptContextFor: ContextFor }>({
  /** Off (`test.use({ warmContext: false })`) for a test that installs a clock: a fresh context of its own. */
  warmContext: [true, { option: true }],
  keptContextFor: [
    async ({ browser }, use) => {
      const contexts = new Map<string, BrowserContext>();
      await use((options) => keptContext(browser, contexts, options));
      await Promise.all([...contexts.values()].map((context) => context.close()));
    },
    { scope: 'worker' },
  ],
  context: async (
    {
      browser,
      keptContextFor,
      warmContext,
      baseURL,
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      locale,
      colorScheme,
      reducedMotion,
      serviceWorkers,
    },
    use,
  ) => {
    // The options the suite's projects and specs set; a kept context is one per set of them. Named
    // twice: Playwright reads a fixture's dependencies from its parameters, and refuses a rest.
    const options: BrowserContextOptions = {
      baseURL,
      viewport,
      screen,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      javaScriptEnabled,
      locale,
      colorScheme,
      reducedMotion,
      serviceWorkers,
    };
    if (warmContext) {
      await use(await keptContextFor(options));
      return;
    }
    const context = await browser.newContext(options);
    await use(context);
    await context.close();
  },
  page: async ({ context, warmContext, baseURL }, use) => {
    const page = await context.newPage();
    if (warmContext && baseURL) {
      const devtools = await context.newCDPSession(page);
      // Everything the site stored but the HTTP cache: its localStorage, and the simulator's worker,
      // which a page's leaving unregisters in the background (a new page's registration then races it).
      await devtools.send('Storage.clearDataForOrigin', { origin: new URL(baseURL).origin, storageTypes: 'all' });
      await devtools.detach();
    }
    await use(page);
  },
});

/** The worker's context for these options, emptied of the last test's tabs, cookies, permissions and routes. */
async function keptContext(browser: Browser, contexts: Map<string, BrowserContext>, options: BrowserContextOptions) {
  const key = JSON.stringify(options);
  const kept = contexts.get(key);
  if (!kept) {
    const context = await browser.newContext(options);
    refuseLastingChanges(context);
    contexts.set(key, context);
    return context;
  }
  await Promise.all(kept.pages().map((page) => page.close()));
  await kept.unrouteAll({ behavior: 'ignoreErrors' });
  await kept.clearCookies();
  await kept.clearPermissions();
  return kept;
}

/**
 * A clock and a context's init scripts stay with the context for every later test, and Playwright
 * can remove neither: the kept context refuses them, naming the way out.
 */
function refuseLastingChanges(context: BrowserContext) {
  const refuse = (what: string) => () =>
    Promise.reject(
      new Error(`${what} would stay for the worker's later tests: give this test a fresh context, test.use({ warmContext: false })`),
    );
  context.clock.install = refuse('A clock');
  context.addInitScript = refuse("A context's init script");
}

export { expect } from '@playwright/test';
