import { useEffect, useState } from 'react';
import { useActor } from '@xstate/react';
import { createRemoteDataMachine, remoteDataLoader } from '../../machines/remote-data.machine';
import { dataKey, requestDataByKey, type DataNeed, type DataOf } from './loaders';
import { useHydrated, useStore, type LoadStatus } from './store';

export interface PageData<T> {
  /** 'loading' until the current need's data is applied, even while `keepPrevious` keeps older data. */
  status: LoadStatus;
  data: T | null;
}

export interface PageDataOptions {
  /** How long a loaded result waits before it is applied (spec: 50 ms on some pages). */
  applyDelayMs?: number;
}

/**
 * A page's own data for a need of src/data/loaders.ts (the same need its route declares), loaded
 * again when the need changes. The data the page was built with, under the need's key, is shown
 * while the page hydrates and until the fresh answer is applied. `null` as a need loads nothing.
 */
export function usePageData<Need extends DataNeed>(
  need: Need | null,
  { applyDelayMs = 0 }: PageDataOptions = {},
): PageData<DataOf<Need[0]>> {
  const key = need ? dataKey(need) : '';
  const [machine] = useState(() =>
    createRemoteDataMachine<DataOf<Need[0]> | null>().provide({
      actors: {
        load: remoteDataLoader((current) => (current ? (requestDataByKey(current) as Promise<DataOf<Need[0]>>) : Promise.resolve(null))),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, { input: { key, applyDelayMs } });
  const { built } = useStore();
  const hydrated = useHydrated();

  useEffect(() => {
    send({ type: 'key.changed', key });
  }, [key, send]);

  const status: LoadStatus = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  if ((!hydrated || status === 'loading') && Object.hasOwn(built, key)) return { status: 'ready', data: built[key] as DataOf<Need[0]> };
  return { status, data: snapshot.context.data };
}
