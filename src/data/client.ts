/**
 * The one module that owns the wire format (docs/requirements.md#calls). Nothing else in
 * the site calls fetch or imports ky.
 *
 * - Back-end calls: base URL + path, header `token`, GETs with a JSON content
 *   type, POSTs form-encoded, no cross-site credentials, never retried.
 * - Static JSON from the site's own origin, retried up to 2 times, 1 s apart,
 *   when the status is 400 or the network failed (status 0).
 * - XSRF: non-GET/HEAD requests to relative URLs echo the XSRF-TOKEN cookie.
 * - Every call ends within ANSWER_TIME_LIMIT_MS, the whole answer included
 *   (headers and body, static retries too), or when the caller's signal aborts.
 */
import ky, { HTTPError, type KyInstance } from 'ky';
import { ANSWER_TIME_LIMIT_MS } from './time-limit';

export const STATIC_RETRY_LIMIT = 2;
export const STATIC_RETRY_DELAY_MS = 1000;

export interface ApiClientConfig {
  /** Back-end origin, '' to call the site's own origin (simulator mode). */
  baseUrl: string;
  token: string;
  /** Injected in tests to run the retry delay on fake time. */
  staticRetryDelayMs?: number;
}

export interface ApiClient {
  getBackend(path: string, query?: Record<string, string>): Promise<unknown>;
  /** `signal`: the caller's own reason to stop waiting (the vote machine's actors pass theirs). */
  postForm(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<unknown>;
  getStatic(path: string): Promise<unknown>;
  /** A file of the site's own (an image of a venue's kit), as bytes. */
  getFile(path: string): Promise<Blob>;
}

/** The answer did not end within ANSWER_TIME_LIMIT_MS. */
export class AnswerTimeLimitError extends Error {
  override name = 'AnswerTimeLimitError';
  constructor() {
    super(`No complete answer within ${ANSWER_TIME_LIMIT_MS / 1000} s`);
  }
}

/**
 * Runs one call under a signal that aborts at the time limit or with the caller's signal.
 * The body is read inside `call`, so a body that stalls is cut off too (an aborted
 * fetch errors its body stream).
 */
async function withinTimeLimit<T>(callerSignal: AbortSignal | undefined, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new AnswerTimeLimitError()), ANSWER_TIME_LIMIT_MS);
  const followCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) followCaller();
  else callerSignal?.addEventListener('abort', followCaller, { once: true });
  // Also settled by the abort itself, for a fetch whose body does not follow the signal.
  const gaveUp = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  try {
    return await Promise.race([call(controller.signal), gaveUp]);
  } catch (error) {
    // fetch reports an abort as its own AbortError: name the limit instead.
    throw controller.signal.aborted && controller.signal.reason instanceof AnswerTimeLimitError ? controller.signal.reason : error;
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', followCaller);
  }
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

export function isRelativeUrl(url: string): boolean {
  return !ABSOLUTE_URL.test(url);
}

/** A cookie's value; null when absent or not decodable (a malformed cookie never breaks a request). */
export function readCookie(name: string, cookieString: string = globalThis.document?.cookie ?? ''): string | null {
  for (const part of cookieString.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return null;
    }
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
  return error instanceof TypeError;
}

export function createApiClient({ baseUrl, token, staticRetryDelayMs = STATIC_RETRY_DELAY_MS }: ApiClientConfig): ApiClient {
  const backend: KyInstance = ky.create({
    headers: { token },
    credentials: 'same-origin',
    retry: 0,
    timeout: false,
  });

  const staticFiles: KyInstance = ky.create({
    credentials: 'same-origin',
    timeout: false,
    retry: {
      limit: STATIC_RETRY_LIMIT,
      methods: ['get'],
      delay: () => staticRetryDelayMs,
      shouldRetry: ({ error }) => isRetriableStaticFailure(error),
    },
  });

  const backendUrl = (path: string) => `${baseUrl}${path}`;

  return {
    getBackend(path, query) {
      const url = backendUrl(path);
      return withinTimeLimit(undefined, (signal) =>
        backend
          .get(resolve(url), {
            searchParams: query,
            headers: { 'Content-Type': 'application/json', ...xsrfHeaders('GET', url) },
            signal,
          })
          .json(),
      );
    },
    postForm(path, fields, callerSignal) {
      const url = backendUrl(path);
      return withinTimeLimit(callerSignal, (signal) =>
        backend.post(resolve(url), { body: new URLSearchParams(fields), headers: xsrfHeaders('POST', url), signal }).json(),
      );
    },
    getStatic(path) {
      return withinTimeLimit(undefined, (signal) => staticFiles.get(resolve(path), { signal }).json());
    },
    getFile(path) {
      return withinTimeLimit(undefined, (signal) => staticFiles.get(resolve(path), { signal }).blob());
    },
  };
}
