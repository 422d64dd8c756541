import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/components/html-sanitiser';
import { PWNED, XSS_CORPUS } from '../../mocks/data/xss-corpus';

function render(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = String(sanitizeHtml(html));
  return host;
}

describe('sanitizeHtml', () => {
  it('keeps ordinary rich text', () => {
    expect(sanitizeHtml('<p>Hello <strong>world</strong> <em>!</em></p><ol><li>One</li></ol>')).toBe(
      '<p>Hello <strong>world</strong> <em>!</em></p><ol><li>One</li></ol>',
    );
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const host = render(
      '<p onclick="alert(1)">x</p><script>window.pwned=1</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">y</a>',
    );
    expect(host.querySelector('script')).toBeNull();
    expect(host.querySelector('[onclick]')).toBeNull();
    expect(host.querySelector('[onerror]')).toBeNull();
    expect(host.querySelector('a')?.getAttribute('href')).toBeNull();
  });

  it('removes forms, inputs, styles and frames from other hosts', () => {
    const host = render(
      '<form action="https://evil.test"><input name="card"><button>Pay</button></form><style>body{display:none}</style>' +
        '<iframe src="https://evil.test/x"></iframe><iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>' +
        '<p style="position:fixed;inset:0">cover</p>',
    );
    expect(host.querySelector('form, input, button, style')).toBeNull();
    expect(host.querySelector('iframe')).toBeNull();
    // The allowed host's frame waits, as a placeholder, for the visitor to ask for it.
    expect([...host.querySelectorAll('[data-server-video]')].map((slot) => slot.getAttribute('data-server-video'))).toEqual([
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
    ]);
    expect(host.querySelector('[style]')).toBeNull();
  });

  it('opens external links in a new tab without an opener', () => {
    const host = render('<a href="https://www.instagram.com/exquisite">Instagram</a><a href="/bestrestaurantsandbars">Home</a>');
    const [external, internal] = [...host.querySelectorAll('a')];
    expect(external?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external?.getAttribute('target')).toBe('_blank');
    expect(internal?.hasAttribute('target')).toBe(false);
  });

  it('gives every link with a target rel="noopener noreferrer", whatever rel it came with, areas included', () => {
    const host = render(
      '<a href="/x" target="_blank" rel="opener">a</a><a href="/y" target="other" rel="noreferrer">b</a>' +
        '<map name="m"><area href="https://evil.example/" alt="c"><area href="/z" target="_blank" alt="d"></map>',
    );
    for (const link of host.querySelectorAll('a, area')) expect(link.getAttribute('rel'), link.outerHTML).toBe('noopener noreferrer');
    expect(host.querySelector('area')?.getAttribute('target')).toBe('_blank');
  });

  it('counts as external what the browser would open elsewhere, however the address is disguised', () => {
    // This page is http: here, so it is 'https:evil.example' that names another origin.
    for (const href of ['/\\evil.example/', 'https:evil.example', '/\t/evil.example', '//evil.example', 'HTTPS://evil.example']) {
      const link = render(`<a href="${href}">x</a>`).querySelector('a');
      expect(link?.getAttribute('target'), href).toBe('_blank');
      expect(link?.getAttribute('rel'), href).toBe('noopener noreferrer');
    }
  });

  it('keeps to HTML: no SVG or MathML, nothing that takes focus or opens by itself', () => {
    const host = render(
      '<svg><a href="https://evil.example/" target="_blank"><text>svg</text></a></svg><math><mi xlink:href="https://evil.example/">m</mi></math>' +
        '<p tabindex="1">t</p><div popover="auto">p</div><details open><summary>s</summary>d</details>',
    );
    expect(host.querySelector('svg, math, a')).toBeNull();
    expect(host.querySelector('[tabindex], [popover], [open]')).toBeNull();
    expect(host.querySelector('details')).not.toBeNull();
  });

  it("prefixes the server's ids and names, so they cannot take over the page's own targets", () => {
    const host = render('<p id="main">x</p><a name="judge3">y</a><img name="cookie" src="/a.svg" alt="">');
    expect(host.querySelector('p')?.id).toBe('user-content-main');
    expect(host.querySelector('a')?.getAttribute('name')).toBe('user-content-judge3');
    expect(host.querySelector('img')?.getAttribute('name')).toBe('user-content-cookie');
  });

  it('leaves nothing that could run of more than 100 filter-evasion payloads (mocks/data/xss-corpus.ts)', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(100);
    for (const payload of XSS_CORPUS) {
      const host = render(payload);
      const elements = [...host.querySelectorAll('*')];
      const leftovers = {
        handlers: elements.flatMap((el) => [...el.attributes].filter((attr) => attr.name.startsWith('on')).map((attr) => attr.name)),
        // A data: image cannot run anything; a data: document elsewhere could.
        scriptUrls: elements.flatMap((el) =>
          [...el.attributes]
            .filter((attr) => /^\W*(javascript|vbscript):/i.test(attr.value) || (/^\W*data:/i.test(attr.value) && el.tagName !== 'IMG'))
            .map((attr) => attr.name),
        ),
        dangerous: host.querySelectorAll('script, style, iframe, object, embed, form, base, meta, link, svg, math, template').length,
        unsafeTargets: host.querySelectorAll('[target]:not([rel="noopener noreferrer"])').length,
      };
      expect(leftovers, payload).toEqual({ handlers: [], scriptUrls: [], dangerous: 0, unsafeTargets: 0 });
      expect(host.innerHTML, payload).not.toContain(PWNED);
    }
  });

  it("puts list items that are in no list into one, so they cannot close the page's own item around them", () => {
    const clean = String(
      sanitizeHtml(
        '<p>Chef</p><li style="list-style:url()" onerror="x()">one</li> <li>two</li><dt>term</dt><dd>def</dd><ul><li>kept</li></ul>',
      ),
    );
    expect(clean).toBe('<p>Chef</p><ul><li>one</li><li>two</li></ul> <dl><dt>term</dt><dd>def</dd></dl><ul><li>kept</li></ul>');
    // Parsed inside a judge's entry, as the built judges page holds it: every judge keeps its own HTML.
    const page = document.createElement('ol');
    page.innerHTML = [1, 2].map((n) => `<li class="judge" id="judge${n}"><div class="rich-text">${clean}</div></li>`).join('');
    expect([...page.children].map((child) => child.id)).toEqual(['judge1', 'judge2']);
    expect(page.querySelectorAll('.judge > .rich-text')).toHaveLength(2);
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
