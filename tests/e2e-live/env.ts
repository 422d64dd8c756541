/** Where the live-mode contract tests find the two servers (shared by playwright.live.config.ts). */
/** The live build (npm run build:live) is made for http://127.0.0.1:${SIM_PORT}: 8787 unless SIM_PORT says otherwise, for both. */
export const SIM_PORT = Number(process.env.SIM_PORT ?? 8787);
export const LIVE_PORT = Number(process.env.LIVE_PORT ?? 4174);
export const SIM_URL = `http://127.0.0.1:${SIM_PORT}`;
export const SITE_URL = `http://127.0.0.1:${LIVE_PORT}`;
/** The token the live build was built with (VITE_API_TOKEN in the test:live script) and the server expects. */
export const SIM_TOKEN = 'simulator-token';
/** The key to the simulator server's control endpoints in the tests (a fixed one; at other times random). */
export const SIM_CONTROL_KEY = 'contract-tests-control-key';

/**
 * The environment of the simulator server (tools/simulator-serve.mjs) that the live build calls, for
 * a site served at `siteUrl`: the live Chromium suite's, and the Firefox and WebKit walks' (tools/engine-tests.mjs).
 */
export function liveSimulatorEnv(siteUrl: string, controlKey: string): Record<string, string> {
  return {
    SIM_PORT: String(SIM_PORT),
    SIM_HOST: '127.0.0.1',
    SIM_TOKEN,
    SIM_CONTROL_KEY: controlKey,
    SITE_ORIGIN: siteUrl,
    SIM_SCENARIO: 'default',
  };
}
