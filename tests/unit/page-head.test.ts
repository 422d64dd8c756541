// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { placeholderOf as simulatorImage } from '../../mocks/data/images';
import { headTags, robotsTxt, sitemapXml, withHead } from '../../builder/page-head';

const template =
  '<html><head><meta name="description" content="Site" />\n    <title>Site</title>\n  </head><body><div id="root"></div></body></html>';

describe('the head of a built page', () => {
  const tags = headTags({
    head: { title: 'Kaum – Best Restaurant & Bars 2025', description: 'Kaum, Jakarta: "nominee"', jsonLd: '{"name":"</script><script>x"}' },
    url: 'https://site.example/bestrestaurantsandbars/nominee/kaum',
    siteName: 'Exquisite Awards',
    image: { url: 'https://site.example/share/nominee/kaum-1.png', alt: 'Kaum, photo 1', width: 1200, height: 630 },
    ogLocale: { locale: 'id_ID', alternates: ['en_US'] },
    alternates: [
      { hreflang: 'en', url: 'https://site.example/bestrestaurantsandbars/nominee/kaum' },
      { hreflang: 'id', url: 'https://site.example/id/bestrestaurantsandbars/nominee/kaum' },
      { hreflang: 'x-default', url: 'https://site.example/bestrestaurantsandbars/nominee/kaum' },
    ],
  });

  it('carries the canonical URL, Open Graph and a large X card', () => {
    expect(tags).toContain('<link rel="canonical" href="https://site.example/bestrestaurantsandbars/nominee/kaum" />');
    expect(tags).toContain('<meta property="og:title" content="Kaum – Best Restaurant &amp; Bars 2025" />');
    expect(tags).toContain('<meta property="og:description" content="Kaum, Jakarta: &quot;nominee&quot;" />');
    expect(tags).toContain('<meta property="og:image" content="https://site.example/share/nominee/kaum-1.png" />');
    expect(tags).toContain('<meta property="og:image:width" content="1200" />');
    expect(tags).toContain('<meta property="og:image:alt" content="Kaum, photo 1" />');
    expect(tags).toContain('<meta property="og:site_name" content="Exquisite Awards" />');
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('names its language and links the page in every language, with a default', () => {
    expect(tags).toContain('<meta property="og:locale" content="id_ID" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(tags).toContain('<link rel="alternate" hreflang="id" href="https://site.example/id/bestrestaurantsandbars/nominee/kaum" />');
    expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="https://site.example/bestrestaurantsandbars/nominee/kaum" />');
    expect(withHead('<html lang="en"><head></head></html>', 'id', {}, [])).toBe('<html lang="id"><head></head></html>');
  });

  it('writes JSON-LD that no text inside can close', () => {
    const jsonLd = tags.find((tag) => tag.includes('ld+json'))!;
    expect(jsonLd.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(jsonLd.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({ name: '</script><script>x' });
  });

  it('replaces the template title and description, and asks for a small card without an image', () => {
    const html = withHead(
      template,
      'en',
      { title: 'A <b>', description: 'B & C' },
      headTags({
        head: {},
        url: 'https://s.example/',
        siteName: 'S',
        image: null,
        ogLocale: { locale: 'en_US', alternates: [] },
        alternates: [],
      }),
    );
    expect(html).toContain('<title>A &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="B &amp; C" />');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
    expect(html).not.toContain('og:image');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("writes data as it is: a $' or $& in a name is not a replacement pattern", () => {
    const name = "Bar $' & $` & $& & $1";
    const html = withHead(
      template,
      'en',
      { title: name, description: name },
      headTags({
        head: { title: name },
        url: 'https://s.example/',
        siteName: 'S',
        image: null,
        ogLocale: { locale: 'en_US', alternates: [] },
        alternates: [],
      }),
    );
    expect(html).toContain(`<title>${name.replace(/&/g, '&amp;')}</title>`);
    expect(html).toContain(`<meta name="description" content="${name.replace(/&/g, '&amp;')}" />`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the sitemap', () => {
  it('lists each URL, escaped', () => {
    const xml = sitemapXml(['https://s.example/', 'https://s.example/a?b=1&c=2']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml).toContain('<loc>https://s.example/a?b=1&amp;c=2</loc>');
  });

  it('is named in robots.txt once', () => {
    const robots = robotsTxt('User-agent: *\nAllow: /\nSitemap: https://old.example/sitemap.xml\n', 'https://s.example/sitemap.xml');
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://s.example/sitemap.xml\n');
  });
});

describe('simulator images', () => {
  it('are recognised by their path, and nothing else is', () => {
    expect(simulatorImage('/sim/img/nominee/kaum-1.svg')).toEqual({ kind: 'nominee', id: 'kaum-1' });
    expect(simulatorImage('https://cdn.example/sim/img/nominee/kaum-1.svg')).toBeNull();
    expect(simulatorImage('/sim/img/nominee/../x.svg')).toBeNull();
  });
});
