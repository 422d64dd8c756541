/**
 * Requests a page makes before its views have loaded. Whoever asks first —
 * the warm-up of live builds (src/api/warm-up.ts), or the app — starts the
 * request; the other gets the same promise, so nothing is asked twice.
 */
import { api } from './calls';

/** The six startup requests of spec section 4, each made once per page load. */
const startup = {
  websiteData: () => api.getWebsiteData(),
  nominees: () => api.getNominees(),
  partners: () => api.getPartners(),
  sponsors: () => api.getSponsors(),
  publications: () => api.getPublications(),
  judges: () => api.getJudges(),
};

export type StartupResource = keyof typeof startup;
type StartupData = { [K in StartupResource]: Awaited<ReturnType<(typeof startup)[K]>> };

const pending: Partial<{ [K in StartupResource]: Promise<StartupData[K]> }> = {};

export function startupRequest<K extends StartupResource>(resource: K): Promise<StartupData[K]> {
  const existing = pending[resource];
  if (existing) return existing;
  const request = startup[resource]() as Promise<StartupData[K]>;
  pending[resource] = request as (typeof pending)[K];
  return request;
}

export function startAllStartupRequests(): void {
  for (const resource of Object.keys(startup) as StartupResource[]) {
    // Failures are the bootstrap machine's to handle when it takes the promise.
    startupRequest(resource).catch(() => undefined);
  }
}

/**
 * A page's own data, asked for early: the page takes the early request once
 * (a later visit to the page asks again, as it always would).
 */
const earlyPageRequests = new Map<string, Promise<unknown>>();

function pageRequest<T>(key: string, request: () => Promise<T>, { early }: { early: boolean }): Promise<T> {
  const started = earlyPageRequests.get(key) as Promise<T> | undefined;
  if (early) {
    if (started) return started;
    const fresh = request();
    earlyPageRequests.set(key, fresh);
    return fresh;
  }
  earlyPageRequests.delete(key);
  return started ?? request();
}

/** The winner articles of an awards year (the /winner/{year} list). */
export const winnerArticlesRequest = (year: number, { early = false } = {}) =>
  pageRequest(`winner_new_${year}`, () => api.getAwardsWinnerArticles(year), { early });
