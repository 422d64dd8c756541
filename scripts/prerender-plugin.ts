/**
 * Writes every pre-rendered route of the route table (src/routes.ts) as its own HTML file after a
 * build (docs/decisions/008, 010). Each file is the build's index.html with:
 * the route's first render inside #root (marked with data-route, so the
 * browser hydrates only the route it was made for), the page's title, links
 * to the code the entry starts at once, and the list of the app's and the
 * page's code, which the entry loads once the first screen is shown.
 *
 * Also written: spa.html, the bare index.html for every other path, and
 * prerendered.json, which a server reads to answer each path with its file
 * (and the spec's redirecting routes with a 301): deploy/site-rules.mjs.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
// Types only: the code comes through Vite's SSR loader, so this config needs no TypeScript loader of its own.
import type { RenderedPage } from '../src/prerender/render.tsx';

type RenderModule = typeof import('../src/prerender/render.tsx');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface Assets {
  /** Code the entry starts at once (the warm-up of live builds): linked as modulepreload. */
  early: string[];
  /** The app's and the page chunk's code, which the entry loads once the first screen is shown (src/boot.ts). */
  later: string[];
}

/**
 * What a page needs beyond what Vite already links from index.html (the entry and its static
 * imports, the one style sheet): the code the entry imports at once, and the code of the app
 * (src/main.tsx) and of the page's own chunk, with what they import. Only the early code is
 * linked: the rest must not take the first screen's bandwidth, so the entry asks for it when
 * the first screen is shown, from the list on #root (data-page-code).
 */
function pageAssets(bundle: Rollup.OutputBundle, pageModuleId: string | null): Assets {
  const chunks = Object.values(bundle).filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const collect = (fileName: string, into: Set<string>) => {
    // Not in the bundle: a style-sheet-only chunk, which Vite loads as CSS.
    if (into.has(fileName) || !byFile.has(fileName)) return;
    into.add(fileName);
    for (const imported of byFile.get(fileName)?.imports ?? []) collect(imported, into);
  };
  const entries = chunks.filter((chunk) => chunk.isEntry);
  const linked = new Set<string>();
  for (const entry of entries) collect(entry.fileName, linked);
  const isApp = (fileName: string) => byFile.get(fileName)?.facadeModuleId?.endsWith('/src/main.tsx') === true;

  const early = new Set<string>();
  const later = new Set<string>();
  for (const imported of entries.flatMap((entry) => entry.dynamicImports)) collect(imported, isApp(imported) ? later : early);
  if (pageModuleId) {
    // A page that comes with the app (a landing page) has no chunk of its own: the app's code is its code.
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === pageModuleId || chunk.moduleIds.includes(pageModuleId));
    if (!pageChunk) throw new Error(`prerender: no chunk holds ${pageModuleId}`);
    collect(pageChunk.fileName, later);
  }

  return {
    early: [...early].filter((file) => !linked.has(file)),
    later: [...later].filter((file) => !linked.has(file) && !early.has(file)),
  };
}

function pageHtml(template: string, route: string | null, page: RenderedPage | null, assets: Assets, base: string): string {
  const links = assets.early.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('\n    ');
  const pageCode = escapeHtml(assets.later.map((file) => `${base}${file}`).join(' '));
  const root =
    route && page
      ? `<div id="root" data-route="${escapeHtml(route)}" data-page-code="${pageCode}">${page.html}</div>`
      : `<div id="root" data-page-code="${pageCode}"></div>`;
  let html = template.replace('<div id="root"></div>', root);
  if (page?.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  return links ? html.replace('</head>', `  ${links}\n  </head>`) : html;
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle({ dir }, bundle) {
      if (!dir || config.build.ssr) return;
      const template = await readFile(join(dir, 'index.html'), 'utf8');
      if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty <div id="root"></div>');

      // The same configuration and mode as this build, so its defines and environment apply.
      const server = await createServer({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const { renderPath, PAGE_MODULES, PRERENDERED_ROUTES, prerenderedFile, REDIRECTS, samplePaths, serverPattern } =
          (await server.ssrLoadModule('/src/prerender/render.tsx')) as RenderModule;
        /** The module a page's loader imports, found by the namespace it resolves to: the route table names pages, not files. */
        const moduleIdOf = async (page: keyof typeof PAGE_MODULES): Promise<string> => {
          const namespace = await PAGE_MODULES[page]();
          const node = [...server.environments.ssr.moduleGraph.idToModuleMap.values()].find(
            (candidate) => candidate.ssrModule === namespace,
          );
          if (!node?.id) throw new Error(`prerender: the module of page ${page} was not found`);
          return node.id;
        };
        const manifest = [];
        for (const { route, page } of PRERENDERED_ROUTES) {
          const [first, ...others] = await Promise.all(samplePaths(route).map(renderPath));
          if (!first) continue;
          if (others.some((other) => other.html !== first.html || other.title !== first.title)) {
            throw new Error(`prerender: ${route} renders differently for different values; it cannot share one file`);
          }
          const file = prerenderedFile(route);
          await mkdir(dirname(join(dir, file)), { recursive: true });
          await writeFile(join(dir, file), pageHtml(template, route, first, pageAssets(bundle, await moduleIdOf(page)), config.base));
          manifest.push({ route, ...serverPattern(route), file });
        }
        await writeFile(join(dir, 'spa.html'), pageHtml(template, null, null, pageAssets(bundle, null), config.base));
        const redirects = REDIRECTS.map(({ from, to }) => ({ from, ...serverPattern(from), to }));
        await writeFile(
          join(dir, 'prerendered.json'),
          `${JSON.stringify({ routes: manifest, redirects, fallback: 'spa.html' }, null, 2)}\n`,
        );
        config.logger.info(`prerendered ${manifest.length} routes`);
      } finally {
        await server.close();
      }
    },
  };
}
