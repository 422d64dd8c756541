// @vitest-environment node
/** deploy/nginx.mjs: the nginx configuration generated from a build's route list and policy. */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nginxSiteConfig } from '../../deploy/nginx.mjs';
import { serverPattern } from '../../builder/prerendered-routes';
import { freePort, isPortFree } from '../../tools/ports.mjs';

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
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Home</title>');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

/**
 * nginx's main configuration around a site's, its files in `prefix`, in the foreground. Run as root
 * (CI), its workers stay root: temporary folders are mode 700.
 */
function mainConfig(prefix: string, site: string): string {
  return [
    'daemon off;',
    'worker_processes 1;',
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${join(prefix, 'nginx.pid')};`,
    'events {}',
    'http {',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(prefix, kind)};`),
    'types { text/html html; }',
    site,
    '}',
  ].join('\n');
}

/** Resolves once something listens on the port (the test's time-out bounds it). */
async function untilListening(port: number): Promise<void> {
  while (await isPortFree(port)) await new Promise((resolve) => setTimeout(resolve, 50));
}

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
    expect(config).toContain('listen 8080 ssl http2;');
    expect(config).toContain('add_header Strict-Transport-Security "max-age=31536000; includeSubDomains" always;');
    expect(config).toContain('return 301 https://$host$request_uri;');
    expect(config).toContain('proxy_pass http://127.0.0.1:8787;');
    expect(config).toContain('return 444;');
  });

  it('is accepted by nginx itself (nginx -t)', () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-config-check-'));
    try {
      const site = nginxSiteConfig({ distDir: dist, listen: '127.0.0.1:65000', staticJsonOrigin: 'http://127.0.0.1:8787' });
      writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, site));
      const check = spawnSync('nginx', ['-t', '-q', '-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
      expect(check.error, 'nginx must be installed (apt-get install nginx)').toBeUndefined();
      expect(check.stderr).toBe('');
      expect(check.status).toBe(0);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('serves HTTP/2 over TLS, and sends plain HTTP to HTTPS', async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'nginx-tls-check-'));
    const certificate = join(prefix, 'site.pem');
    const certificateKey = join(prefix, 'site.key');
    const made = spawnSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        certificateKey,
        '-out',
        certificate,
      ],
      { encoding: 'utf8' },
    );
    expect(made.error, 'openssl must be installed (apt-get install openssl)').toBeUndefined();
    expect(made.status, made.stderr).toBe(0);
    const [httpsPort, httpPort] = [await freePort(), await freePort()];
    const site = nginxSiteConfig({
      distDir: dist,
      listen: `127.0.0.1:${httpsPort}`,
      httpListen: `127.0.0.1:${httpPort}`,
      tls: { certificate, certificateKey },
    });
    writeFileSync(join(prefix, 'nginx.conf'), mainConfig(prefix, site));
    const nginx = spawn('nginx', ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    nginx.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const exited = once(nginx, 'exit');
    // nginx that stops at its start fails the test at once, with what it said.
    const stoppedEarly = exited.then(([code]) => Promise.reject(new Error(`nginx exited with ${String(code)}: ${errors}`)));
    stoppedEarly.catch(() => undefined);
    try {
      await Promise.race([untilListening(httpsPort), stoppedEarly]);
      // A self-signed certificate made for this test: Node is told not to check it.
      const session = connect(`https://127.0.0.1:${httpsPort}`, { rejectUnauthorized: false });
      try {
        await once(session, 'connect');
        expect(session.alpnProtocol).toBe('h2');
        const request = session.request({ ':path': '/' });
        const [headers] = (await once(request, 'response')) as [Record<string, string | number>];
        request.resume();
        expect(headers[':status']).toBe(200);
        expect(headers['content-type']).toMatch(/^text\/html/);
        expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        session.close();
      }
      const plain = await new Promise<{ status?: number; location?: string }>((resolve, reject) =>
        get(`http://127.0.0.1:${httpPort}/about`, (response) => {
          response.resume();
          resolve({ status: response.statusCode, location: response.headers.location });
        }).on('error', reject),
      );
      expect(plain).toEqual({ status: 301, location: 'https://127.0.0.1/about' });
    } finally {
      nginx.kill('SIGTERM');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('refuses a value that would break out of its line', () => {
    writeFileSync(join(dist, 'csp.txt'), "default-src 'self'\nserver { }");
    expect(() => nginxSiteConfig({ distDir: dist })).toThrow(/line break/);
    writeFileSync(join(dist, 'csp.txt'), "default-src 'self'\n");
  });
});
