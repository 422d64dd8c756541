// @vitest-environment node
/**
 * The catalogs (docs/i18n.md#one-catalog-per-language): one per language, every message written
 * once and extracted (`npm run messages`), every message translated, and split by the build along
 * the imports, so every page loads the words its code writes. The build fails on a missing
 * translation too; this says which, without a build.
 */
import { dirname, join, relative } from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locale';
import { COMMON_GROUP, messageGroups } from '../../builder/message-groups';
import { resolvedSource } from '../../builder/source-imports';
import { messagesWrittenIn } from '../../builder/message-chunks';

const root = process.cwd();
const config = getConfig({ cwd: root, skipValidation: true });
const catalogs = await getCatalogs(config);
const groups = messageGroups(root);
const parsed = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** A property's initializer in an object literal, by name. */
const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (candidate): candidate is ts.PropertyAssignment => ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
  )?.initializer;

/**
 * Each page's module and the group of words it loads, read from src/app.tsx's PAGE_CODE as
 * TypeScript parses it (an eager page by its import, a lazy one by its import()), and the page for
 * an address no route has.
 */
function pages(): { module: string; group: string }[] {
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
    return { module, group: messages.text };
  });
  return [...listed, { module: './features/not-found/NotFoundPage', group: 'not-found' }].map((page) => ({
    ...page,
    module: resolvedSource(appFile, page.module)!,
  }));
}

describe('the message catalogs', () => {
  it('are one per language, named by the site', () => {
    expect(config.locales).toEqual([...LOCALES]);
    expect(config.sourceLocale).toBe(SOURCE_LOCALE);
    expect(catalogs).toHaveLength(1);
  });

  it('split along the imports: the words of the start-up apart from each feature’s', () => {
    const common = groups.get(COMMON_GROUP)!;
    expect(common).toContain('src/app.tsx');
    expect(common).toContain('src/components/SectionLayout.tsx');
    expect([...common].filter((file) => file.startsWith('src/features/'))).toEqual([]);
    // The language offer loads the other language's common words alone (src/components/LanguageOffer.tsx).
    expect(common).toContain('src/components/LanguageOffer.tsx');
    // The share panel is imported by the nominee page and the vote flow, not by the start-up.
    expect(common).not.toContain('src/components/SharePanel.tsx');
    expect(groups.get('nominees')).toContain('src/components/SharePanel.tsx');
    expect(groups.get('vote')).toContain('src/components/SharePanel.tsx');
    expect(groups.get('vote')).not.toContain('src/app.tsx');
  });

  it('give each page the words of its feature: the folder its module is in', () => {
    const all = pages();
    expect(all.length).toBeGreaterThan(15);
    const misplaced = all
      .filter(({ module, group }) => relative(join(root, 'src/features'), dirname(module)).split('/')[0] !== group)
      .map(({ module, group }) => `${relative(root, module)}: ${group}`);
    expect(misplaced).toEqual([]);
  });

  it('hold no message that no page and no build step shows', async () => {
    const source = (await catalogs[0]!.read(SOURCE_LOCALE)) ?? {};
    const shown = new Set([...groups.values()].flatMap((files) => [...messagesWrittenIn(source, files)]));
    const unshown = Object.entries(source)
      .filter(([id, message]) => !shown.has(id) && !message.origin?.some(([file]) => file.startsWith('builder/')))
      .map(([, message]) => `${message.message} (${message.origin?.map(([file]) => file).join(', ')})`);
    expect(unshown).toEqual([]);
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
