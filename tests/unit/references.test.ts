// @vitest-environment node
/**
 * What the code points at is in the repository: every path it names (a file or folder of the
 * project, a document and its section's anchor) exists, and nothing cites an issue number or a
 * numbered section of a document outside the repository (docs/requirements.md restates it).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FOLDERS = ['src', 'machines', 'mocks', 'builder', 'tools', 'tests', 'deploy'];
const SOURCE = /\.(ts|tsx|mjs|js|css)$/;
const MODULE_EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.md'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}
const files = [...FOLDERS.flatMap(sourceFiles), ...readdirSync('.').filter((name) => SOURCE.test(name))];

/** A heading's anchor as GitHub and most renderers make it. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
const anchorsCache = new Map<string, Set<string>>();
function anchorsOf(document: string): Set<string> {
  let anchors = anchorsCache.get(document);
  if (!anchors) {
    const headings = readFileSync(document, 'utf8').match(/^#{1,6} .+$/gm) ?? [];
    anchors = new Set(headings.map((line) => anchorOf(line.replace(/^#+ /, ''))));
    anchorsCache.set(document, anchors);
  }
  return anchors;
}

/** Paths of the project named in a comment, with their anchor: `docs/requirements.md#calls`, `src/domain/kit.ts`. */
const PATH = new RegExp(`(?<![\\w./-])((?:${[...FOLDERS, 'docs'].join('|')})/[\\w./-]*[\\w/])(#[\\w-]+)?`, 'g');
/** The comments of a file, line by line: what follows `//`, and lines of a block comment. */
const commentsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => (/^\s*(\/\*|\*)/.test(line) ? line : (/(?:^|\s)\/\/(.*)$/.exec(line)?.[1] ?? '')))
    .join('\n');

/** A decision is cited by its number: `docs/decisions/021`. */
function decisionFile(path: string): string | undefined {
  const number = /^docs\/decisions\/(\d{3})$/.exec(path)?.[1];
  const name = number && readdirSync('docs/decisions').find((file) => file.startsWith(`${number}-`));
  return name ? join('docs/decisions', name) : undefined;
}

describe('references in the code', () => {
  it('name files, folders and document sections that exist', () => {
    const missing: string[] = [];
    for (const file of files) {
      for (const [, path = '', anchor] of commentsOf(readFileSync(file, 'utf8')).matchAll(PATH)) {
        const found =
          decisionFile(path) ??
          MODULE_EXTENSIONS.map((extension) => path.replace(/\/$/, '') + extension).find((candidate) => existsSync(candidate));
        if (!found) missing.push(`${file}: ${path}`);
        else if (anchor && found.endsWith('.md') && !anchorsOf(found).has(anchor.slice(1))) missing.push(`${file}: ${path}${anchor}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cite no issue number and no numbered section of the specification', () => {
    const outside = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bissue \d+|\bspec(ification)?('s)? (sections?|§) ?\d+/gi)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(outside).toEqual([]);
  });
});
