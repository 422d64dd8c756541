/**
 * The one browser every test and the benchmark drive: Debian's Chromium, else the one Playwright
 * installed, CHROMIUM_PATH to name another (the order: tools/find-chromium.mjs), with what it
 * needs to run as root in a container and nothing that reaches the network.
 *
 * `node tools/chromium.mjs` prints the Chromium this machine would use, or the one line saying
 * what to install and exits 1: a script runs it (or calls requireChromium()) before any build or
 * server, so a machine without a browser stops at once.
 */
import { accessSync, constants, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chooseChromium } from './find-chromium.mjs';

/**
 * Chromium reads only the last `--disable-features` switch, and Playwright passes one of its own
 * before ours: the one list here repeats Playwright's (its chromiumSwitches, 1.65: requests to
 * Google's services at start-up, paint holding, HTTPS upgrades and the rest), and
 * tests/unit/chromium-switches.test.ts fails when Playwright's has a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Each window the browser opens (one per Playwright context) builds its address bar's popup as a
 * web page of its own, chrome://omnibox-popup, in a renderer of its own: nobody types in that bar
 * here, and it cost 0.5–0.9 s of CPU per context, about as much as the test page's own load
 * (measured 2026-11-29 and 2026-11-30, docs/testing.md).
 */
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Every host name but the loopback's resolves to nothing: what the browser asks of Google on its
  // own (its accounts, its updates) fails at once, and no request leaves the machine.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

/** @param {string} path */
function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** This machine's Chromium, or why there is none. */
export function findChromium() {
  return chooseChromium({
    override: process.env.CHROMIUM_PATH || undefined,
    playwrightPath: () => chromium.executablePath(),
    isExecutable,
  });
}

/** This machine's Chromium; without one, prints what to install and ends the process (exit code 1). */
export function requireChromium() {
  const found = findChromium();
  if ('problem' in found) {
    console.error(found.problem);
    process.exit(1);
  }
  return found.path;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(requireChromium());
