/**
 * The module the shell provides for the shared singleton `@reduxjs/toolkit`. A shared module is
 * never tree-shaken, so sharing the package ships all of it to every visitor: the listener and
 * dynamic middlewares, the entity adapter, the development checks. This allow-list is what the
 * product and RTK Query (whose own imports of `@reduxjs/toolkit` are answered by this module)
 * use; `eslint.config.mjs` keeps the product's imports to it.
 */
export {
  SHOULD_AUTOBATCH,
  combineReducers,
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createNextState,
  createSelector,
  createSlice,
  formatProdErrorMessage,
  isAction,
  isAllOf,
  isAnyOf,
  isAsyncThunkAction,
  isFulfilled,
  isPending,
  isPlainObject,
  isRejected,
  isRejectedWithValue,
  nanoid,
  prepareAutoBatched,
} from '@insolvency/redux-toolkit-unshared';
