// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount, localeOfPath, localizedPath, pathInLocale, unlocalizedPath } from '../../src/i18n/locale';

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
});
