#!/usr/bin/env node
/**
 * `npm run serve:nginx`: serves a build with Debian's nginx on loopback, with the
 * configuration a deployment gets (deploy/nginx.mjs), and stops nginx when it stops.
 *
 * DIST (dist), PORT (8080), HOST (127.0.0.1); STATIC_JSON_ORIGIN proxies /assets/json/*
 * there (the live-mode tests: the simulator server), and then, as tools/serve.mjs does,
 * each connection closes after one answer unless KEEP_ALIVE=1. NGINX names the binary
 * (default: nginx on the PATH, then /usr/sbin/nginx).
 *
 * nginx runs in the foreground with its configuration, pid and temporary files in a
 * temporary folder. Run as root (CI), its workers stay root: temporary folders are mode
 * 700 here, and a worker that dropped to another user could read neither them nor the build.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxSiteConfig } from '../deploy/nginx.mjs';

const distDir = resolve(process.env.DIST ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
const staticJsonOrigin = process.env.STATIC_JSON_ORIGIN?.trim().replace(/\/+$/, '') || null;

function findNginx() {
  const candidates = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].filter(Boolean);
  const found = candidates.find((candidate) => spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0);
  if (!found) {
    console.error('nginx was not found: install it (apt-get install nginx) or set NGINX to its path.');
    process.exit(1);
  }
  return found;
}

if (!existsSync(join(distDir, 'prerendered.json'))) {
  console.error(`${distDir} holds no build (prerendered.json is missing): run npm run build first.`);
  process.exit(1);
}

const nginx = findNginx();
const prefix = mkdtempSync(join(tmpdir(), 'serve-nginx-'));
const runsAsRoot = process.getuid?.() === 0;
const config = [
  'daemon off;',
  'worker_processes 1;',
  ...(runsAsRoot ? ['user root;'] : []),
  `pid ${join(prefix, 'nginx.pid')};`,
  'error_log stderr warn;',
  'events { worker_connections 512; }',
  'http {',
  '    include /etc/nginx/mime.types;',
  '    default_type application/octet-stream;',
  '    access_log off;',
  '    sendfile on;',
  ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `    ${kind}_temp_path ${join(prefix, kind)};`),
  nginxSiteConfig({ distDir, listen: `${host}:${port}`, staticJsonOrigin, keepAlive: !staticJsonOrigin || process.env.KEEP_ALIVE === '1' }),
  '}',
  '',
].join('\n');
writeFileSync(join(prefix, 'nginx.conf'), config);

const child = spawn(nginx, ['-e', 'stderr', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });

child.on('spawn', () =>
  console.log(
    `Serving ${distDir} with nginx at http://${host}:${port}${staticJsonOrigin ? ` (static JSON from ${staticJsonOrigin})` : ''}`,
  ),
);
child.on('exit', (code, signal) => {
  cleanUp();
  process.exit(stopping ? 0 : (code ?? (signal ? 1 : 0)));
});

const stop = () => {
  if (stopping) return;
  stopping = true;
  // TERM: nginx's fast shutdown; its workers go with it.
  child.kill('SIGTERM');
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
process.on('exit', () => {
  if (child.exitCode === null) child.kill('SIGKILL');
  cleanUp();
});
