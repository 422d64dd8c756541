/**
 * Rules of the image slider (docs/requirements.md#constants): looped, centred, 2.5 slides per
 * view from 1600 px, 1.8 from 1100, 1.2 from 820, 1 below; the list doubled
 * when it holds fewer than 4 images; slide 0 first.
 *
 * The loop works by index modulo: every slide is placed by its circular
 * offset from the active one, so the active slide is always in the centre and
 * its neighbours on both sides are real slides, even at slide 0.
 */

export const MIN_SLIDES = 4;
export const INITIAL_SLIDE = 0;
/** A horizontal drag shorter than this (px) is not a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/** [min viewport width, slides per view], widest first; 1 below the last. */
export const SLIDES_PER_VIEW: readonly (readonly [number, number])[] = [
  [1600, 2.5],
  [1100, 1.8],
  [820, 1.2],
];

export function slidesPerView(viewportWidth: number): number {
  return SLIDES_PER_VIEW.find(([min]) => viewportWidth >= min)?.[1] ?? 1;
}

/** The slides to show: the list doubled when it has fewer than MIN_SLIDES (but some) images. */
export function slideList<T>(images: readonly T[]): T[] {
  return images.length > 0 && images.length < MIN_SLIDES ? [...images, ...images] : [...images];
}

/** An index brought into 0..count-1 (the loop). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/**
 * Circular distance of `slide` from the `active` one, in slides: 0 is the
 * centre, negative to the left. The extra slide of an even count goes right,
 * where "next" brings it in from.
 */
export function slideOffset(slide: number, active: number, count: number): number {
  if (count <= 0) return 0;
  const ahead = wrapIndex(slide - active, count);
  return ahead > Math.ceil((count - 1) / 2) ? ahead - count : ahead;
}

/** Whether any part of a slide at `offset` shows with `perView` slides per view. */
export function isInView(offset: number, perView: number): boolean {
  return Math.abs(offset) < (perView + 1) / 2;
}

/** Slides visible on first display (slide 0 centred) load eagerly; the rest lazily. */
export function loadsEagerly(slide: number, count: number, perView: number): boolean {
  return isInView(slideOffset(slide, INITIAL_SLIDE, count), perView);
}

/**
 * A slide that jumps across the loop (its offset changes by more than one)
 * moves without animation, out of sight, instead of sweeping across the view.
 */
export function jumpsAcrossLoop(slide: number, from: number, to: number, count: number): boolean {
  return Math.abs(slideOffset(slide, to, count) - slideOffset(slide, from, count)) > 1;
}

/** The move a horizontal drag asks for: +1 next (dragged left), -1 previous, 0 none. */
export function swipeStep(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) < threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}
