// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PLACEHOLDER_KINDS, renderPlaceholderSvg } from '../../../mocks/data/images';

describe('renderPlaceholderSvg', () => {
  it.each(PLACEHOLDER_KINDS)('draws a titled, sized %s image', (kind) => {
    const svg = renderPlaceholderSvg(kind, 'amuz-gourmet-2');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain('role="img"');
    expect(svg).toMatch(/<title id="[^"]+">[^<]+<\/title>/);
    expect(svg).toContain('Georgia');
    expect(svg.endsWith('</svg>')).toBe(true);
  });

  it('is deterministic and varies with the id', () => {
    expect(renderPlaceholderSvg('nominee', 'kaum-1')).toBe(renderPlaceholderSvg('nominee', 'kaum-1'));
    expect(renderPlaceholderSvg('nominee', 'kaum-1')).not.toBe(renderPlaceholderSvg('nominee', 'lir-1'));
  });

  it('uses the natural aspect ratio of each kind', () => {
    const size = (svg: string) => /width="(\d+)" height="(\d+)"/.exec(svg)!.slice(1).map(Number);
    expect(size(renderPlaceholderSvg('nominee', 'a'))).toEqual([800, 600]);
    expect(size(renderPlaceholderSvg('logo', 'a'))).toEqual([240, 240]);
    expect(size(renderPlaceholderSvg('judge', '1'))).toEqual([480, 600]);
    expect(size(renderPlaceholderSvg('brand', 'a'))).toEqual([300, 200]);
    expect(size(renderPlaceholderSvg('banner', 'a'))).toEqual([1600, 900]);
    expect(size(renderPlaceholderSvg('nominee', 'a', 400))).toEqual([400, 300]);
    expect(size(renderPlaceholderSvg('nominee', 'a', 400, 400))).toEqual([400, 400]);
  });

  it('derives a label from the id, or uses the one given, escaped', () => {
    expect(renderPlaceholderSvg('nominee', 'amuz-gourmet-2')).toContain('>Amuz Gourmet<');
    expect(renderPlaceholderSvg('logo', 'lir-restaurant')).toContain('>LR<');
    expect(renderPlaceholderSvg('judge', '3')).toContain('Judge 3');
    const svg = renderPlaceholderSvg('brand', 'x', undefined, undefined, 'Dine & Wine <Asia>');
    expect(svg).toContain('Dine &amp; Wine &lt;Asia&gt;');
    expect(svg).not.toContain('<Asia>');
  });
});
