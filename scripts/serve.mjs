#!/usr/bin/env node
/**
 * Serves the production build in dist/ as a single-page app: files when they
 * exist, the pre-rendered page of a route that has one (prerendered.json,
 * written by scripts/prerender-plugin.ts), spa.html for every other path,
 * gzip when the browser accepts it.
 * HOST and PORT override 127.0.0.1:5173; DIST_DIR overrides dist/.
 *
 * Security headers on every answer (the ones a deployment should set, see the
 * README): the build's Content-Security-Policy (csp.txt, written by
 * vite.config.ts) on HTML, X-Content-Type-Options, Referrer-Policy,
 * Permissions-Policy, X-Frame-Options, Cross-Origin-Opener-Policy.
 *
 * STATIC_JSON_ORIGIN (e.g. http://127.0.0.1:8787, the simulator server): the
 * static JSON of /assets/json/* is fetched from that origin and passed on, so
 * a live build finds it on its own origin; a dropped upstream connection is
 * passed on as a dropped connection. Without it, dist/ serves them as files.
 * In that setup every connection also closes after one answer: a browser
 * silently resends a request whose reused keep-alive connection drops, which
 * would hide from the site (and the contract tests) the drop it must retry.
 * KEEP_ALIVE=1 keeps connections open as a deployment does (the benchmark).
 */
import { createServer, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const staticJsonOrigin = process.env.STATIC_JSON_ORIGIN?.trim().replace(/\/+$/, '') || null;
const oneAnswerPerConnection = Boolean(staticJsonOrigin) && process.env.KEEP_ALIVE !== '1';

/** The build's policy, one line; absent for builds older than the policy. */
function readPolicy() {
  try {
    return readFileSync(join(root, 'csp.txt'), 'utf8').trim() || null;
  } catch {
    console.warn(`No ${join(root, 'csp.txt')}: serving without a Content-Security-Policy`);
    return null;
  }
}
const contentSecurityPolicy = readPolicy();

/** The routes written as HTML at build time, and the page for every other path. */
function readPrerendered() {
  try {
    const { routes, fallback } = JSON.parse(readFileSync(join(root, 'prerendered.json'), 'utf8'));
    return { routes: routes.map(({ pattern, file }) => ({ pattern: new RegExp(pattern), file: join(root, file) })), fallback: join(root, fallback) };
  } catch {
    return { routes: [], fallback: join(root, 'index.html') };
  }
}
const prerendered = readPrerendered();
const pageFor = (pathname) => prerendered.routes.find((route) => route.pattern.test(pathname))?.file ?? prerendered.fallback;

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt']);

async function findFile(pathname) {
  const candidate = normalize(join(root, decodeURIComponent(pathname)));
  if (!candidate.startsWith(root)) return null;
  try {
    const info = await stat(candidate);
    return info.isFile() ? candidate : null;
  } catch {
    return null;
  }
}

/** Passes /assets/json/* on to STATIC_JSON_ORIGIN: status, type, encoding and body; a drop stays a drop. */
function proxyStaticJson(request, response, pathAndQuery) {
  const acceptEncoding = request.headers['accept-encoding'];
  const headers = { accept: 'application/json', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) };
  const upstream = httpRequest(new URL(pathAndQuery, staticJsonOrigin), { method: 'GET', agent: false, headers }, (answer) => {
    const encoding = answer.headers['content-encoding'];
    response.writeHead(answer.statusCode ?? 502, {
      ...SECURITY_HEADERS,
      'Content-Type': answer.headers['content-type'] ?? 'application/octet-stream',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
    });
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  upstream.on('error', () => request.socket.destroy());
  upstream.end();
}

const server = createServer(async (request, response) => {
  if (oneAnswerPerConnection) response.setHeader('Connection', 'close');
  try {
    const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
    if (staticJsonOrigin && pathname.startsWith('/assets/json/')) {
      proxyStaticJson(request, response, pathname + search);
      return;
    }
    const file = (await findFile(pathname)) ?? pageFor(pathname);
    const extension = extname(file);
    let body = await readFile(file);
    const headers = {
      ...SECURITY_HEADERS,
      ...(extension === '.html' && contentSecurityPolicy ? { 'Content-Security-Policy': contentSecurityPolicy } : {}),
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': pathname.startsWith('/assets/') && !pathname.startsWith('/assets/json/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
    };
    if (COMPRESSIBLE.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) {
      body = gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    response.writeHead(500, { 'Content-Type': 'text/plain' });
    response.end('Server error');
    console.error(error);
  }
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${staticJsonOrigin ? ` (static JSON from ${staticJsonOrigin})` : ''}`);
});
