// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isInView, jumpsAcrossLoop, loadsEagerly, slideList, slideOffset, slidesPerView, swipeStep, wrapIndex } from '../../src/lib/slides';

describe('slideList', () => {
  it('doubles a list of fewer than 4 images', () => {
    expect(slideList(['a'])).toEqual(['a', 'a']);
    expect(slideList(['a', 'b'])).toEqual(['a', 'b', 'a', 'b']);
    expect(slideList(['a', 'b', 'c'])).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('keeps 4 or more images as they are, and nothing as nothing', () => {
    expect(slideList(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c', 'd']);
    expect(slideList(['a', 'b', 'c', 'd', 'e'])).toHaveLength(5);
    expect(slideList([])).toEqual([]);
  });

  it('does not change the list it was given', () => {
    const images = ['a'];
    slideList(images);
    expect(images).toEqual(['a']);
  });
});

describe('slidesPerView', () => {
  it.each([
    [2560, 2.5],
    [1600, 2.5],
    [1599, 1.8],
    [1100, 1.8],
    [1099, 1.2],
    [820, 1.2],
    [819, 1],
    [412, 1],
    [250, 1],
    [200, 1],
  ])('%i px -> %f', (width, expected) => {
    expect(slidesPerView(width)).toBe(expected);
  });
});

describe('the loop', () => {
  it('wraps indexes both ways', () => {
    expect(wrapIndex(4, 4)).toBe(0);
    expect(wrapIndex(-1, 4)).toBe(3);
    expect(wrapIndex(9, 4)).toBe(1);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('places slides around the active one, so slide 0 has a real left neighbour', () => {
    expect([0, 1, 2, 3].map((slide) => slideOffset(slide, 0, 4))).toEqual([0, 1, 2, -1]);
    expect([0, 1, 2, 3, 4].map((slide) => slideOffset(slide, 0, 5))).toEqual([0, 1, 2, -2, -1]);
    expect([0, 1, 2, 3].map((slide) => slideOffset(slide, 3, 4))).toEqual([1, 2, -1, 0]);
    expect(slideOffset(0, 0, 1)).toBe(0);
  });

  it('shows the neighbours that fit the slides per view', () => {
    expect(isInView(0, 1)).toBe(true);
    expect(isInView(1, 1)).toBe(false);
    expect(isInView(1, 1.2)).toBe(true);
    expect(isInView(1, 2.5)).toBe(true);
    expect(isInView(-1, 2.5)).toBe(true);
    expect(isInView(2, 2.5)).toBe(false);
  });

  it('loads only the first view eagerly', () => {
    expect([0, 1, 2, 3, 4, 5].map((slide) => loadsEagerly(slide, 6, 1))).toEqual([true, false, false, false, false, false]);
    expect([0, 1, 2, 3, 4, 5].map((slide) => loadsEagerly(slide, 6, 2.5))).toEqual([true, true, false, false, false, true]);
  });

  it('moves a slide without animation only when it jumps across the loop', () => {
    // 4 slides, next from 0 to 1: slide 3 goes from -1 to 2.
    expect([0, 1, 2, 3].map((slide) => jumpsAcrossLoop(slide, 0, 1, 4))).toEqual([false, false, false, true]);
    // previous from 0 to 3: slide 2 goes from 2 to -1.
    expect([0, 1, 2, 3].map((slide) => jumpsAcrossLoop(slide, 0, 3, 4))).toEqual([false, false, true, false]);
  });
});

describe('swipeStep', () => {
  it('turns a drag to the left into next and to the right into previous', () => {
    expect(swipeStep(-80)).toBe(1);
    expect(swipeStep(80)).toBe(-1);
  });

  it('ignores short drags', () => {
    expect(swipeStep(-39)).toBe(0);
    expect(swipeStep(10)).toBe(0);
    expect(swipeStep(0)).toBe(0);
  });
});
