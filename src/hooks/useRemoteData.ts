import { useEffect, useMemo } from 'react';
import { useActor } from '@xstate/react';
import { createRemoteDataMachine } from '../../machines/remote-data.machine';

export type RemoteStatus = 'loading' | 'ready' | 'failed';

export interface RemoteData<T> {
  status: RemoteStatus;
  data: T | null;
}

/**
 * Loads a page's own data for a key (a year, a slug) and loads again when the
 * key changes. `load` must depend only on the key.
 */
export function useRemoteData<T>(key: string, load: (key: string) => Promise<T>, { applyDelayMs = 0 } = {}): RemoteData<T> {
  const machine = useMemo(() => createRemoteDataMachine<T>(), []);
  const [snapshot, send] = useActor(machine, { input: { key, load, applyDelayMs } });

  useEffect(() => {
    send({ type: 'key.changed', key });
  }, [key, send]);

  const status: RemoteStatus = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return { status, data: snapshot.context.data };
}
