// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mainTextAfterFirstPaint } from '../../src/boot/main-text';
import { dataKey } from '../../src/data/loaders';
import { ROUTES } from '../../src/routes';

/** A page's built data holding each of its own needs (the build's payload, by key). */
const builtWith = (needs: Record<string, readonly string[]>) =>
  Object.fromEntries(Object.values(needs).map((need) => [dataKey(need as Parameters<typeof dataKey>[0]), {}]));

describe('whether a page’s main text comes after its first paint', () => {
  it('does on the shells whose main text comes with their data: About, How to vote', () => {
    expect(mainTextAfterFirstPaint(ROUTES.about, {}, undefined)).toBe(true);
    expect(mainTextAfterFirstPaint(ROUTES.howTo, {}, undefined)).toBe(true);
    // A shell's payload holds no page data of its own.
    expect(mainTextAfterFirstPaint(ROUTES.about, {}, {})).toBe(true);
  });

  it('does not on a nominee built with its data, and does on one the build did not know', () => {
    const params = { slug: 'kaum' };
    const built = builtWith(ROUTES.nominee.data(params));
    expect(mainTextAfterFirstPaint(ROUTES.nominee, params, built)).toBe(false);
    expect(mainTextAfterFirstPaint(ROUTES.nominee, { slug: 'opened-after-the-build' }, built)).toBe(true);
    expect(mainTextAfterFirstPaint(ROUTES.nominee, params, undefined)).toBe(true);
  });

  it('does not on a page whose main text is not server HTML', () => {
    expect(mainTextAfterFirstPaint(ROUTES.section, {}, undefined)).toBe(false);
    expect(mainTextAfterFirstPaint(ROUTES.voteNow, {}, undefined)).toBe(false);
  });
});
