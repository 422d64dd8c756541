/**
 * What a nominee page tells search engines and link previews: a plain-text
 * description and schema.org Restaurant / BarOrPub JSON-LD built from the
 * nominee's data. Pure: the page passes in its origin.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PROGRAMME_NAME } from '../lib/programme';
import type { Nominee } from './types';
import { contactLinks, isPresent } from './contact';

export const META_DESCRIPTION_MAX = 160;

/** 'jakarta' -> 'Jakarta', 'south jakarta' -> 'South Jakarta' (the page shows locations this way). */
export function capitalise(text: string): string {
  return text.trim().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

/** A Map, not an object: `&constructor;` must not find Object's own properties. */
const ENTITIES = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
  ['nbsp', ' '],
]);

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]{1,6}|#\d{1,7}|[a-z]{1,8});/gi, (entity, code: string) => {
    if (code[0] === '#') {
      const value = code[1]?.toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(value) && value > 0 && value <= 0x10ffff ? String.fromCodePoint(value) : entity;
    }
    return ENTITIES.get(code.toLowerCase()) ?? entity;
  });
}

const LINE_BREAKING_TAG = /^(br|\/(p|div|li|h[1-6]))$/;
const RAW_TEXT_TAG = /^(script|style)$/;

/** The text of HTML with tags dropped and line-breaking tags as '\n', in one pass (linear on any input). */
function stripTags(html: string): string {
  const lower = html.toLowerCase();
  let text = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    const close = open === -1 ? -1 : html.indexOf('>', open + 1);
    if (close === -1) return text + html.slice(at);
    text += html.slice(at, open);
    const name = /^\/?[a-z][a-z\d]*/.exec(lower.slice(open + 1, Math.min(close, open + 12)))?.[0] ?? '';
    at = close + 1;
    if (LINE_BREAKING_TAG.test(name)) text += '\n';
    if (RAW_TEXT_TAG.test(name)) {
      // A script's or style's content is not text; unclosed, it runs to the end.
      const end = lower.indexOf(`</${name}`, at);
      if (end === -1) return text;
      at = end;
    }
  }
  return text;
}

/**
 * Text of server HTML, for JSON-LD and meta tags only (never rendered as
 * HTML): line breaks and block ends become `separator`, tags are dropped.
 */
export function plainText(html: string, separator = ' '): string {
  return decodeEntities(stripTags(html))
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join(separator);
}

/** Cut on a word boundary with an ellipsis when longer than `max`. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** The page's meta description: who, where, the programme, then the start of its text. */
export function nomineeDescription(i18n: I18n, nominee: Pick<Nominee, 'name' | 'location' | 'content'>): string {
  const name = nominee.name;
  const location = capitalise(nominee.location);
  const lead = i18n._(msg`${name}, ${location}: nominee of ${PROGRAMME_NAME}.`);
  const body = plainText(nominee.content);
  return truncate(body ? `${lead} ${body}` : lead, META_DESCRIPTION_MAX);
}

export type VenueType = 'Restaurant' | 'BarOrPub';

/** BarOrPub when the category or the name says bar, pub or cocktail; otherwise Restaurant. */
export function venueType(nominee: Pick<Nominee, 'name' | 'category_name'>): VenueType {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- schema.org's type names
  return /\b(bar|pub|cocktail)s?\b/i.test(`${nominee.category_name} ${nominee.name}`) ? 'BarOrPub' : 'Restaurant';
}

function absolute(url: string, origin: string): string | null {
  try {
    return new URL(url, origin).href;
  } catch {
    return null;
  }
}

export interface JsonLdOptions {
  /** The site's origin, e.g. 'https://example.com', to make image and page URLs absolute. */
  origin: string;
  /** The page's own path. */
  path: string;
}

/** schema.org JSON-LD for a nominee; absent ('-') contact fields are left out. */
export function nomineeJsonLd(nominee: Nominee, { origin, path }: JsonLdOptions): Record<string, unknown> {
  const links = contactLinks(nominee.detail);
  const href = (kind: string) => links.find((link) => link.kind === kind)?.href;
  const images = nominee.images.map((image) => absolute(image, origin)).filter((url): url is string => url !== null);
  const description = plainText(nominee.content);
  const locality = capitalise(nominee.location);
  const street = isPresent(nominee.detail.address) ? plainText(nominee.detail.address, ', ') : '';
  const sameAs = [href('website'), href('instagram')].filter((url): url is string => Boolean(url));
  const logo = isPresent(nominee.logo_url) ? absolute(nominee.logo_url, origin) : null;
  const phone = isPresent(nominee.detail.phone) ? nominee.detail.phone.trim() : '';
  const email = isPresent(nominee.detail.email) ? nominee.detail.email.trim() : '';

  return {
    '@context': 'https://schema.org',
    '@type': venueType(nominee),
    name: nominee.name,
    url: absolute(path, origin),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(logo ? { logo } : {}),
    ...(phone ? { telephone: phone } : {}),
    ...(email ? { email } : {}),
    address: {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- schema.org's type name
      '@type': 'PostalAddress',
      ...(street ? { streetAddress: street } : {}),
      ...(locality ? { addressLocality: locality } : {}),
      // Every city of the programme is in Indonesia (docs/requirements.md#constants).
      addressCountry: 'ID',
    },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json">: '<', '>' and '&' as \u
 * escapes, so no text from the server can close the script element.
 */
export function serialiseJsonLd(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
