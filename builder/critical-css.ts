/**
 * The styles a built page's first screen needs, in its HTML (docs/decisions/034): a page paints
 * after one round trip instead of waiting for the style sheet. Every page of a route gets the same
 * inline styles, what beasties keeps of the style sheet for the shapes of all the route's pages, so
 * the Content-Security-Policy lists one hash a route, never 'unsafe-inline'. The style sheet
 * itself is preloaded in the head and applied from the end of the body: it blocks no paint, needs
 * no inline handler, and is cached for the next page.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import Beasties from 'beasties';
import { Parser } from 'htmlparser2';
import { escapeMarkup } from '../src/lib/markup.ts';

/** Elements with no end tag. */
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** The attributes whose values a style sheet's selectors read (`[aria-pressed=true]`), and `class`. */
export function attributesSelectorsRead(sheet: string): Set<string> {
  return new Set(['class', ...[...sheet.matchAll(/\[\s*([\w-]+)\s*[~|^$*]?=/g)].map((match) => match[1]!.toLowerCase())]);
}

/**
 * A page's shape: the elements of its body with the attribute values selectors read (`readValues`),
 * any other attribute by its name only (`[hidden]`), and no text, scripts or data. Pages of one shape
 * need the same styles, whatever their words or language.
 */
export function pageShape(html: string, readValues: ReadonlySet<string>): string {
  let shape = '';
  let inBody = false;
  let inScript = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'body') inBody = true;
      if (!inBody || inScript) return;
      if (name === 'script') {
        inScript = true;
        return;
      }
      const kept = Object.entries(attributes).map(([attribute, value]) =>
        readValues.has(attribute) ? ` ${attribute}="${escapeMarkup(value)}"` : ` ${attribute}`,
      );
      shape += `<${name}${kept.join('')}>`;
    },
    onclosetag(name) {
      if (name === 'script') inScript = false;
      else if (inBody && !inScript && !VOID_ELEMENTS.has(name)) shape += `</${name}>`;
      if (name === 'body') inBody = false;
    },
  });
  parser.end(html);
  return shape;
}

/** The link Vite writes for the site's one style sheet, in the head of every page. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="([^"]+\.css)">/;

/** The address of the style sheet a page links (null when it links none). */
export function stylesheetOf(html: string): string | null {
  return STYLESHEET_LINK.exec(html)?.[1] ?? null;
}

/**
 * The styles these pages need before the style sheet comes, from the sheet at `href` (in `distDir`,
 * served under `base`): every @font-face rule of the sheet (the fallback faces carry the metrics the
 * web fonts replace without a shift, and the sheet is applied without them: `withoutFaces`), then
 * what beasties keeps for a document holding every page's shape (each rule an element of the pages
 * matches, below the first screen too, with its media queries and keyframes).
 */
export async function criticalCss(
  pages: readonly string[],
  { href, distDir, base }: { href: string; distDir: string; base: string },
): Promise<string> {
  const sheet = await readFile(join(distDir, href.slice(base.length)), 'utf8');
  const readValues = attributesSelectorsRead(sheet);
  const shapes = new Set(pages.map((html) => pageShape(html, readValues)));
  const beasties = new Beasties({
    path: distDir,
    publicPath: base,
    preload: 'body',
    pruneSource: false,
    // The faces are added below, all of them.
    inlineFonts: false,
    preloadFonts: false,
    reduceInlineStyles: false,
    logLevel: 'warn',
  });
  const document = `<!doctype html><html><head><link rel="stylesheet" href="${escapeMarkup(href)}"></head><body>${[...shapes].join('')}</body></html>`;
  const kept = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(document))?.[1] ?? '';
  const css = `${facesOf(sheet).join('')}${kept}`;
  if (/<\/style/i.test(css)) throw new Error(`critical CSS: ${href} holds "</style", which would end the inline style early`);
  return css;
}

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** The sheet's @font-face rules. */
export const facesOf = (sheet: string): string[] => sheet.match(FONT_FACE) ?? [];

/**
 * The sheet without its @font-face rules, once every page carries them inline: a sheet that
 * declares faces again when it arrives makes the browser lay out every line of text again (a
 * nominee page: 50–60 ms of layout at the bench's CPU slowdown, against 3 ms without).
 */
export const withoutFaces = (sheet: string): string => sheet.replace(FONT_FACE, '');

/** The CSP source that allows exactly this inline style. */
export const styleHash = (css: string): string => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** A serialized policy whose style-src also allows these hashes. */
export function allowingStyles(policy: string, hashes: readonly string[]): string {
  if (hashes.length === 0) return policy;
  if (!/(^|;\s*)style-src /.test(policy)) throw new Error('critical CSS: the policy has no style-src to add the hashes to');
  return policy.replace(/(^|;\s*)(style-src [^;]*)/, (_, start: string, directive: string) => `${start}${directive} ${hashes.join(' ')}`);
}

/**
 * The page with its critical styles inline (allowed by the page's own policy), the style sheet
 * preloaded in the head and applied from the end of the body.
 */
export function withCriticalCss(html: string, css: string): string {
  const link = STYLESHEET_LINK.exec(html);
  if (!link || css === '') return html;
  const href = link[1]!;
  const head = `<style>${css}</style>\n    <link rel="preload" as="style" crossorigin href="${href}">`;
  const withPolicy = html.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")([^"]*)(")/,
    (_, open: string, policy: string, close: string) => `${open}${allowingStyles(policy, [styleHash(css)])}${close}`,
  );
  // Replaced by functions: a `$` in the styles is text, not a replacement pattern.
  return withPolicy
    .replace(link[0], () => head)
    .replace(/<\/body>/, () => `  <link rel="stylesheet" crossorigin href="${href}">\n  </body>`);
}
