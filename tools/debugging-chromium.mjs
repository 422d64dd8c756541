/**
 * A Chromium for Lighthouse (tools/bench.mjs): started as chrome-launcher (Lighthouse's own
 * launcher) starts it — its default flags, a fresh profile, a DevTools port — so the figures stay
 * comparable with earlier runs, without depending on that package: the Chromium runs as its own
 * process group (tools/process-groups.mjs) and close() stops every process of it.
 */
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startGroup, stop } from './process-groups.mjs';

/** chrome-launcher 1.2's DEFAULT_FLAGS (its flags module), which Lighthouse's runs use. */
const LAUNCHER_FLAGS = [
  '--disable-features=Translate,OptimizationHints,MediaRouter,DialMediaRouteProvider,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,CertificateTransparencyComponentUpdater,AutofillServerCommunication,PrivacySandboxSettings4,RenderDocument',
  '--disable-extensions',
  '--disable-component-extensions-with-background-pages',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-client-side-phishing-detection',
  '--disable-sync',
  '--metrics-recording-only',
  '--disable-default-apps',
  '--mute-audio',
  '--no-default-browser-check',
  '--no-first-run',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-ipc-flooding-protection',
  '--password-store=basic',
  '--use-mock-keychain',
  '--force-fieldtrials=*BackgroundTracing/default/',
  '--disable-hang-monitor',
  '--disable-prompt-on-repost',
  '--disable-domain-reliability',
  '--propagate-iph-for-testing',
];

const START_TIMEOUT_MS = 30_000;
/** chrome-launcher's poll interval, so Lighthouse starts as long after Chromium as it did. */
const POLL_MS = 500;

/** Profiles not removed yet: close() removes its own, the end of the script any left (a signal, an error). */
/** @type {Set<string>} */
const profiles = new Set();
/** @param {string} profile */
function removeProfile(profile) {
  profiles.delete(profile);
  rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
}
let removeOnExit = false;

/**
 * @param {string} executable
 * @param {string[]} flags
 * @returns {Promise<{ port: number, close: () => Promise<void> }>}
 */
export async function launchDebuggingChromium(executable, flags) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  profiles.add(profile);
  if (!removeOnExit) {
    removeOnExit = true;
    // After stopOnExit()'s own 'exit' handler (registered earlier) has killed the Chromiums.
    process.on('exit', () => profiles.forEach(removeProfile));
  }
  // Its output goes to a file, as chrome-launcher's does. Piped into this process, which is busy
  // running Lighthouse, it measured about twice chrome-launcher's TBT on the 2-core machine
  // (interleaved runs, 2026-11-23); with the file, the same as chrome-launcher's.
  const log = join(profile, 'chromium.log');
  const output = openSync(log, 'a');
  const args = [
    ...LAUNCHER_FLAGS,
    '--remote-debugging-port=0',
    '--disable-setuid-sandbox',
    `--user-data-dir=${profile}`,
    ...flags,
    'about:blank',
  ];
  const chromium = startGroup(executable, args, { stdio: ['ignore', output, output] });
  closeSync(output);
  let exited = false;
  chromium.exited.then(() => (exited = true));
  const close = async () => {
    await stop(chromium);
    removeProfile(profile);
  };
  // Chromium writes the port it chose into the profile once DevTools listens.
  for (const deadline = Date.now() + START_TIMEOUT_MS; Date.now() < deadline && !exited; await sleep(POLL_MS)) {
    try {
      const port = Number(readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n')[0]);
      if (port > 0) return { port, close };
    } catch {
      // Not written yet.
    }
  }
  const lastLines = readFileSync(log, 'utf8').trim().split('\n').slice(-5).join(' | ');
  await close();
  const what =
    chromium.process.pid === undefined
      ? 'could not be started'
      : exited
        ? 'exited'
        : `did not open its DevTools port within ${START_TIMEOUT_MS / 1000} s`;
  throw new Error(`${executable} ${what}${lastLines ? `: ${lastLines}` : ''}`);
}
