/**
 * How the built site is served, written once for every server that serves it:
 * tools/serve.mjs (npm start, preview, the simulator-mode tests) and the nginx
 * configuration of deploy/nginx.mjs (deployments, the live-mode tests).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Sent with every answer. The Content-Security-Policy (csp.txt) goes on HTML answers only. */
export const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Over HTTPS only: browsers ignore it over HTTP, and it must never pin a loopback name. */
export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' };

/** Vite's hashed files: a new build gets new names, so they never change and may be kept a year. */
export const HASHED_ASSETS_PREFIX = '/assets/';
/** The image pipeline's copies (builder/image-pipeline.ts): named by their content's hash, so they never change either. */
export const HASHED_IMAGES_PATTERN = '/img/[0-9a-f]{16}-';
/** The static JSON documents of docs/requirements.md#calls: published apart from the build, never cached for long. */
export const STATIC_JSON_PREFIX = '/assets/json/';
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and every file without a hash: the browser revalidates each time. */
export const REVALIDATE = 'no-cache';
/**
 * The list of files a build left to its server (`npm start`: builder/on-demand.ts), in the build's
 * folder: a dotfile, which neither server serves.
 */
export const ON_DEMAND_LIST = '.on-demand.json';

/**
 * How hard text is compressed (zlib's 1–9): its default, 6, where nginx's own is 1. At 1 the section
 * home's HTML is 14.7 KB gzip, over the 14 KB a first round trip brings (12.8 KB at 6), and React
 * DOM's chunk 77 KB against 65 KB (measured 2026-11-29). Both servers use it (nginx.mjs, serve.mjs).
 */
export const GZIP_LEVEL = 6;

/** Shorter text is sent as it is: compressing it saves less than gzip's own header (nginx's gzip_min_length). */
export const GZIP_MIN_BYTES = 256;

/**
 * The build's text files, by extension, that it writes compressed beside themselves (`file.gz`, at
 * GZIP_LEVEL, where that is shorter): each server sends that file to a browser that accepts gzip
 * (nginx's gzip_static, sirv's `gzip`) instead of compressing the same bytes on every request.
 * HTML and the types below; files made after the build (tools/serve.mjs's) are compressed when sent.
 */
export const PRECOMPRESSED_EXTENSIONS = ['.html', '.css', '.js', '.json', '.svg', '.txt'];

/** Text worth compressing, by MIME type (nginx; serve.mjs's `compression` knows them itself). */
export const COMPRESSIBLE_TYPES = [
  'text/css',
  'text/plain',
  'text/javascript',
  'application/javascript',
  'application/json',
  'image/svg+xml',
];

/**
 * A route as the app's router matches it: `pattern` is a JavaScript RegExp source, matched without
 * regard to case when `ignoreCase` (wouter's parser does).
 * @typedef {{ route: string, pattern: string, ignoreCase: boolean, file: string }} BuiltRoute
 */
/** @typedef {{ from: string, pattern: string, ignoreCase: boolean, to: string }} BuiltRedirect */

/**
 * The build's own description of itself: its routes and redirects (prerendered.json, written
 * by builder/prerender-plugin.ts), the page for every other path, and its policy (csp.txt).
 * @param {string} distDir
 * @returns {{ routes: BuiltRoute[], redirects: BuiltRedirect[], fallback: string, policy: string }}
 */
export function readBuild(distDir) {
  /** @type {{ routes: BuiltRoute[], redirects?: BuiltRedirect[], fallback: string }} */
  const { routes, redirects = [], fallback } = JSON.parse(readFileSync(join(distDir, 'prerendered.json'), 'utf8'));
  const policy = readFileSync(join(distDir, 'csp.txt'), 'utf8').trim();
  return { routes, redirects, fallback, policy };
}
