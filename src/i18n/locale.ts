/**
 * The site's languages and their addresses: English at the spec's addresses, Bahasa
 * Indonesia under `/id` (`/id`, `/id/bestrestaurantsandbars/votenow`, …). Pure rules, read by the
 * router, the build, the servers' manifest and the language switch.
 */

export const LOCALES = ['en', 'id'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's words, of the addresses without a prefix, and of `x-default`. */
export const SOURCE_LOCALE: Locale = 'en';

/** The path every address of a language starts with: none for English. */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', id: '/id' };

/** Each language as `<html lang>`, `hreflang` and `Intl` name it. */
export const LANGUAGE_TAG: Readonly<Record<Locale, string>> = { en: 'en', id: 'id' };

/** Open Graph's `og:locale`. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_US', id: 'id_ID' };

/** Each language's name in that language, for the language switch. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each name is in its own language, on every page
export const LANGUAGE_NAME: Readonly<Record<Locale, string>> = { en: 'English', id: 'Bahasa Indonesia' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** A language tag as one of the site's languages: the source language for any other. */
export function asLocale(tag: string): Locale {
  return isLocale(tag) ? tag : SOURCE_LOCALE;
}

/** The language of an address: its prefix, in any case (as the router and the servers match it), else English. */
export function localeOfPath(pathname: string): Locale {
  const path = pathname.toLowerCase();
  for (const locale of LOCALES) {
    const prefix = LOCALE_PREFIX[locale];
    if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) return locale;
  }
  return SOURCE_LOCALE;
}

/** An address of the site (a path, with its query and fragment) in a language: `/winner/2024` → `/id/winner/2024`, `/` → `/id`. */
export function localizedPath(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  if (!prefix) return path;
  return path === '/' || /^\/[?#]/.test(path) ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** An address without its language's prefix: `/id/winner/2024` → `/winner/2024`, `/id` → `/`. */
export function unlocalizedPath(path: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(path.replace(/[?#].*$/, ''))];
  if (!prefix) return path;
  const rest = path.slice(prefix.length);
  return rest === '' || /^[?#]/.test(rest) ? `/${rest}` : rest;
}

/** The same address in another language. */
export function pathInLocale(path: string, locale: Locale): string {
  return localizedPath(unlocalizedPath(path), locale);
}

/** Each language's `Intl` locale for numbers and dates: `1,234` / `1.234`, `November 26, 2026` / `26 November 2026`. */
export const INTL_LOCALE: Readonly<Record<Locale, string>> = { en: 'en-US', id: 'id-ID' };

/** Each language's thousands separator: `1,234` / `1.234`. */
const THOUSANDS_SEPARATOR: Readonly<Record<Locale, string>> = { en: ',', id: '.' };

/**
 * A count (a whole number, not negative) as the language writes it, as `Intl.NumberFormat` writes it,
 * without building one: the first number formatter a page builds costs a slow phone's main thread
 * about 150 ms (docs/performance.md). Anything else goes to `Intl`.
 */
export function formatCount(value: number, locale: Locale): string {
  if (!Number.isSafeInteger(value) || value < 0) return value.toLocaleString(INTL_LOCALE[locale]);
  return String(value).replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR[locale]);
}

/** What a message about a count selects its words by: 'none' for zero, else the language's plural case. */
export type CountForm = 'none' | 'one' | 'other';

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A count's form, for a message that selects on it
 * (`` msg`${select(form, { none: 'No venue', one: `${shown} venue`, other: `${shown} venues` })}` ``):
 * Lingui's `plural` formats its number with a number formatter even where the words do not show it
 * (see `formatCount`); plural rules alone are cheap. English and Indonesian have no case but one and other.
 */
export function countForm(count: number, locale: Locale): CountForm {
  if (count === 0) return 'none';
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(INTL_LOCALE[locale])));
  return rules.select(count) === 'one' ? 'one' : 'other';
}

/** A count's form and its figure in the language: what a message about a count takes. */
export function countWords(count: number, locale: Locale): { form: CountForm; shown: string } {
  return { form: countForm(count, locale), shown: formatCount(count, locale) };
}
