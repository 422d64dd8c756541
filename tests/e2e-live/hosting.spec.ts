/**
 * The live build as nginx serves it with deploy/nginx.mjs's configuration (playwright.live.config.ts
 * starts tools/serve-nginx.mjs): pages by route, true 404s, JSON that stays JSON, caching,
 * compression and the security headers.
 */
import { get } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { GZIP_LEVEL, SECURITY_HEADERS } from '../../deploy/site-rules.mjs';
import { resetServer, sampleSlugs } from './support';
import { LIVE_DIST } from '../build/outputs';

const lowerCased = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

test.describe('served by nginx (deploy/)', () => {
  test.beforeEach(async ({ request }) => resetServer(request));

  test('answers each route from its page, and an unknown path with HTTP 404 and the not-found page', async ({ page, request }) => {
    const { nominee } = await sampleSlugs();
    for (const path of [
      '/',
      '/about/',
      '/bestrestaurantsandbars/votenow',
      `/bestrestaurantsandbars/nominee/${nominee}`,
      `/bestrestaurantsandbars/nominee/winner/${nominee}`,
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expect(response.headers()['cache-control'], path).toBe('no-cache');
      expect(response.headers()['content-security-policy'], path).toContain("default-src 'self'");
      expect(await response.text(), path).toContain('data-route=');
    }

    for (const [from, to] of [
      ['/winner', '/'],
      ['/bestrestaurantsandbars/nominee/', '/bestrestaurantsandbars'],
    ] as const) {
      const redirect = await request.get(from, { maxRedirects: 0 });
      expect(redirect.status(), from).toBe(301);
      expect(redirect.headers().location, from).toBe(to);
    }

    const missing = await page.goto('/no/such/page');
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-security-policy']).toContain("default-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: "We couldn't find that page" })).toBeVisible();
  });

  test('keeps JSON JSON, caches hashed files for a year, compresses text and sends the security headers everywhere', async ({
    request,
  }) => {
    const videos = await request.get('/assets/json/videos.json');
    expect(videos.status()).toBe(200);
    expect(videos.headers()['content-type']).toMatch(/^application\/json/);
    expect(videos.headers()['content-security-policy']).toBeUndefined();

    const missingJson = await request.get('/assets/json/winner_1999.json');
    expect(missingJson.status()).toBe(404);
    expect(missingJson.headers()['content-type']).not.toMatch(/html/);

    const html = await (await request.get('/')).text();
    const script = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1] ?? '';
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    const missingAsset = await request.get('/assets/no-such-file.js');
    expect(missingAsset.status()).toBe(404);
    expect(missingAsset.headers()['cache-control']).toBe('no-cache');
    expect(await missingAsset.text()).not.toContain('<html');

    for (const response of [videos, missingJson, asset, missingAsset, await request.get('/no/such/page')]) {
      expect(response.headers()).toMatchObject(lowerCased(SECURITY_HEADERS));
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    }
  });

  test('compresses at the site’s level, not nginx’s default', async ({ baseURL }) => {
    // The build's largest script, where the level shows most (React DOM: about a sixth larger at 1).
    const assets = join(LIVE_DIST, 'assets');
    const largest = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => statSync(join(assets, b)).size - statSync(join(assets, a)).size)[0]!;
    const original = readFileSync(join(assets, largest));
    const sent = await new Promise<number>((resolve, reject) => {
      get(new URL(`/assets/${largest}`, baseURL), { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      }).on('error', reject);
    });
    // The build's own compressed copy (builder/precompress-plugin.ts), sent as it is.
    expect(sent).toBe(statSync(join(assets, `${largest}.gz`)).size);
    const atLevel = gzipSync(original, { level: GZIP_LEVEL }).length;
    expect(Math.abs(sent - atLevel)).toBeLessThan(atLevel / 100);
    expect(sent).toBeLessThan(gzipSync(original, { level: 1 }).length * 0.95);
  });

  test('never reads outside the build', async ({ request }) => {
    for (const path of ['/..%2fdist-live%2fcsp.txt', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json', '/%E0%A4%A']) {
      const response = await request.get(path);
      expect([400, 404], path).toContain(response.status());
      expect(await response.text(), path).not.toContain('"devDependencies"');
    }
  });
});
