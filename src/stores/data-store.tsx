/**
 * The site's data in the app: one data actor (machines/data.machine.ts), read by the views through
 * one hook, `useData`. A page reads what its route declares (src/routes.ts: `data`); the layouts read
 * the startup data by name.
 */
import { createContext, startTransition, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { useParams } from 'wouter';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { dataMachine, LOADING, type DataEntry } from '../../machines/data.machine';
import { dataKey, STARTUP_DATA, type DataName, type DataNeed, type DataOf, type StartupName } from '../data/loaders';

export type DataActor = ActorRefFrom<typeof dataMachine>;
type DataSnapshot = SnapshotFrom<typeof dataMachine>;

export interface Store {
  actor: DataActor;
  /** The page that the HTML held has been hydrated (src/app.tsx): the held answers are applied. */
  markHydrated: () => void;
  /** Resolves once every startup answer is in (or refused) and the page has hydrated. */
  startupSettled: () => Promise<void>;
}

const StoreContext = createContext<Store | null>(null);

const startupKeys = STARTUP_DATA.map((name) => dataKey([name]));

/**
 * `start: false` (the build) keeps the actor still, so no request is made. `built`: the answers the
 * page was built with, by key, the same at build time and when the browser hydrates it.
 * `hydrating`: the first render hydrates the page's HTML. `machine`: the data machine with another
 * loader (tests).
 */
export function createStore({
  start = true,
  built = {},
  hydrating = false,
  machine = dataMachine,
}: { start?: boolean; built?: Readonly<Record<string, unknown>>; hydrating?: boolean; machine?: typeof dataMachine } = {}): Store {
  const actor = createActor(machine, { input: { built, hydrating } });
  if (start) actor.start();
  const settled = (snapshot: DataSnapshot) =>
    snapshot.matches({ page: 'hydrated' }) && startupKeys.every((key) => snapshot.context.entries[key]?.status !== 'loading');
  return {
    actor,
    markHydrated: () => actor.send({ type: 'page.hydrated' }),
    startupSettled: () =>
      new Promise((resolve) => {
        if (settled(actor.getSnapshot())) return resolve();
        const subscription = actor.subscribe((snapshot) => {
          if (!settled(snapshot)) return;
          subscription.unsubscribe();
          resolve();
        });
      }),
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
  return useStoreSelector((snapshot) => snapshot.matches({ page: 'hydrated' }), Object.is);
}

interface Shown<T> {
  select: (snapshot: DataSnapshot) => T;
  selected: T;
  snapshot: DataSnapshot;
}

/** Re-renders a view, in a transition, when the actor's snapshot has changed its selection. */
function followIfChanged<T>(store: Store, shown: Shown<T>, same: (a: T, b: T) => boolean, rerender: () => void): void {
  const now = store.actor.getSnapshot();
  if (now !== shown.snapshot && !same(shown.select(now), shown.selected)) startTransition(rerender);
}

/**
 * A view's selection from the store. Answers re-render their views in a transition, not as
 * urgent updates (which useSyncExternalStore would force): React can then split the work into
 * short tasks and keep the page answering input while an answer replaces the built data, and an
 * answer that arrives during hydration does not force the rest of the hydration into one task
 * (docs/decisions/018). A view re-renders only when its selection changes (`same`).
 */
function useStoreSelector<T>(select: (snapshot: DataSnapshot) => T, same: (a: T, b: T) => boolean): T {
  const store = useStore();
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const snapshot = store.actor.getSnapshot();
  const selected = select(snapshot);
  // What the committed render showed, and from which snapshot.
  const rendered = useRef<Shown<T>>({ select, selected, snapshot });
  useEffect(() => {
    rendered.current = { select, selected, snapshot };
    // An answer that came while this render waited for its commit was compared with the render before.
    followIfChanged(store, rendered.current, same, rerender);
  });
  useEffect(() => {
    const subscription = store.actor.subscribe(() => followIfChanged(store, rendered.current, same, rerender));
    return () => subscription.unsubscribe();
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
    if (requested.length > 0) store.actor.send({ type: 'data.needed', needs: requested, applyDelayMs });
    // The keys name the needs: a new render with the same keys asks for nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, requestedKeys, applyDelayMs]);

  const entries = useStoreSelector((snapshot) => keys.map((key) => snapshot.context.entries[key] ?? LOADING), sameEntries);
  return Object.fromEntries(names.map((name, index) => [name, entries[index]! as DataEntry]));
}
