/**
 * The options of the Vite servers the project's tools start in Node to load its TypeScript through
 * Vite's SSR loader (the prerender plugin, the on-demand maker of tools/serve.mjs): no HTTP, no hot
 * reload, no watcher, no dependency scan. They keep Vite's cache apart from `npm run dev`'s
 * (node_modules/.vite): a tool's server rewrites its cache with the few dependencies it optimises,
 * and a dev server started beside it (npm test runs both) would then ask for files that are gone,
 * and its page would never start.
 */
import { join } from 'node:path';

/**
 * @param {string} root the project's root
 * @returns {import('vite').InlineConfig}
 */
export const toolServerOptions = (root) => ({
  logLevel: 'error',
  appType: 'custom',
  cacheDir: join(root, 'node_modules/.vite-tools'),
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
