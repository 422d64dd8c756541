/**
 * Live-mode contract tests (tests/e2e-live): a live build, served by nginx (tools/serve-nginx.mjs,
 * deploy/nginx.mjs) on its own port, against the simulator running as a real HTTP server
 * (mocks/server.ts) on another.
 * `npm run test:live` builds dist-live/ first. The server holds one shared state, so the tests
 * run one at a time, each starting with a reset.
 */
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './tools/chromium.mjs';
import { scaled } from './tools/test-time-scale.mjs';
import { LIVE_PORT, liveSimulatorEnv, SIM_CONTROL_KEY, SIM_URL, SITE_URL } from './tests/e2e-live/env';
import { LIVE_DIST } from './tests/build/outputs';

export default defineConfig({
  testDir: 'tests/e2e-live',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  // Scaled to the machine (tools/test-time-scale.mjs).
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  outputDir: `test-results/live-${LIVE_PORT}`,
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'live', use: { ...devices['Desktop Chrome'], browserName: 'chromium', viewport: { width: 1280, height: 900 } } }],
  webServer: [
    {
      command: 'node tools/simulator-serve.mjs',
      url: `${SIM_URL}/__simulator/health`,
      env: liveSimulatorEnv(SITE_URL, SIM_CONTROL_KEY),
      reuseExistingServer: false,
      timeout: scaled(60_000),
      // SIGTERM first (the server closes cleanly), instead of Playwright's default SIGKILL.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      // The site as a deployment serves it: Debian's nginx with deploy/nginx.mjs's configuration.
      command: 'node tools/serve-nginx.mjs',
      url: SITE_URL,
      env: { PORT: String(LIVE_PORT), HOST: '127.0.0.1', DIST: LIVE_DIST, STATIC_JSON_ORIGIN: SIM_URL },
      reuseExistingServer: false,
      // SIGTERM lets tools/serve-nginx.mjs stop nginx and remove its temporary folder; SIGKILL would leave the folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
