// @vitest-environment node
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

/** The icon every page carries (index.html, written by tools/favicon.mjs). */
const iconAddress = /<link\s+rel="icon"\s+href="([^"]*)"/.exec(readFileSync('index.html', 'utf8'))?.[1];

describe('the site icon', () => {
  it('is inline, so no request waits for it, and a PNG, which the page decodes without a document of its own', async () => {
    expect(iconAddress).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(iconAddress!.slice(iconAddress!.indexOf(',') + 1), 'base64');
    const { format, width, height } = await sharp(png).metadata();
    // 16 CSS px at three device pixels per px.
    expect({ format, width, height }).toEqual({ format: 'png', width: 48, height: 48 });
    expect(png.length).toBeLessThan(1024);
  });
});
