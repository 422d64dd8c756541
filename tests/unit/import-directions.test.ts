// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { resolvedSource } from '../../builder/source-imports';
import { describe, expect, it } from 'vitest';
import { scaled } from '../../tools/test-time-scale.mjs';

/** The directions imports may take (docs/architecture.md), as eslint.config.js enforces them. */
const eslint = new ESLint();

async function refusals(filePath: string, code: string): Promise<string[]> {
  const results = await eslint.lintText(code, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId?.startsWith('no-restricted-'))
    .map((message) => message.message);
}

// The first lint loads the whole configuration (typescript-eslint's parser): seconds on a busy machine.
describe('import directions', { timeout: scaled(30_000) }, () => {
  it.each([
    ['src/lib/probe.ts', "import { NavMenu } from '../components/NavMenu';\nexport const probe = NavMenu;"],
    ['src/lib/probe.ts', "import { api } from '../data/calls';\nexport const probe = api;"],
    ['src/lib/probe.ts', "import type { Nominee } from '../domain/types';\nexport type Probe = Nominee;"],
    ['src/domain/probe.ts', "import { loadData } from '../data/loaders';\nexport const probe = loadData;"],
    ['src/data/probe.ts', "import { dataMachine } from '../../machines/data.machine';\nexport const probe = dataMachine;"],
    ['machines/probe.ts', "import { useData } from '../src/stores/data-store';\nexport const probe = useData;"],
    ['src/stores/probe.ts', "import { NavMenu } from '../components/NavMenu';\nexport const probe = NavMenu;"],
    ['src/document/probe.ts', "import { paths } from '../routes';\nexport const probe = paths;"],
    ['src/data/probe.ts', "export const probe = () => import('../features/awards/HomePage');"],
    ['src/lib/probe.ts', "export const probe = () => import('../../mocks/state');"],
    ['machines/probe.ts', "export const probe = () => import('../src/components/NavMenu');"],
    ['machines/probe.ts', "import { SCENARIOS } from '../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/features/vote/Probe.tsx', "export const probe = () => import('../../../mocks/state');"],
    ['src/features/vote/Probe.tsx', "import { NomineePage } from '../nominees/NomineePage';\nexport const probe = NomineePage;"],
    ['src/components/Probe.tsx', "import { VoteFlow } from '../features/vote/VoteFlow';\nexport const probe = VoteFlow;"],
    ['src/features/devtools/probe.ts', "import { SCENARIOS } from '../../../mocks/scenarios';\nexport const probe = SCENARIOS;"],
    ['src/app.tsx', "export const probe = () => import('../mocks/browser');"],
    ['src/app.tsx', "export const probe = () => import('../builder/render');"],
    ['mocks/probe.ts', "import { App } from '../src/app';\nexport const probe = App;"],
    ['mocks/probe.ts', "export const probe = () => import('../src/features/awards/HomePage');"],
    ['src/i18n/probe.ts', "import { NavMenu } from '../components/NavMenu';\nexport const probe = NavMenu;"],
    // Through the root aliases, as through relative paths.
    ['src/features/vote/Probe.tsx', "import { NomineePage } from '#src/features/nominees/NomineePage';\nexport const probe = NomineePage;"],
    ['src/lib/probe.ts', "import { NavMenu } from '#src/components/NavMenu';\nexport const probe = NavMenu;"],
    ['src/data/probe.ts', "import { dataMachine } from '#machines/data.machine';\nexport const probe = dataMachine;"],
    ['src/data/probe.ts', "export const probe = () => import('#machines/data.machine');"],
  ])('%s may not: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toHaveLength(1);
  });

  it.each([
    ['src/lib/probe.ts', "export const probe = () => import('./contact');"],
    ['src/features/vote/Probe.tsx', "import { paths } from '#src/routes';\nexport const probe = paths;"],
    ['src/domain/probe.ts', "import { safeLinkUrl } from '../lib/links';\nexport const probe = safeLinkUrl;"],
    ['src/data/probe.ts', "import type { Nominee } from '../domain/types';\nexport type Probe = Nominee;"],
    ['machines/probe.ts', "import { loadData } from '../src/data/loaders';\nexport const probe = loadData;"],
    ['src/stores/probe.ts', "import { dataMachine } from '../../machines/data.machine';\nexport const probe = dataMachine;"],
    ['mocks/probe.ts', "import { ENDPOINTS } from '../src/domain/protocol';\nexport const probe = ENDPOINTS;"],
    // The entry starts the simulator in simulator builds.
    ['src/boot/main.tsx', "export const probe = () => import('../mocks/browser');"],
  ])('%s may: %s', async (filePath, code) => {
    expect(await refusals(filePath, code)).toEqual([]);
  });
});

/**
 * The part of the layout a file belongs to: a folder of src/ (each feature its own), a file
 * directly in src/ (the app, the tree, the route table, the configuration: each a layer of its
 * own), or a top-level folder (machines, mocks, builder, tools).
 */
function partOf(file: string): string {
  const [top, second, third] = file.split('/');
  if (top !== 'src') return top!;
  if (second === 'features') return `src/features/${third}`;
  return third === undefined ? `src/${second!.replace(/\.\w+$/, '')}` : `src/${second}`;
}

const SOURCE_FOLDERS = ['src', 'machines', 'mocks', 'builder', 'tools'];
const SOURCE_FILE = /\.(ts|tsx|mjs)$/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE_FILE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Which parts import which, read from every import, export and import() of the sources (types too). */
function partArrows(root: string): Map<string, Set<string>> {
  const arrows = new Map<string, Set<string>>();
  for (const file of SOURCE_FOLDERS.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const from = partOf(relative(root, file));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolvedSource(file, fileName);
      if (!target) continue;
      const to = partOf(relative(root, target));
      if (to !== from) arrows.set(from, (arrows.get(from) ?? new Set()).add(to));
    }
  }
  return arrows;
}

/** Pairs of parts that import each other, each pair once. */
function mutualPairs(arrows: ReadonlyMap<string, ReadonlySet<string>>): [string, string][] {
  return [...arrows].flatMap(([from, targets]) =>
    [...targets].filter((to) => from < to && arrows.get(to)?.has(from)).map((to): [string, string] => [from, to]),
  );
}

describe('the layout', () => {
  it('finds two parts that import each other', () => {
    const arrows = new Map([
      ['src/lib', new Set(['src/domain'])],
      ['src/domain', new Set(['src/lib', 'src/i18n'])],
      ['src/i18n', new Set<string>()],
    ]);
    expect(mutualPairs(arrows)).toEqual([['src/domain', 'src/lib']]);
  });

  it('has no two parts that import each other', () => {
    const arrows = partArrows(resolve(import.meta.dirname, '../..'));
    // The reading itself: the arrows of the layout docs/architecture.md draws are there.
    expect(arrows.get('src/data')).toContain('src/domain');
    expect(arrows.get('src/stores')).toContain('machines');
    expect(mutualPairs(arrows)).toEqual([]);
  });
});
