// @vitest-environment node
/**
 * The live build npm test made (tools/browser-tests.mjs: dist-live/, for the simulator's server at
 * http://127.0.0.1:8787, built while nothing listened there) contains none of the simulator: no
 * MSW, no faker, no seeded data, no worker script; it keeps the JavaScript budget; and a build that
 * cannot reach its back end still succeeds, with shells and one clear warning.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { GZIP_MIN_BYTES, PRECOMPRESSED_EXTENSIONS } from '../../deploy/site-rules.mjs';
import { routeWeight, SECTION_HOME_JS_BUDGET_KB, sectionHomeCatalogs } from '../../tools/bundle-weight.mjs';
import { LOCALES, localizedPath } from '../../src/i18n/locale';
import { PRERENDERED_ROUTES, prerenderedFile } from '../../builder/prerendered-routes';
import { createSeedData } from '../../mocks/data/seed';
import { SIM_URL } from '../e2e-live/env';
import { PREBUILT_DATA_ID } from '../../src/data/element-ids';
import { requireLiveBuild } from './outputs';

let outDir = '';
let buildLog = '';

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

/** Strings that only the simulator's code or data contains. */
const SIMULATOR_MARKERS = [
  'mockServiceWorker',
  'simulator-worker',
  'setupWorker',
  'msw',
  '@faker-js',
  'faker',
  'Simulator inbox',
  // The simulator's clock and its scenarios (docs/decisions/016).
  'Skip 4 minutes',
  'Expire code',
  'sim.clock',
  'whatsapp-undelivered',
  'enableSimulator',
  '/sim/img/',
  'exquisite-machine-charts',
  '__machines',
  'elk.layered',
];

