/**
 * The six startup requests of spec section 4, each made once per page load.
 * Whoever asks first — the early `src/prefetch.ts` entry in live builds, or
 * the bootstrap machine — starts the request; the other gets the same promise.
 */
import { api } from './calls';

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
