// @vitest-environment node
/**
 * The switches every test's Chromium starts with (tools/chromium.mjs), read from the running
 * browser: Playwright's own and ours, as Chromium gets them, and what it then does on the network.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, requireChromium } from '../../tools/chromium.mjs';

const folder = mkdtempSync(join(tmpdir(), 'chromium-switches-'));
const netLog = join(folder, 'net-log.json');
let commandLine: string[] = [];
let page = '';
let server: Server;

beforeAll(async () => {
  server = createServer((_, response) => response.end('<!doctype html><title>probe</title><h1>probe</h1>'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  page = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  const browserServer = await chromium.launchServer({
    executablePath: requireChromium(),
    args: [...CHROMIUM_ARGS, `--log-net-log=${netLog}`],
  });
  try {
    // Debian's launcher execs Chromium in its own process: the command line Chromium reads.
    commandLine = readFileSync(`/proc/${browserServer.process().pid}/cmdline`, 'utf8').split('\0');
    const browser = await chromium.connect(browserServer.wsEndpoint());
    // Two contexts, as two tests open them: the browser asks for its accounts once a window.
    for (let context = 0; context < 2; context++) {
      const tab = await (await browser.newContext()).newPage();
      await tab.goto(page);
    }
    await browser.close();
  } finally {
    await browserServer.close();
  }
}, 60_000);

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
});

/** The features a switch lists, for each time it is given. */
const featureLists = (name: string) =>
  commandLine.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(`--${name}=`.length).split(','));

describe("the tests' Chromium", () => {
  it('gets, in the last --disable-features (the one it reads), every feature Playwright turns off', () => {
    const lists = featureLists('disable-features');
    // Playwright's, then ours.
    expect(lists.length).toBeGreaterThanOrEqual(2);
    const read = new Set(lists.at(-1));
    const left = lists.slice(0, -1).flatMap((list) => list.filter((feature) => !read.has(feature)));
    expect(left, 'add them to PLAYWRIGHT_DISABLED_FEATURES in tools/chromium.mjs').toEqual([]);
    expect(read).toContain('WebUIOmniboxPopup');
  });

  it('connects to nothing but the loopback, and asks no name server', () => {
    // Chromium ends the log when it closes: one JSON document.
    const log = JSON.parse(readFileSync(netLog, 'utf8')) as {
      constants: { logEventTypes: Record<string, number> };
      events: { type: number; params?: { address?: string; address_list?: string[]; remote_address?: string } }[];
    };
    const typeOf = Object.fromEntries(Object.entries(log.constants.logEventTypes).map(([name, code]) => [code, name]));
    const events = log.events.map((event) => ({ name: typeOf[event.type], params: event.params ?? {} }));
    expect(events.filter((event) => event.name === 'DNS_TRANSACTION')).toEqual([]);
    const addresses = events
      .filter((event) => event.name === 'TCP_CONNECT' || event.name === 'TCP_CONNECT_ATTEMPT')
      .flatMap(({ params }) => [params.address, params.remote_address, ...(params.address_list ?? [])])
      .filter((address): address is string => address !== undefined);
    // The probe page was loaded: the log holds its connection.
    expect(addresses).toContain(new URL(page).host);
    expect(addresses.filter((address) => !address.startsWith('127.0.0.1:'))).toEqual([]);
  });
});
