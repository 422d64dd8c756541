/**
 * Firefox ESR (Debian's firefox-esr) through puppeteer-core over WebDriver BiDi: no geckodriver,
 * the browser's own BiDi server. BiDi's log events give every uncaught error of the page
 * (puppeteer's 'pageerror'), and a preload script listens for CSP violations from the first byte.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type ElementHandle, type JSHandle } from 'puppeteer-core';
import { listenForErrors } from './in-page';
import type { Driver } from './ui';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export async function launchFirefox({ width, height }: { width: number; height: number }): Promise<Driver<ElementHandle>> {
  // Our own profile folder, so that it goes even when Node ends without closing Firefox (a signal).
  const profile = mkdtempSync(join(tmpdir(), 'engine-tests-firefox-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    userDataDir: profile,
    headless: true,
    // tools/engine-tests.mjs stops everything on a signal; puppeteer still kills Firefox when Node exits.
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  /** When Node ends before close(): Firefox's process group killed (it runs detached), then its profile removed. */
  const pid = browser.process()?.pid;
  const killAndRemove = () => {
    try {
      if (pid !== undefined) process.kill(-pid, 'SIGKILL');
    } catch {
      // Gone already.
    }
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    } catch {
      // A folder in the temporary directory is not worth a crash on the way out.
    }
  };
  process.once('exit', killAndRemove);
  const page = await browser.newPage();
  await page.setViewport({ width, height });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error instanceof Error ? error.message : String(error)}`));
  await page.evaluateOnNewDocument(listenForErrors);
  // Puppeteer types a function's arguments from its parameters; the Driver passes them through as they came.
  const loose = page as unknown as {
    evaluate(fn: unknown, ...args: unknown[]): Promise<unknown>;
    evaluateHandle(fn: unknown, ...args: unknown[]): Promise<JSHandle>;
  };

  return {
    engine: 'firefox',
    async navigate(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => loose.evaluate(fn, ...args) as never,
    async run(script) {
      await page.evaluate(script);
    },
    async element(fn, ...args) {
      const handle = await loose.evaluateHandle(fn, ...args);
      const element = handle.asElement() as ElementHandle | null;
      if (element === null) await handle.dispose();
      return element;
    },
    async click(element) {
      await element.click();
      await element.dispose();
    },
    typeKeys: (text) => page.keyboard.type(text),
    takeDriverErrors: () => errors.splice(0),
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png` });
    },
    async resize(newWidth, newHeight) {
      await page.setViewport({ width: newWidth, height: newHeight });
    },
    async close() {
      await browser.close();
      process.off('exit', killAndRemove);
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
    },
  };
}
