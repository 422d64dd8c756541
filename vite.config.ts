/// <reference types="vitest/config" />
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { linguiMacros } from './builder/lingui-macros.mjs';
import { messageChunks } from './builder/message-chunks.ts';
import { precompress } from './builder/precompress-plugin.ts';
import { prerender } from './builder/prerender-plugin.ts';
import { simulatorPhotos } from './mocks/vite-photos.ts';
import { TRUSTED_TYPES_POLICY_NAMES } from './src/components/trusted-types.ts';
import { SIMULATOR_WORKER } from './src/lib/simulator-worker.ts';
import { IMAGE_TONES_MODULE, toneStyleSheet } from './src/lib/images.ts';
import { scaled } from './tools/test-time-scale.mjs';

/**
 * The one host the site frames: YouTube's privacy-enhanced player, the host of
 * privacyEnhancedEmbedUrl (src/lib/video.ts) and of the sanitiser's allowed frames
 * (src/components/html-sanitiser.ts); the unit tests keep the three in step.
 */
const FRAME_HOST = 'https://www.youtube-nocookie.com';

/**
 * The Content-Security-Policy of a build, from the same configuration as the bundle. A live
 * build adds the back end's origin (calls and the images it serves); a simulator build allows
 * its service worker. No 'unsafe-inline' anywhere: the only inline element is each built page's
 * first-screen style, allowed by its hash (builder/critical-css.ts adds them after the pages are written).
 */
export function contentSecurityPolicy({
  apiOrigin,
  simulator,
}: {
  apiOrigin: string | null;
  simulator: boolean;
}): Record<string, string[]> {
  const api = apiOrigin ? [apiOrigin] : [];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...api],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'frame-src': [FRAME_HOST],
    'worker-src': simulator ? ["'self'"] : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // No plain string reaches an HTML, script or script-URL sink; only the site's named policies (docs/decisions/013).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICY_NAMES],
    // Header only: browsers ignore it in a <meta> element (and say so in the console).
    'frame-ancestors': ["'none'"],
  };
}

export function serializePolicy(policy: Record<string, string[]>, { forMeta = false } = {}): string {
  return Object.entries(policy)
    .filter(([directive]) => !(forMeta && directive === 'frame-ancestors'))
    .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Ships the policy twice from one source: dist/csp.txt, which tools/serve.mjs sends as the
 * Content-Security-Policy header (and a deployment should too), and a <meta> element at the
 * top of index.html for hosts that cannot set headers; both get the built pages' style hashes
 * (builder/prerender-plugin.ts). Build only: the dev server needs inline
 * scripts for hot reload.
 */
function securityPolicy(policy: Record<string, string[]>): Plugin {
  return {
    name: 'security-policy',
    apply: 'build',
    // Right after <meta charset>, so the policy covers every element after it, scripts included.
    transformIndexHtml(html) {
      const meta = `<meta http-equiv="Content-Security-Policy" content="${serializePolicy(policy, { forMeta: true })}" />`;
      return /<meta charset[^>]*>/i.test(html)
        ? html.replace(/<meta charset[^>]*>/i, (charset) => `${charset}\n    ${meta}`)
        : html.replace(/<head>/i, `<head>\n    ${meta}`);
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'csp.txt', source: `${serializePolicy(policy)}\n` });
    },
  };
}

function originOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).origin;
  } catch {
    throw new Error(`VITE_API_BASE_URL is not an absolute URL: ${baseUrl}`);
  }
}

