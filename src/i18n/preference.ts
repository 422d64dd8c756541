/**
 * The visitor's language, as their browser says it: an English page offers the other
 * language once to a visitor whose browser prefers it, and never redirects. Pure; unit-tested.
 */
import { LOCALES, SOURCE_LOCALE, type Locale } from './locale';

/** The first of the browser's languages (`navigator.languages`, in its order) that the site speaks, by primary subtag: 'id-ID' → 'id'. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const language of languages) {
    const primary = language.split('-')[0]?.toLowerCase();
    const locale = LOCALES.find((candidate) => candidate === primary);
    if (locale) return locale;
  }
  return null;
}

/**
 * The language a page offers its visitor: theirs, where it is not the page's. Only the source
 * language's pages offer one: the spec's addresses are the ones shared and linked everywhere,
 * while a page under another language's prefix was chosen.
 */
export function localeToOffer(pageLocale: Locale, languages: readonly string[]): Locale | null {
  if (pageLocale !== SOURCE_LOCALE) return null;
  const preferred = preferredLocale(languages);
  return preferred && preferred !== pageLocale ? preferred : null;
}
