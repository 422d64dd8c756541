/**
 * What a walk does in a page, the same in both engines: go to a path, wait until a person would see
 * something, press it, type into it, read it. Each engine gives a Driver (firefox.ts, webkit.ts);
 * the waiting, the finding (target.ts, in-page.ts) and the failure messages live here, once.
 * Every wait is for a condition, polled; none is a fixed sleep.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { centre, hasQueries, heardErrors, listenForErrors, locate, type Found } from './in-page';
import { describe, toWire, type Target } from './target';
import { scaled } from '../../tools/test-time-scale.mjs';

/** One engine's browser, as the walks need it. `Element` is the driver's handle on an element. */
export interface Driver<Element = unknown> {
  readonly engine: 'firefox' | 'webkit';
  /** Loads the URL and resolves once the document has loaded. */
  navigate(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs a self-contained function in the page with JSON arguments; its JSON result. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result>;
  /** Runs a script (a function body) in the page. */
  run(script: string): Promise<void>;
  /** The element a function returns, or null. */
  element<Args extends unknown[]>(fn: (...args: Args) => unknown, ...args: Args): Promise<Element | null>;
  /** A click through the engine's own input (WebDriver's element click, or BiDi's pointer actions). */
  click(element: Element): Promise<void>;
  /** Keys typed into the focused element, one by one, as a keyboard sends them. */
  typeKeys(text: string): Promise<void>;
  /** Uncaught errors the driver itself heard since the last call (BiDi's log), or null when it cannot hear them. */
  takeDriverErrors(): string[] | null;
  /** The size of the page's view (WebKit: only the size its screen already gives). */
  resize(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

const TESTING_LIBRARY = readFileSync(
  createRequire(import.meta.url).resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
  'utf8',
);

export const WAIT_MS = Number(process.env.ENGINE_WAIT_MS ?? scaled(15_000));
const POLL_MS = 100;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Ui {
  readonly engine: Driver['engine'];
  /** Errors heard in documents the walk has left, and by the driver. */
  private errors: string[] = [];

  constructor(
    private readonly driver: Driver,
    readonly site: string,
  ) {
    this.engine = driver.engine;
  }

  /** Opens a path of the site and waits until the app answers presses (html[data-app-ready]). */
  async goto(path: string): Promise<void> {
    await this.keepErrors();
    await this.driver.navigate(new URL(path, this.site).href);
    await this.afterLoad(path);
  }

  /** Loads a path of the site that is not the app (robots.txt): no waiting for the app. */
  async open(path: string): Promise<void> {
    await this.keepErrors();
    await this.driver.navigate(new URL(path, this.site).href);
  }

  async reload(): Promise<void> {
    await this.keepErrors();
    await this.driver.reload();
    await this.afterLoad('the reload');
  }

  private async afterLoad(what: string): Promise<void> {
    await this.driver.evaluate(listenForErrors);
    await this.until(`the app to be ready after ${what}`, () =>
      this.driver.evaluate(() => document.documentElement.hasAttribute('data-app-ready')),
    );
  }

  /** The path and query of the page. */
  location(): Promise<string> {
    return this.driver.evaluate(() => location.pathname + location.search);
  }

  /** Runs a self-contained function in the page. */
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args): Promise<Result> {
    return this.driver.evaluate(fn, ...args);
  }

  /** Polls `check` until it answers true, or fails saying what it waited for (said after the last try). */
  async until(what: string | (() => string), check: () => Promise<boolean>, timeoutMs = WAIT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (await check()) return;
      if (Date.now() > deadline) {
        throw new Error(`${this.engine}: waited ${timeoutMs / 1000} s for ${typeof what === 'string' ? what : what()}`);
      }
      await pause(POLL_MS);
    }
  }

  /** What the page finds for a target now (injecting Testing Library into a new document first). */
  async find(target: Target): Promise<Found> {
    const found = (await this.driver.evaluate(locate, toWire(target), 'found')) as Found;
    if (!found.missing) return found;
    await this.driver.run(TESTING_LIBRARY);
    if (!(await this.driver.evaluate(hasQueries))) throw new Error(`${this.engine}: Testing Library could not be injected`);
    return (await this.driver.evaluate(locate, toWire(target), 'found')) as Found;
  }

  /** Waits until the target is visible; its text (or a field's value). */
  async see(target: Target, timeoutMs = WAIT_MS): Promise<string> {
    let last: Found = { count: 0, text: '' };
    await this.until(
      `${describe(target)} to be visible`,
      async () => {
        last = await this.find(target);
        return last.count > 0;
      },
      timeoutMs,
    );
    return last.text;
  }

  /** Waits until `count` of the target are visible. */
  async count(target: Target, count: number): Promise<void> {
    let seen = 0;
    await this.until(
      () => `${count} of ${describe(target)} (saw ${seen})`,
      async () => {
        seen = (await this.find(target)).count;
        return seen === count;
      },
    );
  }

  /** Waits until the target is gone (or hidden). */
  gone(target: Target): Promise<void> {
    return this.count(target, 0);
  }

  /** Waits until the target's text matches. */
  async textOf(target: Target, expected: string | RegExp): Promise<string> {
    let seen = '';
    const fits = (value: string) => (typeof expected === 'string' ? value === expected : expected.test(value));
    await this.until(
      () => `${describe(target)} to read ${expected} (it read "${seen}")`,
      async () => {
        const found = await this.find(target);
        seen = found.text;
        return found.count > 0 && fits(seen);
      },
    );
    return seen;
  }

  /** Presses the target: scrolled to the middle of the view, then clicked through the engine's own input. */
  async click(target: Target): Promise<void> {
    await this.see(target);
    const element = await this.driver.element(locate, toWire(target), 'element');
    if (element === null) throw new Error(`${this.engine}: ${describe(target)} went away before the click`);
    await this.driver.evaluate(centre as (element: unknown) => void, element);
    await this.driver.click(element);
  }

  /** Clicks a field and types into it, key by key. */
  async type(target: Target, text: string): Promise<void> {
    await this.click(target);
    await this.driver.typeKeys(text);
  }

  /** The page's view at this size (a phone: 390 × 844). */
  resize(width: number, height: number): Promise<void> {
    return this.driver.resize(width, height);
  }

  screenshot(path: string): Promise<void> {
    return this.driver.screenshot(path);
  }

  /** Fails when the page can scroll sideways. */
  async noSidewaysScroll(where: string): Promise<void> {
    const { scrollWidth, clientWidth } = await this.driver.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    if (scrollWidth > clientWidth) throw new Error(`${this.engine}: ${where} scrolls sideways (${scrollWidth} > ${clientWidth} px)`);
  }

  /** Clears what the site keeps in this origin's storage (the vote flow), as a new visitor. */
  async forgetVisitor(): Promise<void> {
    await this.driver.evaluate(() => {
      sessionStorage.clear();
      localStorage.clear();
    });
  }

  /** Collects the errors of the current document and the driver's, before the document goes. */
  private async keepErrors(): Promise<void> {
    const heard = await this.driver.evaluate(heardErrors).catch(() => null);
    this.errors.push(...(heard ?? []), ...(this.driver.takeDriverErrors() ?? []));
  }

  /** Every uncaught error since the last call (the current document's included); the list starts again. */
  async takeErrors(): Promise<string[]> {
    await this.keepErrors();
    // The current document's are read again next time: keep only what it had not said yet.
    const errors = [...new Set(this.errors)];
    this.errors = [];
    await this.driver.evaluate(() => {
      const holder = window as unknown as Record<string, string[] | undefined>;
      holder.__engineWalkErrors?.splice(0);
    });
    return errors;
  }
}
