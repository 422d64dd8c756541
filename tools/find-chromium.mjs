/**
 * Which Chromium the tests and the benchmark drive, as a pure rule (tools/chromium.mjs applies it
 * to this machine; tests/unit/find-chromium.test.ts checks it):
 *
 * 1. CHROMIUM_PATH, when set: that file and nothing else, so a wrong path is never hidden by a
 *    fallback;
 * 2. Debian's Chromium at /usr/bin/chromium, the one the design card fixes;
 * 3. the Chromium that `npx playwright install chromium` downloaded for this version of Playwright;
 * 4. none: one line saying what to install.
 */

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const INSTALL = 'run `apt-get install chromium` or `npx playwright install --with-deps chromium`';

/**
 * @typedef {{ path: string, source: 'CHROMIUM_PATH' | 'debian' | 'playwright' }} ChromiumFound
 * @typedef {{ problem: string }} ChromiumMissing
 */

/**
 * @param {object} machine
 * @param {string | undefined} machine.override the CHROMIUM_PATH environment variable
 * @param {() => string} machine.playwrightPath where Playwright's own Chromium is (or would be) installed; may throw
 * @param {(path: string) => boolean} machine.isExecutable whether a path is an executable file
 * @returns {ChromiumFound | ChromiumMissing}
 */
export function chooseChromium({ override, playwrightPath, isExecutable }) {
  if (override) {
    return isExecutable(override)
      ? { path: override, source: 'CHROMIUM_PATH' }
      : { problem: `No Chromium at CHROMIUM_PATH=${override}: point it at a Chromium, or unset it and ${INSTALL}` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: 'debian' };
  /** @type {string | null} */
  let downloaded = null;
  try {
    downloaded = playwrightPath();
  } catch {
    // Playwright has no Chromium build for this platform.
  }
  if (downloaded && isExecutable(downloaded)) return { path: downloaded, source: 'playwright' };
  return { problem: `No Chromium (neither ${DEBIAN_CHROMIUM} nor Playwright's${downloaded ? ` ${downloaded}` : ''}): ${INSTALL}` };
}
