import { createContext, useContext, useEffect, useState } from 'react';
import { useActor } from '@xstate/react';
import { useLocation } from 'wouter';
import { createRemoteDataMachine, remoteDataLoader } from '../../machines/remote-data.machine';
import { normalPath, type PrebuiltData } from '../prerender/prebuilt';
import type { LoadStatus } from '../store';

export interface PageDataSource {
  /** The data the page was built with: shown, for its own path, until the fresh answer is applied. */
  prebuilt: Pick<PrebuiltData, 'path' | 'page'> | null;
  /** Build time: told each key a page loads, with its loader, so the build can load it first. */
  onRequest?: (key: string, load: (key: string) => Promise<unknown>) => void;
}

export const PageDataContext = createContext<PageDataSource>({ prebuilt: null });

export interface RemoteData<T> {
  /** 'loading' until the current key's data is applied, even while `keepPrevious` keeps older data. */
  status: LoadStatus;
  data: T | null;
}

export interface RemoteDataOptions {
  /** How long a loaded result waits before it is applied (spec: 50 ms on some pages). */
  applyDelayMs?: number;
  /** Apply the first key's result as it arrives: only a changed key's waits `applyDelayMs`. */
  delayChangesOnly?: boolean;
  /** Keep the previous key's data until the next key's is applied, instead of clearing it. */
  keepPrevious?: boolean;
}

/**
 * Loads a page's own data for a key (a year, a slug) and loads again when the
 * key changes. `load` must depend only on the key: the first one given is the
 * machine's loader for the component's lifetime, and so are the options.
 */
export function useRemoteData<T>(
  key: string,
  load: (key: string) => Promise<T>,
  { applyDelayMs = 0, delayChangesOnly = false, keepPrevious = false }: RemoteDataOptions = {},
): RemoteData<T> {
  const [machine] = useState(() => createRemoteDataMachine<T>().provide({ actors: { load: remoteDataLoader(load) } }));
  const [snapshot, send] = useActor(machine, { input: { key, applyDelayMs, delayChangesOnly, keepPrevious } });
  const [location] = useLocation();
  const source = useContext(PageDataContext);
  source.onRequest?.(key, load);
  const built = source.prebuilt;

  useEffect(() => {
    send({ type: 'key.changed', key });
  }, [key, send]);

  const status: LoadStatus = snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  if (status === 'loading' && built && normalPath(built.path) === normalPath(location) && Object.hasOwn(built.page, key)) {
    return { status: 'ready', data: built.page[key] as T };
  }
  return { status, data: snapshot.context.data };
}
