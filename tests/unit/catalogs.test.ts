// @vitest-environment node
/**
 * The catalogs (docs/i18n.md#one-catalog-per-language): one per language, every message written
 * once and extracted (`npm run messages`), every message translated, and split by the build along
 * the imports, so every page loads the words its code writes. The build fails on a missing
 * translation too; this says which, without a build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locale';
import { pageMessageGroup } from '../../src/i18n/catalogs';
import { ROUTE_LIST } from '../../src/routes';
import { COMMON_GROUP, messageGroups } from '../../builder/message-groups';
import { messagesWrittenIn, type WrittenMessage } from '../../builder/message-chunks';

const root = process.cwd();
const config = getConfig({ cwd: root, skipValidation: true });
const catalogs = await getCatalogs(config);
const groups = messageGroups(root);

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

  it('give each page of the route table a module and its feature’s words', () => {
    const pages = [...new Set(ROUTE_LIST.map(({ page }) => page)), 'not-found/NotFoundPage'];
    expect(pages.length).toBeGreaterThan(15);
    const withoutCode = pages.filter((page) => !existsSync(join(root, 'src/features', `${page}.tsx`)));
    expect(withoutCode).toEqual([]);
    // The words it loads are its feature's group, which the build makes a chunk of.
    const withoutWords = pages.filter((page) => !groups.has(pageMessageGroup(page)));
    expect(withoutWords).toEqual([]);
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
    it(`${name}: holds every message its code writes, and no other, with the files that write it`, async () => {
      const written = (await catalog.collect()) ?? {};
      const extracted = (await catalog.read(SOURCE_LOCALE)) ?? {};
      expect(Object.keys(extracted).sort(), 'run `npm run messages`').toEqual(Object.keys(written).sort());
      // The build splits the words by these files: a message written in a new file must say so.
      const filesOf = (message: WrittenMessage | undefined) => [...new Set((message?.origin ?? []).map(([file]) => file))].sort().join(' ');
      const moved = Object.keys(written).filter((id) => filesOf(written[id]) !== filesOf(extracted[id]));
      expect(moved, 'run `npm run messages`').toEqual([]);
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
