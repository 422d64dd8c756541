// @vitest-environment node
/** The rules the build and the browser share for processed images (src/lib/images.ts, src/data/image-catalog.ts). */
import { describe, expect, it, vi } from 'vitest';
import { createImageCatalog } from '../../src/data/image-catalog';
import {
  fallbackSrc,
  parseImageManifest,
  srcSet,
  TONE_COUNT,
  toneColour,
  toneOf,
  toneStyleSheet,
  type ProcessedImage,
} from '../../src/lib/images';
import { safeImageUrl } from '../../src/lib/links';

const photo: ProcessedImage = {
  width: 2000,
  height: 1500,
  name: '0123456789abcdef',
  widths: [320, 480, 640, 828, 1080, 1440, 1920],
  tone: 21,
};

describe('srcset', () => {
  it('lists every copy by width, and falls back to the phone-sized one', () => {
    expect(srcSet(photo)).toBe(photo.widths.map((width) => `/img/0123456789abcdef-${width}.webp ${width}w`).join(', '));
    expect(fallbackSrc(photo)).toBe('/img/0123456789abcdef-828.webp');
    expect(fallbackSrc({ ...photo, widths: [1000] })).toBe('/img/0123456789abcdef-1000.webp');
  });
});

describe('tones', () => {
  it('maps a colour to the nearest of 64 tones and back', () => {
    expect(toneOf(0, 0, 0)).toBe(0);
    expect(toneOf(255, 255, 255)).toBe(TONE_COUNT - 1);
    expect(toneColour(toneOf(255, 0, 0))).toBe('rgb(255 0 0)');
    expect(toneColour(toneOf(120, 40, 50))).toBe('rgb(85 0 85)');
    expect(toneStyleSheet().split('\n')).toHaveLength(TONE_COUNT);
  });
});

describe('the manifest as read from a page or the network', () => {
  it('keeps the entries that fit, and turns the rest into "show the original"', () => {
    const manifest = parseImageManifest({
      '/a.jpg': photo,
      '/b.jpg': { ...photo, name: '../../etc' },
      '/c.jpg': { ...photo, widths: [] },
      '/d.jpg': { ...photo, tone: 999 },
      '/e.jpg': null,
      '/f.jpg': { ...photo, avif: true },
      '/g.jpg': { ...photo, avif: 'yes' },
    });
    expect(manifest['/a.jpg']).toEqual(photo);
    expect(manifest['/b.jpg']).toBeNull();
    expect(manifest['/c.jpg']).toBeNull();
    expect(manifest['/d.jpg']).not.toHaveProperty('tone');
    expect(manifest['/e.jpg']).toBeNull();
    expect(manifest['/f.jpg']).toEqual({ ...photo, avif: true });
    expect(manifest['/g.jpg']).toEqual(photo);
    expect(parseImageManifest('<!doctype html>')).toEqual({});
    expect(parseImageManifest([photo])).toEqual({});
  });
});

describe('the image catalog', () => {
  it('answers pending until the whole manifest is in, then the copies or the original', () => {
    const catalog = createImageCatalog({ known: { '/built.jpg': photo, '/vector.svg': null } });
    const listener = vi.fn();
    catalog.subscribe(listener);
    expect(catalog.lookup('/built.jpg')).toEqual({ kind: 'processed', image: photo });
    expect(catalog.lookup('/vector.svg')).toEqual({ kind: 'original' });
    expect(catalog.lookup('/other.jpg')).toEqual({ kind: 'pending' });

    const before = catalog.version();
    catalog.complete({ '/other.jpg': { ...photo, name: 'fedcba9876543210' } });
    expect(listener).toHaveBeenCalledOnce();
    expect(catalog.version()).not.toBe(before);
    expect(catalog.lookup('/other.jpg')).toMatchObject({ kind: 'processed', image: { name: 'fedcba9876543210' } });
    expect(catalog.lookup('/added-since.jpg')).toEqual({ kind: 'original' });
  });

  it('tells the build each lookup, so a page carries its part of the manifest', () => {
    const seen: Record<string, unknown> = {};
    const catalog = createImageCatalog({ known: { '/a.jpg': photo }, complete: true, onLookup: (url, image) => (seen[url] = image) });
    catalog.lookup('/a.jpg');
    catalog.lookup('/new.jpg');
    expect(seen).toEqual({ '/a.jpg': photo, '/new.jpg': null });
  });
});

describe('image URLs from the server', () => {
  it('keeps http(s) and site paths, drops everything else', () => {
    expect(safeImageUrl('https://cdn.example/a.jpg')).toBe('https://cdn.example/a.jpg');
    expect(safeImageUrl(' /uploads/a.jpg ')).toBe('/uploads/a.jpg');
    expect(safeImageUrl('//cdn.example/a.jpg')).toBe('//cdn.example/a.jpg');
    for (const bad of [
      'x',
      'a.jpg',
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:image/png;base64,AAAA',
      'mailto:a@b.c',
      '',
      '"><svg onload=alert(1)>',
    ])
      expect(safeImageUrl(bad)).toBeNull();
  });
});
