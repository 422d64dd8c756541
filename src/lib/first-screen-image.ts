/**
 * The box of a loading placeholder where the first screen's largest image
 * will be. Live builds paint the image into it before the app's code has
 * loaded (src/boot/warm-up.ts), so the box must sit exactly where the image
 * will (tests/e2e/first-screen-image.spec.ts checks it at every width).
 */
export const FIRST_SCREEN_IMAGE_SLOT = 'data-first-screen-image';
