import { combineSlices } from '@reduxjs/toolkit';
import { api } from '../api/base-api';
import { sessionSlice } from '../session/session-slice';

/**
 * The root reducer of the one store. The shell builds the store:
 *
 *   configureStore({
 *     reducer: rootReducer,
 *     middleware: (getDefault) => getDefault().concat(apiMiddleware, authMiddleware),
 *   })
 *
 * Remotes add their own slices lazily and read them through the injected slice's
 * selectors, which are typed without any declaration:
 *
 *   const injected = postFilterSlice.injectInto(rootReducer);
 *   export const { selectPostFilter } = injected.selectors;
 *
 * Inside shared-auth a slice may instead augment `LazyLoadedSlices` from this module
 * (`declare module '../store/root-reducer'`), as the remotes slice does.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- augmented by remotes
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
