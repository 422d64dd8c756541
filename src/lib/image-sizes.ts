/**
 * The `sizes` of each photo layout: the width it is drawn at, at each breakpoint of its CSS, so
 * the browser picks the narrowest copy that fills it (a 390 px phone at DPR 2 about 800 px, not
 * 2400). A layout's CSS and its entry here change together; tests/e2e/images.spec.ts checks the
 * choice in a real browser.
 */
import { SLIDES_PER_VIEW } from './slides';

/** The nominee page's and winner article's slider: one slide is 1/per-view of the viewport (Slider.css). */
export const SLIDE_SIZES = [
  ...SLIDES_PER_VIEW.map(([min, perView]) => `(min-width: ${min}px) ${Math.ceil(100 / perView)}vw`),
  '100vw',
].join(', ');

/** `.nominee-grid`: one column below 616 px, two to 858 px, then columns of at most 380 px (300 px in VIEW ALL). */
const cardSizes = (widest: number) => `(min-width: 858px) ${widest}px, (min-width: 616px) calc(50vw - 28px), calc(100vw - 32px)`;
export const NOMINEE_CARD_SIZES = cardSizes(380);
export const ALL_NOMINEES_CARD_SIZES = cardSizes(300);

/** `.section-winners__grid`: three columns of a 1000 px page from 858 px, two from 536 px, else one. */
export const SECTION_WINNER_CARD_SIZES = '(min-width: 858px) 310px, (min-width: 536px) calc(50vw - 28px), calc(100vw - 32px)';

/** `.winner-grid`: four columns of a 1130 px page from 820 px, two from 500 px, else one. */
export const WINNER_CARD_SIZES = '(min-width: 1130px) 270px, (min-width: 820px) 25vw, (min-width: 500px) 50vw, calc(100vw - 32px)';

/** `.vote-picker`: columns of at least 150 px (220 px from 820 px) in a page of at most 1000 px. */
export const VOTE_OPTION_SIZES = '(min-width: 820px) 240px, (min-width: 680px) 25vw, (min-width: 514px) 34vw, 50vw';

/** `.top-banner__image` and `.section-winners__banner`: the page's width, at most 800 px. */
export const BANNER_SIZES = '(min-width: 832px) 800px, calc(100vw - 32px)';

/** `.judge__image`: at most 360 px. */
export const JUDGE_SIZES = '(min-width: 392px) 360px, calc(100vw - 32px)';

/** The vote landing's judges (columns of at least 140 px) and its sections (half the page from 820 px). */
export const LANDING_JUDGE_SIZES = '(min-width: 820px) 180px, 45vw';
export const LANDING_SECTION_SIZES = '(min-width: 820px) 500px, calc(100vw - 32px)';

/** Logos are drawn at a fixed size (contained). */
export const logoSizes = (width: number) => `${width}px`;
