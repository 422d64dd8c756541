// @vitest-environment node
/** The scroll every screen and the vote flow make (src/components/scroll.ts): smooth unless the visitor asked for less motion. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { voteFlowMachine } from '../../src/features/vote/VoteFlow';
import { scrollSmoothly } from '../../src/components/scroll';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('scrolling to a new screen', () => {
  it('is smooth, or instant for a visitor who asked for reduced motion', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    prefersReducedMotion(false);
    scrollSmoothly(0);
    prefersReducedMotion(true);
    scrollSmoothly(40);
    expect(scrollTo.mock.calls).toEqual([[{ top: 0, behavior: 'smooth' }], [{ top: 40, behavior: 'auto' }]]);
  });

  it("the vote flow's scroll to the top honours reduced motion too", () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    prefersReducedMotion(true);
    const scrollToTop = voteFlowMachine.implementations.actions.scrollToTop as () => void;
    scrollToTop();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
