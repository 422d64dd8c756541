import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test';

/**
 * `test` for specs whose tests read the site as a returning visitor's browser would: each test
 * gets the tab of a browser context its worker keeps, with the site's files in its HTTP cache,
 * instead of a fresh context (docs/decisions/055-warm-contexts-for-reading-specs.md and
 * 057-one-kept-tab-per-context.md). A page load then costs Chromium about half the CPU of a fresh
 * context's: no new context, no new window.
 *
 * Before each test the context is emptied of all the last test left but that cache: its other
 * tabs, cookies, permissions and routes; the kept tab's listeners, routes and history; the site's
 * storage (local and session) and service worker. A test that changes what Playwright cannot set
 * back in place (the viewport, emulated media, init scripts, exposed functions, extra headers)
 * leaves the tab to be closed, and the next test gets a new one. The kept context refuses a clock
 * and a context's init script, which would outlast the test; a test that needs them sets
 * `test.use({ warmContext: false })`. A spec whose subject is a first visit's cold cache (the first
 * paint, the first screen's image) keeps Playwright's `test`. The last test's tab keeps its page
 * until the next test starts, so a failure's snapshot still shows it.
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
  page: async ({ context, warmContext }, use) => {
    await use((warmContext && keptTabs.get(context)?.page) || (await context.newPage()));
  },
});

/** Each kept context's tab, and the listeners Playwright itself had put on it when it opened. */
const keptTabs = new WeakMap<BrowserContext, { page: Page; ownListeners: Set<unknown> }>();
/** Tabs a test changed in a way Playwright cannot set back in place: closed before the next test. */
const spentTabs = new WeakSet<Page>();
const LASTING_TAB_CHANGES = [
  'setViewportSize',
  'emulateMedia',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'setExtraHTTPHeaders',
] as const;

/** The worker's context for these options, emptied of all the last test left but the HTTP cache. */
async function keptContext(browser: Browser, contexts: Map<string, BrowserContext>, options: BrowserContextOptions) {
  const key = JSON.stringify(options);
  const kept = contexts.get(key);
  if (!kept) {
    const context = await browser.newContext(options);
    refuseLastingChanges(context);
    contexts.set(key, context);
    await openKeptTab(context);
    return context;
  }
  const tab = await emptiedKeptTab(kept);
  await Promise.all(kept.pages().map((page) => page !== tab && page.close()));
  await kept.unrouteAll({ behavior: 'ignoreErrors' });
  await kept.clearCookies();
  await kept.clearPermissions();
  const devtools = await kept.newCDPSession(tab);
  if (options.baseURL) {
    // Everything the site stored but the HTTP cache: localStorage, the tab's sessionStorage, and the
    // simulator's worker, which a page's leaving unregisters in the background (a new page's
    // registration then races it).
    await devtools.send('Storage.clearDataForOrigin', { origin: new URL(options.baseURL).origin, storageTypes: 'all' });
  }
  await devtools.send('Page.resetNavigationHistory');
  await devtools.detach();
  return kept;
}

/** The kept tab on a blank page with none of the last test's listeners or routes, or a new tab. */
async function emptiedKeptTab(context: BrowserContext) {
  const kept = keptTabs.get(context);
  if (!kept || kept.page.isClosed() || spentTabs.has(kept.page)) return openKeptTab(context);
  const { page, ownListeners } = kept;
  const emitter = listenersOf(page);
  for (const event of emitter.eventNames())
    for (const listener of emitter.rawListeners(event)) if (!ownListeners.has(listener)) emitter.removeListener(event, listener);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.goto('about:blank');
  // Off the page, so the next page has nothing under the pointer, as in a new tab.
  await page.mouse.move(-1, -1);
  return page;
}

async function openKeptTab(context: BrowserContext) {
  const page = await context.newPage();
  for (const method of LASTING_TAB_CHANGES) {
    const change = page[method].bind(page) as (...args: unknown[]) => Promise<unknown>;
    Object.assign(page, {
      [method]: (...args: unknown[]) => {
        spentTabs.add(page);
        return change(...args);
      },
    });
  }
  const emitter = listenersOf(page);
  keptTabs.set(context, { page, ownListeners: new Set(emitter.eventNames().flatMap((event) => emitter.rawListeners(event))) });
  return page;
}

/** A page's listeners: Page's typings leave out the EventEmitter methods its client object has. */
function listenersOf(page: Page) {
  return page as unknown as {
    eventNames(): string[];
    rawListeners(event: string): unknown[];
    removeListener(event: string, listener: unknown): void;
  };
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
