/**
 * The files a build left to its server (builder/on-demand.ts, docs/decisions/030): tools/serve.mjs
 * makes one when it is first asked for, and once it is serving, the others one at a time, in the
 * background, with their progress (ON_DEMAND_FILL=off: only what is asked for, as npm test's
 * servers do). The maker is TypeScript that reads the message catalogs, so it is loaded through
 * Vite's SSR loader with the project's configuration, when the first file is needed.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startProgress } from '../builder/progress.mjs';
import { toolServerOptions } from '../builder/tool-server.mjs';
import { ON_DEMAND_LIST } from '../deploy/site-rules.mjs';
const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {string} root the build's folder
 * @returns {ReturnType<typeof onDemandFilesOf> | null} null when the build left nothing to its server
 */
export function onDemandFiles(root) {
  return existsSync(join(root, ON_DEMAND_LIST)) ? onDemandFilesOf(root) : null;
}

/** @param {string} root */
function onDemandFilesOf(root) {
  const listed = /** @type {Promise<{ has(path: string): boolean }>} */ (
    import('node:fs/promises').then(async ({ readFile }) => {
      const { files } = JSON.parse(await readFile(join(root, ON_DEMAND_LIST), 'utf8'));
      return { has: (/** @type {string} */ path) => Object.hasOwn(files, path) };
    })
  );
  /** @typedef {{ maker: import('../builder/on-demand.ts').OnDemandMaker, close: () => Promise<void> }} Loaded */
  /** @type {Promise<Loaded> | null} */
  let loading = null;
  /**
   * The maker once loaded: until then it has written nothing, and a stop need not wait for it.
   * @type {Loaded | null}
   */
  let loaded = null;
  const load = () =>
    (loading ??= (async () => {
      const vite = await createServer({
        ...toolServerOptions(projectRoot),
        root: projectRoot,
        configFile: join(projectRoot, 'vite.config.ts'),
      });
      const { createOnDemandMaker } = /** @type {typeof import('../builder/on-demand.ts')} */ (
        await vite.ssrLoadModule('/builder/on-demand.ts')
      );
      const maker = await createOnDemandMaker({ outDir: root, log: (line) => console.error(`on demand: ${line}`) });
      loaded = { maker, close: () => vite.close() };
      return loaded;
    })());

  let stopped = false;
  return {
    /** Whether the path ('/img/…') is one the build left to the server. */
    async has(/** @type {string} */ pathname) {
      return (await listed).has(pathname.slice(1));
    },
    /**
     * Makes the file unless it is there: 'ready' to serve it, else where to send the browser instead
     * (an image's original URL) or null when there is none.
     * @param {string} pathname
     * @returns {Promise<{ ready: true } | { ready: false, fallback: string | null }>}
     */
    async ensure(pathname) {
      if (existsSync(join(root, pathname))) return { ready: true };
      const { maker } = await load();
      const path = pathname.slice(1);
      return (await maker.make(path)) === 'made' ? { ready: true } : { ready: false, fallback: maker.fallbackOf(path) };
    },
    /** Loads the maker before the first file is asked for. */
    async prepare() {
      await load();
    },
    /** Makes every file not made yet, one at a time, with its progress. */
    async fill() {
      const { maker } = await load();
      const pending = maker.pending().filter((path) => !existsSync(join(root, path)));
      const progress = startProgress('files left to the server', pending.length);
      for (const path of pending) {
        if (stopped) break;
        await maker.make(path);
        progress.tick();
      }
      progress.stop();
      if (!stopped && pending.length > 0) console.log(`on demand: every file of ${root} is made`);
    },
    /** Stops the background work; a maker still loading is left to the process's exit. */
    async close() {
      stopped = true;
      await loaded?.close();
    },
  };
}
