import type { Middleware } from '@reduxjs/toolkit';
import { syncSessionFromStorage } from './persist-session';
import { createSessionKeeper } from './session-keeper';
import { sessionExpired, sessionSynced } from './session-slice';
import { isSessionStorageKey } from './token-storage';

/**
 * The session's life in the store, added once by the shell in `configureStore` (as
 * `authMiddleware`):
 * - every tab stays on the same session: when another tab logs in, logs out or
 *   refreshes, the browser fires a `storage` event and the mirror is re-read;
 * - the session keeper refreshes the access token before it expires (session-keeper.ts).
 */
export const authMiddleware: Middleware = (store) => {
  const keeper = createSessionKeeper(store.dispatch);
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isSessionStorageKey(event.key)) {
        syncSessionFromStorage(store.dispatch);
      }
    });
  }
  // Right after construction (the store cannot dispatch while its middleware is built).
  queueMicrotask(() => keeper.reschedule());

  return (next) => (action) => {
    const result = next(action);
    if (sessionSynced.match(action) || sessionExpired.match(action)) keeper.reschedule();
    return result;
  };
};
