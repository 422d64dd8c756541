/**
 * What the data machine (machines/data.machine.ts) keeps for each need, and what the views read of
 * it: plain values with no XState, so the start-up can show a built page's data before the machine's
 * code has loaded (src/stores/data-store.tsx).
 */
export type DataStatus = 'loading' | 'ready' | 'failed';

/** What is known of one need: where it stands, and its answer. */
export interface DataEntry<T = unknown> {
  status: DataStatus;
  /** The answer when `ready`; the last answer while a `ready` entry is asked again; null otherwise. */
  data: T | null;
}

/** The entry of a key nothing has answered yet. */
export const LOADING: DataEntry = Object.freeze({ status: 'loading', data: null });

/** The answers a page was built with, by key, as ready entries. */
export const builtEntries = (built: Readonly<Record<string, unknown>>): Record<string, DataEntry> =>
  Object.fromEntries(Object.entries(built).map(([key, data]) => [key, { status: 'ready' as const, data }]));
