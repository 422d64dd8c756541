/**
 * Build-time configuration. Live mode when VITE_API_BASE_URL is set at build
 * time; simulator mode (MSW in the browser) otherwise.
 */
const configuredBaseUrl = (import.meta.env.VITE_API_BASE_URL ?? '').trim().replace(/\/+$/, '');

export const isSimulator = configuredBaseUrl === '';

/** Back-end origin; empty in simulator mode, where calls stay on the site's own origin. */
export const apiBaseUrl = configuredBaseUrl;

/** Value of the `token` header on every back-end call. */
export const apiToken = import.meta.env.VITE_API_TOKEN ?? (isSimulator ? 'simulator' : '');
