// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkPreviewImage, imageSize, PREVIEW_IMAGE_MAX_BYTES, previewProblemsSummary, readPreviewImage } from '../../scripts/image-size';
import { renderShareImagePng, SHARE_IMAGE_SIZE } from '../../mocks/data/share-image';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const le16 = (value: number) => [value & 0xff, value >> 8];
const le24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, value >> 16];
const be16 = (value: number) => [value >> 8, value & 0xff];

/** A JPEG's first bytes: SOI, an APP0 segment, then a baseline or progressive start of frame. */
const jpeg = (marker: number, width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10],
    'JFIF\0',
    new Array(9).fill(0),
    [0xff, marker, 0x00, 0x11, 0x08],
    be16(height),
    be16(width),
    [3],
  );

const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, [0, 0, 0, 0], body, new Array(8).fill(0));

describe('imageSize', () => {
  it('reads a PNG (our own share images)', () => {
    const png = renderShareImagePng('nominee', 'n1');
    expect(imageSize(png)).toEqual({ format: 'png', ...SHARE_IMAGE_SIZE });
  });

  it('reads baseline and progressive JPEGs past their other segments', () => {
    expect(imageSize(jpeg(0xc0, 1200, 630))).toEqual({ format: 'jpeg', width: 1200, height: 630 });
    expect(imageSize(jpeg(0xc2, 800, 1000))).toEqual({ format: 'jpeg', width: 800, height: 1000 });
  });

  it('reads the three kinds of WebP', () => {
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, ...le24(1199), ...le24(629)]))).toEqual({ format: 'webp', width: 1200, height: 630 });
    const lossless = (1199 & 0x3fff) | ((629 & 0x3fff) << 14);
    expect(imageSize(riff('VP8L', [0x2f, lossless & 0xff, (lossless >> 8) & 0xff, (lossless >> 16) & 0xff, lossless >>> 24]))).toEqual({
      format: 'webp',
      width: 1200,
      height: 630,
    });
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, ...le16(1200), ...le16(630)]))).toEqual({
      format: 'webp',
      width: 1200,
      height: 630,
    });
  });

  it('reads a GIF, and knows no SVG, text or truncated file', () => {
    expect(imageSize(bytes('GIF89a', le16(640), le16(480)))).toEqual({ format: 'gif', width: 640, height: 480 });
    expect(imageSize(bytes('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).toBeNull();
    expect(imageSize(jpeg(0xc0, 10, 10).subarray(0, 12))).toBeNull();
    expect(imageSize(new Uint8Array())).toBeNull();
  });
});

describe('a live build checks its preview images', () => {
  const png = renderShareImagePng('banner', 'home');

  it('gives the size of a JPEG, PNG or WebP under 300 KB, with nothing to say', () => {
    expect(checkPreviewImage('https://cdn.test/a.png', png)).toEqual({ size: { format: 'png', ...SHARE_IMAGE_SIZE }, problems: [] });
  });

  it('says when chats will show no image: another format, or over 300 KB', () => {
    const gif = checkPreviewImage('https://cdn.test/a.gif', bytes('GIF89a', le16(640), le16(480)));
    expect(gif.size).toBeNull();
    expect(gif.problems).toEqual(['https://cdn.test/a.gif is GIF, not JPEG, PNG or WebP: chats show no preview image']);
    const heavy = new Uint8Array(PREVIEW_IMAGE_MAX_BYTES + 1);
    heavy.set(png.subarray(0, 24));
    expect(checkPreviewImage('https://cdn.test/big.png', heavy).problems).toEqual([
      'https://cdn.test/big.png is 301 KB, over the 300 KB that WhatsApp previews',
    ]);
  });

  it('reads the image over the network, and a failed read leaves the size out with a reason', async () => {
    const answering = (response: Response) => (async () => response) as typeof fetch;
    expect((await readPreviewImage('https://cdn.test/a.png', answering(new Response(new Blob([new Uint8Array(png)]))))).size).toEqual({
      format: 'png',
      ...SHARE_IMAGE_SIZE,
    });
    expect(await readPreviewImage('https://cdn.test/gone.png', answering(new Response('', { status: 404 })))).toEqual({
      size: null,
      problems: ['https://cdn.test/gone.png answered HTTP 404: its size is left out'],
    });
    const failing = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect((await readPreviewImage('https://cdn.test/a.png', failing)).problems).toEqual([
      'https://cdn.test/a.png could not be read (fetch failed): its size is left out',
    ]);
  });

  it('sums the problems of a build up in one warning, naming three', () => {
    const fine = { size: { format: 'png' as const, width: 1, height: 1 }, problems: [] };
    expect(previewProblemsSummary([fine, fine])).toBeNull();
    const svg = (name: string) => ({ size: null, problems: [`${name}.svg is not an image we can read`] });
    expect(previewProblemsSummary([fine, svg('a')])).toBe(
      '1 preview image may show no picture in chats:\n  - a.svg is not an image we can read',
    );
    expect(previewProblemsSummary(['a', 'b', 'c', 'd', 'e'].map(svg))?.split('\n')).toEqual([
      '5 preview images may show no picture in chats:',
      '  - a.svg is not an image we can read',
      '  - b.svg is not an image we can read',
      '  - c.svg is not an image we can read',
      '  - and 2 more',
    ]);
  });
});
