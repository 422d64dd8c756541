/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (Debian's webkit2gtk-driver) and
 * selenium-webdriver, over classic WebDriver: the driver's BiDi is not built into Debian's
 * WebKitGTK 2.50 (a session asking for webSocketUrl is refused), so the page's errors are heard by
 * a listener injected after each load (in-page.ts), not from the first byte.
 *
 * MiniBrowser needs a display: tools/engine-tests.mjs runs WebKitWebDriver on an Xvfb display. Its
 * window cannot be narrower than its toolbar (447 px) unless it starts with --full-screen, which
 * drops the toolbar: then WebDriver's Set Window Rect gives the page exactly the size asked for.
 */
import { Builder, type WebElement } from 'selenium-webdriver';
import type { Driver } from './ui';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function connectWebKit(server: string): Promise<Driver<WebElement>> {
  const driver = await new Builder()
    .usingServer(server)
    .withCapabilities({
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation', '--full-screen'] },
    })
    .build();

  return {
    engine: 'webkit',
    navigate: (url) => driver.get(url),
    reload: () => driver.navigate().refresh(),
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    async run(script) {
      await driver.executeScript(script);
    },
    async element(fn, ...args) {
      const result: unknown = await driver.executeScript(fn, ...args);
      return result && typeof result === 'object' && 'getId' in result ? (result as WebElement) : null;
    },
    // Classic WebDriver refuses a click on an element another covers (element click intercepted): a real finding.
    click: (element) => element.click(),
    typeKeys: (text) => driver.actions({ async: true }).sendKeys(text).perform(),
    takeDriverErrors: () => null,
    async screenshot(path) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, await driver.takeScreenshot(), 'base64');
    },
    async resize(width, height) {
      await driver.manage().window().setRect({ x: 0, y: 0, width, height });
      const inner = (await driver.executeScript('return window.innerWidth')) as number;
      if (inner !== width) throw new Error(`webkit: the page is ${inner} px wide, not ${width}`);
    },
    close: () => driver.quit(),
  };
}
