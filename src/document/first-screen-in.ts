/**
 * Set on <html> by the entry script (src/boot/boot.ts) once the built page's first screen is in (its
 * first photo, its style sheet, a frame drawn) or the wait for it has run out. Until then a card's
 * lazy photo is not displayed (src/components/global.css): on a slow link the browser's lazy loading
 * would fetch the photos below the first screen beside the first one, and take its bandwidth.
 */
export const FIRST_SCREEN_IN_ATTRIBUTE = 'data-first-screen-in';
