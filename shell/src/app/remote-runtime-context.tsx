import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { RegisteredRemote } from '@insolvency/shared-auth';
import type { RegistryCheck, RemoteLoader, RemotesSnapshot } from './remote-loader';

export interface RemoteRuntime {
  loader: RemoteLoader;
  fetchRegistry: () => Promise<RegisteredRemote[]>;
  /** Whether an area was released since (`/remotes.json` revalidated with its ETag); none: never asked. */
  checkRegistry?: RegistryCheck;
}

const RemoteRuntimeContext = createContext<RemoteRuntime | null>(null);

export function RemoteRuntimeProvider({ loader, fetchRegistry, checkRegistry, children }: RemoteRuntime & { children: ReactNode }) {
  const runtime = useMemo(() => ({ loader, fetchRegistry, checkRegistry }), [loader, fetchRegistry, checkRegistry]);
  return <RemoteRuntimeContext.Provider value={runtime}>{children}</RemoteRuntimeContext.Provider>;
}

export function useRemoteRuntime(): RemoteRuntime {
  const runtime = useContext(RemoteRuntimeContext);
  if (!runtime) throw new Error('useRemoteRuntime needs a RemoteRuntimeProvider (mounted by the shell bootstrap).');
  return runtime;
}

/** The runtime, where a provider is mounted (a screen rendered alone, in a test, has none). */
export function useOptionalRemoteRuntime(): RemoteRuntime | null {
  return useContext(RemoteRuntimeContext);
}

/** Registry state and loaded route manifests; re-renders when either changes. */
export function useRemotesSnapshot(): RemotesSnapshot {
  const { loader } = useRemoteRuntime();
  return useSyncExternalStore(loader.subscribe, loader.getSnapshot);
}
