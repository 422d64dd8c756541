// @vitest-environment node
/**
 * A live build contains none of the simulator: no MSW, no faker, no seeded
 * data, no worker script. Builds once into a temporary folder and reads it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { routeWeight } from '../../tools/bundle-weight.mjs';

/** Issue 8's budget: JavaScript before the section home is interactive, gzip. */
const SECTION_HOME_BUDGET_BYTES = 120 * 1024;

const outDir = mkdtempSync(join(tmpdir(), 'live-build-'));

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** Strings that only the simulator's code or data contains. */
const SIMULATOR_MARKERS = [
  'mockServiceWorker',
  'setupWorker',
  'msw',
  '@faker-js',
  'faker',
  'Simulator inbox',
  // The simulator's clock and its scenarios (docs/decisions/016).
  'Skip 4 minutes',
  'Expire code',
  'sim.clock',
  'whatsapp-undelivered',
  'enableSimulator',
  '/sim/img/',
  'exquisite-machine-charts',
  '__machines',
  'elk.layered',
];

describe('live build', () => {
  beforeAll(async () => {
    const testNodeEnv = process.env.NODE_ENV;
    process.env.VITE_API_BASE_URL = 'https://api.example.test';
    process.env.VITE_API_TOKEN = 'live-token';
    // Vitest runs with NODE_ENV=test, which would pull React's development build into the bundle.
    process.env.NODE_ENV = 'production';
    try {
      await build({ mode: 'production', logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
    } finally {
      delete process.env.VITE_API_BASE_URL;
      delete process.env.VITE_API_TOKEN;
      process.env.NODE_ENV = testNodeEnv;
    }
  }, 120_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('has no worker script', () => {
    expect(filesIn(outDir).map((file) => relative(outDir, file))).not.toContain('mockServiceWorker.js');
  });

  it('has no simulator code or data in any file', () => {
    const offenders = filesIn(outDir)
      .filter((file) => /\.(js|html|css|json)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return SIMULATOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(outDir, file)}: ${marker}`);
      });
    expect(offenders).toEqual([]);
  });

  it('talks to the configured back end', () => {
    const js = filesIn(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(js).toContain('https://api.example.test');
  });

  it('loads at most 120 KB gzip of JavaScript before the section home is interactive', () => {
    const { files, totalGzip } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx');
    console.log(`Section home JavaScript: ${(totalGzip / 1024).toFixed(1)} KB gzip in ${files.length} files`);
    expect(totalGzip).toBeLessThanOrEqual(SECTION_HOME_BUDGET_BYTES);
  });

  it('keeps the vote flow out of the section home', () => {
    const { files } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx');
    const vote = routeWeight(outDir, 'src/features/vote/VoteNowPage.tsx');
    const voteOnly = vote.files.filter((file) => !files.some((homeFile) => homeFile.file === file.file));
    expect(voteOnly.length).toBeGreaterThan(0);
    const homeText = files.map((file) => readFileSync(join(outDir, file.file), 'utf8')).join('\n');
    expect(homeText).not.toContain('otp.digitEntered');
  });
});
