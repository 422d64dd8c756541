/**
 * What a built page carries in its <head> for search engines and link previews (WhatsApp,
 * Instagram, Facebook, X read only the HTML), and the site's sitemap: pure text builders for the
 * prerender plugin (docs/decisions/015).
 */
import { escapeMarkup } from '../src/lib/markup.ts';
import { BUILT_JSON_LD_ID } from '../src/data/element-ids.ts';
import type { PageHead } from '../src/components/usePage.ts';

export interface PreviewImage {
  /** Absolute. */
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface HeadOptions {
  head: Partial<PageHead>;
  /** The page's absolute, canonical URL. */
  url: string;
  siteName: string;
  image: PreviewImage | null;
  /** The page's language as Open Graph names it (`id_ID`), and the other languages it is in. */
  ogLocale: { locale: string; alternates: readonly string[] };
  /** The page in each language (`hreflang`, absolute URL), `x-default` included. */
  alternates: readonly { hreflang: string; url: string }[];
}

/** JSON for inside a <script> element: '<' escaped, so no text in it can close the element. */
export const scriptJson = (json: string) => json.replace(/</g, '\\u003c');

/** The tags added to the page's head (its title and description replace the template's). */
/** The page's own images need no preload here: React writes one for each image of the first render. */
export function headTags({ head, url, siteName, image, ogLocale, alternates }: HeadOptions): string[] {
  const meta = (property: string, content: string | number) => `<meta property="${property}" content="${escapeMarkup(String(content))}" />`;
  const tags = [`<link rel="canonical" href="${escapeMarkup(url)}" />`];
  for (const { hreflang, url: alternate } of alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeMarkup(hreflang)}" href="${escapeMarkup(alternate)}" />`);
  }
  tags.push(meta('og:type', 'website'), meta('og:site_name', siteName), meta('og:url', url), meta('og:locale', ogLocale.locale));
  for (const alternate of ogLocale.alternates) tags.push(meta('og:locale:alternate', alternate));
  if (head.title) tags.push(meta('og:title', head.title));
  if (head.description) tags.push(meta('og:description', head.description));
  if (image) {
    tags.push(meta('og:image', image.url), meta('og:image:alt', image.alt));
    if (image.width && image.height) tags.push(meta('og:image:width', image.width), meta('og:image:height', image.height));
  }
  tags.push(`<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`);
  if (head.jsonLd) tags.push(`<script type="application/ld+json" id="${BUILT_JSON_LD_ID}">${scriptJson(head.jsonLd)}</script>`);
  return tags;
}

/**
 * `html` with its first `pattern` replaced by `text` as it is: through a replacer function, so a
 * `$'` or `$&` in data (a nominee's name) is never read as a replacement pattern.
 */
export const replaceOnce = (html: string, pattern: string | RegExp, text: string) => html.replace(pattern, () => text);

/** The template's head with this page's language, title, description and tags. */
export function withHead(html: string, lang: string, head: Partial<PageHead>, tags: readonly string[]): string {
  let out = replaceOnce(html, /<html lang="[^"]*"/, `<html lang="${escapeMarkup(lang)}"`);
  if (head.title) out = replaceOnce(out, /<title>[^<]*<\/title>/, `<title>${escapeMarkup(head.title)}</title>`);
  if (head.description)
    out = replaceOnce(
      out,
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeMarkup(head.description)}"`,
    );
  return tags.length ? replaceOnce(out, '</head>', `  ${tags.join('\n    ')}\n  </head>`) : out;
}

export function sitemapXml(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeMarkup(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt naming the sitemap (any earlier Sitemap line replaced). */
export function robotsTxt(existing: string, sitemapUrl: string): string {
  const kept = existing
    .split('\n')
    .filter((line) => !/^sitemap:/i.test(line.trim()))
    .join('\n')
    .trimEnd();
  return `${kept}\n\nSitemap: ${sitemapUrl}\n`;
}
