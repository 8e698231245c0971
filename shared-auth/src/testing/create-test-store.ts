import { configureStore } from '@reduxjs/toolkit';
import { apiMiddleware } from '../api/base-api';
import { rootReducer } from '../store/root-reducer';
import { authMiddleware } from '../session/session-sync-middleware';

/** A store wired exactly as the shell wires it (read the tokens from localStorage first). */
export function createTestStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(apiMiddleware, authMiddleware),
  });
}

export type TestStore = ReturnType<typeof createTestStore>;
