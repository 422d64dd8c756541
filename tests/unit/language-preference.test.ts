// @vitest-environment node
/** The browser's language and the offer of the other one (src/i18n/preference.ts). */
import { describe, expect, it } from 'vitest';
import { localeToOffer, preferredLocale } from '../../src/i18n/preference';

describe("the browser's language", () => {
  it('is the first of its languages the site speaks, by primary subtag', () => {
    expect(preferredLocale(['id-ID', 'en-US'])).toBe('id');
    expect(preferredLocale(['ID'])).toBe('id');
    expect(preferredLocale(['en-GB', 'id'])).toBe('en');
    expect(preferredLocale(['jv', 'ms-MY', 'id', 'en'])).toBe('id');
    expect(preferredLocale(['fr-FR', 'de'])).toBeNull();
    expect(preferredLocale([])).toBeNull();
  });

  it('does not take a language whose tag merely starts like one of the site’s', () => {
    expect(preferredLocale(['ido', 'eng'])).toBeNull();
  });
});

describe('the offer of the other language', () => {
  it('is made on an English page to a browser that prefers Indonesian', () => {
    expect(localeToOffer('en', ['id-ID', 'en'])).toBe('id');
    expect(localeToOffer('en', ['ms', 'id'])).toBe('id');
  });

  it('is not made where the browser prefers English or neither language', () => {
    expect(localeToOffer('en', ['en-US', 'id'])).toBeNull();
    expect(localeToOffer('en', ['fr'])).toBeNull();
    expect(localeToOffer('en', [])).toBeNull();
  });

  it('is never made on an Indonesian page: that language was chosen', () => {
    expect(localeToOffer('id', ['en-US'])).toBeNull();
    expect(localeToOffer('id', ['id'])).toBeNull();
  });
});
