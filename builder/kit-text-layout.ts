/**
 * Laying out a kit's words (builder/kit-templates.ts): each drawn as outlines from the fonts the
 * project brings (@fontsource's Playfair Display and Montserrat, and Noto fallbacks for the scripts
 * they lack), so the images look the same on any machine and the SVGs need no font where they are
 * shown. A name is wrapped at spaces, else between letters (never inside one), and made smaller
 * until it fits.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import opentype, { type Font } from 'opentype.js';

export interface FontFace {
  /** Tried in order for each grapheme: the Latin subset, the extended Latin one, then the fallbacks it needs. */
  fonts: Font[];
}

const require = createRequire(import.meta.url);
const fontFile = (name: string) => require.resolve(`@fontsource/${name}`);

const toArrayBuffer = (buffer: Buffer): ArrayBuffer =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

const parseFont = async (file: string): Promise<Font> => opentype.parse(toArrayBuffer(await readFile(file)));

function loadFace(files: string[]): Promise<FontFace> {
  return Promise.all(files.map((file) => parseFont(fontFile(file)))).then((fonts) => ({ fonts }));
}

let faces: Promise<{ display: FontFace; label: FontFace }> | null = null;
/** The kit's faces: Playfair Display 700 for names, Montserrat 600 for labels. */
export const loadFaces = () =>
  (faces ??= Promise.all([
    loadFace([
      'playfair-display/files/playfair-display-latin-700-normal.woff',
      'playfair-display/files/playfair-display-latin-ext-700-normal.woff',
    ]),
    loadFace(['montserrat/files/montserrat-latin-600-normal.woff', 'montserrat/files/montserrat-latin-ext-600-normal.woff']),
  ]).then(([display, label]) => ({ display, label })));

/**
 * For what neither face has: Noto Sans SC 700 (Chinese, and Japanese kanji) and Noto Emoji 700, in
 * the parts @fontsource splits them into by Unicode range (builder/fonts/README.md); a part is read
 * only when a name needs it.
 */
const FALLBACKS = ['noto-sans-sc', 'noto-emoji'].map((family) => {
  const folder = fileURLToPath(new URL(`fonts/${family}/`, import.meta.url));
  const parts = Object.entries(require(`${folder}unicode.json`) as Record<string, string>).flatMap(([key, ranges]) => {
    const part = /^\[(\d+)\]$/.exec(key)?.[1];
    if (part === undefined) return [];
    const spans = ranges.split(',').map((range) => {
      const [from, to = from] = range.replace(/^U\+/, '').split('-');
      return [parseInt(from!, 16), parseInt(to!, 16)] as const;
    });
    return [{ file: `${folder}${family}-${part}-700-normal.woff`, spans }];
  });
  return parts;
});
const fallbackFonts = new Map<string, Promise<Font>>();

/** Characters that only join or select a presentation: a font need not draw them. */
const JOINERS = new Set(['\u200d', '\ufe0e', '\ufe0f']);
const covers = (font: Font, grapheme: string) => [...grapheme].every((char) => JOINERS.has(char) || font.charToGlyphIndex(char) > 0);

const fallbackFont = (file: string): Promise<Font> => {
  const known = fallbackFonts.get(file) ?? parseFont(file);
  fallbackFonts.set(file, known);
  return known;
};

/** The first fallback whose part for this grapheme draws it (a part's range may name what it lacks); null when none does. */
async function fallbackFor(grapheme: string): Promise<Font | null> {
  const codePoint = grapheme.codePointAt(0)!;
  for (const parts of FALLBACKS) {
    const part = parts.find(({ spans }) => spans.some(([from, to]) => codePoint >= from && codePoint <= to));
    const font = part ? await fallbackFont(part.file) : null;
    if (font && covers(font, grapheme)) return font;
  }
  return null;
}

/** The face with the fallback fonts that the text's graphemes need and the face lacks. */
export async function withFallbacks(face: FontFace, text: string): Promise<FontFace> {
  const extra = new Set<Font>();
  for (const grapheme of graphemes(text)) {
    if (face.fonts.some((font) => covers(font, grapheme)) || [...extra].some((font) => covers(font, grapheme))) continue;
    const font = await fallbackFor(grapheme);
    if (font) extra.add(font);
  }
  return extra.size === 0 ? face : { fonts: [...face.fonts, ...extra] };
}

const graphemes = (text: string): string[] =>
  [...new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text)].map((part) => part.segment);

/** The font of a face that has every character of a grapheme (the first font when none has). */
function fontFor(face: FontFace, grapheme: string): Font {
  return face.fonts.find((font) => covers(font, grapheme)) ?? face.fonts[0]!;
}

/** Runs of graphemes that share a font, so kerning applies within each. */
function runs(face: FontFace, text: string): { font: Font; text: string }[] {
  const result: { font: Font; text: string }[] = [];
  for (const grapheme of graphemes(text)) {
    const font = fontFor(face, grapheme);
    const last = result.at(-1);
    if (last?.font === font) last.text += grapheme;
    else result.push({ font, text: grapheme });
  }
  return result;
}

const widthOf = (face: FontFace, text: string, size: number) =>
  runs(face, text).reduce((sum, run) => sum + run.font.getAdvanceWidth(run.text, size, { kerning: true }), 0);

/** Lines of at most `maxWidth`: words kept whole where they fit, a longer word broken between graphemes. */
export function wrap(face: FontFace, text: string, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(face, candidate, size) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line, one grapheme at a time: each measured once (a long word is linear, not quadratic).
    let lineWidth = 0;
    for (const grapheme of graphemes(word)) {
      const width = widthOf(face, grapheme, size);
      if (line && lineWidth + width > maxWidth) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      line += grapheme;
      lineWidth += width;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest size from `size` down to `minSize` at which the text fits in `maxLines` lines. */
export function fit(
  face: FontFace,
  text: string,
  { size, minSize, maxWidth, maxLines }: { size: number; minSize: number; maxWidth: number; maxLines: number },
) {
  let current = size;
  let lines = wrap(face, text, current, maxWidth);
  while (lines.length > maxLines && current > minSize) {
    current = Math.max(minSize, Math.floor(current * 0.92));
    lines = wrap(face, text, current, maxWidth);
  }
  return { size: current, lines };
}

/** Lines drawn as outlines, centred on `centreX` (or from `left`), the first baseline at `top` + size. */
export function textPaths(
  face: FontFace,
  lines: string[],
  {
    size,
    top,
    lineHeight = 1.15,
    fill,
    centreX,
    left,
  }: { size: number; top: number; lineHeight?: number; fill: string; centreX?: number; left?: number },
): string {
  return lines
    .map((line, index) => {
      const baseline = top + size + index * size * lineHeight;
      let x = centreX !== undefined ? centreX - widthOf(face, line, size) / 2 : (left ?? 0);
      const paths = runs(face, line).map((run) => {
        const data = run.font.getPath(run.text, x, baseline, size, { kerning: true }).toPathData(1);
        x += run.font.getAdvanceWidth(run.text, size, { kerning: true });
        return data;
      });
      return `<path fill="${fill}" d="${paths.join(' ')}"/>`;
    })
    .join('');
}

type FitOptions = Parameters<typeof fit>[2];
type DrawOptions = Omit<Parameters<typeof textPaths>[2], 'size'>;

/** Text fitted to its box (`fit`), drawn as outlines. */
export const fitted = (face: FontFace, text: string, box: FitOptions, draw: DrawOptions): string => {
  const { size, lines } = fit(face, text, box);
  return textPaths(face, lines, { ...draw, size });
};
