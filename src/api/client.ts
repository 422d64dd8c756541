/**
 * The one module that owns the wire format (spec section 7). Nothing else in
 * the site calls fetch or imports ky.
 *
 * - Back-end calls: base URL + path, header `token`, GETs with a JSON content
 *   type, POSTs form-encoded, no cross-site credentials, never retried.
 * - Static JSON from the site's own origin, retried up to 2 times, 1 s apart,
 *   when the status is 400 or the network failed (status 0).
 * - XSRF: non-GET/HEAD requests to relative URLs echo the XSRF-TOKEN cookie.
 */
import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';

export const STATIC_RETRY_LIMIT = 2;
export const STATIC_RETRY_DELAY_MS = 1000;
const REQUEST_TIMEOUT_MS = 20_000;

export interface ApiClientConfig {
  /** Back-end origin, '' to call the site's own origin (simulator mode). */
  baseUrl: string;
  token: string;
  /** Injected in tests to run the retry delay on fake time. */
  staticRetryDelayMs?: number;
}

export interface ApiClient {
  getBackend(path: string, query?: Record<string, string>): Promise<unknown>;
  postForm(path: string, fields: Record<string, string>): Promise<unknown>;
  getStatic(path: string): Promise<unknown>;
}

export type FormFields = Record<string, string>;

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

export function isRelativeUrl(url: string): boolean {
  return !ABSOLUTE_URL.test(url);
}

export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

export function xsrfHeaders(method: string, url: string): Record<string, string> {
  if (method === 'GET' || method === 'HEAD' || !isRelativeUrl(url)) return {};
  const token = readCookie('XSRF-TOKEN');
  return token ? { 'X-XSRF-TOKEN': token } : {};
}

/** Relative URLs are resolved against the page, as a browser's fetch does. */
function resolve(url: string): string {
  return isRelativeUrl(url) && globalThis.location ? new URL(url, globalThis.location.href).href : url;
}

/** Static JSON is retried on HTTP 400 and on network failure, nothing else. */
export function isRetriableStaticFailure(error: Error): boolean {
  if (error instanceof HTTPError) return error.response.status === 400;
  if (error instanceof TimeoutError) return false;
  return error instanceof TypeError;
}

export function createApiClient({ baseUrl, token, staticRetryDelayMs = STATIC_RETRY_DELAY_MS }: ApiClientConfig): ApiClient {
  const backend: KyInstance = ky.create({
    headers: { token },
    credentials: 'same-origin',
    retry: 0,
    timeout: REQUEST_TIMEOUT_MS,
  });

  const staticFiles: KyInstance = ky.create({
    credentials: 'same-origin',
    timeout: REQUEST_TIMEOUT_MS,
    retry: {
      limit: STATIC_RETRY_LIMIT,
      methods: ['get'],
      delay: () => staticRetryDelayMs,
      shouldRetry: ({ error }) => isRetriableStaticFailure(error),
    },
  });

  const backendUrl = (path: string) => `${baseUrl}${path}`;

  return {
    async getBackend(path, query) {
      const url = backendUrl(path);
      return backend
        .get(resolve(url), {
          searchParams: query,
          headers: { 'Content-Type': 'application/json', ...xsrfHeaders('GET', url) },
        })
        .json();
    },
    async postForm(path, fields) {
      const url = backendUrl(path);
      return backend
        .post(resolve(url), { body: new URLSearchParams(fields), headers: xsrfHeaders('POST', url) })
        .json();
    },
    async getStatic(path) {
      return staticFiles.get(resolve(path)).json();
    },
  };
}
