/**
 * The site's data in the app: one data actor (machines/data.machine.ts), read by the views through
 * one hook, `useData`. A page reads what its route declares (src/routes.ts: `data`); the layouts read
 * the startup data by name.
 *
 * The machine's code (and XState with it) is not part of the start-up (docs/decisions/038): a page
 * hydrates and answers clicks from the data it was built with, which the store holds as the
 * machine's first entries. The machine starts once its chunk arrives, with those same entries;
 * what the views ask for meanwhile waits for it.
 */
import { createContext, startTransition, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useParams } from 'wouter';
import type { DataActor, DataEvent, DataInput } from '#machines/data.machine';
import { builtEntries, LOADING, type DataEntry } from '#machines/data-entry';
import { dataKey, loadApi, STARTUP_DATA, type DataName, type DataNeed, type DataOf, type StartupName } from '../data/loaders';
import { reloadOnce } from '../document/chunk-reload';
import { nextTask } from '../document/after-paint';

const viewOf = (snapshot: ReturnType<DataActor['getSnapshot']>): DataView => ({
  entries: snapshot.context.entries,
  hydrated: snapshot.matches({ page: 'hydrated' }),
});

/** Starts the data machine from these entries. */
type StartMachine = (input: DataInput) => DataActor;

/** What the views read: the entries by key, and whether the page's HTML has been hydrated. */
export interface DataView {
  entries: Readonly<Record<string, DataEntry>>;
  hydrated: boolean;
}

export interface Store {
  /** The data as it stands; the same object until it changes. */
  view: () => DataView;
  /** Called after each change of the view. */
  subscribe: (listener: () => void) => () => void;
  /** To the data machine, once it runs: what comes before waits for it. */
  send: (event: DataEvent) => void;
  /** The page that the HTML held has been hydrated (src/app.tsx): the held answers are applied. */
  markHydrated: () => void;
  /** Resolves once the page has hydrated (at once on a page rendered in the browser). */
  hydrated: () => Promise<void>;
  /** Resolves once every startup answer is in (or refused) and the page has hydrated. */
  startupSettled: () => Promise<void>;
}

const StoreContext = createContext<Store | null>(null);

const startupKeys = STARTUP_DATA.map((name) => dataKey([name]));
const FAILED: DataEntry = Object.freeze({ status: 'failed', data: null });

async function loadDataMachine(): Promise<StartMachine> {
  // The API client's chunk is asked for beside the machine's: the machine's first act is to request.
  void loadApi().catch(() => undefined);
  // A task after the client's import (src/data/loaders.ts), not in the app's start: an import adds
  // its code's preload links as it runs (Vite's helper), a few milliseconds each on a slow phone.
  await nextTask();
  const loaded = (await import('#machines/data.machine')) as typeof import('#machines/data.machine') | undefined;
  // Vite's preload helper answers a failed import with no module (src/document/chunk-reload.ts).
  if (!loaded) throw new Error('the data machine could not be loaded');
  return loaded.startDataMachine;
}

/**
 * `start: false` (the build) keeps the machine still, so no request is made. `built`: the answers the
 * page was built with, by key, the same at build time and when the browser hydrates it.
 * `hydrating`: the first render hydrates the page's HTML. `loadMachine`: how the machine's code
 * arrives (tests give one with another loader, at once or when they say).
 */
export function createStore({
  start = true,
  built = {},
  hydrating = false,
  loadMachine = loadDataMachine,
}: {
  start?: boolean;
  built?: Readonly<Record<string, unknown>>;
  hydrating?: boolean;
  loadMachine?: () => StartMachine | Promise<StartMachine>;
} = {}): Store {
  let view: DataView = { entries: builtEntries(built), hydrated: !hydrating };
  const listeners = new Set<() => void>();
  const publish = (next: DataView) => {
    if (next.entries === view.entries && next.hydrated === view.hydrated) return;
    view = next;
    for (const listener of listeners) listener();
  };
  let actor: DataActor | null = null;
  const waiting: DataEvent[] = [];
  // The machine's code could not be loaded, even after the reload: what was not built fails, as a refused answer does.
  let unavailable = false;
  const fail = (events: readonly DataEvent[]) => {
    const entries = { ...view.entries };
    const keys = [...startupKeys, ...events.flatMap((event) => (event.type === 'data.needed' ? event.needs.map(dataKey) : []))];
    for (const key of keys) if (entries[key]?.status !== 'ready') entries[key] = FAILED;
    publish({ ...view, entries });
  };

  const run = (startFrom: StartMachine) => {
    // Hydrated already: nothing to hold. The entries are the views' own, so an entry it keeps renders nothing again.
    const running = startFrom({ entries: view.entries, hydrating: !view.hydrated });
    running.subscribe((snapshot) => publish(viewOf(snapshot)));
    actor = running;
    // A subscription does not replay: what the machine did as it started (its first requests) is shown now.
    publish(viewOf(running.getSnapshot()));
    for (const event of waiting.splice(0)) running.send(event);
  };
  const loading = start ? loadMachine() : null;
  if (typeof loading === 'function') run(loading);
  else
    loading
      // Started in a task of its own, not in the one that evaluated its code: each is enough for a slow phone.
      ?.then(async (startFrom) => {
        await nextTask();
        run(startFrom);
      })
      .catch((error: unknown) => {
        console.warn('[data] the data machine could not be loaded', error);
        unavailable = true;
        fail(waiting.splice(0));
        reloadOnce();
      });

  /** Resolves once the view meets `condition`. */
  const until = (condition: () => boolean) =>
    new Promise<void>((resolve) => {
      if (condition()) return resolve();
      const listener = () => {
        if (!condition()) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });
  // A startup key nothing has answered yet is loading, whether or not the machine has asked for it.
  const settled = () => view.hydrated && startupKeys.every((key) => (view.entries[key] ?? LOADING).status !== 'loading');
  return {
    view: () => view,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send: (event) => {
      if (actor) actor.send(event);
      else if (unavailable) fail([event]);
      else waiting.push(event);
    },
    markHydrated: () => {
      if (actor) actor.send({ type: 'page.hydrated' });
      else publish({ ...view, hydrated: true });
    },
    hydrated: () => until(() => view.hydrated),
    startupSettled: () => until(settled),
  };
}

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useData needs a <StoreProvider>');
  return store;
}

