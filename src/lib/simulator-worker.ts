/**
 * The simulator's service worker script on the site's own origin (public/simulator-worker.js,
 * registered by mocks/browser.ts); simulator builds only, a live build ships neither it nor MSW's.
 */
export const SIMULATOR_WORKER = '/simulator-worker.js';
