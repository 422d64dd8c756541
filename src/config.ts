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

/**
 * The site's public origin, for the absolute URLs of canonical links, previews and structured data:
 * SITE_URL at build time (required for a real deployment: a crawler sees only what the build
 * wrote), else the page's own origin in the browser, else a local address at build time.
 */
export const LOCAL_SITE_URL = 'http://127.0.0.1:5173';

export function siteOrigin(): string {
  return __SITE_URL__ || (globalThis.document ? globalThis.location.origin : LOCAL_SITE_URL);
}

/** The origin a built page was written with: what `siteOrigin()` gave the build. */
export const builtSiteOrigin = (): string => __SITE_URL__ || LOCAL_SITE_URL;
