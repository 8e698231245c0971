import type { Middleware } from '@reduxjs/toolkit';
import { syncSessionFromStorage } from './persist-session';
import { isSessionStorageKey } from './token-storage';

/**
 * Keeps every tab on the same session: when another tab logs in, logs out or refreshes,
 * the browser fires a `storage` event here and the Redux mirror is re-read from
 * localStorage. Added once by the shell in `configureStore` (as `authMiddleware`).
 */
export const authMiddleware: Middleware = (store) => {
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && isSessionStorageKey(event.key)) {
        syncSessionFromStorage(store.dispatch);
      }
    });
  }
  return (next) => (action) => next(action);
};
