import { FIRST_SCREEN_IMAGE_SLOT } from '../lib/first-screen-image';

/** Where a loading page's first image will be (src/lib/first-screen-image.ts); decorative until the page has loaded. */
export function FirstScreenImageSlot({ className }: { className: string }) {
  return <span className={className} aria-hidden="true" {...{ [FIRST_SCREEN_IMAGE_SLOT]: '' }} />;
}
