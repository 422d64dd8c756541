/**
 * A page's own data (awards winners, articles, about, counters, past-year
 * winners, the nominee on screen): load, then ready or failed; a new key (a
 * year, a slug) loads again.
 *
 * The loader is the `load` actor, given with `provide` (see `remoteDataLoader`):
 *
 *   createRemoteDataMachine<Article>().provide({ actors: { load: remoteDataLoader(loadArticle) } })
 *
 * `applyDelayMs` holds a result back before it is applied, as the spec asks
 * of the nominee and winner article pages (50 ms). With `delayChangesOnly`,
 * the first key's result is applied as it arrives and only a changed key's
 * waits (the nominee page: "recomputed 50 ms after the slug changes"). With
 * `keepPrevious`, the previous key's data stays in context while the next key
 * loads and until its result is applied (the nominee page keeps the current
 * nominee on screen); otherwise a new key clears it at once. The states say
 * whether the data is the current key's: `loading` and `applying` are still
 * on the way to it.
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeError } from '../src/lib/errors';

export interface RemoteDataInput {
  key: string;
  /** How long a loaded result waits before it is applied; 0 by default. */
  applyDelayMs?: number;
  /** Apply the first key's result as it arrives: only a changed key's result waits `applyDelayMs`; false by default. */
  delayChangesOnly?: boolean;
  /** Keep the previous key's data until the next key's is applied; false by default. */
  keepPrevious?: boolean;
}

/** What the `load` actor is given. */
export interface RemoteDataLoadInput {
  key: string;
}

export interface RemoteDataContext<T> {
  key: string;
  applyDelayMs: number;
  delayChangesOnly: boolean;
  keepPrevious: boolean;
  /** Whether the key has changed since the machine started. */
  keyChanged: boolean;
  /** The result loaded for `key`, waiting for the apply delay. */
  pending: T | null;
  /** The data applied last: the current key's in `ready`, the previous key's (or null) before that. */
  data: T | null;
  error: unknown;
}

export type RemoteDataEvent = { type: 'key.changed'; key: string };

/** The `load` actor for a loader of one key: `machine.provide({ actors: { load: remoteDataLoader(load) } })`. */
export function remoteDataLoader<T>(load: (key: string) => Promise<T>) {
  return fromPromise<T, RemoteDataLoadInput>(({ input }) => load(input.key));
}

export function createRemoteDataMachine<T>() {
  return setup({
    types: {
      context: {} as RemoteDataContext<T>,
      events: {} as RemoteDataEvent,
      input: {} as RemoteDataInput,
    },
    actors: {
      // Replaced with `provide`: a machine without a loader fails every key.
      load: fromPromise<T, RemoteDataLoadInput>(({ input }) => Promise.reject(new Error(`no loader provided for ${input.key}`))),
    },
    delays: {
      apply: ({ context }) => (context.delayChangesOnly && !context.keyChanged ? 0 : context.applyDelayMs),
    },
    actions: {
      logFailure: ({ context }, params: { error: unknown }) => {
        // The message only: a request error object carries the request options, token included.
        console.warn(`[data] ${context.key} not loaded: ${describeError(params.error)}`);
      },
    },
  }).createMachine({
    id: 'remoteData',
    context: ({ input }) => ({
      key: input.key,
      applyDelayMs: input.applyDelayMs ?? 0,
      delayChangesOnly: input.delayChangesOnly ?? false,
      keepPrevious: input.keepPrevious ?? false,
      keyChanged: false,
      pending: null,
      data: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      'key.changed': {
        guard: ({ context, event }) => event.key !== context.key,
        // Re-enters loading from any state: a load or an apply still under way for the old key is cancelled.
        target: '.loading',
        actions: assign({
          key: ({ event }) => event.key,
          keyChanged: true,
          pending: null,
          data: ({ context }) => (context.keepPrevious ? context.data : null),
          error: null,
        }),
      },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ key: context.key }),
          onDone: { target: 'applying', actions: assign({ pending: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            // The previous key's data is not this key's: nothing is shown for a key that failed.
            actions: [
              assign({ data: null, error: ({ event }) => event.error }),
              { type: 'logFailure', params: ({ event }) => ({ error: event.error }) },
            ],
          },
        },
      },
      applying: {
        after: {
          apply: { target: 'ready', actions: assign({ data: ({ context }) => context.pending, pending: null }) },
        },
      },
      ready: {},
      failed: {},
    },
  });
}
