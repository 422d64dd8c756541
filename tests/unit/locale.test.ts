// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countForm, formatCount, INTL_LOCALE, localeOfPath, localizedPath, pathInLocale, unlocalizedPath } from '../../src/i18n/locale';

describe('the languages of an address', () => {
  it('reads the language from the prefix, in any case, and English elsewhere', () => {
    expect(localeOfPath('/id')).toBe('id');
    expect(localeOfPath('/id/')).toBe('id');
    expect(localeOfPath('/ID/winner/2024')).toBe('id');
    expect(localeOfPath('/id/bestrestaurantsandbars/votenow')).toBe('id');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/idea')).toBe('en');
    expect(localeOfPath('/bestrestaurantsandbars/id')).toBe('en');
  });

  it('writes an address in a language, with its query and fragment', () => {
    expect(localizedPath('/', 'id')).toBe('/id');
    expect(localizedPath('/?scenario=slow', 'id')).toBe('/id?scenario=slow');
    expect(localizedPath('/bestrestaurantsandbars/judges#3', 'id')).toBe('/id/bestrestaurantsandbars/judges#3');
    expect(localizedPath('/bestrestaurantsandbars/votenow?for=kaum', 'en')).toBe('/bestrestaurantsandbars/votenow?for=kaum');
  });

  it('takes the prefix off, and moves an address between languages', () => {
    expect(unlocalizedPath('/id')).toBe('/');
    expect(unlocalizedPath('/id?q=1')).toBe('/?q=1');
    expect(unlocalizedPath('/id/winner/2024')).toBe('/winner/2024');
    expect(unlocalizedPath('/winner/2024')).toBe('/winner/2024');
    expect(unlocalizedPath('/idea')).toBe('/idea');
    expect(pathInLocale('/id/bestrestaurantsandbars/votenow?for=kaum', 'en')).toBe('/bestrestaurantsandbars/votenow?for=kaum');
    expect(pathInLocale('/', 'id')).toBe('/id');
    expect(pathInLocale('/id', 'id')).toBe('/id');
  });

  it('writes numbers as each language does', () => {
    expect(formatCount(1234567, 'en')).toBe('1,234,567');
    expect(formatCount(1234567, 'id')).toBe('1.234.567');
  });

  it('writes every count as Intl does, without a number formatter', () => {
    const counts = [0, 1, 7, 99, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER];
    for (const locale of ['en', 'id'] as const) {
      for (const count of counts) expect(formatCount(count, locale)).toBe(count.toLocaleString(INTL_LOCALE[locale]));
      // What is not a count goes to Intl.
      expect(formatCount(-1234, locale)).toBe((-1234).toLocaleString(INTL_LOCALE[locale]));
      expect(formatCount(1234.5, locale)).toBe((1234.5).toLocaleString(INTL_LOCALE[locale]));
    }
  });

  it('gives a count’s form: none for zero, then each language’s plural case', () => {
    expect([0, 1, 2, 21].map((count) => countForm(count, 'en'))).toEqual(['none', 'one', 'other', 'other']);
    expect([0, 1, 2].map((count) => countForm(count, 'id'))).toEqual(['none', 'other', 'other']);
  });
});
