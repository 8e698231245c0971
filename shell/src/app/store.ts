import { configureStore } from '@reduxjs/toolkit';
import { apiMiddleware, authMiddleware, rootReducer } from '@insolvency/shared-auth';

/**
 * The one Redux store of the product. Remotes never create one: they inject their slices
 * into `rootReducer` and their endpoints into the shared `api`.
 */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(apiMiddleware, authMiddleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
