// @vitest-environment node
import { crc32, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_KINDS, palette } from '../../../mocks/data/images';
import { SHARE_IMAGE_SIZE, renderShareImagePng } from '../../../mocks/data/share-image';
import { PREVIEW_IMAGE_MAX_BYTES } from '../../../scripts/image-size';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const NOMINEE = 'amuz-gourmet-1';
/** Rendering 1200x630 takes a while on a busy machine: each image is drawn once per file. */
const SLOW = { timeout: 60_000 };

const rendered = new Map<string, Uint8Array>();
function render(kind: string, id: string): Uint8Array {
  const key = `${kind}/${id}`;
  if (!rendered.has(key)) rendered.set(key, renderShareImagePng(kind, id));
  return rendered.get(key)!;
}

interface Chunk {
  type: string;
  data: Uint8Array;
  crc: number;
}

function chunks(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const list: Chunk[] = [];
  for (let at = SIGNATURE.length; at < png.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...png.subarray(at + 4, at + 8));
    list.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: view.getUint32(at + 8 + length) });
    at += 12 + length;
  }
  return list;
}

interface Decoded {
  width: number;
  height: number;
  colourType: number;
  bitDepth: number;
  interlace: number;
  /** The inflated IDAT stream, filter bytes included. */
  raw: Uint8Array;
  /** RGB bytes, filters undone. */
  pixels: Uint8Array;
}

/** A minimal decoder for 8-bit RGB PNGs, undoing any of the five filters. */
function decode(png: Uint8Array): Decoded {
  const list = chunks(png);
  const ihdr = new DataView(list[0]!.data.buffer, list[0]!.data.byteOffset, 13);
  const [width, height] = [ihdr.getUint32(0), ihdr.getUint32(4)];
  const raw = new Uint8Array(inflateSync(Buffer.concat(list.filter((c) => c.type === 'IDAT').map((c) => c.data))));
  const bpp = 3;
  const stride = width * bpp;
  const pixels = new Uint8Array(height * stride);
  for (let row = 0; row < height; row++) {
    const filter = raw[row * (stride + 1)]!;
    for (let i = 0; i < stride; i++) {
      const x = raw[row * (stride + 1) + 1 + i]!;
      const a = i >= bpp ? pixels[row * stride + i - bpp]! : 0;
      const b = row > 0 ? pixels[(row - 1) * stride + i]! : 0;
      const c = i >= bpp && row > 0 ? pixels[(row - 1) * stride + i - bpp]! : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c) ? a : Math.abs(p - b) <= Math.abs(p - c) ? b : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter];
      if (predictor === undefined) throw new Error(`unknown filter ${filter} in row ${row}`);
      pixels[row * stride + i] = (x + predictor) & 0xff;
    }
  }
  return { width, height, bitDepth: ihdr.getUint8(8), colourType: ihdr.getUint8(9), interlace: ihdr.getUint8(12), raw, pixels };
}

function pixel(image: Decoded, x: number, y: number): number[] {
  const i = (y * image.width + x) * 3;
  return [...image.pixels.subarray(i, i + 3)];
}

/** 'hsl(h, s%, l%)' -> RGB, the textbook way (independent of the module's own conversion). */
function hsl(css: string): [number, number, number] {
  const [h, s, l] = /hsl\((\d+), (\d+)%, (\d+)%\)/.exec(css)!.slice(1).map(Number) as [number, number, number];
  const q = l / 100 < 0.5 ? (l / 100) * (1 + s / 100) : l / 100 + s / 100 - (l / 100) * (s / 100);
  const p = 2 * (l / 100) - q;
  const channel = (t: number) => {
    const k = (t + 1) % 1;
    const v = k < 1 / 6 ? p + (q - p) * 6 * k : k < 1 / 2 ? q : k < 2 / 3 ? p + (q - p) * (2 / 3 - k) * 6 : p;
    return Math.round(v * 255);
  };
  return [channel(h / 360 + 1 / 3), channel(h / 360), channel(h / 360 - 1 / 3)];
}

function expectClose(actual: number[], expected: number[], tolerance = 1): void {
  actual.forEach((value, i) =>
    expect(Math.abs(value - expected[i]!), `channel ${i}: ${actual} vs ${expected}`).toBeLessThanOrEqual(tolerance),
  );
}

