/**
 * The builds `npm test` made before these tests (tools/browser-tests.mjs): the build tests read them
 * instead of building again.
 */
import { existsSync, readFileSync } from 'node:fs';

/** The live build, for http://127.0.0.1:8787, made while nothing listened there: shells. */
export const LIVE_DIST = process.env.LIVE_DIST_DIR ?? 'dist-live';
/** What that build printed (tools/browser-tests.mjs keeps it). */
export const LIVE_BUILD_LOG = 'test-results/build-live.log';

/** Fails at once, saying what to run, when the builds are missing. */
export function requireLiveBuild(): { dir: string; log: string } {
  for (const path of [`${LIVE_DIST}/.vite/manifest.json`, LIVE_BUILD_LOG]) {
    if (!existsSync(path))
      throw new Error(
        `${path} is missing: run \`npm run build:live -- --manifest > ${LIVE_BUILD_LOG}\` first (npm run test:browsers does)`,
      );
  }
  return { dir: LIVE_DIST, log: readFileSync(LIVE_BUILD_LOG, 'utf8') };
}
