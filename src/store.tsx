/** The shared data store: one bootstrap actor, read by views through selectors. */
import { createContext, startTransition, useContext, useEffect, useReducer, useRef, type ReactNode } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { bootstrapMachine, type BootstrapData, type Resource } from '../machines/bootstrap.machine';

export type BootstrapActor = ActorRefFrom<typeof bootstrapMachine>;
type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;

/**
 * The actor and its first snapshot (everything still loading, or the data the page was built
 * with). A page rendered from HTML (pre-rendered, or built with its data) hydrates from that first
 * snapshot, so hydration reads it too and only then moves on to whatever has arrived since.
 */
export interface Store {
  actor: BootstrapActor;
  initialSnapshot: BootstrapSnapshot;
  /** The snapshot a render reads: the first one until the page's HTML is hydrated, then the actor's. */
  renderedSnapshot: () => BootstrapSnapshot;
  /** Calls the listener when the snapshot a render reads changes; returns the unsubscription. */
  subscribe: (listener: () => void) => () => void;
  /** The page that the HTML held has been hydrated (src/app.tsx): renders read the actor's snapshot from now on. */
  markHydrated: () => void;
}

const StoreContext = createContext<Store | null>(null);

/**
 * `start: false` (pre-rendering) keeps the actor still, so no request is made. `prebuilt`: the data
 * the page was built with, the same at build time and when the browser hydrates it. `hydrating`:
 * the first render hydrates the page's HTML. `machine`: the bootstrap machine with other actors
 * (tests).
 */
export function createStore({
  start = true,
  prebuilt,
  hydrating = false,
  machine = bootstrapMachine,
}: { start?: boolean; prebuilt?: Partial<BootstrapData>; hydrating?: boolean; machine?: typeof bootstrapMachine } = {}): Store {
  const actor = createActor(machine, { input: { prebuilt } });
  const initialSnapshot = actor.getSnapshot();
  let hydrated = !hydrating;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  actor.subscribe(notify);
  if (start) actor.start();
  return {
    actor,
    initialSnapshot,
    renderedSnapshot: () => (hydrated ? actor.getSnapshot() : initialSnapshot),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markHydrated: () => {
      if (hydrated) return;
      hydrated = true;
      notify();
    },
  };
}

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStore(): Store {
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

interface Shown<T> {
  select: (snapshot: BootstrapSnapshot) => T;
  selected: T;
  snapshot: BootstrapSnapshot;
}

/** Re-renders a view, in a transition, when the snapshot renders read has changed its selection. */
function followIfChanged<T>(store: Store, shown: Shown<T>, rerender: () => void): void {
  const now = store.renderedSnapshot();
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
  const snapshot = store.renderedSnapshot();
  const selected = select(snapshot);
  // What the committed render showed, and from which snapshot (a selection of `?? []` is new each time).
  const rendered = useRef<Shown<T>>({ select, selected, snapshot });
  useEffect(() => {
    rendered.current = { select, selected, snapshot };
    // An answer that came while this render waited for its commit was compared with the render before.
    followIfChanged(store, rendered.current, rerender);
  });
  useEffect(() => store.subscribe(() => followIfChanged(store, rendered.current, rerender)), [store]);
  return selected;
}

export function useSiteData<T>(select: (data: BootstrapData) => T): T {
  return useStoreSelector((snapshot) => select(snapshot.context));
}

/** Where a piece of data stands: a startup resource (useResourceStatus) or a page's own (useRemoteData). */
export type LoadStatus = 'loading' | 'ready' | 'failed';

/** A resource whose data came with the page is ready while its fresh answer is on the way. */
export function useResourceStatus(resource: Resource): LoadStatus {
  return useStoreSelector((snapshot) => {
    const status = (snapshot.value as Record<Resource, LoadStatus>)[resource];
    return status === 'loading' && snapshot.context.prebuilt.includes(resource) ? 'ready' : status;
  });
}
