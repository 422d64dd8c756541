import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './tools/chromium.mjs';
import { scaled } from './tools/test-time-scale.mjs';
import { WIDTHS } from './tests/e2e/support';

const DESKTOP = { ...devices['Desktop Chrome'], browserName: 'chromium' as const, viewport: { width: 1280, height: 900 } };

const PORT = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // The tests mostly wait (page loads, the simulator, clocks): one worker more than the cores this
  // run may use measured fastest on two, 7.4 min against 8.5 with two workers (2026-11-23). Tests
  // that walk many pages set a walk's time-out themselves; every time-out is scaled to the machine
  // (tools/test-time-scale.mjs).
  workers: availableParallelism() + 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  // One folder per server port, so separate runs on one machine never clean each other's artefacts.
  outputDir: `test-results/${PORT}`,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  projects: [
    // The layout spec sets its own widths, so it runs once, in the desktop project.
    { name: 'phone', use: { ...devices['Pixel 7'], browserName: 'chromium' }, testIgnore: /(layout|first-screen-image)\.spec\.ts/ },
    // Phones first: every spec runs on a phone; the desktop run covers what changes with width:
    // the specs of widths and the keyboard, and in the others the tests tagged WIDTHS (the menus,
    // the slider, the winners' grid, the share menu). Tests that set their own widths run once.
    { name: 'desktop', use: DESKTOP, testMatch: /(layout|first-screen-image|keyboard)\.spec\.ts/ },
    {
      name: 'desktop, tagged',
      use: DESKTOP,
      testMatch: /(foundation|nominee|awards-winners|share)\.spec\.ts/,
      grep: new RegExp(WIDTHS),
    },
  ],
  webServer: {
    command: `node tools/serve.mjs`,
    url: baseURL,
    env: { PORT: String(PORT), HOST: '127.0.0.1', DIST_DIR: process.env.DIST_DIR ?? 'dist' },
    reuseExistingServer: !process.env.CI,
  },
});