describe('live build', () => {
  beforeAll(() => {
    ({ dir: outDir, log: buildLog } = requireLiveBuild());
  });

  it('has no worker script', () => {
    const files = filesIn(outDir).map((file) => relative(outDir, file));
    expect(files).not.toContain('mockServiceWorker.js');
    expect(files).not.toContain('simulator-worker.js');
  });

  it('has no simulator code or data in any file', () => {
    const offenders = filesIn(outDir)
      .filter((file) => /\.(js|html|css|json)$/.test(file))
      .flatMap((file) => {
        const text = readFileSync(file, 'utf8');
        return SIMULATOR_MARKERS.filter((marker) => text.includes(marker)).map((marker) => `${relative(outDir, file)}: ${marker}`);
      });
    expect(offenders).toEqual([]);
  });

  it('holds each text file compressed beside it, with the same bytes, and nothing else compressed', () => {
    const files = filesIn(outDir).map((file) => relative(outDir, file));
    const compressed = files.filter((file) => file.endsWith('.gz'));
    const originalOf = (copy: string) => copy.slice(0, -'.gz'.length);
    const text = files.filter(
      (file) =>
        PRECOMPRESSED_EXTENSIONS.includes(extname(file)) &&
        statSync(join(outDir, file)).size >= GZIP_MIN_BYTES &&
        // Dotfiles (Vite's manifest) are never served.
        !file.split('/').some((part) => part.startsWith('.')),
    );
    expect(text.length).toBeGreaterThan(100);
    // Every page, script and style sheet compresses to less than itself; only a file of a few hundred bytes may not.
    const without = text.filter((file) => !compressed.includes(`${file}.gz`));
    expect(without.filter((file) => statSync(join(outDir, file)).size > 1024)).toEqual([]);
    expect(compressed.map(originalOf).filter((file) => !text.includes(file))).toEqual([]);
    for (const file of compressed)
      expect(gunzipSync(readFileSync(join(outDir, file))).equals(readFileSync(join(outDir, originalOf(file)))), file).toBe(true);
  });

  it('talks to the configured back end', () => {
    const js = filesIn(outDir)
      .filter((file) => file.endsWith('.js'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    expect(js).toContain(SIM_URL);
  });

  for (const locale of LOCALES) {
    it(`loads at most ${SECTION_HOME_JS_BUDGET_KB} KB gzip of JavaScript before the section home is interactive (${locale})`, () => {
      const { files, totalGzip } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx', sectionHomeCatalogs(locale));
      console.log(`Section home JavaScript (${locale}): ${(totalGzip / 1024).toFixed(1)} KB gzip in ${files.length} files`);
      expect(totalGzip).toBeLessThanOrEqual(SECTION_HOME_JS_BUDGET_KB * 1024);
    });
  }

  it('leaves the sanitiser out of what the section home loads before it is interactive (decision 025)', () => {
    const { files } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx', sectionHomeCatalogs('en'));
    const sanitiser = filesIn(outDir).filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('ALLOWED_TAGS'));
    // DOMPurify's own configuration key: it is in the build, in a chunk of its own.
    expect(sanitiser).toHaveLength(1);
    expect(files.map((entry) => join(outDir, entry.file))).not.toContain(sanitiser[0]);
  });

  it('leaves the API client out of what the section home loads before it is interactive', () => {
    const { files } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx', sectionHomeCatalogs('en'));
    // ky's own error name: the transport is in the build, in the API client's chunk.
    const client = filesIn(outDir).filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('ForceRetryError'));
    expect(client).toHaveLength(1);
    expect(files.map((entry) => join(outDir, entry.file))).not.toContain(client[0]);
  });

  it('keeps the vote flow out of the section home', () => {
    const { files } = routeWeight(outDir, 'src/features/section/SectionHomePage.tsx', sectionHomeCatalogs('en'));
    const vote = routeWeight(outDir, 'src/features/vote/VoteNowPage.tsx', []);
    const voteOnly = vote.files.filter((file) => !files.some((homeFile) => homeFile.file === file.file));
    expect(voteOnly.length).toBeGreaterThan(0);
    const homeText = files.map((file) => readFileSync(join(outDir, file.file), 'utf8')).join('\n');
    expect(homeText).not.toContain('otp.digitEntered');
  });

  it("lists on every page the code the app needs, React DOM's first (Vite's preload helper links none itself), the data's code where the page was built without its data, and the sanitiser's where its main text waits for it", () => {
    type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
    const withImports = (key: string, into = new Set<string>()): Set<string> => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return into;
      into.add(chunk.file);
      for (const imported of chunk.imports ?? []) withImports(imported, into);
      return into;
    };
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const withTheEntry = withImports(entryKey);
    const reactDom = 'node_modules/react-dom/client.js';
    const needed = [...withImports(reactDom), ...withImports('src/boot/main.tsx')].filter((file) => !withTheEntry.has(file));
    const pages = filesIn(outDir).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(10);
    const sanitiser = manifest['src/components/html-sanitiser.ts']!.file;
    const mainTextPages = new Set(
      PRERENDERED_ROUTES.filter((route) => route.mainTextIsServerHtml).flatMap(({ route }) =>
        LOCALES.map((locale) => prerenderedFile(localizedPath(route, locale))),
      ),
    );
    expect(mainTextPages).toContain('about/index.html');
    for (const page of pages) {
      const html = readFileSync(page, 'utf8');
      const listed = (/data-page-code="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
      const linked = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(([, href]) => href!);
      // A page built without its data (every page of this build: the back end is not reached) asks
      // for it as the app starts: the data machine and the API client come with its code.
      const builtWithData = html.includes(`id="${PREBUILT_DATA_ID}"`);
      const neededHere = builtWithData
        ? needed
        : [...needed, ...withImports('machines/data.machine.ts'), ...withImports('src/data/calls.ts')];
      const unlisted = neededHere.filter((file) => !withTheEntry.has(file) && !listed.includes(`/${file}`) && !linked.includes(`/${file}`));
      expect(unlisted, relative(outDir, page)).toEqual([]);
      // Its main text, if server HTML, waits for the sanitiser: its code is listed there, and only there.
      const waitsForSanitiser = !builtWithData && mainTextPages.has(relative(outDir, page));
      expect(listed.includes(`/${sanitiser}`), relative(outDir, page)).toBe(waitsForSanitiser);
      if (!linked.includes(`/${manifest[reactDom]!.file}`)) expect(listed[0], relative(outDir, page)).toBe(`/${manifest[reactDom]!.file}`);
    }
  });

  it('still succeeds when the back end cannot be reached: shells, and one clear warning', () => {
    expect(existsSync(join(outDir, 'bestrestaurantsandbars/nominee/[slug]/index.html'))).toBe(true);
    const { nominees } = createSeedData('default');
    expect(existsSync(join(outDir, 'bestrestaurantsandbars/nominee', nominees[0]!.slug))).toBe(false);
    expect(buildLog.split('\n').filter((line) => line.includes('could not be reached'))).toHaveLength(1);
  });
});
