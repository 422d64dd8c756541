import { FIRST_SCREEN_IMAGE_SLOT } from '../lib/first-screen-image';

/**
 * Where a loading page's first image will be (src/lib/first-screen-image.ts); decorative until the page has loaded.
 * The live warm-up may paint the image into it (its style) before the app hydrates it: React is told to expect that.
 */
export function FirstScreenImageSlot({ className }: { className: string }) {
  return <span className={className} aria-hidden="true" suppressHydrationWarning {...{ [FIRST_SCREEN_IMAGE_SLOT]: '' }} />;
}
