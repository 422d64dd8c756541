/**
 * The site's data, one entry per need's key (src/data/loaders.ts: dataKey): the startup data of
 * docs/requirements.md#startup, requested once as the app starts, and each page's own data, requested when the
 * page asks for it (`data.needed`), again each time it does (the winner article "re-fetches when
 * year or slug changes"). An entry is `loading`, `ready` (its data is the whole answer) or
 * `failed` (nothing to show: the spec's "silently ignored" hides what depends on it).
 *
 * A page built with its data (docs/decisions/023) starts with those answers as ready entries
 * (`input.entries`) and asks again all the same: the fresh answer replaces the built one, a failure
 * fails the entry, as it would have without it.
 *
 * The `page` region says whether the page's HTML has been hydrated, the one meaning of
 * "hydrated" in the app. While it hydrates (`input.hydrating`), answers are held and applied on
 * `page.hydrated`: the views render exactly the data the HTML was built from until then.
 */
import {
  assertEvent,
  assign,
  cancel,
  createActor,
  enqueueActions,
  fromCallback,
  setup,
  stateIn,
  stopChild,
  type ActorRefFrom,
} from 'xstate';
import { describeError } from '../src/lib/errors';
import { dataKey, loadData, STARTUP_DATA, type DataNeed } from '../src/data/loaders';
import { LOADING, type DataEntry } from './data-entry';

export interface DataContext {
  entries: Readonly<Record<string, DataEntry>>;
  /** Answers that came while the page hydrated, applied once it has. */
  held: Readonly<Record<string, DataEntry>>;
  hydrating: boolean;
}

export interface DataInput {
  /** The entries it starts from: the answers the page was built with (`builtEntries`). */
  entries?: Readonly<Record<string, DataEntry>>;
  /** The first render hydrates HTML: answers wait for `page.hydrated`. */
  hydrating?: boolean;
}

export type DataEvent =
  | { type: 'page.hydrated' }
  /** A page asks for its needs; `applyDelayMs` holds each answer back before it is applied (spec: 50 ms on some pages). */
  | { type: 'data.needed'; needs: readonly DataNeed[]; applyDelayMs?: number }
  | { type: 'data.answered'; key: string; data: unknown; applyDelayMs: number }
  | { type: 'data.refused'; key: string; error: unknown }
  | { type: 'data.applied'; key: string; entry: DataEntry };

export interface LoaderInput {
  /** Requested side by side; each answer comes back on its own. */
  needs: readonly DataNeed[];
  applyDelayMs: number;
}

const entryOf = (context: DataContext, key: string): DataEntry => context.entries[key] ?? LOADING;

/** The entries with each need loading: a ready entry keeps its data while it is asked again. */
function asking(context: DataContext, needs: readonly DataNeed[]): Record<string, DataEntry> {
  const entries = { ...context.entries };
  for (const key of needs.map(dataKey)) if (entryOf(context, key).status !== 'ready') entries[key] = LOADING;
  return entries;
}

/** The startup requests' one loader (a page's needs each have their own, under their key). */
const STARTUP_LOADER_ID = 'startup';
const STARTUP_NEEDS: readonly DataNeed[] = STARTUP_DATA.map((name) => [name] as const);

export const dataMachine = setup({
  types: {
    context: {} as DataContext,
    input: {} as DataInput,
    events: {} as DataEvent,
  },
  actors: {
    // A request per need; each answer or failure comes back as an event. Tests provide another.
    loader: fromCallback<DataEvent, LoaderInput>(({ input: { needs, applyDelayMs }, sendBack }) => {
      for (const need of needs) {
        const key = dataKey(need);
        loadData(need).then(
          (data) => sendBack({ type: 'data.answered', key, data, applyDelayMs }),
          (error: unknown) => sendBack({ type: 'data.refused', key, error }),
        );
      }
    }),
  },
  guards: {
    pageHydrated: stateIn({ page: 'hydrated' }),
    startsHydrated: ({ context }) => !context.hydrating,
  },
  actions: {
    /**
     * The startup data, asked for once as the machine starts, side by side: one loader for them all,
     * since nothing asks for them again, and each child made costs a slow phone's start-up a few milliseconds.
     */
    requestStartup: enqueueActions(({ context, enqueue }) => {
      enqueue.spawnChild('loader', { id: STARTUP_LOADER_ID, input: { needs: STARTUP_NEEDS, applyDelayMs: 0 } });
      enqueue.assign({ entries: asking(context, STARTUP_NEEDS) });
    }),
    /** Requests each of a page's needs (again), each with a loader of its own that a newer request of its key replaces. */
    request: enqueueActions(({ context, enqueue }, { needs, applyDelayMs }: { needs: readonly DataNeed[]; applyDelayMs: number }) => {
      for (const need of needs) {
        const key = dataKey(need);
        enqueue(cancel(key));
        enqueue(stopChild(key));
        enqueue.spawnChild('loader', { id: key, input: { needs: [need], applyDelayMs } });
      }
      enqueue.assign({ entries: asking(context, needs) });
    }),
    answer: enqueueActions(({ event, enqueue }) => {
      assertEvent(event, ['data.answered', 'data.refused']);
      if (event.type === 'data.refused') {
        // The message only: a request error object carries the request options, token included.
        console.warn(`[data] ${event.key} not loaded: ${describeError(event.error)}`);
        enqueue.raise({ type: 'data.applied', key: event.key, entry: { status: 'failed', data: null } });
        return;
      }
      const applied = { type: 'data.applied' as const, key: event.key, entry: { status: 'ready' as const, data: event.data } };
      enqueue.raise(applied, event.applyDelayMs > 0 ? { delay: event.applyDelayMs, id: event.key } : {});
    }),
    apply: assign(({ context, event }) => {
      assertEvent(event, 'data.applied');
      return { entries: { ...context.entries, [event.key]: event.entry } };
    }),
    hold: assign(({ context, event }) => {
      assertEvent(event, 'data.applied');
      return { held: { ...context.held, [event.key]: event.entry } };
    }),
    applyHeld: assign(({ context }) => ({ entries: { ...context.entries, ...context.held }, held: {} })),
  },
}).createMachine({
  id: 'data',
  context: ({ input }) => ({
    entries: input.entries ?? {},
    held: {},
    hydrating: input.hydrating ?? false,
  }),
  entry: 'requestStartup',
  on: {
    'data.needed': {
      actions: { type: 'request', params: ({ event }) => ({ needs: event.needs, applyDelayMs: event.applyDelayMs ?? 0 }) },
    },
    'data.answered': { actions: 'answer' },
    'data.refused': { actions: 'answer' },
    'data.applied': [{ guard: 'pageHydrated', actions: 'apply' }, { actions: 'hold' }],
  },
  initial: 'page',
  states: {
    page: {
      initial: 'hydrating',
      states: {
        hydrating: {
          always: { guard: 'startsHydrated', target: 'hydrated' },
          on: { 'page.hydrated': { target: 'hydrated', actions: 'applyHeld' } },
        },
        hydrated: {},
      },
    },
  },
});

export type DataActor = ActorRefFrom<typeof dataMachine>;

/** The data machine running from `input`: the store starts it once this module has loaded (src/stores/data-store.tsx). */
export const startDataMachine = (input: DataInput, machine: typeof dataMachine = dataMachine): DataActor =>
  createActor(machine, { input }).start();
