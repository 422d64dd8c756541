import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { WEB_FONT_FACES, loadedWebFontFaces } from './support';

/** The web fonts wait for the first screen's data (src/boot/web-fonts.ts); layout-shift.spec.ts holds the still swap. */
const STARTUP_CALLS = ['get_website_data', 'get_nominees', 'get_partners', 'get_sponsors', 'get_publications', 'get_judges'];

test('the web fonts load after the startup data', async ({ page }) => {
  await page.goto('/bestrestaurantsandbars/votenow');
  await expect.poll(() => loadedWebFontFaces(page)).toEqual(WEB_FONT_FACES);

  const timing = await page.evaluate((calls) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      lastAnswer: Math.max(...calls.map((call) => entries.find((entry) => entry.name.includes(`/api/${call}`))?.responseEnd ?? Infinity)),
      firstFont: Math.min(...entries.filter((entry) => entry.name.endsWith('.woff2')).map((entry) => entry.startTime)),
      fonts: entries.filter((entry) => entry.name.endsWith('.woff2')).length,
    };
  }, STARTUP_CALLS);
  expect(timing.fonts).toBe(3);
  expect(timing.lastAnswer).toBeLessThan(Infinity);
  expect(timing.firstFont).toBeGreaterThan(timing.lastAnswer);
});

/**
 * Fonts a fallback face names that this machine may lack (Android's), read from packages of the
 * same fonts; a face's other fonts are measured where this machine has them (Liberation on Debian).
 * The packages' files stand in for the names, so a misspelt name of Android's is not caught here
 * (docs/decisions/062 says how the names were checked).
 */
const FONT_FILES: Record<string, string> = {
  Roboto: 'node_modules/@fontsource/roboto/files/roboto-latin-400-normal.woff2',
  'Roboto Medium': 'node_modules/@fontsource/roboto/files/roboto-latin-500-normal.woff2',
  'Noto Serif Bold': 'node_modules/@fontsource/noto-serif/files/noto-serif-latin-700-normal.woff2',
};
/** How far a fallback face may set a page's text wider or narrower than its web font: about a character in a line of 35. */
const WIDTH_TOLERANCE = 0.03;

test('each fallback face sets the text it stands in for as wide as its web font, with its ascent and descent', async ({ page }) => {
  const fonts = Object.fromEntries(Object.entries(FONT_FILES).map(([name, file]) => [name, readFileSync(file).toString('base64')]));
  const texts: Record<string, string> = {};
  const stacks = new Set<string>();
  for (const path of ['/bestrestaurantsandbars', '/bestrestaurantsandbars/nominee/kaum', '/about']) {
    await page.goto(path);
    await expect(page.locator('#root .loading')).toHaveCount(0);
    // The text a visitor sees, by the web font face that sets it once the fonts are in, and the font stacks that set it.
    const shown = await page.evaluate(() => {
      const byFace: Record<string, string> = {};
      const families = new Set<string>();
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim();
        if (!element || !text || element.closest('script, style, [hidden]')) continue;
        const style = getComputedStyle(element);
        families.add(style.fontFamily);
        const face = style.fontFamily.includes('Playfair Display fallback')
          ? 'Playfair Display 700'
          : `Montserrat ${Number(style.fontWeight) > 500 ? 600 : 400}`;
        byFace[face] = `${byFace[face] ?? ''} ${style.textTransform === 'uppercase' ? text.toUpperCase() : text}`;
      }
      return { byFace, families: [...families] };
    });
    for (const [face, text] of Object.entries(shown.byFace)) texts[face] = `${texts[face] ?? ''}${text}`;
    for (const stack of shown.families) stacks.add(stack.replaceAll('"', ''));
  }
  expect(Object.keys(texts).sort()).toEqual(WEB_FONT_FACES);

  const { faces, results } = await page.evaluate(
    async ({ fonts, texts }) => {
      const rules = [...document.styleSheets]
        .flatMap((sheet) => [...sheet.cssRules])
        .filter((rule): rule is CSSFontFaceRule => rule instanceof CSSFontFaceRule);
      const descriptor = (rule: CSSFontFaceRule, name: string) => rule.style.getPropertyValue(name);
      const family = (rule: CSSFontFaceRule) => descriptor(rule, 'font-family').replace(/^["']|["']$/g, '');
      const canvas = document.createElement('canvas').getContext('2d')!;
      const measure = (font: string, text: string) => {
        canvas.font = font;
        const metrics = canvas.measureText(text);
        return { width: metrics.width, ascent: metrics.fontBoundingBoxAscent, descent: metrics.fontBoundingBoxDescent };
      };
      const bytes = (base64: string) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)).buffer;
      let next = 0;
      const load = async (source: string | ArrayBuffer, descriptors: FontFaceDescriptors) => {
        const name = `measured ${next++}`;
        try {
          document.fonts.add(await new FontFace(name, source, descriptors).load());
          return name;
        } catch {
          return null;
        }
      };

      const fallbacks = rules.filter((each) => family(each).includes(' fallback'));
      const results = [];
      for (const rule of fallbacks) {
        const weight = descriptor(rule, 'font-weight');
        const webFamily = family(rule).replace(/ fallback.*$/, '');
        const webRule = rules.find((each) => family(each) === webFamily && descriptor(each, 'font-weight') === weight)!;
        const text = texts[`${webFamily} ${weight}`] ?? '';
        const web = await load(descriptor(webRule, 'src'), { weight });
        if (!web) throw new Error(`${webFamily} ${weight} did not load`);
        const shape = {
          weight,
          sizeAdjust: descriptor(rule, 'size-adjust'),
          ascentOverride: descriptor(rule, 'ascent-override'),
          descentOverride: descriptor(rule, 'descent-override'),
          lineGapOverride: descriptor(rule, 'line-gap-override'),
        };
        const target = measure(`${weight} 100px "${web}"`, text);
        for (const [, name = ''] of descriptor(rule, 'src').matchAll(/local\("?([^")]+)"?\)/g)) {
          const stand = await load(fonts[name] ? bytes(fonts[name]) : `local("${name}")`, shape);
          if (!stand) continue;
          const got = measure(`${weight} 100px "${stand}"`, text);
          results.push({
            face: `${family(rule)} ${weight}`,
            font: name,
            width: got.width / target.width,
            ascent: got.ascent - target.ascent,
            descent: got.descent - target.descent,
          });
        }
      }
      return { faces: fallbacks.map((rule) => `${family(rule)} ${descriptor(rule, 'font-weight')}`), results };
    },
    { fonts, texts },
  );
  for (const { face, font, width, ascent, descent } of results) {
    expect.soft(Math.abs(width - 1), `${face} on ${font}: width ratio ${width.toFixed(4)}`).toBeLessThanOrEqual(WIDTH_TOLERANCE);
    expect
      .soft(Math.abs(ascent) + Math.abs(descent), `${face} on ${font}: ascent ${ascent}, descent ${descent} at 100 px`)
      .toBeLessThanOrEqual(1);
  }
  // Every face is measured on at least one of its fonts, this machine's or a package's, and its family is in the stacks that set the text.
  expect(new Set(results.map(({ face }) => face))).toEqual(new Set(faces));
  expect(faces).toContain('Montserrat fallback Roboto 400');
  for (const face of faces) {
    const family = face.replace(/ \d+$/, '');
    expect(
      [...stacks].some((stack) => stack.split(', ').includes(family)),
      `${family} in a font stack`,
    ).toBe(true);
  }
});
