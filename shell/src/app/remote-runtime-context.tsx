import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import type { RemoteLoader, RemotesSnapshot } from './remote-loader';

interface RemoteRuntime {
  loader: RemoteLoader;
  fetchRegistry: () => Promise<RegisteredRemote[]>;
}

const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);

export function RemoteRuntimeProvider({ loader, fetchRegistry, children }: RemoteRuntime & { children: ReactNode }) {
  const runtime = useMemo(() => ({ loader, fetchRegistry }), [loader, fetchRegistry]);
  return <RemoteRuntimeContext.Provider value={runtime}>{children}</RemoteRuntimeContext.Provider>;
}

export function useRemoteRuntime(): RemoteRuntime {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('useRemoteRuntime needs a RemoteRuntimeProvider (mounted by the shell bootstrap).');
  return runtime;
}

/** Registry state and loaded route manifests; re-renders when either changes. */
export function useRemotesSnapshot(): RemotesSnapshot {
  const { loader } = useRemoteRuntime();
  return useSyncExternalStore(loader.subscribe, loader.getSnapshot);
}
