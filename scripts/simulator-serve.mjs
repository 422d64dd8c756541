#!/usr/bin/env node
/**
 * `npm run simulator:serve`: the simulator's back end as a real HTTP server (mocks/server.ts).
 *
 * Node 20 cannot run TypeScript, so this script first bundles mocks/server.ts with Vite's own
 * build API (SSR mode: our TypeScript is compiled, packages such as msw and faker stay plain
 * imports from node_modules) into node_modules/.cache/simulator-server/, then imports it. No
 * extra dependency; about a second. See docs/decisions/007-simulator-as-a-real-server.md.
 *
 * Environment: SIM_PORT, SIM_HOST, SIM_TOKEN, SITE_ORIGIN, SIM_SCENARIO, SIM_PUBLIC_ORIGIN
 * (described in mocks/server.ts and the README).
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = join(root, 'node_modules/.cache/simulator-server');

await build({
  root,
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: join(root, 'mocks/server.ts'),
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { entryFileNames: 'server.mjs', format: 'es' } },
  },
});

const { startFromEnv } = await import(pathToFileURL(join(outDir, 'server.mjs')).href);
await startFromEnv(process.env);
