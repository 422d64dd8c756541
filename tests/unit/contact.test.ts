// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contactLinks, instagramHref, isPresent, telHref, websiteDomain, websiteHref } from '../../src/domain/contact';

const detail = {
  address: '<p>Jl. Kemang Raya 8</p>',
  phone: '+62 (21) 2992-8888',
  email: 'hello@kaum.example',
  website: 'www.kaum.example/jakarta',
  domain: '',
  instagram: '@kaum.jakarta',
};

describe('contact display rules', () => {
  it("treats '-', blanks and nothing as absent", () => {
    expect(isPresent('-')).toBe(false);
    expect(isPresent(' - ')).toBe(false);
    expect(isPresent('')).toBe(false);
    expect(isPresent(undefined)).toBe(false);
    expect(isPresent('0')).toBe(true);
  });

  it("builds tel links from alphanumerics only, with a '+' prefix", () => {
    expect(telHref('+62 (21) 2992-8888')).toBe('tel:+622129928888');
    expect(telHref('(021) 2992 8888')).toBe('tel:+02129928888');
  });

  it('links Instagram to the profile without a leading @', () => {
    expect(instagramHref('@kaum.jakarta')).toBe('https://www.instagram.com/kaum.jakarta/');
    expect(instagramHref('kaum')).toBe('https://www.instagram.com/kaum/');
  });

  it('accepts websites with or without a scheme and refuses other schemes', () => {
    expect(websiteHref('www.kaum.example/jakarta')).toBe('https://www.kaum.example/jakarta');
    expect(websiteHref('http://kaum.example')).toBe('http://kaum.example/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteDomain('https://www.kaum.example/jakarta')).toBe('www.kaum.example');
    expect(websiteDomain('https://www.kaum.example/jakarta', 'kaum.example')).toBe('kaum.example');
  });

  it('decides by a rule of its own, the same in the build and every browser: no URL parser is asked', () => {
    const refused = [
      // Chromium's URL parser takes it (as https://'%20onmouseover=…), Node's does not.
      "' onmouseover=(fetch(1371+/.xss/.source),(self.__xss||=[]).push(1371),Boolean)(/Black.Spook/)",
      'https://kaum .example',
      "https://kaum'.example",
      'https://kaum.example" onmouseover="alert(1)',
      'https://kaum.example/%zz',
      'https://kaum.example.',
      'https://-kaum.example',
      'https://kaum',
      'https://café.example',
      'ftp://kaum.example',
      'https://kaum.example/a b',
    ];
    for (const value of refused) expect(websiteHref(value), value).toBeNull();
    const accepted: [string, string][] = [
      ['KAUM.example', 'https://kaum.example/'],
      ['HTTPS://Kaum.Example:8443/Menu?lang=id#dinner', 'https://kaum.example:8443/Menu?lang=id#dinner'],
      ['kaum.example?ref=brb', 'https://kaum.example/?ref=brb'],
      ['//kaum.example/%E2%9C%93', 'https://kaum.example/%E2%9C%93'],
    ];
    for (const [value, href] of accepted) {
      expect(websiteHref(value), value).toBe(href);
      // What the rule writes, a URL parser reads back unchanged.
      expect(new URL(href).href).toBe(href);
    }
    expect(websiteDomain("https://kaum'.example")).toBe("https://kaum'.example");
  });

  it('lists present fields in order and hides absent ones', () => {
    expect(contactLinks(detail).map((link) => [link.kind, link.label, link.href])).toEqual([
      ['phone', '+62 (21) 2992-8888', 'tel:+622129928888'],
      ['email', 'hello@kaum.example', 'mailto:hello@kaum.example'],
      ['website', 'www.kaum.example/jakarta', 'https://www.kaum.example/jakarta'],
      ['instagram', '@kaum.jakarta', 'https://www.instagram.com/kaum.jakarta/'],
    ]);
    expect(contactLinks({ ...detail, phone: '-', email: '-', instagram: '-' }).map((link) => link.kind)).toEqual(['website']);
    expect(contactLinks(detail, { websiteLabel: 'domain' }).find((link) => link.kind === 'website')?.label).toBe('www.kaum.example');
  });
});
