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
  'enableSimulator',
  '/sim/img/',
  'exquisite-machine-charts',
  '__machines',
  'elk.layered',
];

describe('live build', () => {
  beforeAll(async () => {
    process.env.VITE_API_BASE_URL = 'https://api.example.test';
    process.env.VITE_API_TOKEN = 'live-token';
    try {
      await build({ logLevel: 'error', build: { outDir, emptyOutDir: true } });
    } finally {
      delete process.env.VITE_API_BASE_URL;
      delete process.env.VITE_API_TOKEN;
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
});
