/**
 * One engine's run: its browser, then every walk (walks.ts) in turn, each with a time limit and
 * checked for uncaught page errors, a screenshot kept of each failure. tools/engine-tests.mjs
 * starts the servers and runs both engines side by side; this module is bundled for Node there
 * (tools/node-bundle.mjs).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BackEnd } from './back-end';
import { launchFirefox } from './firefox';
import { Ui, type Driver } from './ui';
import { PHONE, WALKS, type WalkContext } from './walks';
import { connectWebKit } from './webkit';
import { scaled } from '../../tools/test-time-scale.mjs';

export { FIREFOX_PATH } from './firefox';
export { MINIBROWSER_PATH } from './webkit';

export type Engine = 'firefox' | 'webkit';

export interface EngineOptions {
  engine: Engine;
  /** The live build, served by nginx. */
  site: string;
  backEnd: { url: string; token: string; controlKey: string };
  /** WebKitWebDriver's address (webkit only). */
  webDriver?: string;
  /** Only the walks whose names contain this. */
  only?: string;
  /** Where screenshots of failures go. */
  artefacts: string;
  log(line: string): void;
}

export interface EngineResult {
  engine: Engine;
  passed: number;
  failed: number;
  ms: number;
}

const WALK_LIMIT_MS = Number(process.env.ENGINE_WALK_LIMIT_MS ?? scaled(60_000));
/** Firefox walks as a desktop (its phone width is one walk); WebKit, the iPhone's engine, as a phone throughout. */
const VIEW: Record<Engine, { width: number; height: number }> = { firefox: { width: 1280, height: 900 }, webkit: PHONE };
/** The national part of a phone number for each vote, distinct per engine and walk (one vote per phone a day). */
const PHONE_PREFIX: Record<Engine, string> = { firefox: '812 7100 ', webkit: '812 7200 ' };

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export async function runEngine(options: EngineOptions): Promise<EngineResult> {
  const { engine, log } = options;
  const started = Date.now();
  const backEnd = new BackEnd(options.backEnd.url, options.backEnd.token, options.backEnd.controlKey);
  const walks = WALKS.filter((walk) => !options.only || walk.name.includes(options.only));
  let phones = 0;
  const assigned = new Map<string, string>();
  const context: WalkContext = {
    facts: await backEnd.facts(),
    backEnd,
    phone(walk) {
      if (!assigned.has(walk)) assigned.set(walk, `${PHONE_PREFIX[engine]}${String(++phones).padStart(4, '0')}`);
      return assigned.get(walk)!;
    },
  };
  mkdirSync(options.artefacts, { recursive: true });

  let driver: Driver | undefined;
  let passed = 0;
  let failed = 0;
  try {
    const launching: Promise<Driver> =
      engine === 'firefox' ? launchFirefox(VIEW.firefox) : connectWebKit(options.webDriver ?? 'http://127.0.0.1:4444');
    driver = await withLimit(launching, scaled(30_000), `starting ${engine}`);
    log(`${engine} started in ${seconds(Date.now() - started)}`);
    const ui = new Ui(driver, options.site);
    for (const [index, walk] of walks.entries()) {
      const walkStarted = Date.now();
      try {
        await ui.resize(VIEW[engine].width, VIEW[engine].height);
        await ui.takeErrors();
        await withLimit(walk.run(ui, context), WALK_LIMIT_MS, 'the walk');
        const errors = await ui.takeErrors();
        if (errors.length > 0) throw new Error(`uncaught page errors:\n    ${errors.join('\n    ')}`);
        passed += 1;
        log(`✓ ${walk.name} (${seconds(Date.now() - walkStarted)})`);
      } catch (error) {
        failed += 1;
        const shot = join(options.artefacts, `${engine}-${index + 1}.png`);
        const saved = await withLimit(ui.screenshot(shot), 5_000, 'the screenshot').then(
          () => ` (screenshot: ${shot})`,
          () => '',
        );
        const errors = await withLimit(ui.takeErrors(), 5_000, 'reading the errors').catch(() => []);
        const heard = errors.length > 0 ? `\n    and uncaught page errors:\n    ${errors.join('\n    ')}` : '';
        log(
          `✗ ${walk.name} (${seconds(Date.now() - walkStarted)})${saved}\n    ${error instanceof Error ? error.message : String(error)}${heard}`,
        );
      }
    }
  } catch (error) {
    failed += 1;
    log(`✗ ${engine} could not run: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await driver?.close().catch((error: unknown) => log(`closing ${engine}: ${String(error)}`));
  }
  return { engine, passed, failed, ms: Date.now() - started };
}
