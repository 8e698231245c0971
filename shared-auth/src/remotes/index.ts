export {
  remotesSlice,
  remotesRegistered,
  remoteRegistryFailed,
  remoteLoadStarted,
  remoteLoaded,
  remoteAttemptFailed,
  remoteLoadFailed,
  remoteBuildVersionRead,
  selectRemoteStatuses,
  selectRemoteStatus,
  selectRemoteRegistryError,
} from './remotes-slice';
export type { RemoteLoadStatus, RemoteStatus, RemotesState, RegisteredRemote } from './remotes-slice';
