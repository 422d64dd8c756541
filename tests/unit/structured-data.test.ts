// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  capitalise,
  nomineeDescription,
  nomineeJsonLd,
  plainText,
  serialiseJsonLd,
  truncate,
  venueType,
} from '../../src/domain/structured-data';
import type { Nominee } from '../../src/domain/types';
import { i18nFor } from '../../src/i18n/catalogs';

const kaum: Nominee = {
  _id: '1',
  slug: 'kaum',
  name: 'Kaum',
  location: 'jakarta',
  content: '<p><strong>Kaum</strong> serves Indonesian cooking &amp; more.</p><p>Second paragraph.</p>',
  images: ['/sim/img/nominee/kaum-1.svg', '/sim/img/nominee/kaum-2.svg'],
  logo_url: '/sim/img/logo/kaum.svg',
  detail: {
    address: '<p>Jl. Kemang Raya No. 8<br>Kemang<br>Jakarta 12190</p>',
    phone: '+62 21 2992 8888',
    email: 'hello@kaum.example',
    website: 'https://www.kaum.example',
    domain: 'www.kaum.example',
    instagram: '@kaum.jakarta',
  },
  rank: 1,
  votes: 10,
  category_name: 'Best Indonesian Restaurant',
  group: 1,
};

const origin = 'https://site.example';

describe('plainText', () => {
  it('drops tags, decodes entities and separates blocks', () => {
    expect(plainText('<p>A &amp; B</p><p>C&nbsp;&#39;D&#x27;</p>')).toBe("A & B C 'D'");
    expect(plainText('<p>Jl. Senopati 1<br>Kebayoran<br/>Jakarta</p>', ', ')).toBe('Jl. Senopati 1, Kebayoran, Jakarta');
    expect(plainText('<script>alert(1)</script>Hi')).toBe('Hi');
    expect(plainText('')).toBe('');
  });

  it("knows only its entities: Object's own properties are not entities", () => {
    expect(plainText('&constructor; &toString; &__proto__; &hasOwnProperty;')).toBe(
      '&constructor; &toString; &__proto__; &hasOwnProperty;',
    );
  });

  it('keeps what follows an unclosed tag or script as the browser would not run it', () => {
    expect(plainText('a < b and c')).toBe('a < b and c');
    expect(plainText('Hi<script>never closed')).toBe('Hi');
    expect(plainText('<STYLE>p{}</Style>Shown</p>')).toBe('Shown');
  });

  it('runs in linear time on a megabyte of hostile input (each case would take minutes if quadratic)', () => {
    const megabyte = 1 << 20;
    for (const unit of ['<', '<script', '<p', '&aaaa', '<a <b ']) {
      const hostile = unit.repeat(Math.ceil(megabyte / unit.length));
      expect(typeof plainText(hostile)).toBe('string');
    }
  });
});

describe('capitalise and truncate', () => {
  it('capitalises each word of a location', () => {
    expect(capitalise('jakarta')).toBe('Jakarta');
    expect(capitalise(' south jakarta ')).toBe('South Jakarta');
    expect(capitalise('Bali')).toBe('Bali');
  });

  it('cuts long text on a word boundary', () => {
    expect(truncate('short', 10)).toBe('short');
    const cut = truncate('one two three four five six', 15);
    expect(cut.length).toBeLessThanOrEqual(15);
    expect(cut).toBe('one two three…');
  });
});

describe('nomineeDescription', () => {
  it('names the venue, its city and the programme, within 160 characters', () => {
    const description = nomineeDescription(i18nFor('en'), { ...kaum, content: `<p>${'word '.repeat(80)}</p>` });
    expect(description.startsWith("Kaum, Jakarta: nominee of Exquisite's Best Restaurants & Bars 2025. word")).toBe(true);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith('…')).toBe(true);
  });
});

describe('venueType', () => {
  it('is BarOrPub when the category or name says bar, pub or cocktail', () => {
    expect(venueType({ name: 'Kaum', category_name: 'Best Bar' })).toBe('BarOrPub');
    expect(venueType({ name: 'The Cocktail Club', category_name: 'Best New Restaurant' })).toBe('BarOrPub');
    expect(venueType({ name: 'Saka Museum Bar', category_name: '' })).toBe('BarOrPub');
  });

  it('is Restaurant otherwise (a "Bara" is not a bar)', () => {
    expect(venueType({ name: 'Bara Grill', category_name: 'Best Casual Dining' })).toBe('Restaurant');
    expect(venueType(kaum)).toBe('Restaurant');
  });
});

describe('nomineeJsonLd', () => {
  it('describes the venue with absolute URLs and its contact details', () => {
    expect(nomineeJsonLd(kaum, { origin, path: '/bestrestaurantsandbars/nominee/kaum' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Kaum',
      url: 'https://site.example/bestrestaurantsandbars/nominee/kaum',
      description: 'Kaum serves Indonesian cooking & more. Second paragraph.',
      image: ['https://site.example/sim/img/nominee/kaum-1.svg', 'https://site.example/sim/img/nominee/kaum-2.svg'],
      logo: 'https://site.example/sim/img/logo/kaum.svg',
      telephone: '+62 21 2992 8888',
      email: 'hello@kaum.example',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Jl. Kemang Raya No. 8, Kemang, Jakarta 12190',
        addressLocality: 'Jakarta',
        addressCountry: 'ID',
      },
      sameAs: ['https://www.kaum.example/', 'https://www.instagram.com/kaum.jakarta/'],
    });
  });

  it("leaves out '-' fields, a missing logo and an empty text", () => {
    const bare: Nominee = {
      ...kaum,
      content: '',
      images: [],
      logo_url: '',
      detail: { address: '-', phone: '-', email: '-', website: '-', domain: '-', instagram: '-' },
    };
    expect(nomineeJsonLd(bare, { origin, path: '/x' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Kaum',
      url: 'https://site.example/x',
      address: { '@type': 'PostalAddress', addressLocality: 'Jakarta', addressCountry: 'ID' },
    });
  });
});

describe('serialiseJsonLd', () => {
  it('cannot close the script element, and still parses back to the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & <b>' };
    const json = serialiseJsonLd(data);
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual(data);
  });
});
