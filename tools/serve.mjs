#!/usr/bin/env node
/**
 * Serves a production build (npm start, npm run preview, the simulator-mode browser tests)
 * by the rules of deploy/site-rules.mjs, as deploy/nginx.mjs's nginx configuration does:
 * the pre-rendered page of each route and a 301 for the spec's redirecting routes
 * (prerendered.json, written by builder/prerender-plugin.ts), the build's files through sirv (a maintained static-file
 * server: no path of ours ever reaches the file system), HTTP 404 with the app (spa.html)
 * for any other path and a plain 404 under /assets/, 400 for a malformed address, gzip when
 * the browser accepts it (the build's own compressed copies where it wrote them), the security
 * headers on every answer and the build's Content-Security-Policy (csp.txt) on HTML.
 * HOST and PORT override 127.0.0.1:5173; DIST_DIR overrides dist/.
 *
 * STATIC_JSON_ORIGIN (e.g. http://127.0.0.1:8787, the simulator server): the
 * static JSON of /assets/json/* is fetched from that origin and passed on, so
 * a live build finds it on its own origin; a dropped upstream connection is
 * passed on as a dropped connection. Without it, dist/ serves them as files.
 * In that setup every connection also closes after one answer: a browser
 * silently resends a request whose reused keep-alive connection drops, which
 * would hide from the site (and the contract tests) the drop it must retry.
 * KEEP_ALIVE=1 keeps connections open as a deployment does (the benchmark).
 *
 * A build that left files to its server (`npm start`: tools/on-demand-files.mjs) has each made when
 * first asked for, then served; an image that cannot be made is answered with a redirect to its
 * original URL, as a page shows an image the build could not copy, and is tried again on the next
 * request. Once listening, the server makes the others in the background (ON_DEMAND_FILL=off: not).
 *
 * A port in use is one line saying so, and exit code 1.
 */
import { createServer, request as httpRequest } from 'node:http';
import { readFileSync } from 'node:fs';
import { onDemandFiles } from './on-demand-files.mjs';
import { extname, join, resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import {
  GZIP_LEVEL,
  HASHED_ASSETS_PREFIX,
  HASHED_IMAGES_PATTERN,
  IMMUTABLE,
  readBuild,
  REVALIDATE,
  SECURITY_HEADERS,
  STATIC_JSON_PREFIX,
} from '../deploy/site-rules.mjs';

const root = resolve(process.env.DIST_DIR ?? 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 5173);
const staticJsonOrigin = process.env.STATIC_JSON_ORIGIN?.trim().replace(/\/+$/, '') || null;
const oneAnswerPerConnection = Boolean(staticJsonOrigin) && process.env.KEEP_ALIVE !== '1';

const build = readBuild(root);
/** @param {{ pattern: string, ignoreCase: boolean }} route */
const regexOf = ({ pattern, ignoreCase }) => new RegExp(pattern, ignoreCase ? 'i' : '');
const routes = build.routes.map((route) => ({ pattern: regexOf(route), file: `/${route.file}` }));
const redirects = build.redirects.map((redirect) => ({ pattern: regexOf(redirect), to: redirect.to }));
const notFoundPage = readFileSync(join(root, build.fallback));

const hashedImage = new RegExp(`^${HASHED_IMAGES_PATTERN}`);
/** A found hashed file is kept a year; everything else is revalidated. */
const cacheControl = (pathname) =>
  (pathname.startsWith(HASHED_ASSETS_PREFIX) && !pathname.startsWith(STATIC_JSON_PREFIX)) || hashedImage.test(pathname)
    ? IMMUTABLE
    : REVALIDATE;

function setSiteHeaders(response, { html }) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
  if (html) response.setHeader('Content-Security-Policy', build.policy);
}

