/**
 * The README's commands that serve the site (tests/commands): each test starts its command on a
 * port of its own, as a person would, opens pages in Chromium, and stops it, whatever the result.
 * npm test runs them after its simulator build, which `npm start` then finds up to date.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './tools/chromium.mjs';
import { scaled } from './tools/test-time-scale.mjs';

export default defineConfig({
  testDir: 'tests/commands',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // A command may build first (npm start on changed sources): the tests wait on what it prints and serves.
  timeout: scaled(240_000),
  expect: { timeout: scaled(30_000) },
  outputDir: 'test-results/commands',
  use: {
    ...devices['Pixel 7'],
    browserName: 'chromium',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
});
