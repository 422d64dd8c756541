/**
 * Set on <html> once the page has hydrated or rendered (src/app.tsx): before that, a built page
 * shows but does not answer clicks. Browser tests and the bench wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
