/**
 * The JavaScript a built route needs before it is interactive, from a Vite
 * build's manifest: the entry, what the entry loads at once (its dynamic
 * imports: the app, src/boot/boot.ts), the route's own chunk, and everything
 * they import statically, and the page's message catalogs in its language, each
 * counted once, gzip-compressed as a real server sends it. The warm-up runs on shells only, never on a built page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {{ file: string, isEntry?: boolean, imports?: string[], dynamicImports?: string[] }} ManifestChunk */

/** The entry's dynamic imports that a built page never loads. */
const SHELL_ONLY = new Set(['src/boot/warm-up.ts']);

/** The budget of JavaScript before the section home is interactive, KB gzip (docs/performance.md). */
export const SECTION_HOME_JS_BUDGET_KB = 100;

/** The section home's words in a language, as the manifest names their chunks (builder/message-chunks.ts: the common words and its feature's). */
export const sectionHomeCatalogs = (/** @type {string} */ locale) => [
  `src/i18n/locales/${locale}.po?words=common`,
  `src/i18n/locales/${locale}.po?words=section`,
];

/**
 * @param {string} outDir a build folder made with build.manifest = true
 * @param {string} routeModule the route's page module, e.g. 'src/features/section/SectionHomePage.tsx', relative to the project root
 * @param {string[]} catalogs the page's message catalogs, which the app loads before it renders (sectionHomeCatalogs)
 * @returns {{ files: { file: string, gzip: number }[], totalGzip: number }}
 */
export function routeWeight(outDir, routeModule, catalogs) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry');
  // A page bundled into the entry has no chunk of its own: the entry graph is all it needs.
  if (!manifest[routeModule] && !existsSync(routeModule)) throw new Error(`No chunk and no source for ${routeModule}`);

  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entryKey);
  for (const loadedAtOnce of manifest[entryKey]?.dynamicImports ?? []) if (!SHELL_ONLY.has(loadedAtOnce)) visit(loadedAtOnce);
  if (manifest[routeModule]) visit(routeModule);
  for (const catalog of catalogs) {
    if (!manifest[catalog]) throw new Error(`No chunk for the catalog ${catalog}`);
    visit(catalog);
  }

  const files = [...seen]
    .flatMap((key) => {
      const file = manifest[key]?.file;
      return file?.endsWith('.js') ? [file] : [];
    })
    .map((file) => ({ file, gzip: gzipSync(readFileSync(join(outDir, file))).length }));
  return { files, totalGzip: files.reduce((sum, entry) => sum + entry.gzip, 0) };
}
