// @vitest-environment node
/**
 * The catalogs are complete (docs/i18n.md): every message the code writes is in each language's
 * catalog (extracted: `npm run messages`), and every message has its Indonesian translation.
 * The build fails on a missing translation too; this says which, without a build.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locale';
import { catalogModule, MESSAGE_GROUPS, type MessageGroup } from '../../src/i18n/catalogs';

const root = process.cwd();
const config = getConfig({ cwd: root, skipValidation: true });
const catalogs = await getCatalogs(config);

const parsed = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The module file a relative specifier names from `file`, as the bundler resolves it. */
function resolvedModule(file: string, specifier: string): string | undefined {
  const base = join(dirname(file), specifier);
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate));
}

/** The files a module imports statically (what comes with its code), type-only imports left out. */
function staticImports(file: string): string[] {
  return parsed(file).statements.flatMap((statement) => {
    const specifier =
      (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(statement) && !statement.isTypeOnly)
        ? statement.moduleSpecifier
        : undefined;
    const found = specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.') && resolvedModule(file, specifier.text);
    return found ? [found] : [];
  });
}

function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    staticImports(file).forEach(visit);
  };
  entries.forEach(visit);
  return seen;
}

const hasWords = (file: string) => /@lingui\/(core|react)\/macro'|\/\*i18n\*\//.test(readFileSync(file, 'utf8'));
const inCatalog = (file: string, group: MessageGroup) => {
  const catalog = catalogs.find((candidate) => `${candidate.path.replace('{locale}', 'en')}.po`.endsWith(catalogModule(group, 'en')));
  return Boolean(catalog?.include.some((path) => file.startsWith(path)) && !catalog.exclude.some((path) => file.startsWith(path)));
};

/** A property's initializer in an object literal, by name. */
const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (candidate): candidate is ts.PropertyAssignment => ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
  )?.initializer;

/**
 * Each page's module and catalog, read from src/app.tsx's PAGE_CODE as TypeScript parses it (an
 * eager page by its import, a lazy one by its import()), and the page for an address no route has.
 */
function pages(): { module: string; group: MessageGroup; eager: boolean }[] {
  const appFile = join(root, 'src/app.tsx');
  const app = parsed(appFile);
  const defaultImports = new Map(
    app.statements.flatMap((statement) =>
      ts.isImportDeclaration(statement) && statement.importClause?.name && ts.isStringLiteral(statement.moduleSpecifier)
        ? [[statement.importClause.name.text, statement.moduleSpecifier.text] as const]
        : [],
    ),
  );
  const pageCode = app.statements
    .filter(ts.isVariableStatement)
    .flatMap((statement) => [...statement.declarationList.declarations])
    .find((declaration) => declaration.name.getText() === 'PAGE_CODE')?.initializer;
  if (!pageCode || !ts.isObjectLiteralExpression(pageCode)) throw new Error('src/app.tsx: PAGE_CODE is not an object literal');
  const listed = pageCode.properties.filter(ts.isPropertyAssignment).map(({ initializer: code }) => {
    if (!ts.isObjectLiteralExpression(code))
      throw new Error(`src/app.tsx: PAGE_CODE has an entry that is not an object: ${code.getText()}`);
    const eager = property(code, 'eager');
    const load = property(code, 'load');
    const messages = property(code, 'messages');
    const imported = load && ts.isArrowFunction(load) && ts.isCallExpression(load.body) ? load.body.arguments[0] : undefined;
    const module = eager ? defaultImports.get(eager.getText()) : imported && ts.isStringLiteral(imported) ? imported.text : undefined;
    if (!module || !messages || !ts.isStringLiteral(messages)) throw new Error(`src/app.tsx: PAGE_CODE entry not read: ${code.getText()}`);
    return { module, group: messages.text as MessageGroup, eager: Boolean(eager) };
  });
  return [...listed, { module: './components/NotFoundPage', group: 'not-found' as const, eager: false }].map((page) => ({
    ...page,
    module: resolvedModule(appFile, page.module)!,
  }));
}

describe('the message catalogs', () => {
  it('name the languages of the site', () => {
    expect(config.locales).toEqual([...LOCALES]);
    expect(config.sourceLocale).toBe(SOURCE_LOCALE);
  });

  it('give every page its words: what the start-up imports is in the common catalog, what a page adds in its own', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(15);
    expect(new Set(all.map((page) => page.group))).toEqual(new Set(MESSAGE_GROUPS.filter((group) => group !== 'common')));
    const startUp = closure([join(root, 'src/boot/main.tsx')]);
    // An eager page comes with the start-up, and waits for its own catalog (src/app.tsx's EagerPage).
    const eagerOwn = (file: string) => all.some((page) => page.eager && inCatalog(file, page.group) && closure([page.module]).has(file));
    const missing = [...startUp]
      .filter((file) => hasWords(file) && !inCatalog(file, 'common') && !eagerOwn(file))
      .map((file) => `start-up: ${relative(root, file)}`);
    for (const page of all) {
      for (const file of closure([page.module])) {
        if (!startUp.has(file) && hasWords(file) && !inCatalog(file, page.group)) missing.push(`${page.group}: ${relative(root, file)}`);
      }
    }
    expect(missing, 'add the file to SHOWN_BY in lingui.config.ts').toEqual([]);
  });

  it('give a message one translation in every catalog of a language: a page merges its catalogs into one', async () => {
    for (const locale of LOCALES) {
      const translations = new Map<string, Set<string>>();
      for (const catalog of catalogs) {
        for (const [id, message] of Object.entries((await catalog.read(locale)) ?? {})) {
          translations.set(id, (translations.get(id) ?? new Set()).add(message.translation ?? ''));
        }
      }
      const differing = [...translations].filter(([, found]) => found.size > 1).map(([id, found]) => `${id}: ${[...found].join(' | ')}`);
      expect(differing, locale).toEqual([]);
    }
  });

  for (const catalog of catalogs) {
    const name = catalog.path.replace(`${process.cwd()}/`, '');
    it(`${name}: holds every message its code writes, and no other`, async () => {
      const written = Object.keys((await catalog.collect()) ?? {}).sort();
      const extracted = Object.keys((await catalog.read(SOURCE_LOCALE)) ?? {}).sort();
      expect(extracted, 'run `npm run messages`').toEqual(written);
    });

    it(`${name}: every message is translated in every language`, async () => {
      const source = (await catalog.read(SOURCE_LOCALE)) ?? {};
      for (const locale of LOCALES.filter((other) => other !== SOURCE_LOCALE)) {
        const translated = (await catalog.read(locale)) ?? {};
        const missing = Object.entries(source)
          .filter(([id]) => !translated[id]?.translation?.trim())
          .map(([, message]) => message.message);
        expect(missing, `${locale}: messages without a translation`).toEqual([]);
      }
    });
  }
});
