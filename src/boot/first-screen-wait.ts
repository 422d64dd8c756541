/**
 * How long the app's code waits for the first screen at most (src/boot/boot.ts): a slow back end or
 * image must not hold the app. Browser tests read it to tell the two ways the wait ends.
 */
export const FIRST_SCREEN_WAIT_MS = 1500;
