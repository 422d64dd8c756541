// @vitest-environment node
/** deploy/nginx.mjs: the nginx configuration generated from a build's route list and policy. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxSiteConfig } from '../../deploy/nginx.mjs';
import { serverPattern } from '../../builder/prerendered-routes';

const dist = mkdtempSync(join(tmpdir(), 'nginx-config-test-'));
writeFileSync(
  join(dist, 'prerendered.json'),
  JSON.stringify({
    routes: [
      { route: '/', ...serverPattern('/'), file: 'index.html' },
      { route: '/things/winner/:slug', ...serverPattern('/things/winner/:slug'), file: 'things/winner/[slug]/index.html' },
      { route: '/things/:slug', ...serverPattern('/things/:slug'), file: 'things/[slug]/index.html' },
    ],
    redirects: [{ from: '/old', ...serverPattern('/old'), to: '/' }],
    fallback: 'spa.html',
  }),
);
writeFileSync(join(dist, 'csp.txt'), "default-src 'self'; frame-ancestors 'none'\n");
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the nginx configuration of a build', () => {
  it('maps each route to its page in the build order, and any other path to a 404 with the app', () => {
    const config = nginxSiteConfig({ distDir: dist });
    const winner = config.indexOf('"/things/winner/[slug]/index.html"');
    const thing = config.indexOf('"/things/[slug]/index.html"');
    expect(winner).toBeGreaterThan(0);
    expect(thing).toBeGreaterThan(winner);
    expect(config).toContain(`"~*${serverPattern('/things/:slug').pattern}"`);
    expect(config).toContain('error_page 404 /spa.html;');
    expect(config).toContain(`location ~* "${serverPattern('/old').pattern}" {\n        # /old\n        return 301 "/";`);
    expect(config).toContain('"~^text/html" "default-src \'self\'; frame-ancestors \'none\'";');
    expect(config).not.toContain('Strict-Transport-Security');
    expect(config).not.toContain('proxy_pass');
  });

  it('adds HSTS and a redirect from HTTP when served over TLS, and proxies static JSON when asked', () => {
    const config = nginxSiteConfig({
      distDir: dist,
      tls: { certificate: '/etc/ssl/site.pem', certificateKey: '/etc/ssl/site.key' },
      staticJsonOrigin: 'http://127.0.0.1:8787',
    });
    expect(config).toContain('listen 8080 ssl;');
    expect(config).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(config).toContain('return 301 https://$host$request_uri;');
    expect(config).toContain('proxy_pass http://127.0.0.1:8787;');
    expect(config).toContain('return 444;');
  });

  it('is accepted by nginx itself (nginx -t)', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-check-'));
    try {
      const main = [
        `pid ${join(prefix, 'nginx.pid')};`,
        'events {}',
        'http {',
        ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`),
        nginxSiteConfig({ distDir: dist, listen: '127.0.0.1:65000', staticJsonOrigin: 'http://127.0.0.1:8787' }),
        '}',
      ].join('\n');
      writeFileSync(join(prefix, 'nginx.conf'), main);
      const check = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.error, 'nginx must be installed (apt-get install nginx)').toBeUndefined();
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('refuses a value that would break out of its line', () => {
    writeFileSync(join(dist, 'csp.txt'), "default-src 'self'\nserver { }");
    expect(() => nginxSiteConfig({ distDir: dist })).toThrow(/line break/);
    writeFileSync(join(dist, 'csp.txt'), "default-src 'self'\n");
  });
});
