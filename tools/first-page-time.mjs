#!/usr/bin/env node
/**
 * How long a command that serves the site takes to show a page with its photos, measured from
 * outside as a person would: `node tools/first-page-time.mjs [--path=/bestrestaurantsandbars]
 * [--port=5173] -- npm start` starts the command, opens the page in Chromium as soon as the port
 * answers, and waits until every image on the first screen has loaded (none broken). It prints
 * the seconds from the start, with the machine-speed figure (../shared/tools/machine-speed.mjs
 * when it is there), then stops the command. Exit code 1 when the page or a photo fails, or the
 * command exits first.
 */
import { chromium } from '@playwright/test';
import { setTimeout as sleep } from 'node:timers/promises';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { startGroup, stop, stopOnExit } from './process-groups.mjs';

const separator = process.argv.indexOf('--');
const options = Object.fromEntries(
  process.argv
    .slice(2, separator < 0 ? undefined : separator)
    .map((arg) => /^--([\w-]+)=(.*)$/.exec(arg))
    .filter(Boolean)
    .map((match) => [match[1], match[2]]),
);
const command = separator < 0 ? [] : process.argv.slice(separator + 1);
if (command.length === 0) {
  console.error('usage: node tools/first-page-time.mjs [--path=/…] [--port=5173] [--limit=600] -- <command…>');
  process.exit(2);
}
const port = Number(options.port ?? 5173);
const url = `http://127.0.0.1:${port}${options.path ?? '/bestrestaurantsandbars'}`;
const limitMs = Number(options.limit ?? 600) * 1000;

stopOnExit();
const executablePath = requireChromium();
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
const served = startGroup(command[0], command.slice(1), {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: { ...process.env, PORT: String(port) },
});
let exited = false;
void served.exited.then(() => (exited = true));

/** Waits until the address answers at all. */
async function answering() {
  while (performance.now() - started < limitMs) {
    if (exited) throw new Error('the command exited before it served the page');
    const answered = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => null,
    );
    if (answered) return;
    await sleep(250);
  }
  throw new Error(`nothing answered at ${url} within ${limitMs / 1000} s`);
}

let code = 0;
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  await answering();
  const answeredAt = seconds();
  const page = await browser.newPage({ viewport: { width: 412, height: 915 } });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url, { timeout: limitMs });
  // Every image on the first screen: loaded, not broken.
  await page.waitForFunction(
    () => {
      const onScreen = [...document.images].filter((image) => {
        const box = image.getBoundingClientRect();
        return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
      });
      return onScreen.length > 0 && onScreen.every((image) => image.complete);
    },
    null,
    { timeout: limitMs, polling: 100 },
  );
  const broken = await page.evaluate(() =>
    [...document.images]
      .filter((image) => image.complete && image.getBoundingClientRect().top < innerHeight && image.naturalWidth === 0)
      .map((image) => image.currentSrc),
  );
  if (broken.length > 0 || errors.length > 0)
    throw new Error(`broken images: ${broken.join(', ') || 'none'}; page errors: ${errors.join('; ') || 'none'}`);
  console.log(
    `first-page-time: ${url} answered after ${answeredAt} s, showed its first screen's photos after ${seconds()} s (${command.join(' ')})`,
  );
} catch (error) {
  console.error(`first-page-time: ${error instanceof Error ? error.message : String(error)} (after ${seconds()} s)`);
  code = 1;
} finally {
  await browser.close();
  await stop(served);
}
process.exit(code);
