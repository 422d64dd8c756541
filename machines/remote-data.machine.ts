/**
 * A page's own data (awards winners, articles, about, counters, past-year
 * winners): load, then ready or failed; a new key (a year, a slug) loads
 * again. `applyDelayMs` holds the result back before it is shown, as the
 * spec asks of the winner article page (50 ms).
 */
import { assign, fromPromise, setup } from 'xstate';
import { describeError } from '../src/lib/errors';

export interface RemoteDataInput<T> {
  key: string;
  load: (key: string) => Promise<T>;
  applyDelayMs?: number;
}

export interface RemoteDataContext<T> {
  key: string;
  load: (key: string) => Promise<T>;
  applyDelayMs: number;
  pending: T | null;
  data: T | null;
  error: unknown;
}

export type RemoteDataEvent = { type: 'key.changed'; key: string };

export function createRemoteDataMachine<T>() {
  return setup({
    types: {
      context: {} as RemoteDataContext<T>,
      events: {} as RemoteDataEvent,
      input: {} as RemoteDataInput<T>,
    },
    actors: {
      load: fromPromise<T, { key: string; load: (key: string) => Promise<T> }>(({ input }) => input.load(input.key)),
    },
    delays: {
      apply: ({ context }) => context.applyDelayMs,
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
      load: input.load,
      applyDelayMs: input.applyDelayMs ?? 0,
      pending: null,
      data: null,
      error: null,
    }),
    initial: 'loading',
    on: {
      'key.changed': {
        guard: ({ context, event }) => event.key !== context.key,
        target: '.loading',
        actions: assign({ key: ({ event }) => event.key, data: null, error: null }),
      },
    },
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: ({ context }) => ({ key: context.key, load: context.load }),
          onDone: { target: 'applying', actions: assign({ pending: ({ event }) => event.output }) },
          onError: {
            target: 'failed',
            actions: [assign({ error: ({ event }) => event.error }), { type: 'logFailure', params: ({ event }) => ({ error: event.error }) }],
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
