/**
 * Every word of both languages, the whole catalog of each (docs/i18n.md#one-catalog-per-language):
 * the build renders pages and draws kits in both, and the unit tests render views in both. A
 * browser loads only the chunks its page shows (src/i18n/catalogs.ts).
 */
import type { Messages } from '@lingui/core';
import { i18nFor } from '../src/i18n/catalogs';
import { isLocale } from '../src/i18n/locale';

const CATALOGS = import.meta.glob<{ messages: Messages }>('/src/i18n/locales/*.po');

export async function loadAllMessages(): Promise<void> {
  for (const [file, load] of Object.entries(CATALOGS)) {
    const locale = /([\w-]+)\.po$/.exec(file)?.[1];
    if (isLocale(locale)) i18nFor(locale).load(locale, (await load()).messages);
  }
}
