/**
 * Runs one of our TypeScript modules in Node 20, which cannot run TypeScript: bundles it with
 * Vite's own build API (SSR mode: our code compiled, packages left as plain imports from
 * node_modules) into node_modules/.cache/<name>/, then imports it. No extra dependency; about a
 * second. See docs/decisions/007-simulator-as-a-real-server.md.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { linguiMacros } from '../builder/lingui-macros.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * @param {string} entry the module, relative to the project's root
 * @param {string} name the cache folder it is bundled into
 * @returns {Promise<Record<string, any>>} the module's exports
 */
export async function importTypeScript(entry, name) {
  const outDir = join(root, 'node_modules/.cache', name);
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    publicDir: false,
    plugins: [linguiMacros({ stripMessages: true })],
    build: {
      ssr: join(root, entry),
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'index.mjs', format: 'es' } },
    },
  });
  return import(pathToFileURL(join(outDir, 'index.mjs')).href);
}