/**
 * Called once the page that the HTML held has been hydrated. A lazy page hydrates after the rest
 * of the tree, so the root's commit is too early.
 */
export function useMarkHydrated(): () => void {
  return useStore().markHydrated;
}

/**
 * False while the page is rendered at build time and while the browser hydrates it, true after:
 * what depends on the clock or on this tab (a countdown, a kept vote flow) shows what the HTML
 * shows until then, so the built page and the hydrated one agree.
 */
export function useHydrated(): boolean {
  return useStoreSelector((view) => view.hydrated, Object.is);
}

interface Shown<T> {
  select: (view: DataView) => T;
  selected: T;
  view: DataView;
}

/** Re-renders a view, in a transition, when the store's view has changed its selection. */
function followIfChanged<T>(store: Store, shown: Shown<T>, same: (a: T, b: T) => boolean, rerender: () => void): void {
  const now = store.view();
  if (now !== shown.view && !same(shown.select(now), shown.selected)) startTransition(rerender);
}

/**
 * A view's selection from the store. Answers re-render their views in a transition, not as
 * urgent updates (which useSyncExternalStore would force): React can then split the work into
 * short tasks and keep the page answering input while an answer replaces the built data, and an
 * answer that arrives during hydration does not force the rest of the hydration into one task
 * (docs/decisions/018). A view re-renders only when its selection changes (`same`).
 */
function useStoreSelector<T>(select: (view: DataView) => T, same: (a: T, b: T) => boolean): T {
  const store = useStore();
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const view = store.view();
  const selected = select(view);
  // What the committed render showed, and from which view.
  const rendered = useRef<Shown<T>>({ select, selected, view });
  useEffect(() => {
    rendered.current = { select, selected, view };
    // An answer that came while this render waited for its commit was compared with the render before.
    followIfChanged(store, rendered.current, same, rerender);
  });
  useEffect(() => {
    return store.subscribe(() => followIfChanged(store, rendered.current, same, rerender));
  }, [store, same]);
  return selected;
}

/** What a view reads of one need: where it stands, and its answer once `ready` (the last one while it is asked again). */
export type { DataEntry };

type Needs = Readonly<Record<string, DataNeed>>;
type DataEntries<N extends Needs> = { -readonly [K in keyof N]: DataEntry<DataOf<N[K][0]>> };

/** A route whose page reads data (src/routes.ts). */
export interface RouteWithData<N extends Needs = Needs> {
  data: (values: Readonly<Record<string, string>>) => N;
  /** How long each answer waits before it is applied (docs/requirements.md#constants: 50 ms on some pages). */
  dataApplyDelayMs?: number;
}

const isStartup = (name: DataName): boolean => (STARTUP_DATA as readonly DataName[]).includes(name);
const sameEntries = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((item, index) => Object.is(item, b[index]));

/**
 * The one way views read data. `useData(ROUTES.nominee)`: what the route declares for the current
 * address's values (or `values`), each requested as the page shows (startup data is requested as
 * the app starts). `useData(['judges', 'sponsors'])`: startup data by name (the layouts). A view
 * re-renders only when one of its entries changes.
 */
export function useData<N extends Needs>(route: RouteWithData<N>, values?: Readonly<Record<string, string>>): DataEntries<N>;
export function useData<S extends StartupName>(names: readonly S[]): { [K in S]: DataEntry<DataOf<K>> };
export function useData(
  source: RouteWithData | readonly StartupName[],
  values?: Readonly<Record<string, string>>,
): Record<string, DataEntry> {
  const store = useStore();
  const params = useParams();
  const needs: Needs = Array.isArray(source)
    ? Object.fromEntries(source.map((name) => [name, [name] as const]))
    : (source as RouteWithData).data(values ?? (params as Readonly<Record<string, string>>));
  const names = Object.keys(needs);
  const keys = names.map((name) => dataKey(needs[name]!));
  const requested = Object.values(needs).filter(([name]) => !isStartup(name));
  const applyDelayMs = Array.isArray(source) ? 0 : ((source as RouteWithData).dataApplyDelayMs ?? 0);

  const requestedKeys = requested.map(dataKey).join(' ');
  useEffect(() => {
    if (requested.length > 0) store.send({ type: 'data.needed', needs: requested, applyDelayMs });
    // The keys name the needs: a new render with the same keys asks for nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, requestedKeys, applyDelayMs]);

  const entries = useStoreSelector((view) => keys.map((key) => view.entries[key] ?? LOADING), sameEntries);
  return Object.fromEntries(names.map((name, index) => [name, entries[index]! as DataEntry]));
}