/** SITE_URL, the site's public origin (src/config.ts), checked and without a trailing slash; '' when unset. */
function siteUrl(): string {
  const value = process.env.SITE_URL?.trim() ?? '';
  if (!value) return '';
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL is not an http(s) URL: ${value}`);
  return url.origin;
}

/** Live builds open the connection to the back end while the page is still loading. */
function backEndPreconnect(apiOrigin: string | null): Plugin {
  return {
    name: 'back-end-preconnect',
    apply: 'build',
    transformIndexHtml(html) {
      return apiOrigin
        ? html.replace(/<\/title>/i, (close) => `${close}\n    <link rel="preconnect" href="${apiOrigin}" crossorigin="anonymous" />`)
        : html;
    },
  };
}

/** The tones shown behind loading photos (src/lib/images.ts), as a style sheet of the bundle. */
function imageTones(): Plugin {
  const resolved = `\0${IMAGE_TONES_MODULE}`;
  return {
    name: 'image-tones',
    resolveId: (id) => (id === IMAGE_TONES_MODULE ? resolved : undefined),
    load: (id) => (id === resolved ? toneStyleSheet() : undefined),
  };
}

/**
 * Vitest's projects. A worker keeps its modules, and its DOM, from one test file to the next
 * (isolate: false), which takes a third of the time for files with a DOM (17 s of CPU against 47 s
 * alone, 2026-11-30: jsdom is set up once a worker, not once a file) and half for those in Node
 * (19 s against 38 s on one core, 2026-11-28). A file that replaces modules or imports them afresh
 * (`vi.mock`, `vi.doMock`, `vi.resetModules`) gets a worker's fresh modules of its own: a
 * replacement must be the first copy anything imports, and a fresh import must not split the
 * shared copies (React's among them) of the files after it. Read only when Vitest loads this
 * file, not for a build or the dev server.
 */
function unitTestProjects() {
  const files = ['tests/unit', 'tests/build'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.test\.tsx?$/.test(file))
      .map((file) => `${folder}/${file}`),
  );
  const source = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
  const replacesModules = files.filter((file) => /\bvi\.(mock|doMock|resetModules)\(/.test(source.get(file)!));
  const shared = files.filter((file) => !replacesModules.includes(file));
  const inNode = shared.filter((file) => source.get(file)!.startsWith('// @vitest-environment node'));
  return [
    { extends: true as const, test: { name: 'node', include: inNode, isolate: false } },
    { extends: true as const, test: { name: 'dom', include: shared.filter((file) => !inNode.includes(file)), isolate: false } },
    { extends: true as const, test: { name: 'fresh modules', include: replacesModules } },
  ];
}

/** The simulator's worker scripts (public/: ours, and MSW's that it imports) ship only in simulator builds. */
const SIMULATOR_WORKER_FILES = [SIMULATOR_WORKER.replace(/^\//, ''), 'mockServiceWorker.js'];
function simulatorOnlyFiles(isLive: boolean): Plugin {
  return {
    name: 'simulator-only-files',
    apply: 'build',
    writeBundle({ dir }) {
      if (!isLive || !dir) return;
      for (const file of SIMULATOR_WORKER_FILES) rmSync(join(dir, file), { force: true });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const isLive = Boolean(env.VITE_API_BASE_URL?.trim());
  const apiOrigin = isLive ? originOf(env.VITE_API_BASE_URL!.trim()) : null;
  return {
    plugins: [
      linguiMacros({ stripMessages: command === 'build' }),
      react(),
      // Each language's catalog split into the chunks its pages load; a message without its translation
      // fails the build (tests/unit/catalogs.test.ts says which, for the dev server and the unit tests).
      messageChunks({ failOnMissing: command === 'build' }),
      lingui({ failOnMissing: command === 'build', failOnCompileError: true }),
      imageTones(),
      simulatorOnlyFiles(isLive),
      backEndPreconnect(apiOrigin),
      securityPolicy(contentSecurityPolicy({ apiOrigin, simulator: !isLive })),
      prerender(),
      simulatorPhotos(),
      precompress(),
    ],
    // A literal, so the bundler drops the simulator's dynamic import from live builds.
    define: { __SIMULATOR__: JSON.stringify(!isLive), __SITE_URL__: JSON.stringify(siteUrl()) },
    resolve: {
      // React 19 has useSyncExternalStore: the React 17 shim wouter and @xstate/react import is not shipped.
      // An absolute path: the dependency optimizer resolves a root-relative one against node_modules/.
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/boot/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 5173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      // One style sheet for every page (about 11 KB gzip): the first screen makes one request
      // for styles instead of four, and later pages wait for none. Fonts: src/boot/web-fonts.ts.
      cssCodeSplit: false,
      // A simulator build carries QA's chunks, loaded on their pages only: the simulator (MSW and
      // faker, about 540 KB) and ELK for the machine charts (about 1,460 KB). A live build keeps
      // Vite's 500 KB warning.
      ...(isLive ? {} : { chunkSizeWarningLimit: 1_500 }),
      // The bundler's advisory when plugins take over a second tells a busy machine from an idle one,
      // not a fault: the build's cost is measured by npm run bench:build, and a build prints no warning.
      rolldownOptions: { checks: { bundlerTimings: false } },
    },
    test: {
      projects: process.env.VITEST ? unitTestProjects() : [],
      environment: 'jsdom',
      setupFiles: ['tests/unit/setup.ts'],
      restoreMocks: true,
      // Worker threads, not processes: on two cores shared with the browser suites, about a seventh
      // less time for the same isolation of each file (40 s against 47 s alone, 2026-11-26).
      pool: 'threads',
      // npm test runs them beside the browser suites on two cores, where a test of 0.7 s alone has
      // taken 5.5 s: a test that hangs still fails, one that waits for a core does not (scaled to
      // the machine: tools/test-time-scale.mjs).
      testTimeout: scaled(30_000),
      // Set-up and clean-up wait for a core too (closing a server, removing a build's folder).
      hookTimeout: scaled(30_000),
    },
  };
});
