// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { judgeAnchor, judgeFragmentTarget } from '../../src/features/section/judge-anchor';

describe('judge fragments', () => {
  it("scroll '#3' to the third judge's entry, as the footer links", () => {
    expect(judgeFragmentTarget('#3')).toBe('judge3');
    expect(judgeFragmentTarget('#3')).toBe(judgeAnchor(3));
    expect(judgeFragmentTarget('#03')).toBe('judge3');
  });

  it("keep links shared before working ('#judge3'), and name nothing for an empty fragment", () => {
    expect(judgeFragmentTarget('#judge3')).toBe('judge3');
    expect(judgeFragmentTarget('#')).toBeNull();
    expect(judgeFragmentTarget('')).toBeNull();
  });

  it('read an encoded fragment, and a malformed one as it is', () => {
    expect(judgeFragmentTarget('#judge%203')).toBe('judge 3');
    expect(judgeFragmentTarget('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
