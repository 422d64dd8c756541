// @vitest-environment node
/** The first screen's styles in a built page's HTML (builder/critical-css.ts). */
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowingStyles,
  attributesSelectorsRead,
  criticalCss,
  facesOf,
  pageShape,
  styleHash,
  stylesheetOf,
  withCriticalCss,
  withoutFaces,
} from '../../builder/critical-css';

const SHEET = [
  '@font-face{font-family:Body fallback;src:local(Arial);size-adjust:112%}',
  '@font-face{font-family:"Heading fallback";src:local(Times)}',
  '.card{font-family:Body,Body fallback,sans-serif}',
  '.card__name,.never{font-weight:600}',
  '.dialog{position:fixed}',
  '[hidden]{display:none!important}',
  '.tab[aria-selected=true]{border-bottom:2px solid}',
  '.tab[aria-selected=false]{opacity:.5}',
  '@media (min-width:48em){.card{padding:2rem}.dialog{inset:0}}',
].join('');

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:" />
    <title>A page</title>
    <link rel="stylesheet" crossorigin href="/assets/style-abc.css">
  </head>
  <body>
    <div id="root"><article class="card"><h2 class="card__name">Kaum &amp; Co</h2><img src="/img/kaum.webp" alt="Kaum" hidden><br>
    <button class="tab" role="tab" aria-selected="true" type="button">Photos</button></article></div>
    <script type="application/json" id="prebuilt-data">{"class":"dialog"}</script>
  </body>
</html>
`;

describe('critical CSS', () => {
  let distDir: string;
  beforeAll(async () => {
    distDir = await mkdtemp(join(tmpdir(), 'critical-css-'));
    await mkdir(join(distDir, 'assets'));
    await writeFile(join(distDir, 'assets/style-abc.css'), SHEET);
  });
  afterAll(() => rm(distDir, { recursive: true, force: true }));

  it("reduces a page to its body's elements and the attribute values selectors read: no text, scripts or data", () => {
    const readValues = attributesSelectorsRead(SHEET);
    expect([...readValues]).toEqual(['class', 'aria-selected']);
    expect(pageShape(PAGE, readValues)).toBe(
      '<body><div id><article class="card"><h2 class="card__name"></h2><img src alt hidden><br>' +
        '<button class="tab" role aria-selected="true" type></button></article></div></body>',
    );
    // In another language, or with other words, a page keeps its shape.
    const other = PAGE.replace('Kaum &amp; Co', 'Lir').replace('alt="Kaum"', 'alt="Lir"');
    expect(pageShape(other, readValues)).toBe(pageShape(PAGE, readValues));
  });

  it("keeps every face of the sheet and the rules a route's shapes match, with their media queries", async () => {
    const other = PAGE.replace('aria-selected="true"', 'aria-selected="false"');
    const css = await criticalCss([PAGE, other, PAGE], {
      href: '/assets/style-abc.css',
      distDir,
      base: '/',
    });
    // A face no element of these pages names yet is kept too: the sheet is applied without its faces.
    expect(css.startsWith(facesOf(SHEET).join(''))).toBe(true);
    expect(css.match(/@font-face/g)).toHaveLength(2);
    expect(css).toContain('.card{font-family:Body,Body fallback,sans-serif}');
    expect(css).toContain('.card__name{font-weight:600}');
    expect(css).toContain('[hidden]{display:none!important}');
    expect(css).toContain('.tab[aria-selected=true]');
    expect(css).toContain('.tab[aria-selected=false]');
    expect(css).toMatch(/@media \(min-width:48em\)\{\.card\{padding:2rem\}\}/);
    // The data's text names a class, but no element has it.
    expect(css).not.toContain('.dialog');
    expect(css).not.toContain('.never');
  });

  it('takes the faces out of the sheet and leaves its rules as they were', () => {
    expect(facesOf(SHEET)).toEqual([
      '@font-face{font-family:Body fallback;src:local(Arial);size-adjust:112%}',
      '@font-face{font-family:"Heading fallback";src:local(Times)}',
    ]);
    const rules = withoutFaces(SHEET);
    expect(rules).not.toContain('@font-face');
    expect(rules).toBe(SHEET.slice(SHEET.indexOf('.card{')));
  });

  it('puts the styles in the head, allowed by their hash in the page’s policy, and applies the sheet from the end of the body', () => {
    const css = '.card{color:#111}';
    const html = withCriticalCss(PAGE, css);
    const hash = `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
    expect(styleHash(css)).toBe(hash);
    expect(html).toContain(`style-src 'self' ${hash}; img-src`);
    expect(html).toContain(
      `<style>${css}</style>\n    <link rel="preload" as="style" crossorigin href="/assets/style-abc.css">\n  </head>`,
    );
    expect(html).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/style-abc\.css">\n {2}<\/body>/);
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(stylesheetOf(html)).toBe('/assets/style-abc.css');
  });

  it('keeps a `$` in the styles as text', () => {
    expect(withCriticalCss(PAGE, ".a::after{content:'$&'}")).toContain("<style>.a::after{content:'$&'}</style>");
  });

  it('leaves a page without a style sheet, or with no styles to inline, as it is', () => {
    expect(withCriticalCss(PAGE, '')).toBe(PAGE);
    const bare = PAGE.replace(/<link rel="stylesheet"[^>]*>/, '');
    expect(withCriticalCss(bare, '.a{b:c}')).toBe(bare);
  });

  it('adds hashes to style-src only, and refuses a policy without one', () => {
    const policy = "default-src 'self'; style-src 'self'; img-src 'self'";
    expect(allowingStyles(policy, ["'sha256-a'", "'sha256-b'"])).toBe(
      "default-src 'self'; style-src 'self' 'sha256-a' 'sha256-b'; img-src 'self'",
    );
    expect(allowingStyles(policy, [])).toBe(policy);
    expect(() => allowingStyles("default-src 'self'", ["'sha256-a'"])).toThrow(/no style-src/);
  });
});
