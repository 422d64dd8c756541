// @vitest-environment node
/**
 * The catalogs are complete (docs/i18n.md): every message the code writes is in each language's
 * catalog (extracted: `npm run messages`), and every message has its Indonesian translation.
 * The build fails on a missing translation too; this says which, without a build.
 */
import { describe, expect, it } from 'vitest';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { LOCALES, SOURCE_LOCALE } from '../../src/i18n/locale';

const config = getConfig({ cwd: process.cwd(), skipValidation: true });
const catalogs = await getCatalogs(config);

describe('the message catalogs', () => {
  it('name the languages of the site', () => {
    expect(config.locales).toEqual([...LOCALES]);
    expect(config.sourceLocale).toBe(SOURCE_LOCALE);
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