/** @param {boolean} dev whether sirv looks each path up when asked (files made after it started), not in its list of the build */
const filesOf = (dev) =>
  sirv(root, {
    dev,
    etag: true,
    // The build's text compressed beside it (file.gz, builder/precompress-plugin.ts), sent as it is;
    // a file made after the build has no such copy, so its requests look for none.
    gzip: !dev,
    dotfiles: false,
    // Like nginx's try_files $uri: a path is a file or nothing (pages come from prerendered.json).
    extensions: [],
    setHeaders: (response, pathname) => {
      setSiteHeaders(response, { html: extname(pathname) === '.html' });
      response.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
const files = filesOf(false);
const onDemand = onDemandFiles(root);
const filesMadeLater = onDemand ? filesOf(true) : null;
const compress = compression({ level: GZIP_LEVEL });

/** A missing asset is a plain 404; any other path gets the app, which shows its "not found" page. */
function notFound(response, pathname) {
  const html = !pathname.startsWith(HASHED_ASSETS_PREFIX);
  setSiteHeaders(response, { html });
  response.setHeader('Cache-Control', REVALIDATE);
  response.writeHead(404, { 'Content-Type': html ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8' });
  response.end(html ? notFoundPage : 'Not Found\n');
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
      'Cache-Control': REVALIDATE,
      Vary: 'Accept-Encoding',
    });
    answer.pipe(response);
    answer.on('error', () => response.destroy());
  });
  upstream.on('error', () => request.socket.destroy());
  upstream.end();
}

function isWellFormed(pathname) {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * A file the build left to the server: made, then served; an image that cannot be made sends the
 * browser to its original URL (not cached, so the next request tries again).
 */
async function serveMadeOnDemand(request, response, pathname) {
  const made = await onDemand.ensure(pathname);
  if (made.ready) {
    compress(request, response, () => filesMadeLater(request, response, () => notFound(response, pathname)));
    return;
  }
  if (made.fallback) {
    response.writeHead(302, { ...SECURITY_HEADERS, Location: made.fallback, 'Cache-Control': 'no-store' });
    response.end();
    return;
  }
  response.writeHead(503, {
    ...SECURITY_HEADERS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'Retry-After': '5',
  });
  response.end('Not made yet: try again\n');
}

const server = createServer(async (request, response) => {
  if (oneAnswerPerConnection) response.setHeader('Connection', 'close');
  const { pathname, search } = new URL(request.url ?? '/', 'http://localhost');
  if (!isWellFormed(pathname)) {
    response.writeHead(400, { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Bad Request\n');
    return;
  }
  if (staticJsonOrigin && pathname.startsWith(STATIC_JSON_PREFIX)) {
    proxyStaticJson(request, response, pathname + search);
    return;
  }
  const redirect = redirects.find((route) => route.pattern.test(pathname));
  if (redirect) {
    response.writeHead(301, { ...SECURITY_HEADERS, Location: redirect.to, 'Cache-Control': REVALIDATE });
    response.end();
    return;
  }
  if (onDemand && (await onDemand.has(pathname))) {
    await serveMadeOnDemand(request, response, pathname).catch((error) => {
      console.error(`on demand: ${pathname}: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) response.writeHead(500, SECURITY_HEADERS);
      response.end();
    });
    return;
  }
  const page = routes.find((route) => route.pattern.test(pathname))?.file;
  if (page) request.url = page;
  compress(request, response, () => files(request, response, () => notFound(response, pathname)));
});

server.once('error', (error) => {
  const inUse = /** @type {NodeJS.ErrnoException} */ (error).code === 'EADDRINUSE';
  console.error(
    inUse ? `Port ${port} is in use: stop what uses it, or set PORT to a free port.` : `Cannot serve on ${host}:${port}: ${error.message}`,
  );
  process.exit(1);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${staticJsonOrigin ? ` (static JSON from ${staticJsonOrigin})` : ''}`);
  if (onDemand) {
    const work = process.env.ON_DEMAND_FILL === 'off' ? onDemand.prepare() : onDemand.fill();
    work.catch((error) => console.error(`on demand: ${error instanceof Error ? error.message : String(error)}`));
  }
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    // The background maker's Vite server closes first; a file it was making stays aside, never served.
    setTimeout(() => process.exit(0), 3_000).unref();
    void (onDemand?.close() ?? Promise.resolve()).finally(() => process.exit(0));
  });
}
