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

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Each window the browser opens (one per Playwright context) builds its address bar's popup as a
  // web page of its own, chrome://omnibox-popup, in a renderer of its own: nobody types in that bar
  // here, and it cost about 0.5 s of CPU per context, a third of a test page's load (measured
  // 2026-11-29, docs/testing.md). Chromium merges this list with Playwright's own.
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
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
