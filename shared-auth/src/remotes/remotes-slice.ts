import { createSelector, createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Area } from '@insolvency/shared-contracts';
import { rootReducer } from '../store/root-reducer';

/**
 * Load status of each runtime remote. The shell writes it (registry, loader, the Module
 * Federation runtime plugin); remote-admin's RemoteStatus screen reads it: one store.
 */
export type RemoteLoadStatus = 'registered' | 'loading' | 'loaded' | 'failed';

export interface RemoteStatus {
  /** Federation name, e.g. `remote_public`. */
  name: string;
  area: Area;
  manifestUrl: string;
  status: RemoteLoadStatus;
  /** `metaData.buildInfo.buildVersion` of its manifest, once read. */
  buildVersion: string | null;
  /** Message of the last failed attempt (kept while a retry runs). */
  lastError: string | null;
  /** Attempts to load its route manifest so far (retries included). */
  attempts: number;
}

export interface RemotesState {
  byName: Record<string, RemoteStatus>;
  /** Set when `/remotes.json` itself could not be read. */
  registryError: string | null;
}

export interface RegisteredRemote {
  name: string;
  area: Area;
  manifestUrl: string;
}

const initialState: RemotesState = { byName: {}, registryError: null };

/** One array per state change, so `useSelector` does not re-render for nothing. */
const listStatuses = createSelector([(state: RemotesState) => state.byName], (byName) => Object.values(byName));

export const remotesSlice = createSlice({
  name: 'remotes',
  initialState,
  reducers: {
    remotesRegistered(state, action: PayloadAction<RegisteredRemote[]>) {
      state.registryError = null;
      for (const remote of action.payload) {
        const known = state.byName[remote.name];
        const sameEntry = known?.manifestUrl === remote.manifestUrl;
        state.byName[remote.name] =
          known && sameEntry
            ? known
            : { ...remote, status: 'registered', buildVersion: null, lastError: null, attempts: 0 };
      }
    },
    remoteRegistryFailed(state, action: PayloadAction<{ message: string }>) {
      state.registryError = action.payload.message;
    },
    remoteLoadStarted(state, action: PayloadAction<{ name: string }>) {
      const remote = state.byName[action.payload.name];
      if (!remote) return;
      remote.status = 'loading';
      remote.attempts += 1;
    },
    remoteLoaded(state, action: PayloadAction<{ name: string }>) {
      const remote = state.byName[action.payload.name];
      if (!remote) return;
      remote.status = 'loaded';
      remote.lastError = null;
    },
    /** One attempt failed (reported by the runtime's `errorLoadRemote` hook); a retry may follow. */
    remoteAttemptFailed(state, action: PayloadAction<{ name: string; message: string }>) {
      const remote = state.byName[action.payload.name];
      if (remote) remote.lastError = action.payload.message;
    },
    /** Every attempt failed: the area shows its Retry button. */
    remoteLoadFailed(state, action: PayloadAction<{ name: string; message: string }>) {
      const remote = state.byName[action.payload.name];
      if (!remote) return;
      remote.status = 'failed';
      remote.lastError = action.payload.message;
    },
    remoteBuildVersionRead(state, action: PayloadAction<{ name: string; buildVersion: string }>) {
      const remote = state.byName[action.payload.name];
      if (remote) remote.buildVersion = action.payload.buildVersion;
    },
  },
  selectors: {
    selectRemoteStatuses: (state): RemoteStatus[] => listStatuses(state),
    selectRemoteStatus: (state, name: string): RemoteStatus | undefined => state.byName[name],
    selectRemoteRegistryError: (state) => state.registryError,
  },
});

declare module '../store/root-reducer' {
  interface LazyLoadedSlices extends WithSlice<typeof remotesSlice> {}
}

/** Injected into the one root reducer as soon as shared-auth loads, so every store has it. */
const injectedRemotesSlice = remotesSlice.injectInto(rootReducer);

export const {
  remotesRegistered,
  remoteRegistryFailed,
  remoteLoadStarted,
  remoteLoaded,
  remoteAttemptFailed,
  remoteLoadFailed,
  remoteBuildVersionRead,
} = remotesSlice.actions;

export const { selectRemoteStatuses, selectRemoteStatus, selectRemoteRegistryError } = injectedRemotesSlice.selectors;
