// @vitest-environment node
/**
 * tools/serve.mjs (npm start, preview, the simulator-mode browser tests) on a small build of
 * its own: the same rules as deploy/nginx.mjs's nginx (tests/e2e-live/hosting.spec.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../../deploy/site-rules.mjs';
import { serverPattern } from '../../builder/prerendered-routes';

const PORT = 4391;
const base = `http://127.0.0.1:${PORT}`;
const dist = mkdtempSync(join(tmpdir(), 'serve-test-'));
const outside = `${dist}-secret.txt`;
let server: ChildProcess;

function file(path: string, content: string) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), content);
}

beforeAll(async () => {
  file(
    'prerendered.json',
    JSON.stringify({
      routes: [
        { route: '/', ...serverPattern('/'), file: 'index.html' },
        { route: '/things/:slug', ...serverPattern('/things/:slug'), file: 'things/[slug]/index.html' },
      ],
      redirects: [{ from: '/old', ...serverPattern('/old'), to: '/' }],
      fallback: 'spa.html',
    }),
  );
  file('csp.txt', "default-src 'self'\n");
  file('index.html', '<p>home</p>');
  file('things/[slug]/index.html', '<p>a thing</p>');
  file('spa.html', '<p>the app</p>');
  file('assets/app-1234.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  file('flags/id.svg', '<svg/>');
  // A text file the build wrote compressed beside itself; the copy says which one was sent.
  file('assets/page-5678.js', `console.log('as written');`);
  writeFileSync(join(dist, 'assets/page-5678.js.gz'), gzipSync(`console.log('compressed by the build');`));
  file('img/0123456789abcdef-828.webp', 'RIFF');
  file('img/manifest.json', '{}');
  writeFileSync(outside, 'secret');
  server = spawn(process.execPath, ['tools/serve.mjs'], {
    env: { ...process.env, DIST_DIR: dist, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: 'pipe',
  });
  await new Promise<void>((resolve, reject) => {
    server.stdout?.on('data', () => resolve());
    server.once('exit', (code) => reject(new Error(`serve.mjs exited with ${code}`)));
  });
});

afterAll(() => {
  server.kill();
  rmSync(dist, { recursive: true, force: true });
  rmSync(outside, { force: true });
});

describe('tools/serve.mjs', () => {
  it('answers routes from their pages, with the policy and the security headers', async () => {
    for (const [path, text] of [
      ['/', 'home'],
      ['/things/anything/', 'a thing'],
    ]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(text);
      expect(response.headers.get('content-security-policy'), path).toBe("default-src 'self'");
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), name).toBe(value);
    }
    const redirect = await fetch(`${base}/old/`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/');
  });

  it('answers any other path with HTTP 404: the app for a page, plain text under /assets/', async () => {
    const page = await fetch(`${base}/no/such/page`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('the app');
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'");
    const asset = await fetch(`${base}/assets/missing.js`);
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(asset.headers.get('cache-control')).toBe('no-cache');
  });

  it('caches hashed files for a year, compresses text, and revalidates the rest', async () => {
    const asset = await fetch(`${base}/assets/app-1234.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect((await fetch(`${base}/flags/id.svg`)).headers.get('cache-control')).toBe('no-cache');
    // The image pipeline's copies are named by their content; its manifest changes with each build.
    expect((await fetch(`${base}/img/0123456789abcdef-828.webp`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/img/manifest.json`)).headers.get('cache-control')).toBe('no-cache');
  });

  it("sends the build's own compressed copy to a browser that accepts gzip, and the file to one that does not", async () => {
    const compressed = await fetch(`${base}/assets/page-5678.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(compressed.headers.get('content-encoding')).toBe('gzip');
    expect(compressed.headers.get('content-type')).toMatch(/javascript/);
    expect(compressed.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(compressed.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await compressed.text()).toBe(`console.log('compressed by the build');`);
    const plain = await fetch(`${base}/assets/page-5678.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(`console.log('as written');`);
  });

  it('never reads outside its folder, and answers a malformed address with 400', async () => {
    const secret = outside.slice(outside.lastIndexOf('/') + 1);
    for (const path of [`/..%2f${secret}`, `/%2e%2e/${secret}`, `/..%5c${secret}`, '/assets/..%2f..%2fpackage.json']) {
      const response = await fetch(`${base}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain('secret');
    }
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(400);
  });
});