describe('renderShareImagePng', () => {
  it('is a 1200x630 8-bit RGB PNG by default', SLOW, () => {
    expect(SHARE_IMAGE_SIZE).toEqual({ width: 1200, height: 630 });
    const png = render('nominee', NOMINEE);
    expect([...png.subarray(0, 8)]).toEqual(SIGNATURE);
    const list = chunks(png);
    expect(list[0]!.type).toBe('IHDR');
    expect(list[0]!.data.length).toBe(13);
    const image = decode(png);
    expect(image).toMatchObject({ width: 1200, height: 630, bitDepth: 8, colourType: 2, interlace: 0 });
  });

  it('writes valid chunks, IDAT before IEND, IEND last and empty', SLOW, () => {
    const list = chunks(render('nominee', NOMINEE));
    for (const chunk of list) {
      expect(chunk.crc, `${chunk.type} CRC`).toBe(crc32(Buffer.concat([Buffer.from(chunk.type, 'latin1'), chunk.data])));
    }
    const types = list.map((c) => c.type);
    expect(types.at(-1)).toBe('IEND');
    expect(list.at(-1)!.data.length).toBe(0);
    expect(types.filter((t) => t === 'IEND')).toHaveLength(1);
    expect(types.indexOf('IDAT')).toBeGreaterThan(0);
  });

  it('holds one filter byte and width x 3 bytes per row', SLOW, () => {
    const image = decode(render('nominee', NOMINEE));
    expect(image.raw.length).toBe(630 * (1 + 1200 * 3));
  });

  it.each(PLACEHOLDER_KINDS)('keeps a %s card under 300 KB', SLOW, (kind) => {
    const png = render(kind, kind === 'judge' ? '3' : NOMINEE);
    expect(png.length).toBeLessThanOrEqual(PREVIEW_IMAGE_MAX_BYTES);
    expect(decode(png)).toMatchObject({ width: 1200, height: 630 });
  });

  it('is deterministic and varies with the id and the kind', SLOW, () => {
    const png = render('nominee', NOMINEE);
    expect(Buffer.from(renderShareImagePng('nominee', NOMINEE)).equals(Buffer.from(png))).toBe(true);
    expect(Buffer.from(render('nominee', 'kaum-1')).equals(Buffer.from(png))).toBe(false);
    expect(Buffer.from(render('section', NOMINEE)).equals(Buffer.from(png))).toBe(false);
  });

  it("paints the SVG placeholder's palette for the id", SLOW, () => {
    for (const id of [NOMINEE, 'kaum-1']) {
      const p = palette(id);
      const image = decode(render('nominee', id));
      // The accent rule where the title would be (x 64..304, y 558..564): the accent, opaque.
      expectClose(pixel(image, 184, 561), hsl(p.accent));
      // An open stretch of wall: the 800x600 scene covers the card at 1.5x, 135 px cropped top and bottom,
      // and there (beyond the light, inside the vignette's clear centre) only the from -> to diagonal shows.
      const u = 1050.5 / 1.5 / 800;
      const v = (255.5 + 135) / 1.5 / 600;
      const t = (u + v) / 2;
      const [from, to] = [hsl(p.from), hsl(p.to)];
      expectClose(
        pixel(image, 1050, 255),
        from.map((f, i) => Math.round(f + (to[i]! - f) * t)),
      );
    }
  });

  it('takes another size, keeping 1200:630 when only a width is given', () => {
    expect(decode(renderShareImagePng('nominee', NOMINEE, { width: 600 }))).toMatchObject({ width: 600, height: 315 });
    expect(decode(renderShareImagePng('logo', NOMINEE, { width: 120, height: 120 }))).toMatchObject({ width: 120, height: 120 });
    expect(() => renderShareImagePng('nominee', NOMINEE, { width: 0 })).toThrow(RangeError);
    expect(() => renderShareImagePng('nominee', NOMINEE, { height: 5000 })).toThrow(RangeError);
    expect(() => renderShareImagePng('nominee', NOMINEE, { width: Number.NaN })).toThrow(RangeError);
  });

  it('draws an unknown kind like a section', () => {
    const small = { width: 120 };
    expect(Buffer.from(renderShareImagePng('menu', '1', small)).equals(Buffer.from(renderShareImagePng('section', '1', small)))).toBe(true);
  });
});
