import { expect, type Page } from '@playwright/test';
import { startGroup, stop } from '../../tools/process-groups.mjs';
import { scaled } from '../../tools/test-time-scale.mjs';

/** How long Ctrl-C may take to end a command and everything it started, on the development machine. */
const CTRL_C_MS = 5_000;

export interface RunningCommand {
  /** Where it serves. */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Whether it has exited (a server must not). */
  exited(): boolean;
  /** Ctrl-C, as a person presses it (SIGINT to its process group); whether that alone ended it all in time. */
  stop(): Promise<boolean>;
}

/**
 * Starts a README command in its own process group and waits until it prints `ready` (which names
 * the address it serves); fails with what it printed when it exits first.
 */
export async function startCommand(command: string[], ready: RegExp, env: Record<string, string> = {}): Promise<RunningCommand> {
  const [executable, ...args] = command;
  const started = startGroup(
    executable!,
    args,
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } },
    { stopSignal: 'SIGINT', graceMs: scaled(CTRL_C_MS) },
  );
  let printed = '';
  let hasExited = false;
  const exited = started.exited.then(() => (hasExited = true));
  const url = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      printed += chunk.toString();
      // eslint-disable-next-line no-control-regex -- colours of a terminal's output
      const match = ready.exec(printed.replace(/\u001b\[[\d;]*m/g, ''));
      if (match) resolve(match[1] ?? '');
    };
    started.process.stdout?.on('data', read);
    started.process.stderr?.on('data', read);
    void exited.then(() => reject(new Error(`${command.join(' ')} exited before it was ready:\n${printed}`)));
  });
  return { url, output: () => printed, exited: () => hasExited, stop: () => stop(started, { wholeGroup: true }) };
}

/**
 * Runs the test's steps against a started command, then stops it with Ctrl-C, which must end it and
 * everything it started (a forced stop follows, however the steps ended); on a failure, prints what
 * the command printed and what the page reported, which the test's error alone does not say.
 */
export async function whileRunning(command: RunningCommand, problems: string[], steps: () => Promise<void>): Promise<void> {
  try {
    await steps();
  } catch (error) {
    console.log(`The command printed:\n${command.output()}\nThe page reported:\n${problems.join('\n') || 'nothing'}`);
    await command.stop();
    throw error;
  }
  const stoppedByCtrlC = await command.stop();
  expect(stoppedByCtrlC, `Ctrl-C did not end the command within ${scaled(CTRL_C_MS)} ms:\n${command.output()}`).toBe(true);
}

/** Collects what a page reports as broken: uncaught errors and console errors. */
export function pageProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  return problems;
}

/** Every image on the first screen has loaded, none broken. */
export async function expectFirstScreenPhotos(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const onScreen = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        });
        if (onScreen.length === 0) return 'no image on the first screen yet';
        const loading = onScreen.filter((image) => !image.complete).length;
        const broken = onScreen.filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.currentSrc);
        return broken.length > 0 ? `broken: ${broken.join(', ')}` : loading > 0 ? `${loading} loading` : 'loaded';
      }),
    )
    .toBe('loaded');
}
