/**
 * Which source files' words each group of messages carries (docs/i18n.md#one-catalog-per-language),
 * read from the static imports: the words the start-up shows (`common`: what src/boot's entry, the
 * app and its landing pages import, the features' own files left out), and each feature's
 * (`src/features/{feature}`: its files and what they import that is not common). A page loads `common` and its feature's group, so it has
 * every word its code can show; the one catalog of a language is split along these groups at
 * build time (builder/message-chunks.ts). Dynamic imports are not followed: they are other chunks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { resolvedSource } from './source-imports.ts';

/** The group of the words the start-up shows, which every page loads. */
export const COMMON_GROUP = 'common';

/** What the start-up runs before any page of a feature: the entry and the app it loads. */
const START_UP = ['src/boot/boot.ts', 'src/boot/main.tsx'];
const FEATURES = 'src/features';

/**
 * The files an eager `import.meta.glob` names one by one (src/app.tsx's landing pages): the bundler
 * imports them as it would a static import.
 */
function eagerGlobbed(source: ts.SourceFile): string[] {
  const named: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'import.meta.glob') {
      const [patterns, options] = node.arguments;
      const eager =
        options &&
        ts.isObjectLiteralExpression(options) &&
        options.properties.some(
          (property) =>
            ts.isPropertyAssignment(property) &&
            property.name.getText(source) === 'eager' &&
            property.initializer.kind === ts.SyntaxKind.TrueKeyword,
        );
      const literals = patterns && ts.isArrayLiteralExpression(patterns) ? [...patterns.elements] : patterns ? [patterns] : [];
      if (eager) named.push(...literals.filter(ts.isStringLiteral).map((literal) => literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return named.filter((pattern) => !pattern.includes('*') && !pattern.startsWith('!'));
}

/** The modules a file imports statically (what comes with its code), type-only imports left out. */
function staticImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specifiers = source.statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement.moduleSpecifier
        : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
  return [...specifiers, ...eagerGlobbed(source)].flatMap((specifier) => {
    const found = resolvedSource(file, specifier);
    // Code only: a style sheet has no words.
    return found && /\.tsx?$/.test(found) ? [found] : [];
  });
}

/** Every module the entries reach through static imports. */
function reachedFrom(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

/** A feature's own source files. */
function featureFiles(root: string, feature: string): string[] {
  const folder = join(root, FEATURES, feature);
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/**
 * The files whose words each group carries, relative to `root` with forward slashes (as the
 * catalogs name a message's origin): `common`, then one group per feature folder. A file may be in
 * several features' groups; no file of `common` is in another group, and no feature's file is in it.
 */
export function messageGroups(root: string): Map<string, Set<string>> {
  const features = join(root, FEATURES);
  const inFeature = (file: string) => !relative(features, file).startsWith('..');
  // The landing pages come with the start-up: what they share with other features is common.
  const common = new Set([...reachedFrom(START_UP.map((file) => join(root, file)))].filter((file) => !inFeature(file)));
  const named = (files: Iterable<string>) => new Set([...files].map((file) => relative(root, file).split('\\').join('/')));
  const groups = new Map<string, Set<string>>([[COMMON_GROUP, named(common)]]);
  for (const entry of readdirSync(features, { withFileTypes: true })) {
    if (entry.isDirectory())
      groups.set(entry.name, named([...reachedFrom(featureFiles(root, entry.name))].filter((file) => !common.has(file))));
  }
  return groups;
}
