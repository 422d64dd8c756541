/**
 * Set on <html> once the page has hydrated or rendered and answers clicks (src/app.tsx): before
 * that, a built page shows and holds its buttons' presses (src/document/early-presses.ts). Browser tests
 * and the bench wait for it.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
