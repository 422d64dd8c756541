/** The shared data store: one bootstrap actor, read by views through selectors. */
import { createContext, useContext, type ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { bootstrapMachine, type BootstrapData, type Resource } from '../machines/bootstrap.machine';

export type BootstrapActor = ActorRefFrom<typeof bootstrapMachine>;

const StoreContext = createContext<BootstrapActor | null>(null);

export function createStore(): BootstrapActor {
  return createActor(bootstrapMachine).start();
}

export function StoreProvider({ store, children }: { store: BootstrapActor; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}

function useStoreActor(): BootstrapActor {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteData needs a <StoreProvider>');
  return store;
}

export function useSiteData<T>(select: (data: BootstrapData) => T): T {
  return useSelector(useStoreActor(), (snapshot: SnapshotFrom<typeof bootstrapMachine>) => select(snapshot.context));
}

export type ResourceStatus = 'loading' | 'ready' | 'failed';

export function useResourceStatus(resource: Resource): ResourceStatus {
  return useSelector(useStoreActor(), (snapshot) => {
    const value = snapshot.value as Record<Resource, ResourceStatus>;
    return value[resource];
  });
}
