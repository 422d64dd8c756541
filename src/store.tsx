/** The shared data store: one bootstrap actor, read by views through selectors. */
import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { bootstrapMachine, type BootstrapData, type Resource } from '../machines/bootstrap.machine';

export type BootstrapActor = ActorRefFrom<typeof bootstrapMachine>;
type BootstrapSnapshot = SnapshotFrom<typeof bootstrapMachine>;

/**
 * The actor and its first snapshot (everything still loading). The first
 * snapshot is what a pre-rendered page was rendered from, so hydration reads
 * it too and only then moves on to whatever has arrived since.
 */
export interface Store {
  actor: BootstrapActor;
  initialSnapshot: BootstrapSnapshot;
}

const StoreContext = createContext<Store | null>(null);

/**
 * `start: false` (pre-rendering) keeps the actor still, so no request is made. `prebuilt`: the data
 * the page was built with, the same at build time and when the browser hydrates it.
 */
export function createStore({ start = true, prebuilt }: { start?: boolean; prebuilt?: Partial<BootstrapData> } = {}): Store {
  const actor = createActor(bootstrapMachine, { input: { prebuilt } });
  const initialSnapshot = actor.getSnapshot();
  if (start) actor.start();
  return { actor, initialSnapshot };
}

export function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStoreSelector<T>(select: (snapshot: BootstrapSnapshot) => T): T {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteData needs a <StoreProvider>');
  const { actor, initialSnapshot } = store;
  const subscribe = useCallback((onChange: () => void) => actor.subscribe(onChange).unsubscribe, [actor]);
  return useSyncExternalStoreWithSelector(
    subscribe,
    () => actor.getSnapshot(),
    () => initialSnapshot,
    select,
    Object.is,
  );
}

export function useSiteData<T>(select: (data: BootstrapData) => T): T {
  return useStoreSelector((snapshot) => select(snapshot.context));
}

export type ResourceStatus = 'loading' | 'ready' | 'failed';

/** A resource whose data came with the page is ready while its fresh answer is on the way. */
export function useResourceStatus(resource: Resource): ResourceStatus {
  return useStoreSelector((snapshot) => {
    const status = (snapshot.value as Record<Resource, ResourceStatus>)[resource];
    return status === 'loading' && snapshot.context.prebuilt.includes(resource) ? 'ready' : status;
  });
}
