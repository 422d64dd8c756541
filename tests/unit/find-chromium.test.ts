// @vitest-environment node
/** tools/find-chromium.mjs: which Chromium the browser tests and the benchmark drive, or what to install. */
import { describe, expect, it } from 'vitest';
import { chooseChromium, DEBIAN_CHROMIUM } from '../../tools/find-chromium.mjs';

const PLAYWRIGHT = '/home/ci/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome';

/** A machine where exactly these files are executable. */
function machine(files: string[], { override, playwright = () => PLAYWRIGHT }: { override?: string; playwright?: () => string } = {}) {
  return chooseChromium({ override, playwrightPath: playwright, isExecutable: (path: string) => files.includes(path) });
}

describe('the Chromium the tests drive', () => {
  it("is CHROMIUM_PATH when set, else Debian's, else Playwright's", () => {
    expect(machine(['/opt/chromium/chrome', DEBIAN_CHROMIUM, PLAYWRIGHT], { override: '/opt/chromium/chrome' })).toEqual({
      path: '/opt/chromium/chrome',
      source: 'CHROMIUM_PATH',
    });
    expect(machine([DEBIAN_CHROMIUM, PLAYWRIGHT])).toEqual({ path: DEBIAN_CHROMIUM, source: 'debian' });
    expect(machine([PLAYWRIGHT])).toEqual({ path: PLAYWRIGHT, source: 'playwright' });
  });

  it('is none when CHROMIUM_PATH names a missing file, rather than another Chromium', () => {
    const found = machine([DEBIAN_CHROMIUM, PLAYWRIGHT], { override: '/nowhere/chrome' });
    expect(found).toEqual({ problem: expect.stringContaining('No Chromium at CHROMIUM_PATH=/nowhere/chrome') });
  });

  it('is none on a machine with neither (or no Playwright build for it), with one line naming both ways to install one', () => {
    const found = machine([]);
    expect('problem' in found && found.problem).toBe(
      `No Chromium (neither ${DEBIAN_CHROMIUM} nor Playwright's ${PLAYWRIGHT}): run \`apt-get install chromium\` or \`npx playwright install --with-deps chromium\``,
    );
    const unsupported = machine([], {
      playwright: () => {
        throw new Error('unsupported platform');
      },
    });
    expect(unsupported).toEqual({ problem: expect.stringMatching(/^No Chromium \(neither \/usr\/bin\/chromium nor Playwright's\): run/) });
  });
});
