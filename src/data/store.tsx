/** The shared data store: one bootstrap actor, read by views through selectors. */
import { createContext, startTransition, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { bootstrapMachine, RESOURCES, type BootstrapData, type Resource } from '../../machines/bootstrap.machine';

export type BootstrapActor = ActorRefFrom<typeof bootstrapMachine>;
type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;

/**
 * The bootstrap actor and the data the page was built with. Renders read the actor's snapshot; while
 * the page's HTML hydrates, the actor holds its answers back (its `page` region), so hydration reads
 * the built data whenever the answers come.
 */
export interface Store {
  actor: BootstrapActor;
  /** The answers the page was built with, by their need's key (src/data/loaders.ts: dataKey). */
  built: Readonly<Record<string, unknown>>;
  /** The page that the HTML held has been hydrated (src/app.tsx): the held answers are applied. */
  markHydrated: () => void;
}

const StoreContext = createContext<Store | null>(null);

/**
 * `start: false` (pre-rendering) keeps the actor still, so no request is made. `built`: the data
 * the page was built with, the same at build time and when the browser hydrates it. `hydrating`:
 * the first render hydrates the page's HTML. `machine`: the bootstrap machine with other actors
 * (tests).
 */
export function createStore({
  start = true,
  built = {},
  hydrating = false,
  machine = bootstrapMachine,
}: { start?: boolean; built?: Readonly<Record<string, unknown>>; hydrating?: boolean; machine?: typeof bootstrapMachine } = {}): Store {
  const prebuilt = Object.fromEntries(
    RESOURCES.filter((resource) => Object.hasOwn(built, resource)).map((resource) => [resource, built[resource]]),
  );
  const actor = createActor(machine, { input: { prebuilt, hydrating } });
  if (start) actor.start();
  return { actor, built, markHydrated: () => actor.send({ type: 'page.hydrated' }) };
}

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

export function useStore(): Store {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteData needs a <StoreProvider>');
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
  return useStoreSelector((snapshot) => snapshot.matches({ page: 'hydrated' }));
}

interface Shown<T> {
  select: (snapshot: BootstrapSnapshot) => T;
  selected: T;
  snapshot: BootstrapSnapshot;
}

/** Re-renders a view, in a transition, when the actor's snapshot has changed its selection. */
function followIfChanged<T>(store: Store, shown: Shown<T>, rerender: () => void): void {
  const now = store.actor.getSnapshot();
  if (now !== shown.snapshot && !Object.is(shown.select(now), shown.selected)) startTransition(rerender);
}

/**
 * A view's selection from the store. Answers re-render their views in a transition, not as
 * urgent updates (which useSyncExternalStore would force): React can then split the work into
 * short tasks and keep the page answering input while an answer replaces the built data, and an
 * answer that arrives during hydration does not force the rest of the hydration into one task
 * (docs/decisions/018). A view re-renders only when its selection changes (Object.is).
 */
function useStoreSelector<T>(select: (snapshot: BootstrapSnapshot) => T): T {
  const store = useStore();
  const [, rerender] = useReducer((renders: number) => renders + 1, 0);
  const snapshot = store.actor.getSnapshot();
  const selected = select(snapshot);
  // What the committed render showed, and from which snapshot (a selection of `?? []` is new each time).
  const rendered = useRef<Shown<T>>({ select, selected, snapshot });
  useEffect(() => {
    rendered.current = { select, selected, snapshot };
    // An answer that came while this render waited for its commit was compared with the render before.
    followIfChanged(store, rendered.current, rerender);
  });
  useEffect(() => {
    const subscription = store.actor.subscribe(() => followIfChanged(store, rendered.current, rerender));
    return () => subscription.unsubscribe();
  }, [store]);
  return selected;
}

export function useSiteData<T>(select: (data: BootstrapData) => T): T {
  return useStoreSelector((snapshot) => select(snapshot.context));
}

/** Where a piece of data stands: a startup resource (useResourceStatus) or a page's own (usePageData). */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** A resource whose data came with the page is ready while its fresh answer is on the way (or held while the page hydrates). */
export function useResourceStatus(resource: Resource): LoadStatus {
  return useStoreSelector((snapshot) => {
    const region = (snapshot.value as Record<Resource, string>)[resource];
    const status: LoadStatus = region === 'ready' || region === 'failed' ? region : 'loading';
    return status === 'loading' && snapshot.context.prebuilt.includes(resource) ? 'ready' : status;
  });
}
