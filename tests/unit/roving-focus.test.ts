// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { rovingIndex } from '../../src/features/vote/roving-focus';

describe('rovingIndex', () => {
  it('moves to the next and previous control with the arrows, wrapping at the ends', () => {
    expect(rovingIndex('ArrowDown', 0, 3)).toBe(1);
    expect(rovingIndex('ArrowRight', 2, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', 1, 3)).toBe(0);
    expect(rovingIndex('ArrowLeft', 0, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(rovingIndex('Home', 2, 5)).toBe(0);
    expect(rovingIndex('End', 0, 5)).toBe(4);
  });

  it('leaves every other key to the browser, and an empty list alone', () => {
    expect(rovingIndex('Tab', 1, 3)).toBeNull();
    expect(rovingIndex(' ', 1, 3)).toBeNull();
    expect(rovingIndex('Enter', 1, 3)).toBeNull();
    expect(rovingIndex('ArrowDown', 0, 0)).toBeNull();
  });

  it('starts from the nearest control when the list has shrunk under the focus', () => {
    expect(rovingIndex('ArrowDown', 7, 3)).toBe(0);
    expect(rovingIndex('ArrowUp', -1, 3)).toBe(2);
  });
});
